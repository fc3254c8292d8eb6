import { expect, test } from '@playwright/test';
import { dealtToDayOne } from '../../scripts/fixtures/game-start.ts';
import { hub, play, ROLES, stepUntil } from './hub.ts';
import { clipped, overBusyPicture, overlaps, showShot } from './overlay-checks.ts';

/**
 * Long names as the hub accepts them (issue 38.5): every name whole wherever it shows, the plates,
 * the vote card and the night panel (it wraps or shrinks, never cut with no sign), through a real
 * game on both feeds.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 720 } });

const names = [
  'Константинопольский',
  'Леди Макбет Мценского уезда',
  'Фея-Крёстная-Ночного-Города',
  'Dune',
  'Echo',
  'Fjord',
  'Александра Великолепная',
  'Haze',
  'Iris',
  'Jade',
];

/** Every element that shows one of the long names shows it whole. */
async function namesWhole(page: import('@playwright/test').Page): Promise<void> {
  expect(await clipped(page), 'clipped text').toEqual([]);
  expect(await overlaps(page), 'overlapping boxes').toEqual([]);
}

for (const feed of ['spectator', 'table'] as const)
  test(`${feed} feed: long names whole on the plates, the vote card and the night panel`, async ({
    page,
  }) => {
    const table = `e2e-long-names-${feed}`;
    const { url, spectatorKey } = hub();
    const key = feed === 'spectator' ? `&feed=spectator&key=${spectatorKey}` : '';
    await play(table, [
      ...dealtToDayOne(names, ROLES),
      { type: 'speech/start' },
      { type: 'nominate', seat: 2 },
      { type: 'speech/end' },
      { type: 'speech/start' },
      { type: 'nominate', seat: 3 },
      { type: 'speech/end' },
      { type: 'speech/start' },
      { type: 'nominate', seat: 7 },
      { type: 'speech/end' },
    ]);
    await page.goto(`${url}/overlay/full/?table=${table}${key}&lang=ru&motion=off&hold=0`);
    await overBusyPicture(page);
    const card = page.getByTestId('voting');
    await expect(card).toContainText('Леди Макбет Мценского уезда', { timeout: 15_000 });
    await expect(card).toContainText('Фея-Крёстная-Ночного-Города');
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => clipped(page), { message: 'clipped text' }).toEqual([]);
    await namesWhole(page);
    // One nickname size for the row; the name too long for a plate ends in its sign.
    const sizes = await page
      .locator('[data-seat] .nick')
      .evaluateAll((ns) => [...new Set(ns.map((n) => getComputedStyle(n).fontSize))]);
    expect(sizes).toHaveLength(1);
    await expect(page.locator('[data-seat="1"] .nick')).toHaveText(/^Констант.*…$/);
    await showShot(page, `long-names-nominated-${feed}`);
  });

test('the night panel names long-named seats whole (the stream)', async ({ page }) => {
  const table = 'e2e-long-names-night';
  const { url, spectatorKey } = hub();
  await play(table, dealtToDayOne(names, ROLES));
  await stepUntil(table, 'shot');
  await play(table, [
    { type: 'night/shot', seat: 1 },
    { type: 'night/donCheck', seat: 3 },
    { type: 'night/sheriffCheck', seat: 2 },
  ]);
  await page.goto(
    `${url}/overlay/full/?table=${table}&feed=spectator&key=${spectatorKey}&lang=ru&motion=off&hold=0`,
  );
  await overBusyPicture(page);
  const night = page.getByTestId('night');
  await expect(night).toContainText('Фея-Крёстная-Ночного-Города', { timeout: 15_000 });
  await expect(night).toContainText('Леди Макбет Мценского уезда');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => clipped(page), { message: 'clipped text' }).toEqual([]);
  await namesWhole(page);
  await showShot(page, 'long-names-night-spectator');
});
