import { expect, test, type Page } from '@playwright/test';
import { momentName, openMoment, type Moment } from './overlay-checks.ts';

/**
 * The overlays as the stream shows them, over a fixed busy picture, compared with the committed
 * references (tests/e2e/overlay-visual.e2e.ts-snapshots/). Pairwise rather than every combination:
 * each moment, feed, table size and language appears, the full layout also at 720p and 4K.
 * Update after a deliberate change: `npx playwright test overlay-visual --update-snapshots`,
 * then look at every new picture before committing it.
 */
test.describe.configure({ timeout: 60_000 });

const at1080: Moment[] = [
  { part: 'full', demo: 'day', feed: 'table', seats: 10, lang: 'ru' },
  { part: 'full', demo: 'day', feed: 'spectator', seats: 16, lang: 'en' },
  { part: 'full', demo: 'vote', feed: 'spectator', seats: 16, lang: 'ru' },
  { part: 'full', demo: 'vote', feed: 'table', seats: 10, lang: 'en' },
  { part: 'full', demo: 'night', feed: 'spectator', seats: 10, lang: 'en' },
  { part: 'full', demo: 'night', feed: 'spectator', seats: 16, lang: 'ru' },
  { part: 'full', demo: 'end', feed: 'table', seats: 16, lang: 'en' },
  { part: 'full', demo: 'end', feed: 'spectator', seats: 10, lang: 'ru' },
  // The speaker's lower third alone, as its own OBS source: one row and two rows of plates below.
  { part: 'speaker', demo: 'day', feed: 'table', seats: 10, lang: 'ru' },
  { part: 'speaker', demo: 'vote', feed: 'spectator', seats: 16, lang: 'en' },
];

// The clock counts down in real time: its digits and bar are masked, its plate is not.
const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, {
    animations: 'disabled',
    mask: [
      page.getByTestId('timer-clock'),
      page.locator('.timer .bar'),
      page.getByTestId('speaker-clock'),
      page.locator('.speaker .bar'),
    ],
    maxDiffPixelRatio: 0.001,
    // Two 1080p-4K captures must match in a row: slow on a loaded machine.
    timeout: 20_000,
  });

for (const m of at1080) {
  test(`looks right at 1080p: ${momentName(m)}`, async ({ page }) => {
    await openMoment(page, m);
    await shot(page, `${momentName(m)}-1080p.png`);
  });
}

for (const [w, h, label] of [
  [1280, 720, '720p'],
  [3840, 2160, '4k'],
] as const) {
  test(`looks right at ${label}: the same composition, scaled`, async ({ page }) => {
    await page.setViewportSize({ width: w, height: h });
    const m: Moment = { part: 'full', demo: 'vote', feed: 'spectator', seats: 16, lang: 'ru' };
    await openMoment(page, m);
    await shot(page, `${momentName(m)}-${label}.png`);
  });
}
