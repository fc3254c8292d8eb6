import { expect, test, type Page } from '@playwright/test';
import { dayOneToVote, dealtToDayOne, NIGHT_ONE, SPORT_ROLES } from '../../scripts/fixtures/game-start.ts';
import { play, stateOf, stepUntil } from './hub.ts';
import { landed, openJudge, protocol, SHOTS, TABLET } from './judge-helpers.ts';

/**
 * Issue 35, what a judge needs that only the panel had: the tablet alone names the players, enters
 * the cards dealt by hand, keeps the clock, gives a technical foul, shows the day's nominations in
 * order (and none at night), takes voters among the living only, offers nothing on a seat that left,
 * gives the judge's results and the extras after the game. Every press by touch, the hub's log read.
 */
test.use(TABLET);
const NAMES = ['Anna', 'Boris', 'Clara', 'Dmitri', 'Elena', 'Fedor', 'Galina', 'Igor', 'Katya', 'Lev'];
const ROLE_WORDS = {
  en: /Citizen|Sheriff|Mafia|\bDon\b/,
  ru: /Мирный|Шериф|Мафия|Дон/,
};

type Seat = { seat: number; nickname: string; techFouls: number; fouls: number };
async function judgeState(table: string): Promise<{
  seats: Seat[];
  timer: { remainingMs: number; durationMs: number; runningSince: number | null } | null;
  scores?: { seat: number; extras: number }[] | null;
}> {
  return (await stateOf(table)) as never;
}
const hold = (page: Page, on: boolean) =>
  page.getByTestId('peek').dispatchEvent(on ? 'pointerdown' : 'pointerup', { pointerType: 'touch' });

test('before the game by hand: names typed seat after seat, the dealt cards entered while held (shown nowhere after), the game starts', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const table = 'e2e-judge-alone-setup';
  await openJudge(page, table);
  await page.getByTestId('new-game').tap();
  await landed(page);
  // the names: the same field under the finger, the next seat after each
  await page.getByTestId('seat-1').tap();
  const saveAt = await page.getByTestId('seat-name-save').boundingBox();
  for (const [i, name] of NAMES.entries()) {
    await expect(page.getByTestId('seat-setup')).toHaveAttribute('data-seat', String(i + 1));
    expect(await page.getByTestId('seat-name-save').boundingBox()).toEqual(saveAt);
    await page.getByTestId('seat-name').fill(name);
    await page.getByTestId('seat-name-save').tap();
  }
  await expect(page.getByTestId('seat-setup')).toHaveAttribute('data-seat', '1');
  for (const [i, name] of NAMES.entries())
    await expect(page.getByTestId(`seat-${i + 1}`)).toContainText(name);
  // the cards: offered only while the roles are held, in the hint's place: nothing under it moves
  await expect(page.getByTestId('seat-roles')).toHaveCount(0);
  const undoAt = await page.getByTestId('undo').boundingBox();
  await hold(page, true);
  await expect(page.getByTestId('seat-roles')).toBeVisible();
  expect(await page.getByTestId('undo').boundingBox()).toEqual(undoAt);
  for (const [i, role] of SPORT_ROLES.entries()) {
    await expect(page.getByTestId('seat-setup')).toHaveAttribute('data-seat', String(i + 1));
    await page.getByTestId(`set-role-${role}`).tap();
  }
  await expect(page.locator('[data-testid^="role-"]')).toHaveCount(10);
  await page.screenshot({ path: `${SHOTS}/tablet-roles-by-hand.png` });
  await hold(page, false);
  await expect(page.getByTestId('seat-roles')).toHaveCount(0);
  await expect(page.getByTestId('action').first()).toHaveAttribute('data-state', 'acked');
  expect(await page.getByTestId('judge').innerText()).not.toMatch(ROLE_WORDS.en);
  await page.getByRole('button', { name: 'RU', exact: true }).tap();
  expect(await page.getByTestId('judge').innerText()).not.toMatch(ROLE_WORDS.ru);
  await page.getByRole('button', { name: 'EN', exact: true }).tap();

  await page.getByTestId('step-start').tap();
  await landed(page);
  const log = (await protocol(table)).log;
  const typed = log.filter((l) => l.command.type === 'seat/nickname');
  expect(typed.map((l) => (l.command as { nickname?: string }).nickname)).toEqual(NAMES);
  const roles = log.filter((l) => l.command.type === 'seat/role').map((l) => l.command as { role?: string });
  expect(roles.map((r) => r.role)).toEqual(SPORT_ROLES);
  expect(log.at(-1)?.command.type).toBe('game/start');
  expect(new Set(log.map((l) => l.by))).toEqual(new Set(['judge']));
});

