import { expect, test } from '@playwright/test';
import { dealtToDayOne, NIGHT_ONE } from '../../scripts/fixtures/game-start.ts';
import { hub, play, ROLES, stepUntil } from './hub.ts';
import { overBusyPicture, overlaps, showShot, flipDisplay } from './overlay-checks.ts';

/**
 * The director's record of past nights (`nights` switch) by night (issue 38.8): one night panel,
 * tonight's story on top and the earlier nights under it, never a second panel beside it; by day
 * the record is its own panel. The venue's page shows tonight's public part only.
 */
test.describe.configure({ timeout: 120_000 });

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

test.use({ viewport: { width: 1280, height: 720 } });

test('nights switch on, night 2: one night panel, night 1 under tonight, four blocks at most', async ({
  page,
}) => {
  const table = 'e2e-one-night-panel';
  const { url, spectatorKey } = hub();
  await play(table, dealtToDayOne(names, ROLES));
  await stepUntil(table, 'shot');
  await play(table, [...NIGHT_ONE, { type: 'bestMove', seats: [3, 6, 7] }]);
  await flipDisplay(table, 'nights');
  await stepUntil(table, 'shot', 2);
  await play(table, [
    { type: 'night/shot', seat: 2 },
    { type: 'night/donCheck', seat: 4 },
  ]);
  await page.goto(
    `${url}/overlay/full/?table=${table}&feed=spectator&key=${spectatorKey}&lang=en&motion=off&hold=0&bug=1`,
  );
  await overBusyPicture(page);
  const tonight = page.getByTestId('night');
  await expect(tonight).toContainText('Night 2', { timeout: 15_000 });
  // Night 1's record rides under tonight's story, in the same panel.
  await expect(tonight.getByTestId('past-nights').locator('[data-night="1"]')).toContainText('8');
  await expect(tonight.getByTestId('past-nights').locator('[data-night="2"]')).toHaveCount(0);
  await expect(page.getByTestId('night-record')).toHaveCount(0);
  // Blocks besides the seat row and the corner bug: the night panel, the timer, the headline.
  const blocks = await page
    .locator(
      '.stage .info-panel:visible, .stage section.timer:visible, .stage section.speaker:visible, .stage .top > span:visible',
    )
    .count();
  expect(blocks).toBeLessThanOrEqual(4);
  expect(await overlaps(page)).toEqual([]);
  await showShot(page, 'nights-on-night-2');

  // Day 3: the night panel goes, the record is its own panel with both nights.
  await play(table, [{ type: 'night/sheriffCheck', seat: 7 }]);
  await stepUntil(table, 'speech');
  await play(table, [{ type: 'speech/start' }]);
  await expect(page.getByTestId('night')).toHaveCount(0, { timeout: 15_000 });
  const record = page.getByTestId('night-record');
  await expect(record.locator('[data-night="1"]')).toBeVisible();
  await expect(record.locator('[data-night="2"]')).toBeVisible();
  await showShot(page, 'nights-on-day-3');
});
