import { expect, test } from '@playwright/test';
import { dealtToDayOne } from '../../scripts/fixtures/game-start.ts';
import { hub, play, ROLES } from './hub.ts';
import { overBusyPicture, showShot, putTournament } from './overlay-checks.ts';

/**
 * A tournament game's end on `full` (issue 38.10): the winner's card, then the result table alone,
 * then the standings alone; side by side they covered 75 % of the picture. The `scores` page (a
 * crew's own source) still shows both.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 720 } });

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];
const HOLD = 1500;

test('the end: the winner, then the result alone, then the standings alone', async ({ page, browser }) => {
  const table = 'e2e-end-turns';
  const { url } = hub();
  await putTournament('e2e-end-cup', 'Кубок финала', [table]);
  await play(table, [...dealtToDayOne(names, ROLES), { type: 'speech/start' }]);
  await page.goto(`${url}/overlay/full/?table=${table}&lang=ru&motion=off&hold=${HOLD}`);
  await expect(page.getByTestId('seats')).toBeVisible({ timeout: 15_000 });
  await overBusyPicture(page);
  const scoresPage = await browser.newPage();
  await scoresPage.goto(`${url}/overlay/scores/?table=${table}&lang=ru&motion=off&hold=${HOLD}`);
  // The three blacks removed: the reds win.
  await play(
    table,
    [3, 6, 7].map((seat) => ({ type: 'removal' as const, seat })),
  );
  await expect(page.getByTestId('moment')).toHaveAttribute('data-kind', 'winner', { timeout: 10_000 });
  // The winners' faces (issue 38.16): the seven reds, each with his seat, none of the removed blacks.
  const faces = page.getByTestId('winner-faces').locator('li');
  await expect(faces).toHaveCount(7);
  await expect(faces.first().locator('b')).toHaveText('1');
  await expect(page.getByTestId('winner-faces').locator('[data-seat="3"]')).toHaveCount(0);
  await showShot(page, 'end-winner');
  await expect(page.getByTestId('moment')).toHaveCount(0, { timeout: 10_000 });
  // The result alone first...
  await expect(page.getByTestId('result')).toBeVisible();
  await expect(page.getByTestId('standings')).toHaveCount(0);
  await showShot(page, 'end-result-table');
  // ...then the standings alone.
  await expect(page.getByTestId('standings')).toBeVisible({ timeout: 4 * HOLD + 5000 });
  await expect(page.getByTestId('result')).toHaveCount(0);
  await expect(page.getByTestId('standings').locator('h2')).toHaveText('Кубок финала');
  await showShot(page, 'end-standings-table');
  // The scores page shows both, as a crew's own source.
  await expect(scoresPage.getByTestId('result')).toBeVisible();
  await expect(scoresPage.getByTestId('standings')).toBeVisible();
  await scoresPage.close();
});