test('in the game: the clock reset and 10 s added, a technical foul, the nominations in order and none at night, voters among the living only, a seat that left offers nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const table = 'e2e-judge-alone-day';
  await play(table, [...dealtToDayOne(NAMES, SPORT_ROLES), { type: 'speech/start' }]);
  await openJudge(page, table);

  // the clock: stopped, 10 s more, then the speech's time again from the start
  await page.getByTestId('timer-toggle').tap();
  await landed(page);
  const paused = (await judgeState(table)).timer!;
  expect(paused.runningSince).toBeNull();
  await page.getByTestId('timer-add').tap();
  await landed(page);
  expect((await judgeState(table)).timer!.remainingMs).toBe(paused.remainingMs + 10_000);
  await page.getByTestId('timer-reset').tap();
  await landed(page);
  const reset = (await judgeState(table)).timer!;
  expect(reset.remainingMs).toBe(reset.durationMs);

  // a technical foul (MafClub 5.7) on seat 5: on the hub and on his seat
  await page.getByTestId('seat-5').tap();
  await page.getByTestId('tech-foul').tap();
  await landed(page);
  await expect(page.getByTestId('tech-5')).toHaveText('T1');
  expect((await judgeState(table)).seats[4]?.techFouls).toBe(1);

  // seat 1 nominates 4, seat 2 nominates 7: each seat shows its place in the order
  await page.getByTestId('seat-4').tap();
  await page.getByTestId('step-nominate').tap();
  await landed(page);
  await page.getByTestId('step-speech-end').tap();
  await landed(page);
  await page.getByTestId('step-speech').tap();
  await landed(page);
  await page.getByTestId('seat-7').tap();
  await page.getByTestId('step-nominate').tap();
  await landed(page);
  await expect(page.getByTestId('nominated-4')).toHaveText('#1');
  await expect(page.getByTestId('nominated-7')).toHaveText('#2');

  // the vote: 4 goes (6 of 10), his last word, the night: yesterday's nominees are on no seat
  await play(table, [
    ...dayOneToVote(NAMES).slice(-18), // seat 2's speech ends, the other eight, the vote's start
    { type: 'vote/record', candidate: 4, count: 6 },
    { type: 'step/next' },
    { type: 'step/next' },
  ]);
  await expect(page.getByTestId('seat-4')).toHaveAttribute('data-status', 'votedOut');
  await expect(page.locator('header .stage')).toContainText(/night/i);
  await expect(page.locator('.seat.nominated')).toHaveCount(0);
  await expect(page.locator('[data-testid^="nominated-"]')).toHaveCount(0);

  // day 2: seat 4 (voted out) and seat 1 (killed) offer nothing; their taps choose no seat
  await play(table, [...NIGHT_ONE, ...Array.from({ length: 4 }, () => ({ type: 'step/next' }) as const)]);
  await expect(page.getByTestId('step-nominate')).toBeVisible();
  for (const out of [4, 1]) {
    await page.getByTestId(`seat-${out}`).tap({ force: true }); // inert, as a finger still may
    await expect(page.getByTestId(`seat-${out}`)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('seat-actions')).toHaveCount(0);
  }
  await page.getByTestId('seat-9').tap();
  await page.getByTestId('step-nominate').tap();
  await landed(page);
  await play(table, [
    { type: 'speech/end' },
    { type: 'speech/start' },
    { type: 'nominate', seat: 10 },
    ...Array.from({ length: 6 }, () => [{ type: 'speech/end' }, { type: 'speech/start' }] as const).flat(),
    { type: 'speech/end' },
    { type: 'vote/start' },
  ]);
  // voters by tap: the seats that left are not taken
  await page.getByTestId('voters-mode').tap();
  for (const s of [1, 2, 4, 5]) await page.getByTestId(`seat-${s}`).tap({ force: true });
  await expect(page.getByTestId('seat-1')).not.toHaveClass(/marked/);
  await expect(page.getByTestId('seat-4')).not.toHaveClass(/marked/);
  await page.screenshot({ path: `${SHOTS}/tablet-voters.png` });
  await page.getByTestId('record-voters').tap();
  await landed(page);
  const vote = (await protocol(table)).log.at(-1)?.command as { type: string; voters?: number[] };
  expect(vote).toMatchObject({ type: 'vote/record', candidate: 9, voters: [2, 5] });
});

