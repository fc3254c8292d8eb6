import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startHub } from '../../src/server/index.ts';

/**
 * Starts the REAL hub on a free port with a fresh data directory, serving the static build.
 * The tests find it through environment variables (workers inherit them).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const distDir = resolve('dist');
  if (!existsSync(join(distDir, 'overlay/seats/index.html')))
    throw new Error('dist/ is missing: run `npx astro build` first (npm run test:e2e does).');
  const dataDir = mkdtempSync(join(tmpdir(), 'mafia-e2e-'));
  // one hub for every browser test: each plays its own tables, more than a venue's 64
  const hub = await startHub({ port: 0, dataDir, distDir, maxTables: 256 });
  process.env.HUB_URL = hub.url;
  process.env.HUB_TOKEN = hub.operatorToken;
  process.env.HUB_SPECTATOR_KEY = hub.spectatorKey;
  return async () => {
    await hub.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
