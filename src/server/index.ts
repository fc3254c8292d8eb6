import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { resolve } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import { Connection } from './edge/connection.ts';
import {
  AddressCounts,
  DEFAULT_CLIENT_LIMITS,
  OPERATOR_RESERVE,
  SendBudget,
  type ClientLimits,
} from './edge/client-limits.ts';
import { ClientRegistry } from './edge/client-registry.ts';
import { ConnectionGate, ignoreSocketError } from './edge/connection-gate.ts';
import { SlicedQueue } from './edge/sliced-queue.ts';
import type { HubContext } from './hub-context.ts';
import { type Disk, nodeDisk, tightenDataDir, useDisk } from './store/disk.ts';
import { handleApi } from './edge/http-api.ts';
import { ExportCache } from './export/export-cache.ts';
import { ComputeWorkers, type WorkerLimits } from './compute/workers.ts';
import { AddressBuckets } from './edge/rate-limit.ts';
import { useDamagedFiles } from './store/damaged-files.ts';
import { fail } from './edge/http-util.ts';
import { langOf, problem, told } from './problems.ts';
import { loadSecret } from './store/secrets.ts';
import { serveMedia } from './site/media.ts';
import { serveStatic, type StaticSite } from './site/static.ts';
import type { FeedDelays } from './tables/table-settings.ts';
import { SideValues } from './tables/side-values.ts';
import { Tables } from './tables/tables.ts';
import { Roster } from './players/players.ts';
import { importDroppedPhotos } from './players/photo-drop.ts';
import { SeatingStore } from './tournaments/seating.ts';
import { SeatingDay } from './tournaments/seating-day.ts';
import { Tournaments } from './tournaments/tournaments.ts';
import { ObsLink } from './obs/index.ts';
import { CompanionPush } from './companion/companion-push.ts';
import type { FreedWait } from './obs/setup.ts';
import type { BridgeTiming } from './obs/bridge.ts';
import type { ObsSettings } from '../protocol/obs.ts';
import type { Problem } from '../protocol/index.ts';
import { WebGuard } from './edge/web-guard.ts';
import { Drafts } from './draft/drafts.ts';
import { EventTally } from './event-tally.ts';
import { createLogger, lineSink, type Logger, type Say } from './log.ts';
import { lockDataDir } from './store/data-lock.ts';

/** Sockets the heartbeat visits per loop turn. */
const HEARTBEAT_SLICE = 64;
/** Upgrade requests are answered in slices of this many ms per loop turn (SlicedQueue). */
const UPGRADE_SLICE_MS = 5;

export interface HubOptions {
  /** 0 = a free port. Default 4321. */
  port?: number;
  /** Default 127.0.0.1; '0.0.0.0' opens the hub to the LAN. */
  host?: string;
  /** Tokens, table logs and the game archive live here. */
  dataDir: string;
  /** The static Astro build. Default <repo>/dist. */
  distDir?: string;
  /** The pages embedded in the packaged program; when given, distDir is not read. */
  site?: StaticSite;
  /** Overrides the stored spectator key. */
  spectatorKey?: string;
  /** Seconds each feed lags behind (to match a delayed stream), e.g. { spectator: 30 }. */
  feedDelays?: FeedDelays;
  /** Tables with a log in the data directory, at most. Default 64 (the browser suite plays more). */
  maxTables?: number;
  /** Per-connection frame rate limit. Default 100/s, burst 200. */
  rateLimit?: { perSecond: number; burst: number };
  /** OBS scene switching: overrides of the settings kept in `<data>/obs.json` (npm start --obs). */
  obs?: Partial<ObsSettings>;
  /** Bounds on what clients may make the hub hold (bytes queued, sockets per address); see ClientLimits. */
  limits?: Partial<ClientLimits>;
  /** The compute workers' bounds (seating, xlsx): deadlines, queue, heap; see WorkerLimits. */
  workers?: Partial<WorkerLimits>;
  /** The role draft: how long a card stays face up. Default 15 s. (A socket's hello deadline: limits.helloMs.) */
  draft?: { cardUpMs?: number };
  /** Ping every socket this often; one that has not answered the previous ping is dropped. Default 30000. */
  heartbeatMs?: number;
  /** Companion button feedback: while a timer runs, its text is sent this often. Default 1000. */
  companionTickMs?: number;
  /** Floods, slow-client closes and refused files reach the log once per kind per this many ms. Default 60000. */
  eventLogMs?: number;
  /** OBS: connect and answer deadlines and retry delays (tests make them short). Default 5 s each. */
  obsTiming?: BridgeTiming;
  /** OBS setup: how long it waits for OBS to free a removed name. Default 40 looks, 50 ms apart. */
  obsSetupWait?: FreedWait;
  /** Host names the API and /ws answer to besides loopback (and the LAN addresses on 0.0.0.0). */
  allowedHosts?: readonly string[];
  /** Origins of other web pages allowed to use the API and /ws (the hub's own pages always are). */
  allowedOrigins?: readonly string[];
  /** Serve HTTPS and WSS (PEM). Without it, a LAN hub sends the operator token in clear text. */
  tls?: { cert: string | Buffer; key: string | Buffer };
  /** Leveled log (npm start: stderr and `<data>/hub.log`); the operator token and spectator key are redacted. */
  logger?: Logger;
  /** Older form: plain text lines (used when `logger` is not given). */
  log?: (line: string) => void;
  /**
   * A log sync runs on the main thread (no thread hand-off) while the last one took at most this
   * many ms, else on the thread pool. 0: always on the thread pool. Default 1.
   */
  inlineSyncMs?: number;
  /** The file operations for the data directory (tests inject disk faults). Default: node:fs. */
  disk?: Disk;
}