test("the judge's results: a replay asked, then confirmed; the black team surrenders; the extras after the game", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const table = 'e2e-judge-alone-result';
  await play(table, [...dealtToDayOne(NAMES, SPORT_ROLES), { type: 'speech/start' }]);
  await openJudge(page, table);
  // a replay (MafClub 4.20, on appeal): chosen, then confirmed
  await page.getByTestId('judge-results').tap();
  await page.getByTestId('result-replay-appeal').tap();
  await expect(page.getByTestId('reason-sheet')).toHaveAttribute('data-kind', 'confirm');
  await page.getByTestId('reason-send').tap();
  await landed(page);
  expect((await protocol(table)).log.at(-1)?.command.type).toBe('game/replay');

  // another game: the black team surrenders (MafClub comment to 2.7.1): red win, one confirmed tap
  await play(table, [
    ...dealtToDayOne(NAMES, SPORT_ROLES, { gameId: 'surrendered' }),
    { type: 'speech/start' },
  ]);
  await expect(page.getByTestId('step-speech-end')).toBeVisible();
  await page.getByTestId('judge-results').tap();
  await page.getByTestId('result-surrender').tap();
  await page.getByTestId('reason-send').tap();
  await landed(page);
  await expect(page.getByTestId('winner')).toBeVisible();

  // the extras: seat 2 (a citizen: the winning team) is given the best play, +2 (MafClub 3.2)
  await page.getByTestId('seat-2').tap();
  await page.getByTestId('award-bestPlay-2').tap();
  await landed(page);
  await expect(page.getByTestId('score-line')).toHaveCount(0); // the seat is let go after the award
  await page.getByTestId('seat-2').tap();
  await expect(page.getByTestId('score-line')).toContainText('+2');
  await page.screenshot({ path: `${SHOTS}/tablet-extras.png` });
  const extras = (await protocol(table)).log.filter((l) => l.command.type === 'score/extra');
  expect(extras.map((l) => l.command)).toEqual([
    { type: 'score/extra', seat: 2, kind: 'bestPlay', points: 2 },
  ]);
});

test('a team loss (FIIM 6.8) for the tapped offender: both teams offered unless the roles are held (the choice left out would say his team)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const table = 'e2e-judge-alone-team-loss';
  // FIIM's first night has a stage fewer to end than MafClub's: the hub's steps to day 1
  await play(table, dealtToDayOne(NAMES, SPORT_ROLES, { ruleset: 'fiim-2019' }).slice(0, -3));
  await stepUntil(table, 'speech');
  await openJudge(page, table);
  // seat 3 is the Don (SPORT_ROLES)
  await page.getByTestId('seat-3').tap();
  await page.getByTestId('judge-results').tap();
  await expect(page.getByTestId('result-teamLoss-red')).toBeVisible();
  await expect(page.getByTestId('result-teamLoss-black')).toBeVisible();
  await page.getByTestId('results-cancel').tap();
  await hold(page, true);
  await page.getByTestId('judge-results').tap();
  await expect(page.getByTestId('result-teamLoss-red')).toBeVisible();
  await expect(page.getByTestId('result-teamLoss-black')).toHaveCount(0);
  // held, the offender's team loss is given: red win
  await page.getByTestId('result-teamLoss-red').tap();
  await hold(page, false);
  await page.getByTestId('reason-send').tap();
  await landed(page);
  await expect(page.getByTestId('winner')).toBeVisible();
  const last = (await protocol(table)).log.at(-1)?.command;
  expect(last).toEqual({ type: 'game/result', reason: 'teamLoss', winner: 'red', seat: 3 });
});
