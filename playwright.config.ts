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
 * Browser tests that measure wall-clock time in the page (a command-to-frame latency, a CPU cost,
 * two pages' clocks within a frame, a card's time on screen, keys inside the key guard's 700 ms):
 * they run alone, after the rest, on a quiet machine. The rest run two files at a time: the show's
 * tests mostly wait out their cards' holds, so a second file uses the cores meanwhile.
 */
const ALONE = [
  'walking-skeleton',
  'feeds',
  'overlay-cost',
  'draft',
  'panel-typeahead',
  'panel-voters',
  'panel-wrong-events',
].map((name) => `**/${name}.e2e.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/playwright',
  // one reference picture per test whichever project runs it (the default adds the project's name)
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  // two files at a time, each worker on its own hub (global-setup); see ALONE and the projects
  workers: 2,
  forbidOnly: !!process.env.CI,
  // no retries: a test that fails once is a fault to find (the walkthrough's was its own race)
  retries: 0,
  timeout: 30_000,
  // two files share two busy cores: a panel's first load has taken over 5 s to go live (a passing
  // check returns as soon as it holds, so this only bounds a failing one)
  expect: { timeout: 10_000 },
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
