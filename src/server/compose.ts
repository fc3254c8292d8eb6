/**
 * The hub's composition: every part built once on the data directory and wired to the others,
 * before the hub listens (startHub's first step; edge/ then opens the ways in).
 */
import type { HubOptions } from './hub-options.ts';
import type { HubClient, HubContext } from './hub-context.ts';
import {
  AddressCounts,
  DEFAULT_CLIENT_LIMITS,
  SendBudget,
  type ClientLimits,
  type Queued,
} from './net/client-limits.ts';
import { ClientRegistry } from './net/client-registry.ts';
import { ConnectionGate } from './net/connection-gate.ts';
import { AddressBuckets } from './net/rate-limit.ts';
import { openDataDir } from './store/data-dir.ts';
import { tightenDataDir } from './store/disk.ts';
import { loadSecret } from './store/secrets.ts';
import { ExportCache } from './export/export-cache.ts';
import { ComputeWorkers } from './compute/workers.ts';
import { SideValues } from './tables/side-values.ts';
import { Tables } from './tables/tables.ts';
import { Roster } from './players/players.ts';
import { importDroppedPhotos } from './players/photo-drop.ts';
import { SeatingStore } from './tournaments/seating.ts';
import { SeatingDay } from './tournaments/seating-day.ts';
import { Tournaments } from './tournaments/tournaments.ts';
import { ObsLink } from './obs/index.ts';
import { CompanionPush } from './companion/companion-push.ts';
import { Drafts } from './draft/drafts.ts';
import { movesTheDay, SeatingPages, seatingFrame } from './tournaments/seating-pages.ts';
import { EventTally } from './event-tally.ts';
import type { Logger, Say } from './log.ts';

/** A socket of the hub, hello or not: what the SendBudget may cut (edge/connection.ts's Connection). */
export interface HubSocket {
  readonly out: Queued;
}

/** The hub's parts on one data directory, wired to each other; `close` ends them (sockets first: shutdown.ts). */
export interface Composed {
  ctx: HubContext;
  /** Every socket, hello or not: the upgrades add and remove them, the send budget reads them. */
  sockets: Set<HubSocket>;
  /** Milliseconds spent restoring the stored tables at start, and how many log entries. */
  restored: { tables: number; entries: number; ms: number };
  close(): Promise<void>;
}

