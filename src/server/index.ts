import { resolve } from 'node:path';
import { composeHub } from './compose.ts';
import { httpServer, listen } from './edge/http-server.ts';
import { acceptUpgrades } from './edge/upgrades.ts';
import type { HubOptions } from './hub-options.ts';
import { createLogger, lineSink } from './log.ts';
import { WebGuard } from './net/web-guard.ts';
import { abandon, shutdown } from './shutdown.ts';
import { lockDataDir } from './store/data-lock.ts';

export type { HubOptions } from './hub-options.ts';
export { MAX_FRAME_BYTES } from './edge/upgrades.ts';

export interface Hub {
  port: number;
  url: string;
  operatorToken: string;
  spectatorKey: string;
  /** Milliseconds spent restoring the stored tables at start, and how many log entries. */
  restored: { tables: number; entries: number; ms: number };
  close(): Promise<void>;
}

const DEFAULT_DIST = resolve(import.meta.dirname, '../../dist');

/** One process, one port: the panel and overlays (static), the WebSocket at /ws, the HTTP API. */
export async function startHub(options: HubOptions): Promise<Hub> {
  // the judge feed is the panel's own: delayed, it would lag behind its own commands
  if (options.feedDelays?.judge) throw new Error('feedDelays.judge: the judge feed cannot be delayed');
  const dataDir = resolve(options.dataDir);
  const unlock = await lockDataDir(dataDir); // one hub per data folder
  const logger = options.logger ?? createLogger({ sinks: options.log ? [lineSink(options.log)] : [] });
  const parts = await composeHub(options, dataDir, logger);
  const { ctx, restored } = parts;
  const host = options.host ?? '127.0.0.1';
  const guard = new WebGuard({
    listenHost: host,
    allowedHosts: options.allowedHosts ?? [],
    allowedOrigins: options.allowedOrigins ?? [],
  });
  const server = httpServer(
    ctx,
    guard,
    options.site ?? resolve(options.distDir ?? DEFAULT_DIST),
    options.tls,
  );
  const upgrades = acceptUpgrades(server, ctx, guard, parts.sockets, options.heartbeatMs ?? 30_000);
  let port: number;
  try {
    port = await listen(server, options.port ?? 4321, host);
  } catch (e) {
    await abandon(parts, upgrades, unlock); // leave nothing running and let the caller say so
    throw e;
  }
  // out of descriptors (EMFILE at accept): that connection is lost, the hub goes on
  server.on('error', (e) => ctx.events.note('flood', `accept: ${e.message}`));
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  ctx.url = `${options.tls ? 'https' : 'http'}://${urlHost}:${port}`;
  ctx.obs.start();
  const { tables, entries, ms } = restored;
  ctx.say(
    `hub listening on ${ctx.url} (restored ${tables} tables, ${entries} entries in ${ms.toFixed(0)} ms)`,
  );
  return {
    port,
    url: ctx.url,
    operatorToken: ctx.operatorToken,
    spectatorKey: ctx.spectatorKey,
    restored,
    close: () => shutdown(parts, upgrades, server, unlock),
  };
}
