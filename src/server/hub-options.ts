import type { ObsSettings } from '../protocol/obs.ts';
import type { ClientLimits } from './net/client-limits.ts';
import type { WorkerLimits } from './compute/workers.ts';
import type { FreedWait } from './obs/setup.ts';
import type { BridgeTiming } from './obs/bridge.ts';
import type { StaticSite } from './site/static.ts';
import type { Disk } from './store/disk.ts';
import type { FeedDelays } from './tables/table-settings.ts';
import type { Logger } from './log.ts';

/** What startHub is given (src/server/index.ts): each part of the hub reads its own few. */
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
