import { defineConfig } from '@playwright/test';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/**
 * Chromium: $CHROMIUM_PATH, else Debian's /usr/bin/chromium, else Playwright's own download.
 * A missing browser fails the run (never a skip): CI must prove the overlays in a real browser.
 */
function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH=${fromEnv} does not exist. Install Chromium: apt-get install chromium`);
  }
  for (const p of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) if (existsSync(p)) return p;
  let own = '';
  try {
    own = chromium.executablePath();
  } catch {
    // no Playwright browser registry entry
  }
  if (own && existsSync(own)) return own;
  throw new Error(
    'No Chromium found for the browser tests. Install one: `apt-get install chromium` ' +
      '(or set CHROMIUM_PATH=/path/to/chromium, or `npx playwright install chromium`).',
  );
}

/**
 * Browser tests whose checks hold a wall-clock window (a command-to-frame latency, a CPU cost, a
 * card seen during its hold, keys inside the key guard's 700 ms): they run alone, on a quiet machine.
 */
const ALONE = [
  'walking-skeleton',
  'overlay-cost',
  'overlay-show',
  'overlay-held',
  'draft',
  'panel-typeahead',
  'panel-voters',
].map((name) => `**/${name}.e2e.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/playwright',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // Two files at a time, each worker on its own hub (global-setup): on two cores the e2e run went
  // from 16 to about 13 minutes. The files whose checks have a wall-clock window run after them,
  // one at a time, as before (projects below).
  workers: 2,
  forbidOnly: !!process.env.CI,
  // no retries: a test that fails once is a fault to find (the walkthrough's was its own race)
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    viewport: { width: 1920, height: 1080 },
    trace: 'off',
  },
  projects: [
    { name: 'side-by-side', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, workers: 1, dependencies: ['side-by-side'] },
  ],
});
