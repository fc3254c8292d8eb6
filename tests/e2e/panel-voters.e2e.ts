import { expect, test, type Page } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { dealtToDayOne } from '../../scripts/fixtures/game-start.ts';
import { commandLog, hub, openPanel, play, ROLES } from './hub.ts';

/**
 * Issue 24, who voted for whom by keyboard: Shift+V and the count box takes the voters' seats
 * (one digit a voter, `-` first for "all but"), through the key guard like a count.
 */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

/** MafClub day 1 to its vote: seats 1, 2, 3 nominate 4, 7, 9. */
const toVote = (table: string): GameCommand[] => [
  ...dealtToDayOne(NAMES, ROLES, { gameId: table }),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((seat): GameCommand[] => [
    { type: 'speech/start', seat },
    ...(seat <= 3 ? [{ type: 'nominate', seat: [4, 7, 9][seat - 1] as number } as const] : []),
    { type: 'speech/end' },
  ]),
  { type: 'vote/start' },
];

const log = commandLog;

test('Shift+V: the judge\'s voters by seat digits, "-" for all but; Shift+V again: counts only', async ({
  page,
}) => {
  const table = `e2e-voters-${test.info().repeatEachIndex}`;
  await play(table, toVote(table));
  await openPanel(page, table);
  await expect(page.getByTestId('vote-count')).toBeFocused();
  const before = (await log(table)).length;

  await page.keyboard.press('Shift+KeyV');
  await expect(page.getByTestId('voters-mode')).toBeVisible();
  await expect(page.getByTestId('vote-count')).toHaveAttribute('data-voters', 'on');
  await expect(page.getByTestId('vote-count')).toBeFocused();
  // 4 gets 1, 2, 10; a digit typed twice stays once, Backspace takes the last back
  for (const k of ['Digit1', 'Digit2', 'Digit2', 'Digit5', 'Backspace', 'Digit0'])
    await page.keyboard.press(k);
  await expect(page.getByTestId('ballot')).toHaveText('3: 1, 2, 10');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await log(table)).length).toBe(before + 1);
  // 7 gets everyone left but 4, 5, 6: "- 4 5 6 Enter"
  await expect(page.getByTestId('step-vote-on')).toContainText('7');
  for (const k of ['Minus', 'Digit4', 'Digit5', 'Digit6']) await page.keyboard.press(k);
  await expect(page.getByTestId('ballot')).toHaveText('4: 3, 7, 8, 9');
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await log(table)).length).toBeGreaterThanOrEqual(before + 2);
  expect((await log(table)).slice(before, before + 2)).toEqual([
    { type: 'vote/record', candidate: 4, voters: [1, 2, 10] },
    { type: 'vote/record', candidate: 7, voters: [3, 7, 8, 9] },
  ]);
  // 9 gets the rest by rule (MafClub 2.4.14): 3 of 10, so 7 with 4 is certain and the vote decided
  await expect(page.getByTestId('vote-count')).toHaveCount(0);

  // a new vote with counts only: Shift+V again, and the box takes a number
  await page.keyboard.press('Shift+KeyV');
  await expect(page.getByTestId('voters-mode')).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get('voters')).toBeNull();
});

/** The panel recording voters: the mode is the panel's, kept in its URL for a reload. */
async function openRecordingVoters(page: Page, table: string): Promise<void> {
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=${table}&token=${token}&lang=en&voters=1`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/, { timeout: 10_000 });
  await expect(page.getByTestId('vote-count')).toHaveAttribute('data-voters', 'on');
  await expect(page.getByTestId('vote-count')).toBeFocused();
}

test('voters typed for a candidate whose count another controller recorded first: the Enter records nothing for the next one', async ({
  page,
}) => {
  const table = `e2e-voters-moved-${test.info().repeatEachIndex}`;
  await play(table, toVote(table));
  await openRecordingVoters(page, table);
  const before = (await log(table)).length;
  for (const k of ['Digit1', 'Digit2', 'Digit3']) await page.keyboard.press(k);
  await expect(page.getByTestId('ballot')).toHaveText('3: 1, 2, 3');
  // meanwhile a Stream Deck records 4's votes: the box now asks for 7's
  await play(table, [{ type: 'vote/record', candidate: 4, count: 2 }]);
  await expect(page.locator('.panel[data-holding]')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('key-guard')).toBeVisible();
  await expect(page.locator('.panel[data-holding]')).toHaveCount(0);
  // what was typed for 4 is gone; 7's voters are typed afresh
  await expect(page.getByTestId('ballot')).toHaveText('0');
  expect((await log(table)).slice(before)).toEqual([{ type: 'vote/record', candidate: 4, count: 2 }]);
  for (const k of ['Digit5', 'Digit6']) await page.keyboard.press(k);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await log(table)).length).toBe(before + 2);
  expect((await log(table)).at(-1)).toEqual({ type: 'vote/record', candidate: 7, voters: [5, 6] });
});

test('voters typed after another controller closed the vote: the note names them as seats (2, 8, 10, not "280"), from the first digit; no voters hint after the vote', async ({
  page,
}) => {
  const table = `e2e-voters-late-${test.info().repeatEachIndex}`;
  await play(table, toVote(table));
  await openRecordingVoters(page, table);
  const before = (await log(table)).length;
  // a Stream Deck records 4's and 7's counts: 9 gets the rest (MafClub 2.4.14), the vote is decided
  await play(table, [
    { type: 'vote/record', candidate: 4, count: 2 },
    { type: 'vote/record', candidate: 7, count: 5 },
  ]);
  await expect(page.getByTestId('vote-count')).toHaveCount(0);
  // the operator typed on, for 9 (within the 1.5 s a late count has): each key is named at once,
  // never a note with nothing but "Esc hides this"
  await page.keyboard.press('Digit2');
  await expect(page.getByTestId('late-voters')).toContainText('(2)');
  for (const k of ['Digit8', 'Digit0', 'Enter']) await page.keyboard.press(k);
  await expect(page.getByTestId('late-voters')).toContainText('(2, 8, 10) were not entered');
  await expect(page.getByTestId('late-counts')).toHaveCount(0);
  expect((await log(table)).slice(before).map((c) => c.type)).toEqual(['vote/record', 'vote/record']);
  // the voters' hint is where a count is typed only: not after the vote (it stayed through the night)
  await expect(page.getByTestId('voters-mode')).toHaveCount(0);
});