export interface Hub {
  port: number;
  url: string;
  operatorToken: string;
  spectatorKey: string;
  /** Milliseconds spent restoring the stored tables at start, and how many log entries. */
  restored: { tables: number; entries: number; ms: number };
  close(): Promise<void>;
}

export const MAX_FRAME_BYTES = 64 * 1024;
const DEFAULT_DIST = resolve(import.meta.dirname, '../../dist');

/** One process, one port: the panel and overlays (static), the WebSocket at /ws, the HTTP API. */
export async function startHub(options: HubOptions): Promise<Hub> {
  // the judge feed is the panel's own: delayed, it would lag behind its own commands
  if (options.feedDelays?.judge) throw new Error('feedDelays.judge: the judge feed cannot be delayed');
  const dataDir = resolve(options.dataDir);
  const unlock = await lockDataDir(dataDir); // one hub per data folder
  const logger = options.logger ?? createLogger({ sinks: options.log ? [lineSink(options.log)] : [] });
  // a line without a level is info; failures say warn or error (with the error, for its stack)
  const say: Say = (line, level = 'info', err) => logger[level](line, err);
  // every read and write of the data directory goes through its Disk (tests inject faults there)
  useDisk(dataDir, options.disk, options.inlineSyncMs);
  useDamagedFiles(dataDir, say); // each reader below names a damaged file here (the log, the panel)
  const operatorToken = loadSecret(dataDir, 'operator-token', 32);
  const spectatorKey = options.spectatorKey ?? loadSecret(dataDir, 'spectator-key', 12);
  logger.redact(operatorToken, spectatorKey);
  const distDir = resolve(options.distDir ?? DEFAULT_DIST);
  for (const path of tightenDataDir(options.disk ?? nodeDisk, dataDir))
    say(`${path}: could not make it private to this account (chmod refused)`, 'warn');
  const t0 = performance.now();
  const tables = new Tables(dataDir, options.feedDelays ?? {}, say, options.maxTables);
  const entries = tables.restoreAll();
  const restored = { tables: tables.byId.size, entries, ms: performance.now() - t0 };
  const sides = new SideValues(tables);
  const tournaments = new Tournaments(dataDir, tables, say, sides);
  const players = new Roster(dataDir, say);
  const compute = new ComputeWorkers(options.workers ?? {}, say);
  const seating = new SeatingStore(dataDir, say, compute);
  seating.knows = (id) => players.get(id) !== undefined;
  const seatingDay = new SeatingDay({ tournaments, seating, roster: players, tables, say });
  seatingDay.attach(tables.watchers);
  players.attach(tables.watchers);
  const companion = new CompanionPush(dataDir, tables, say, {
    ...(options.companionTickMs ? { tickMs: options.companionTickMs } : {}),
  });
  tournaments.nameOf = (id) => players.get(id)?.nickname;
  players.changed = () => tournaments.namesChanged();
  await importDroppedPhotos(dataDir, players, say);
  let clientCounter = 0;
  const limits: ClientLimits = { ...DEFAULT_CLIENT_LIMITS, ...options.limits };
  const clients = new Map<string, Connection>();
  /** Every socket, hello or not: what the SendBudget may cut. */
  const sockets = new Set<Connection>();
  const obs = new ObsLink(
    dataDir,
    tables,
    say,
    (status) => {
      const onAir = obs.settings.table;
      for (const c of ctx.clients.values()) if (c.watchesRegistry) c.send({ t: 'obs', status, onAir });
    },
    options.obs,
    options.obsTiming,
  );
  obs.redact = (secret) => logger.redact(secret);
  obs.onAirChanged = (table) => {
    for (const c of ctx.clients.values()) c.followAir(table);
  };
  const registry = new ClientRegistry(
    limits.registryPushMs,
    function* () {
      for (const c of clients.values()) {
        const info = c.info();
        if (info) yield info;
      }
    },
    () => clients.values(),
  );
  const gate = new ConnectionGate(limits.httpPerAddress, !options.tls, (address) =>
    ctx.events.note('flood', `HTTP connections from ${address}: past ${limits.httpPerAddress}, refused`),
  );
  const ctx: HubContext = {
    obs,
    companion,
    tables,
    tournaments,
    sides,
    players,
    seating,
    seatingDay,
    dataDir,
    url: '',
    operatorToken,
    spectatorKey,
    clients,
    rate: options.rateLimit ?? { perSecond: 100, burst: 200 },
    drafts: new Drafts({
      tables,
      dataDir,
      say,
      cardUpMs: options.draft?.cardUpMs,
      sides,
      base: () => ctx.url,
    }),
    obsSetupWait: options.obsSetupWait ?? null,
    nextClientId: () => `c${(++clientCounter).toString(36)}`,
    // gathered: 1000 overlays reconnecting after a network blip make one push, not 1000
    registry,
    limits,
    // every socket of the hub, hello or not (a page that never says hello reads nothing either)
    budget: new SendBudget(limits.queuedTotal, function* () {
      for (const c of sockets) yield c.out;
    }),
    addresses: { pending: new AddressCounts(), public: new AddressCounts() },
    connections: gate,
    exportCache: new ExportCache(tournaments),
    compute,
    publicHttp: new AddressBuckets(limits.publicHttpRate),
    say,
    events: new EventTally(say, options.eventLogMs),
  };

  const host = options.host ?? '127.0.0.1';
  const guard = new WebGuard({
    listenHost: host,
    allowedHosts: options.allowedHosts ?? [],
    allowedOrigins: options.allowedOrigins ?? [],
  });
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://hub.local');
    } catch {
      res.writeHead(400).end();
      return;
    }
    // the API and /ws check Host and Origin; the static pages hold no secret and stay open
    const refused = /^\/api(?:\/|$)/.test(url.pathname) ? guard.check(req) : null;
    if (refused) return fail(res, refused);
    if (handleApi(ctx, req, res, url)) return;
    if (serveMedia(dataDir, req, res, url.pathname)) return;
    if (serveStatic(options.site ?? distDir, req, res, url.pathname)) return;
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
  };
  // slow headers are cut after headersTimeoutMs, checked a few times within it (Node checks every 30 s)
  const timeouts = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
    connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 4)),
  };
  const server = options.tls
    ? createTlsServer({ ...timeouts, cert: options.tls.cert, key: options.tls.key }, onRequest)
    : createServer(timeouts, onRequest);
  server.on('connection', (socket: Socket) => gate.accept(socket));
  // Small frames, sent at once: Nagle would add up to 40 ms to an update.
  server.on(options.tls ? 'secureConnection' : 'connection', (socket: Socket) => socket.setNoDelay(true));
  // the TLS socket over the TCP one has its own errors (the HTTP server drops its handler on upgrade)
  if (options.tls) server.on('secureConnection', (socket: Socket) => socket.on('error', ignoreSocketError));
  // a TLS handshake that fails (plain HTTP on the HTTPS port) is that socket's end, nothing more
  server.on('tlsClientError', () => {});

  // Drop dead peers (an OBS source closed without a FIN) so the registry stays true: a socket
  // that has not answered the last tick's ping by the next tick is gone (after 1-2 intervals).
  const alive = new WeakSet<object>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  const upgrades = new SlicedQueue(UPGRADE_SLICE_MS);
  server.on('upgrade', (req, socket: Duplex, head) => {
    socket.on('error', ignoreSocketError);
    // one that was reset while it waited costs nothing more (its write of the 101 did: a stack each)
    upgrades.push(() => void (socket.destroyed || upgrade(req, socket, head)));
  });
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (req.url ?? '').split('?')[0];
    // one socket path for every screen: overlays, the panel, the judge's tablet, the draft pages
    if (path !== '/ws') {
      socket.destroy();
      return;
    }
    const refused = guard.check(req);
    if (refused) return refuseUpgrade(req, socket, refused);
    // every upgrade counts in its address's public sockets; a few past the cap may still bring
    // the operator token in their hello
    const address = req.socket.remoteAddress ?? null;
    const { pending, public: open } = ctx.addresses;
    if (pending.count(address) + open.count(address) >= limits.publicPerAddress + OPERATOR_RESERVE)
      return refuseUpgrade(req, socket, problem('client/limit', address ?? ''), '503 Service Unavailable');
    wss.handleUpgrade(req, socket, head, (ws) => {
      gate.upgraded(socket);
      // alive from the start: ws emits no 'connection' event for handleUpgrade without emit
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      const c = new Connection(ctx, ws, address);
      sockets.add(c);
      ws.once('close', () => sockets.delete(c));
    });
  };

  // In slices, one per loop turn: a thousand silent sockets cut in one pass would hold the
  // operator's next command behind a thousand close handlers.
  const beat = (all: readonly WebSocket[], from: number): void => {
    for (const ws of all.slice(from, from + HEARTBEAT_SLICE)) {
      if (ws.readyState !== ws.OPEN) continue;
      if (!alive.has(ws)) ws.terminate();
      else {
        alive.delete(ws);
        ws.ping();
      }
    }
    if (from + HEARTBEAT_SLICE < all.length) setImmediate(() => beat(all, from + HEARTBEAT_SLICE));
  };
  const heartbeat = setInterval(() => beat([...wss.clients], 0), options.heartbeatMs ?? 30_000);
  heartbeat.unref();

  try {
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(options.port ?? 4321, host, () => {
        server.off('error', fail);
        ok();
      });
    });
  } catch (e) {
    // port in use, no permission: leave nothing running and let the caller say so
    clearInterval(heartbeat);
    companion.close();
    await obs.close();
    tables.close();
    unlock();
    throw e;
  }
  // out of descriptors (EMFILE at accept): that connection is lost, the hub goes on
  server.on('error', (e) => ctx.events.note('flood', `accept: ${e.message}`));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  const scheme = options.tls ? 'https' : 'http';
  ctx.url = `${scheme}://${urlHost}:${port}`;
  obs.start();
  say(
    `hub listening on ${scheme}://${urlHost}:${port} (restored ${restored.tables} tables, ${entries} entries in ${restored.ms.toFixed(0)} ms)`,
  );

  return {
    port,
    url: ctx.url,
    operatorToken: ctx.operatorToken,
    spectatorKey: ctx.spectatorKey,
    restored,
    close: async () => {
      clearInterval(heartbeat);
      ctx.events.close();
      registry.close();
      for (const ws of wss.clients) ws.close(1001, 'hub closing');
      // a socket that reads nothing never answers the close: cut after a second, not ws's 30 s
      const closed = new Promise<void>((ok) => wss.close(() => ok()));
      await Promise.race([closed, new Promise((ok) => setTimeout(ok, 1000).unref())]);
      for (const ws of wss.clients) ws.terminate();
      await closed;
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      companion.close();
      await companion.settled();
      await compute.close();
      await obs.close();
      tables.close();
      unlock();
    },
  };
}

/**
 * A refused upgrade gets the same typed 403 body as the API, then the socket is closed once the
 * kernel has the answer: a peer that never closes its side holds no descriptor.
 */
function refuseUpgrade(req: IncomingMessage, socket: Duplex, p: Problem, status = '403 Forbidden'): void {
  const body = JSON.stringify({ error: told(p, langOf(req)) });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
