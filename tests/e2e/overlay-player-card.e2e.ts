import { expect, test } from '@playwright/test';
import { dealtToDayOne } from '../../scripts/fixtures/game-start.ts';
import { hub, play, ROLES } from './hub.ts';
import { clipped, overBusyPicture, overlaps, showShot, putTournament } from './overlay-checks.ts';

/**
 * The player's card at his first speech (issue 38.12): on day 1 the lower third names his place in
 * the tournament, his points, games and wins so far (the standings every page is sent); from day 2
 * it is his fouls again. Both feeds: nothing of it is a secret.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 720 } });

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

test("day 1's speeches carry the speaker's tournament so far: place, points, games, wins", async ({
  page,
}) => {
  const table = 'e2e-player-card';
  const { url } = hub();
  await putTournament('e2e-card-cup', 'Кубок карточек', [table]);
  // Game 1: the three blacks removed, the reds win (Ace 4 points, 1 game, 1 win).
  await play(table, [
    ...dealtToDayOne(names, ROLES),
    { type: 'speech/start' },
    ...[3, 6, 7].map((seat) => ({ type: 'removal' as const, seat })),
  ]);
  // Game 2, day 1: Ace speaks first.
  await play(table, [...dealtToDayOne(names, ROLES), { type: 'speech/start' }]);
  await page.goto(`${url}/overlay/full/?table=${table}&lang=ru&motion=off&hold=0`);
  await overBusyPicture(page);
  const record = page.getByTestId('speaker-record');
  await expect(record).toHaveText(/^\d+ место · 4 очк\. · 1 игра · 1 победа$/, { timeout: 15_000 });
  await expect(page.getByTestId('speaker')).not.toContainText('фол');
  // his results by role in the tournament's finished games: a citizen who won (never today's role)
  await expect(page.getByTestId('speaker-by-role')).toHaveText('Победы: Мирный 1 из 1');
  expect(await clipped(page)).toEqual([]);
  expect(await overlaps(page)).toEqual([]);
  await showShot(page, 'player-card-day-1');
  // A removed black's card: a minus and no win.
  await play(table, [
    { type: 'speech/end' },
    { type: 'speech/start' },
    { type: 'speech/end' },
    { type: 'speech/start' },
  ]);
  await expect(page.getByTestId('speaker')).toHaveAttribute('data-speaker-seat', '3');
  await expect(record).toHaveText(/^\d+ место · −0,5 очк\. · 1 игра · 0 побед$/);
  await expect(page.getByTestId('speaker-by-role')).toHaveText('Победы: Мафия 0 из 1');
  expect(await clipped(page)).toEqual([]);
  expect(await overlaps(page)).toEqual([]);
  await showShot(page, 'player-card-by-role');
});
