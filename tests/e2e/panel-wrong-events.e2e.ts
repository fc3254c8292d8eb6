import { expect, test, type Page } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { dealtToDayOne } from '../../scripts/fixtures/game-start.ts';
import { hub, openPanel, play, ROLES } from './hub.ts';

/**
 * Issue 37: five key sequences a hurried operator typed that put a wrong event on air. Keys only;
 * judged from the hub's applied log. Each ends with a barrier: P (the timer) pressed once the
 * key guard lets keys through, so every key before it has reached the hub or never will.
 */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

async function log(table: string): Promise<GameCommand[]> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/games/${table}/protocol.json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { log: { command: GameCommand }[] }).log.map((e) => e.command);
}

async function judged(table: string): Promise<{ stage: string; phase: string }> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: { stage: string; phase: string } }).state;
}

/** The commands the keys sent, up to the barrier (P: the timer's start or pause). */
async function sentBy(page: Page, table: string, before: number): Promise<GameCommand[]> {
  await expect(page.locator('.panel[data-holding]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('p');
  await expect.poll(async () => (await log(table)).at(-1)?.type).toMatch(/^timer\//);
  return (await log(table)).slice(before, -1);
}

/** A MafClub game whose id is its table's (the log is read by it), at seat 1's first speech. */
const toFirstSpeech = (table: string): GameCommand[] => [
  ...dealtToDayOne(NAMES, ROLES, { gameId: table }),
  { type: 'speech/start' },
];

/** Day 1 of a MafClub game: seat 1 nominates 5, seat 2 nominates 7, everyone speaks, the vote starts. */
const toVote = (table: string): GameCommand[] => [
  ...toFirstSpeech(table),
  { type: 'nominate', seat: 5 },
  { type: 'speech/end' },
  { type: 'speech/start', seat: 2 },
  { type: 'nominate', seat: 7 },
  { type: 'speech/end' },
  ...[3, 4, 5, 6, 7, 8, 9, 10].flatMap((seat): GameCommand[] => [
    { type: 'speech/start', seat },
    { type: 'speech/end' },
  ]),
  { type: 'vote/start' },
];

test('(1) re-vote typed ahead: "5 Enter 5 Enter" between 5 and 7 records the re-vote only, never the eliminate-all vote', async ({
  page,
}) => {
  const table = 'e2e-wrong-revote';
  await play(table, [
    ...toVote(table),
    { type: 'vote/record', candidate: 5, count: 5 }, // 7 gets the other 5 (MafClub 2.4.14): a tie
    { type: 'speech/start', seat: 5 },
    { type: 'speech/end' },
    { type: 'speech/start', seat: 7 },
    { type: 'speech/end' },
    { type: 'vote/start' },
  ]);
  await openPanel(page, table);
  await expect(page.getByTestId('vote-count')).toBeFocused();
  const before = (await log(table)).length;
  for (const key of ['Digit5', 'Enter', 'Digit5', 'Enter']) await page.keyboard.press(key);
  // the re-vote ties again (2.4.16): the eliminate-all box replaced the re-vote's
  await expect(page.getByTestId('step-eliminateAll')).toBeVisible();
  expect(await sentBy(page, table, before)).toEqual([{ type: 'vote/record', candidate: 5, count: 5 }]);
  expect((await judged(table)).phase).toBe('day');
  await expect(page.getByTestId('key-guard')).toBeVisible();
});

test('(2) Esc leaves the count box: "Esc 3 R R Enter" removes seat 3 and records no count; ↑/↓ move the seat, never the count', async ({
  page,
}) => {
  const table = 'e2e-wrong-vote-removal';
  await play(table, toVote(table));
  await openPanel(page, table);
  await expect(page.getByTestId('vote-count')).toBeFocused();
  const before = (await log(table)).length;
  // ↓ ↑ ↑ in the box: seats 1, 10, 9 selected, not a number spun; Space comes back to the box
  for (const key of ['ArrowDown', 'ArrowUp', 'ArrowUp', 'Tab', 'Space']) await page.keyboard.press(key);
  await expect(page.getByTestId('seat-9')).toHaveClass(/selected/);
  await expect(page.getByTestId('vote-count')).toBeFocused();
  await expect(page.getByTestId('vote-count')).toHaveValue('');
  for (const key of ['Escape', 'Digit3', 'r', 'r', 'Enter']) await page.keyboard.press(key);
  await expect(page.getByTestId('seat-3')).toHaveClass(/out/);
  const sent = await sentBy(page, table, before);
  expect(sent.filter((c) => c.type === 'vote/record')).toEqual([]);
  expect(sent[0]).toEqual({ type: 'removal', seat: 3 });
});

test('(3) mid-game the name fields are locked: "Shift+Tab 7 Shift+2 Space Enter" renames nobody and makes no player', async ({
  page,
}) => {
  const table = 'e2e-wrong-names';
  await play(table, toFirstSpeech(table));
  await openPanel(page, table);
  await expect(page.locator('.panel[data-roster="loaded"]')).toBeVisible();
  const { url, token } = hub();
  const players = async () =>
    (
      (await (
        await fetch(`${url}/api/v1/players`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { players: unknown[] }
    ).players.length;
  const roster = await players();
  const before = (await log(table)).length;
  for (const key of ['Shift+Tab', 'Digit7', 'Shift+Digit2', 'Space', 'Enter']) await page.keyboard.press(key);
  // N (the name of seat 4) mid-game, then "72" and Tab: not a new player "72"
  for (const key of ['Escape', 'Digit4', 'n', 'Digit7', 'Digit2', 'Tab']) await page.keyboard.press(key);
  const sent = await sentBy(page, table, before);
  expect(sent.filter((c) => c.type === 'seat/nickname' || c.type === 'seat/player')).toEqual([]);
  expect(await players()).toBe(roster);
  await expect(page.getByTestId('nick-7')).toHaveValue('Gale');
  await expect(page.getByTestId('nick-4')).toHaveValue('Dune');
  // N on a seat says the names are locked; Shift+U unlocks them on purpose, N then edits
  await page.keyboard.press('Digit4');
  await page.keyboard.press('n');
  await expect(page.getByTestId('error')).toContainText('Shift+U');
  await page.keyboard.press('Shift+U');
  await page.keyboard.press('n');
  await expect(page.getByTestId('nick-4')).toBeFocused();
});

test('(4) Shift+D Enter Enter Enter: no random deal while the draft is open; it asks to cancel the draft first', async ({
  page,
}) => {
  const table = 'e2e-wrong-draft-deal';
  await play(table, [{ type: 'game/new', ruleset: 'mafclub-2023', gameId: table }]);
  await openPanel(page, table);
  await expect(page.getByTestId('draft-panel')).toHaveAttribute('data-status', 'none');
  const before = (await log(table)).length;
  await page.keyboard.press('Shift+D');
  await expect(page.getByTestId('draft-panel')).toHaveAttribute('data-status', 'open');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('confirm')).toContainText('draft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const sent = await sentBy(page, table, before);
  expect(sent.filter((c) => c.type === 'deal/seeded')).toEqual([]);
  await expect(page.getByTestId('draft-panel')).toHaveAttribute('data-status', 'open');
});

test('(5) MafClub 4.4: Space when seat 10 is owed a nomination for his lost speech asks first; a second Space skips it', async ({
  page,
}) => {
  const table = 'e2e-wrong-owed';
  await play(table, [
    ...toFirstSpeech(table),
    { type: 'nominate', seat: 5 },
    ...Array.from({ length: 3 }, (): GameCommand => ({ type: 'foul/add', seat: 10 })),
    { type: 'speech/end' },
    ...[2, 3, 4, 5, 6, 7, 8, 9].flatMap((seat): GameCommand[] => [
      { type: 'speech/start', seat },
      { type: 'speech/end' },
    ]),
  ]);
  await openPanel(page, table);
  await expect(page.getByTestId('step-nominate-lost-turn')).toBeVisible();
  const before = (await log(table)).length;
  await page.keyboard.press('Space');
  await expect(page.getByTestId('confirm')).toContainText('10');
  expect(await sentBy(page, table, before)).toEqual([]);
  // asked, and said yes: the vote starts without his nomination
  const now = (await log(table)).length;
  await page.keyboard.press('Space');
  await expect(page.getByTestId('confirm')).toBeVisible();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await log(table)).slice(now).map((c) => c.type)).toContain('vote/start');
});
