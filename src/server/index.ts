import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { WebSocketServer } from 'ws';
import { Connection, type HubContext } from './connection.ts';
import { handleApi } from './http-api.ts';
import { loadSecret } from './secrets.ts';
import { serveStatic, type StaticSite } from './static.ts';
import type { FeedDelays } from './table.ts';
import { Tables } from './tables.ts';
import { Tournaments } from './tournaments.ts';
import { ObsLink } from './obs/index.ts';
import type { ObsSettings } from '../protocol/obs.ts';

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
  /** Per-connection frame rate limit. Default 100/s, burst 200. */
  rateLimit?: { perSecond: number; burst: number };
  /** OBS scene switching: overrides of the settings kept in `<data>/obs.json` (npm start --obs). */
  obs?: Partial<ObsSettings>;
  log?: (line: string) => void;
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
  const say = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir);
  const distDir = resolve(options.distDir ?? DEFAULT_DIST);
  const t0 = performance.now();
  const tables = new Tables(dataDir, options.feedDelays ?? {}, say);
  const entries = tables.restoreAll();
  const restored = { tables: tables.byId.size, entries, ms: performance.now() - t0 };
  const tournaments = new Tournaments(dataDir, tables, say);
  let clientCounter = 0;
  let registryTimer: ReturnType<typeof setTimeout> | null = null;
  const obs = new ObsLink(
    dataDir,
    tables,
    say,
    (status) => {
      for (const c of ctx.clients.values()) if (c.watchesRegistry) c.send({ t: 'obs', status });
    },
    options.obs,
  );
  const ctx: HubContext = {
    obs,
    tables,
    tournaments,
    dataDir,
    operatorToken: loadSecret(dataDir, 'operator-token', 32),
    spectatorKey: options.spectatorKey ?? loadSecret(dataDir, 'spectator-key', 12),
    clients: new Map(),
    rate: options.rateLimit ?? { perSecond: 100, burst: 200 },
    nextClientId: () => `c${(++clientCounter).toString(36)}`,
    // debounced: 1000 overlays reconnecting after a network blip make one push, not 1000
    registryChanged: () => {
      registryTimer ??= setTimeout(() => {
        registryTimer = null;
        for (const c of ctx.clients.values()) if (c.watchesRegistry) c.sendRegistry();
      }, 250);
    },
    say,
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://hub.local');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (handleApi(ctx, req, res, url)) return;
    if (serveStatic(options.site ?? distDir, req, res, url.pathname)) return;
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
  });
  // Small frames, sent at once: Nagle would add up to 40 ms to an update.
  server.on('connection', (socket) => socket.setNoDelay(true));

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  server.on('upgrade', (req, socket, head) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/ws') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      new Connection(ctx, ws, req.socket.remoteAddress ?? null);
    });
  });

  // Drop dead peers (an OBS source closed without a FIN) so the registry stays true.
  const alive = new WeakSet<object>();
  wss.on('connection', (ws) => {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
  });
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) ws.terminate();
      else {
        alive.delete(ws);
        ws.ping();
      }
    }
  }, 30_000);
  heartbeat.unref();

  const host = options.host ?? '127.0.0.1';
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
    await obs.close();
    tables.close();
    throw e;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  obs.start();
  say(
    `hub listening on http://${urlHost}:${port} (restored ${restored.tables} tables, ${entries} entries in ${restored.ms.toFixed(0)} ms)`,
  );

  return {
    port,
    url: `http://${urlHost}:${port}`,
    operatorToken: ctx.operatorToken,
    spectatorKey: ctx.spectatorKey,
    restored,
    close: async () => {
      clearInterval(heartbeat);
      if (registryTimer) clearTimeout(registryTimer);
      for (const ws of wss.clients) ws.close(1001, 'hub closing');
      await new Promise<void>((ok) => wss.close(() => ok()));
      for (const ws of wss.clients) ws.terminate();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      await obs.close();
      tables.close();
    },
  };
}
