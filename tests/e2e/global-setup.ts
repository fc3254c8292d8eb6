import type { FullConfig } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startHub } from '../../src/server/index.ts';

/** What a worker needs to reach its hub (tests/e2e/hub.ts reads it). */
export interface E2eHub {
  url: string;
  token: string;
  spectatorKey: string;
}

/**
 * Starts the REAL hub on a free port with a fresh data directory, serving the static build: one
 * per worker, so that tests running side by side never share a tournament, a roster or OBS
 * settings. The tests find theirs through an environment variable (workers inherit it).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const distDir = resolve('dist');
  if (!existsSync(join(distDir, 'overlay/seats/index.html')))
    throw new Error('dist/ is missing: run `npx astro build` first (npm run test:e2e does).');
  const started: { hub: Awaited<ReturnType<typeof startHub>>; dataDir: string }[] = [];
  for (let i = 0; i < Math.max(1, config.workers); i++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'mafia-e2e-'));
    // one hub for every browser test of a worker: each plays its own tables, more than a venue's 64
    // every page and poll of the run comes from 127.0.0.1: one address, many clients (a visitor's
    // budget per address would meter the whole suite); and the tests post whole games over HTTP as
    // fast as the hub answers, past the operator's 100 commands a second (a quiet machine did)
    const hub = await startHub({
      port: 0,
      dataDir,
      distDir,
      maxTables: 256,
      rateLimit: { perSecond: 10_000, burst: 10_000 },
      limits: { publicHttpRate: { perSecond: 10_000, burst: 10_000 } },
    });
    started.push({ hub, dataDir });
  }
  const hubs: E2eHub[] = started.map(({ hub }) => ({
    url: hub.url,
    token: hub.operatorToken,
    spectatorKey: hub.spectatorKey,
  }));
  process.env.E2E_HUBS = JSON.stringify(hubs);
  return async () => {
    for (const { hub, dataDir } of started) {
      await hub.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}
