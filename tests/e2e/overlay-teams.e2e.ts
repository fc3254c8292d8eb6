import { expect, test } from '@playwright/test';
import type { GameCommand, Role } from '../../src/protocol/index.ts';
import { CLUB_ROLES, SPORT_ROLES } from '../../scripts/fixtures/game-start.ts';
import { hub, play } from './hub.ts';

/** The sport deal with a psychopath in seat 1: 3 Don, 5 Sheriff, 6 and 9 mafia, the rest citizens. */
const CLUB: Role[] = ['psychopath', ...SPORT_ROLES.slice(1)];

test('club rules ("К «Красным» относятся … «Псих / Психопат»"): the psychopath is red on his plate and on the scores', async ({
  browser,
}) => {
  const { url } = hub();
  const table = `e2e-teams-${Date.now().toString(36)}`;
  const seats = await browser.newPage({ reducedMotion: 'reduce' });
  const scores = await browser.newPage({ reducedMotion: 'reduce' });
  await seats.goto(`${url}/overlay/seats/?table=${table}&lang=en`);
  await scores.goto(`${url}/overlay/scores/?table=${table}&lang=en`);
  // Four reds removed: three against three, the black team wins; the table feed learns the roles.
  await play(table, [
    { type: 'game/new', ruleset: 'club-mafia' },
    ...CLUB.map((role, i): GameCommand => ({ type: 'seat/role', seat: i + 1, role })),
    { type: 'game/start' },
    { type: 'stage/end' }, // the club's first night: acquaintance, then day 1
    ...[2, 4, 7, 8].map((seat): GameCommand => ({ type: 'removal', seat })),
  ]);
  const score = scores.getByTestId('result').locator('[data-seat="1"]');
  await expect(score.locator('.role')).toHaveText('Psychopath');
  await expect(score).toHaveClass(/team-red/);
  const plate = seats.locator('[data-seat="1"] .plate');
  await expect(seats.locator('[data-seat="1"]').getByTestId('role')).toHaveText('Psychopath');
  await expect(plate).toHaveClass(/team-red/);
  // The citizens' team agrees on both, and so does the Don's.
  await expect(scores.getByTestId('result').locator('[data-seat="3"]')).toHaveClass(/team-black/);
  await expect(seats.locator('[data-seat="3"] .plate')).toHaveClass(/team-black/);
  await seats.close();
  await scores.close();
});

test("club rules, the lover playing for the mafia (the game's loverSide): his leaving card wears the black team's colour, as his plate does", async ({
  browser,
}) => {
  const { url, spectatorKey } = hub();
  const table = `e2e-lover-${Date.now().toString(36)}`;
  const stream = await browser.newPage();
  await stream.goto(
    `${url}/overlay/full/?table=${table}&feed=spectator&key=${spectatorKey}&lang=en&motion=off`,
  );
  await play(table, [
    { type: 'game/new', ruleset: 'club-mafia', loverSide: 'black' },
    ...CLUB_ROLES.map((role, i): GameCommand => ({ type: 'seat/role', seat: i + 1, role })),
    { type: 'game/start' },
    { type: 'stage/end' }, // the club's first night: acquaintance, then day 1
  ]);
  // The lover's plate (seat 5) is black already: the view's team for his seat says so.
  await expect(stream.locator('[data-seat="5"] .plate')).toHaveClass(/team-black/);
  await play(table, [{ type: 'removal', seat: 5 }]);
  const card = stream.getByTestId('moment');
  await expect(card).toHaveAttribute('data-kind', 'leave');
  await expect(stream.getByTestId('moment-role')).toHaveText('Lover');
  // The seat's team, not the role's usual one (red).
  await expect(stream.getByTestId('moment-role')).toHaveClass(/team-black/);
  await stream.close();
});

test('club rules, the lover playing for the mafia: the result table marks him black and a winner with the mafia, not red as his role usually is', async ({
  browser,
}) => {
  const { url, spectatorKey } = hub();
  const table = `e2e-lover-end-${Date.now().toString(36)}`;
  const scores = await browser.newPage({ reducedMotion: 'reduce' });
  await scores.goto(`${url}/overlay/scores/?table=${table}&feed=spectator&key=${spectatorKey}&lang=en`);
  // The maniac (6) and three reds (1, 2, 7) removed: the Don 3, the mafia 4 and the lover 5 against
  // three reds, and no maniac left: the black team wins.
  await play(table, [
    { type: 'game/new', ruleset: 'club-mafia', loverSide: 'black' },
    ...CLUB_ROLES.map((role, i): GameCommand => ({ type: 'seat/role', seat: i + 1, role })),
    { type: 'game/start' },
    { type: 'stage/end' },
    ...[6, 1, 2, 7].map((seat): GameCommand => ({ type: 'removal', seat })),
  ]);
  const lover = scores.getByTestId('result').locator('[data-seat="5"]');
  await expect(lover.locator('.role')).toHaveText('Lover');
  await expect(lover).toHaveClass(/team-black/);
  await expect(lover).toHaveClass(/won/);
  await scores.close();
});
