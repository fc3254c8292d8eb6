import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startHub } from '../../src/server/index.ts';

/** Issue 22: a damaged data file is named in the panel with its reason and what the hub does. */

test('a damaged players.json is shown in the panel with its reason and how to repair it', async ({
  page,
}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mafia-e2e-damaged-'));
  writeFileSync(join(dataDir, 'players.json'), '{"v":1,"players":[{"id":"p1"');
  const hub = await startHub({ port: 0, dataDir, distDir: resolve('dist') });
  try {
    await page.goto(`${hub.url}/panel/?table=main&token=${hub.operatorToken}&lang=en`);
    const bar = page.getByTestId('damaged-files');
    await expect(bar).toContainText('players.json: not JSON');
    await expect(bar).toContainText('the roster cannot be changed until it is repaired');
    await expect(bar).toContainText('Fix or move the file, then restart the hub');
  } finally {
    await hub.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
