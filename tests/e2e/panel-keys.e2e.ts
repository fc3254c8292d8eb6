import { expect, test, type Page } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { dayOneToVote, dealtToDayOne, NIGHT_ONE } from '../../scripts/fixtures/game-start.ts';
import { hub, openPanel, play, ROLES, stateOf } from './hub.ts';

/**
 * Issue 37, the panel by keys only, smaller items: Tab in the seats' names and the way out of
 * them, the set-up column by a key, numpad seats, the new-game form's time to read, yesterday's
 * nominees at the morning, the award's seat label.
 */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

/** The test id of the focused element, or its tag; and whether it sits in the set-up column. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { id: el?.dataset.testid ?? el?.tagName ?? '', setup: !!el?.closest('aside.show') };
  });

test('before the game Tab goes round the names; Esc leaves them and Tab goes on to the game; Shift+T reaches the set-up column from anywhere', async ({
  page,
}) => {
  const table = 'e2e-keys-tab';
  await play(table, [{ type: 'game/new', ruleset: 'mafclub-2023', gameId: table }]);
  await openPanel(page, table);
  for (const key of ['Digit9', 'n']) await page.keyboard.press(key);
  await expect(page.getByTestId('nick-9')).toBeFocused();
  // round the table: 9 → 10 → 1, and back
  for (const key of ['Tab', 'Tab', 'Shift+Tab', 'Tab']) await page.keyboard.press(key);
  await expect(page.getByTestId('nick-1')).toBeFocused();
  // Esc breaks out: Tab now walks on past the seats, never back into a name (it went to seat 2)
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('nick-1')).not.toBeFocused();
  await page.keyboard.press('Tab');
  expect((await focused(page)).id).not.toMatch(/^nick-/);
  // Shift+T: the set-up column's first field, from a name field left by Esc
  for (const key of ['Escape', 'Digit3', 'n', 'Escape', 'Shift+T']) await page.keyboard.press(key);
  // the column's first field: the director's switches (the forms come after them)
  expect(await focused(page)).toEqual({ id: 'display-roles', setup: true });
  // Tab walks the column from there; Esc leaves it, and the game keys are the game's again
  await page.keyboard.press('Tab');
  expect((await focused(page)).setup).toBe(true);
  await page.keyboard.press('Escape');
  expect((await focused(page)).id).toBe('BODY');
  await page.keyboard.press('Digit4');
  await expect(page.getByTestId('seat-4')).toHaveClass(/selected/);
});

test('numpad digits select seats as the top row does', async ({ page }) => {
  const table = 'e2e-keys-numpad';
  await play(table, [...dealtToDayOne(NAMES, ROLES, { gameId: table }), { type: 'speech/start' }]);
  await openPanel(page, table);
  await page.keyboard.press('Numpad3');
  await expect(page.getByTestId('seat-3')).toHaveClass(/selected/);
  await page.keyboard.press('Numpad0');
  await expect(page.getByTestId('seat-10')).toHaveClass(/selected/);
});

test('a foul during a vote is Esc, the seat, F; Space comes back to the count box', async ({ page }) => {
  const table = 'e2e-keys-vote-foul';
  await play(table, dayOneToVote(NAMES));
  await openPanel(page, table);
  await expect(page.getByTestId('vote-count')).toBeFocused();
  for (const key of ['Escape', 'Digit3', 'f']) await page.keyboard.press(key);
  await expect.poll(async () => (await seatsOf(table)).find((s) => s.seat === 3)?.fouls).toBe(1);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('vote-count')).toBeFocused();
  await expect(page.getByTestId('vote-count')).toHaveValue('');
});

async function seatsOf(table: string): Promise<{ seat: number; fouls: number }[]> {
  const res = await fetch(`${hub().url}/api/v1/tables/${table}/state?feed=table`);
  return ((await res.json()) as { state: { seats: { seat: number; fouls: number }[] } }).state.seats;
}

test('the new-game form waits 15 s for the operator to read it (6 s ran out)', async ({ page }) => {
  const table = 'e2e-keys-newgame';
  await openPanel(page, table);
  await page.keyboard.press('Shift+N');
  await expect(page.getByTestId('confirm')).toBeVisible();
  await page.waitForTimeout(8000);
  await expect(page.getByTestId('confirm')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm')).toHaveCount(0);
});

test("day 2's morning lists no nominee of day 1 (4 and 7 were)", async ({ page }) => {
  const table = 'e2e-keys-nominees';
  await play(table, [
    ...dayOneToVote(NAMES),
    { type: 'vote/record', candidate: 4, count: 3 }, // 7 leaves
    { type: 'step/next' },
    { type: 'step/next' },
    ...NIGHT_ONE,
  ]);
  expect((await stateOf(table)).stage).toBe('morning');
  await openPanel(page, table);
  await expect(page.getByTestId('table-state')).toBeVisible();
  await expect(page.getByTestId('table-chips')).toHaveCount(0);
});

test('the award\'s seat label is whole beside its choice ("место?", not "местс")', async ({ page }) => {
  const table = 'e2e-keys-award';
  await play(table, [
    ...dealtToDayOne(NAMES, ROLES, { gameId: table }),
    { type: 'speech/start' },
    ...[3, 6, 7].map((seat): GameCommand => ({ type: 'removal', seat })),
  ]);
  await openPanel(page, table);
  await page.keyboard.press('Shift+L');
  const label = page.getByTestId('award-to');
  await expect(label).toHaveText('место?');
  // whole in its own box, and the box ends before the choice begins
  expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const [to, kind] = [await label.boundingBox(), await page.getByTestId('award-kind').boundingBox()];
  expect(to!.x + to!.width).toBeLessThanOrEqual(kind!.x);
});
