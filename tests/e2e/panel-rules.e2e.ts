import { expect, test } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { hub, openPanel, play, postCommand, ROLES, toFirstSpeech } from './hub.ts';

/** Issue 8's new commands from the panel, keyboard only (issue 10: a key for every command). */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

interface JudgeState {
  gameId: string;
  phase: string;
  stage: string;
  speaker: number | null;
  winner: string | null;
  nominations: { seat: number; by: number }[];
  bestMove: number[] | null;
  bestMoveColours?: string[];
  next?: { id: string; label: { en: string } }[];
}
async function judge(table: string): Promise<JudgeState> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: JudgeState }).state;
}

const speeches = (seats: number[]): GameCommand[] =>
  seats.flatMap((seat): GameCommand[] => [{ type: 'speech/start', seat }, { type: 'speech/end' }]);

test('MafClub 4.4: the player who lost his speech to a 3rd foul nominates at his turn: digit, Space', async ({
  page,
}) => {
  const table = 'e2e-lost-turn';
  await play(table, [
    ...toFirstSpeech(NAMES),
    ...[1, 2, 3].map((): GameCommand => ({ type: 'foul/add', seat: 3 })),
    { type: 'speech/end' },
    ...speeches([2]),
  ]);
  await openPanel(page, table);
  await expect(page.getByTestId('step-nominate-lost-turn')).toContainText('Nomination by 3');
  await page.keyboard.press('7');
  // The selected seat puts his nomination first: Space records what the screen shows.
  await expect(page.locator('.steps button.first')).toHaveAttribute('data-testid', 'step-nominate-lost-turn');
  await expect(page.getByTestId('step-nominate-lost-turn')).toContainText('→ 7');
  await page.keyboard.press('Space');
  await expect.poll(async () => (await judge(table)).nominations).toEqual([{ seat: 7, by: 3 }]);
  expect((await judge(table)).speaker).toBeNull(); // the next speech did not start
});

test('a new game with variants by keyboard: day 1 without a vote, the first killed guesses colours', async ({
  page,
}) => {
  const table = 'e2e-variants';
  await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' });
  await openPanel(page, table);
  await page.keyboard.press('Shift+N');
  for (const key of ['ArrowRight', 'ArrowDown', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
  await expect(page.getByTestId('confirm')).toContainText('first day: no vote');
  await expect(page.getByTestId('confirm')).toContainText('prima nota / best move: colours');
  await expect(page.getByTestId('variant-loneNominee').locator('select')).toHaveValue('rules'); // the ruleset's default
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('confirm')).toHaveCount(0);
  await expect.poll(async () => (await judge(table)).phase).toBe('setup');
  await play(table, [
    ...toFirstSpeech(NAMES).slice(1),
    { type: 'speech/end' },
    ...speeches([2, 3, 4, 5, 6, 7, 8, 9, 10]),
  ]);
  await expect(page.getByTestId('step-vote')).toContainText('Day 1: no vote');
  // the day came from another controller: keys are the operator's once he has seen it (issue 24)
  await expect(page.locator('.panel[data-holding]')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('step-shot')).toBeVisible();
  for (const key of ['5', 'Space']) await page.keyboard.press(key);
  for (const check of ['donCheck', 'sheriffCheck']) {
    await expect(page.getByTestId(`step-${check}`)).toBeVisible();
    await page.keyboard.press('Shift+Digit2'); // no check
  }
  await expect(page.getByTestId('step-bestMove')).toBeVisible();
  // Digits, each followed by its colour (B black, R red), then Enter; a fourth drops the first with its colour.
  for (const key of ['1', 'r', '3', 'b', '8', 'r', '0', 'b']) await page.keyboard.press(key);
  await expect(page.getByTestId('step-bestMove')).toContainText('→ 3 ⚫, 8 🔴, 10 ⚫');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await judge(table)).bestMove).toEqual([3, 8, 10]);
  expect((await judge(table)).bestMoveColours).toEqual(['black', 'red', 'black']);
});

test('FIIM 6.8: G arms a team loss for the selected offender, ↓ the changed result; Enter records it', async ({
  page,
}) => {
  const table = 'e2e-team-loss';
  await play(table, [
    { type: 'game/new', ruleset: 'fiim-2019' },
    ...ROLES.map((role, i): GameCommand => ({ type: 'seat/role', seat: i + 1, role })),
    { type: 'game/start' },
  ]);
  await openPanel(page, table);
  await page.keyboard.press('3'); // mafia: the reds win
  await page.keyboard.press('g');
  await expect(page.getByTestId('confirm')).toContainText('Team loss (3): the win goes to red (6.8)');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('confirm')).toContainText('Result changed by the judge: red win (8.9)');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('confirm')).toContainText('Team loss (3)');
  expect((await judge(table)).winner).toBeNull(); // nothing sent while armed
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await judge(table)).winner).toBe('red');
});

test('MafClub 4.20.2, 4.16: the changed result and the draw are offered, and the engine refuses it before a replay with its typed error', async ({
  page,
}) => {
  const table = 'e2e-draw';
  await play(table, toFirstSpeech(NAMES));
  await openPanel(page, table);
  await page.keyboard.press('g');
  // MafClub 4.20.2: the organisers' changed result comes first, then the draw (4.16).
  await expect(page.getByTestId('confirm')).toContainText('Result changed by the judge: red win (4.20.2)');
  for (const key of ['ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
  await expect(page.getByTestId('confirm')).toContainText(
    'Draw: the violation recurred in the replay (4.16)',
  );
  await page.keyboard.press('g');
  await expect(page.getByTestId('error')).toContainText('result/draw-after-replay');
  expect((await judge(table)).winner).toBeNull();
});

test('club rules have no judge-imposed result: G says so and arms nothing', async ({ page }) => {
  const table = 'e2e-club-result';
  await postCommand(table, { type: 'game/new', ruleset: 'club-mafia' });
  await openPanel(page, table);
  await page.keyboard.press('g');
  await expect(page.getByTestId('error')).toContainText("This table's rules have no judge-imposed result");
  await expect(page.getByTestId('confirm')).toHaveCount(0);
});

test('a new game on a table that never had one archives nothing and does not say it does', async ({
  page,
}) => {
  const table = `e2e-first-${Date.now().toString(36)}`; // a table that never had a game, also when repeated
  await openPanel(page, table);
  await page.keyboard.press('Shift+N');
  await expect(page.getByTestId('confirm')).toContainText('New game, MafClub 2023?');
  await expect(page.getByTestId('confirm')).not.toContainText('archived');
  await expect(page.getByTestId('game-new')).toHaveText('Sure? Start');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await judge(table)).gameId).toMatch(/^game-[1-9]/);
  await expect(page.getByTestId('game-new')).toHaveText('Start a new game');
  // now there is a game: a new one sends it to the archive, and the panel says so (armed again
  // until the panel has the game too; Escape first, so a second Shift+N never confirms)
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+N');
    await expect(page.getByTestId('confirm')).toContainText('The current one is archived', { timeout: 250 });
  }).toPass();
  await expect(page.getByTestId('game-new')).toHaveText('Sure? The current game is archived');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm')).toHaveCount(0);
});