/** Builds every part of the hub on `dataDir` (locked by the caller) before it listens. */
export async function composeHub(options: HubOptions, dataDir: string, logger: Logger): Promise<Composed> {
  // a line without a level is info; failures say warn or error (with the error, for its stack)
  const say: Say = (line, level = 'info', err) => logger[level](line, err);
  // every read and write of the data directory goes through its Disk (tests inject faults there),
  // and each part names a damaged file in its registry (the log, the panel): handed to each part
  const data = openDataDir(dataDir, say, options.disk, options.inlineSyncMs);
  const operatorToken = loadSecret(data, 'operator-token', 32);
  const spectatorKey = options.spectatorKey ?? loadSecret(data, 'spectator-key', 12);
  logger.redact(operatorToken, spectatorKey);
  for (const path of tightenDataDir(data.disk, data.path))
    say(`${path}: could not make it private to this account (chmod refused)`, 'warn');
  const t0 = performance.now();
  const tables = new Tables(data, options.feedDelays ?? {}, say, options.maxTables);
  const entries = tables.restoreAll();
  const restored = { tables: tables.byId.size, entries, ms: performance.now() - t0 };
  const sides = new SideValues(tables);
  const tournaments = new Tournaments(data, tables, sides);
  const players = new Roster(data);
  const compute = new ComputeWorkers(options.workers ?? {}, say);
  const seating = new SeatingStore(data, compute);
  const seatingDay = new SeatingDay({ tournaments, seating, roster: players, tables, say });
  const companion = new CompanionPush(data, tables, say, {
    ...(options.companionTickMs ? { tickMs: options.companionTickMs } : {}),
  });
  const clients = new Map<string, HubClient>();
  const obs = new ObsLink(
    data,
    tables,
    say,
    (status) => {
      const onAir = obs.settings.table;
      for (const c of clients.values()) if (c.watchesRegistry) c.send({ t: 'obs', status, onAir });
    },
    options.obs,
    options.obsTiming,
  );
  const seatingPages = new SeatingPages((id) => seatingFrame({ seating, seatingDay }, id));
  wireParts({ tables, players, tournaments, seating, seatingDay, seatingPages, obs, clients, logger });
  await importDroppedPhotos(data, players, say);
  const limits: ClientLimits = { ...DEFAULT_CLIENT_LIMITS, ...options.limits };
  const sockets = new Set<HubSocket>();
  const events = new EventTally(say, options.eventLogMs);
  let clientCounter = 0;
  const ctx: HubContext = {
    obs,
    companion,
    tables,
    tournaments,
    sides,
    players,
    seating,
    seatingDay,
    seatingPages,
    data,
    url: '',
    operatorToken,
    spectatorKey,
    clients,
    rate: options.rateLimit ?? { perSecond: 100, burst: 200 },
    drafts: new Drafts({
      tables,
      data,
      say,
      cardUpMs: options.draft?.cardUpMs,
      sides,
      base: () => ctx.url,
    }),
    obsSetupWait: options.obsSetupWait ?? null,
    nextClientId: () => `c${(++clientCounter).toString(36)}`,
    // gathered: 1000 overlays reconnecting after a network blip make one push, not 1000
    registry: new ClientRegistry(
      limits.registryPushMs,
      function* () {
        for (const c of clients.values()) {
          const info = c.info();
          if (info) yield info;
        }
      },
      () => clients.values(),
    ),
    limits,
    // every socket of the hub, hello or not (a page that never says hello reads nothing either)
    budget: new SendBudget(limits.queuedTotal, function* () {
      for (const c of sockets) yield c.out;
    }),
    addresses: { pending: new AddressCounts(), public: new AddressCounts() },
    connections: new ConnectionGate(limits.httpPerAddress, !options.tls, (address) =>
      events.note('flood', `HTTP connections from ${address}: past ${limits.httpPerAddress}, refused`),
    ),
    exportCache: new ExportCache(tournaments),
    compute,
    publicHttp: new AddressBuckets(limits.publicHttpRate),
    say,
    events,
  };
  return { ctx, sockets, restored, close: () => closeParts(ctx) };
}

/** The parts' calls to each other that their constructors do not take. */
function wireParts(p: {
  tables: Tables;
  players: Roster;
  tournaments: Tournaments;
  seating: SeatingStore;
  seatingDay: SeatingDay;
  seatingPages: SeatingPages;
  obs: ObsLink;
  clients: Map<string, HubClient>;
  logger: Logger;
}): void {
  const { tables, players, tournaments, seating, seatingDay, seatingPages, obs, clients, logger } = p;
  seating.knows = (id) => players.get(id) !== undefined;
  seating.changed = (id) => seatingPages.changed(id);
  // a tournament table's game moving on moves the round it plays (…/seating/next)
  tables.watchers.add({
    ran: (table, before) => {
      const t = movesTheDay(before.state, table.game.state) ? tournaments.tournamentOf(table.id) : undefined;
      if (t) seatingPages.changed(t.id);
    },
  });
  seatingDay.attach(tables.watchers);
  players.attach(tables.watchers);
  tournaments.nameOf = (id) => players.get(id)?.nickname;
  players.changed = () => {
    tournaments.namesChanged();
    seatingPages.changedAll(); // the pages name the players
  };
  obs.redact = (secret) => logger.redact(secret);
  obs.onAirChanged = (table) => {
    for (const c of clients.values()) c.followAir(table);
  };
}

/** The parts' timers, workers and files (after the sockets and the server: shutdown.ts). */
async function closeParts(ctx: HubContext): Promise<void> {
  ctx.companion.close();
  await ctx.companion.settled();
  await ctx.compute.close();
  await ctx.obs.close();
  ctx.tables.close();
}
