import { expect, test } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { hub, play, toFirstSpeech } from './hub.ts';

const table = 'e2e-scores';
const names = [
  'Ace',
  'Bora',
  'Константинопольский-Младший',
  'Dune',
  'Echo',
  'Fjord',
  'Gale',
  'Haze',
  'Iris',
  'Jade',
];
test('game end on the scores overlay: winner, nicknames, roles, main + extras = total, and the tournament table', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { url, token } = hub();
  const put = await fetch(`${url}/api/v1/tournaments/e2e-cup`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Кубок e2e', ruleset: 'mafclub-2023', tables: [table] }),
  });
  expect(put.status).toBe(200);

  const scores = await browser.newPage({ reducedMotion: 'reduce' }); // motion off: no wait for animations
  const full = await browser.newPage({ reducedMotion: 'reduce' });
  await scores.goto(`${url}/overlay/scores/?table=${table}&lang=en`);
  await full.goto(`${url}/overlay/full/?table=${table}&lang=en`);
  await play(table, toFirstSpeech(names));
  // Mid-game nothing is up: no result, and no finished game in the tournament yet.
  await expect(scores.getByTestId('scores')).toHaveCount(0);
  await expect(full.getByTestId('scores')).toHaveCount(0);

  // Four reds removed: black wins; the judge gives seat 3 the best play (+2).
  await play(table, [
    ...[1, 2, 4, 5].map((seat): GameCommand => ({ type: 'removal', seat })),
    { type: 'score/extra', seat: 3, kind: 'bestPlay', points: 2 },
  ]);
  const result = scores.getByTestId('result');
  await expect(result.locator('h2')).toHaveText('Black team wins');
  const row = result.locator('[data-seat="3"]');
  await expect(row.locator('.nick')).toHaveText('Константинопольский-Младший');
  await expect(row.locator('.role')).toHaveText('Mafia'); // the table feed learns roles at the end
  await expect(row.locator('.main')).toHaveText('4');
  await expect(row.locator('.extra')).toHaveText('+2');
  await expect(row.locator('.total')).toHaveText('6');
  // The long nickname is shrunk to fit, not cut.
  const fits = await row.locator('.nick').evaluate((n) => n.scrollWidth <= n.clientWidth);
  expect(fits).toBe(true);

  const standings = scores.getByTestId('standings');
  await expect(standings.locator('h2')).toHaveText('Кубок e2e');
  await expect(standings.locator('li').first()).toContainText('Константинопольский-Младший');
  await expect(standings.locator('li').first().locator('.total')).toHaveText('6');
  // `full` tells them one after the other (issue 38.10), after the four leaving cards and the
  // winner's (17.5 s at the default hold; issue 38.16): the result, then the standings (10 s later).
  await expect(full.getByTestId('moment')).toHaveAttribute('data-kind', 'winner', { timeout: 30_000 });
  await expect(full.getByTestId('result')).toHaveCount(0);
  await expect(full.getByTestId('result')).toBeVisible({ timeout: 30_000 });
  await expect(full.getByTestId('standings')).toBeVisible({ timeout: 30_000 });
  await expect(full.getByTestId('result')).toHaveCount(0);

  await scores.screenshot({ path: 'test-results/scores-overlay.png' });
  await full.screenshot({ path: 'test-results/scores-full.png' });
  await scores.close();
  await full.close();
});
