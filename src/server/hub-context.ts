import type { ClientInfo, Hello, ServerFrame } from '../protocol/index.ts';
import type { CompanionPush } from './companion/companion-push.ts';
import type { ComputeWorkers } from './compute/workers.ts';
import type { Drafts } from './draft/drafts.ts';
import type { AddressCounts, ClientLimits, SendBudget } from './net/client-limits.ts';
import type { ConnectionGate } from './net/connection-gate.ts';
import type { ExportCache } from './export/export-cache.ts';
import type { AddressBuckets } from './net/rate-limit.ts';
import type { ClientRegistry, RegistryWatcher } from './net/client-registry.ts';
import type { EventTally } from './event-tally.ts';
import type { DataDir } from './store/data-dir.ts';
import type { Say } from './log.ts';
import type { ObsLink } from './obs/index.ts';
import type { FreedWait } from './obs/setup.ts';
import type { Roster } from './players/players.ts';
import type { SeatingStore } from './tournaments/seating.ts';
import type { SeatingDay } from './tournaments/seating-day.ts';
import type { SeatingPages } from './tournaments/seating-pages.ts';
import type { SideValues } from './tables/side-values.ts';
import type { Tables } from './tables/tables.ts';
import type { Tournaments } from './tournaments/tournaments.ts';

/**
 * A client past its hello as the rest of the hub reaches it (edge/connection.ts's Connection is one):
 * declared here so that this file, which every part imports, imports no connection.
 */
export interface HubClient extends RegistryWatcher {
  readonly id: string;
  readonly kind: Hello['kind'] | null;
  /** What the registry lists of it (null before its hello). */
  info(): ClientInfo | null;
  send(frame: ServerFrame): void;
  /** An overlay on `table=on-air` moves to the table now on air. */
  followAir(tableId: string): void;
}

/**
 * The hub's parts, as compose.ts wires them, for the top room (edge/: the router, the sockets).
 * A room's routes name the few parts they use in their own `Ctx`, from their room and the rooms
 * below (a room importing this file would import every room above it).
 */
export interface HubContext {
  tables: Tables;
  tournaments: Tournaments;
  /** Values sent beside each table's view (standings, identity): the one channel for them. */
  sides: SideValues;
  /** The global roster of players (issue 9). */
  players: Roster;
  /** Tournaments' seating schedules (issue 25). */
  seating: SeatingStore;
  /** Seats each tournament table's next game from its schedule. */
  seatingDay: SeatingDay;
  /** The seating pages following a tournament's schedule on the socket (issue 41). */
  seatingPages: SeatingPages;
  /** The data directory: its path, file operations, log syncs and damaged files (store/data-dir). */
  data: DataDir;
  /** The hub's own address (set once it listens): the base of generated overlay URLs. */
  url: string;
  operatorToken: string;
  spectatorKey: string;
  clients: Map<string, HubClient>;
  rate: { perSecond: number; burst: number };
  nextClientId(): string;
  /** Joins and leaves, pushed to operators who watch the registry. */
  registry: ClientRegistry;
  limits: ClientLimits;
  /** Bytes queued for all clients together. */
  budget: SendBudget;
  /** Sockets per address not proven to hold the operator token: before their hello, and public ones. */
  addresses: { pending: AddressCounts; public: AddressCounts };
  /** Every TCP connection: its error handler, HTTP connections per address (net/connection-gate). */
  connections: ConnectionGate;
  /** Public tournament files, built once per version (export/export-cache). */
  exportCache: ExportCache;
  /** The seating optimiser and the xlsx writer, in worker threads (compute/workers). */
  compute: ComputeWorkers;
  /** Requests to the API without the operator token, per address (limits.publicHttpRate). */
  publicHttp: AddressBuckets;
  /** OBS scene switching (src/server/obs). */
  obs: ObsLink;
  /** Button feedback pushed to Bitfocus Companion. */
  companion: CompanionPush;
  /** The players' role drafts (issue 27). */
  drafts: Drafts;
  /** OBS setup's wait for a freed name (null: its default). */
  obsSetupWait: FreedWait | null;
  say: Say;
  /** Floods, slow-client closes, refused files: logged one line per kind per interval, with a count. */
  events: EventTally;
}
