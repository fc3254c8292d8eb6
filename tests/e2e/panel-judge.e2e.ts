import { expect, test } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { hub, openPanel, play, postCommand, ROLES, toFirstSpeech } from './hub.ts';

/** Issue 21 from the panel, keyboard only: what a judge records beyond the game's moves. */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

interface JudgeState {
  phase: string;
  stage: string;
  seats: { seat: number; status: string }[];
  voting: { votes: { candidate: number; count: number; late?: true }[] } | null;
  bestMove: number[] | null;
  bestMoveHinted?: true;
  sanctions?: { seat: number; kind: string; clause?: string; reason?: string; number?: number }[];
}
async function judge(table: string): Promise<JudgeState> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: JudgeState }).state;
}

test('MafClub 4.7: Q types "4.3.1 talking", F fouls seat 4 with it; R R removes seat 7 under 4.8.4; Y cards seat 2 under 4.17.4', async ({
  page,
}) => {
  const table = 'e2e-why';
  await play(table, toFirstSpeech(NAMES));
  await openPanel(page, table);
  await page.keyboard.press('4');
  await page.keyboard.press('q');
  await expect(page.getByTestId('sanction-why')).toBeFocused();
  await page.keyboard.type('4.3.1 talking');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('sanction-why')).not.toBeFocused();
  await page.keyboard.press('f');
  await expect
    .poll(async () => (await judge(table)).sanctions)
    .toEqual([
      {
        seat: 4,
        kind: 'foul',
        at: { phase: 'day', number: 1 },
        number: 1,
        clause: '4.3.1',
        reason: 'talking',
      },
    ]);
  await expect(page.getByTestId('sanction-why')).toHaveCount(0); // used up
  await expect(page.getByTestId('sanction-notes')).toContainText('4: foul 1 4.3.1 talking');
  for (const key of ['7', 'q']) await page.keyboard.press(key);
  await page.keyboard.type('4.8.4 profanity');
  for (const key of ['Enter', 'r', 'r']) await page.keyboard.press(key);
  await expect.poll(async () => (await judge(table)).seats[6]?.status).toBe('removed');
  expect((await judge(table)).sanctions?.[1]).toMatchObject({ seat: 7, kind: 'removal', clause: '4.8.4' });
  // MafClub 4.17: a card with its clause the same way: 2, Q, the clause and reason, Y
  for (const key of ['2', 'q']) await page.keyboard.press(key);
  await page.keyboard.type('4.17.4 abuse');
  for (const key of ['Enter', 'y']) await page.keyboard.press(key);
  await expect
    .poll(async () => (await judge(table)).sanctions?.[2])
    .toMatchObject({ seat: 2, kind: 'yellowCard', clause: '4.17.4', reason: 'abuse' });
});

test('MafClub 2.4.2: 6 votes on seat 4 decide early; the counts typed for 7 go to the protocol, 4 still leaves', async ({
  page,
}) => {
  const table = 'e2e-late-votes';
  const rest = [4, 5, 6, 7, 8, 9, 10].flatMap((): GameCommand[] => [
    { type: 'speech/start' },
    { type: 'speech/end' },
  ]);
  await play(table, [
    ...toFirstSpeech(NAMES),
    { type: 'nominate', seat: 4 },
    { type: 'speech/end' },
    { type: 'speech/start' },
    { type: 'nominate', seat: 7 },
    { type: 'speech/end' },
    { type: 'speech/start' },
    { type: 'nominate', seat: 9 },
    { type: 'speech/end' },
    ...rest,
    { type: 'vote/start' },
  ]);
  await openPanel(page, table);
  await expect(page.getByTestId('vote-count')).toBeFocused();
  for (const key of ['6', 'Enter']) await page.keyboard.press(key);
  await expect(page.getByTestId('step-vote-late')).toContainText('Votes on 7 (protocol)');
  await expect(page.getByTestId('vote-count')).toBeFocused();
  for (const key of ['3', 'Enter']) await page.keyboard.press(key);
  await expect
    .poll(async () => (await judge(table)).voting?.votes)
    .toEqual([
      { candidate: 4, count: 6, voters: null },
      { candidate: 7, count: 3, voters: null, late: true },
      { candidate: 9, count: 1, voters: null, late: true },
    ]);
  await expect(page.getByTestId('step-vote-late')).toHaveCount(0);
  const after = await judge(table);
  expect([after.stage, after.seats[3]?.status, after.seats[6]?.status]).toEqual([
    'lastWord',
    'votedOut',
    'alive',
  ]);
});

test('FIIM 8.3.5: the first killed asked for a hint: M marks 3, 7, 6 and Shift+M records them without points', async ({
  page,
}) => {
  const table = 'e2e-hinted';
  await play(table, [
    { type: 'game/new', ruleset: 'fiim-2019' },
    ...ROLES.map((role, i): GameCommand => ({ type: 'seat/role', seat: i + 1, role })),
    { type: 'game/start' },
  ]);
  while ((await judge(table)).phase === 'night') await play(table, [{ type: 'stage/end' }]);
  for (let i = 0; i < 10; i++) await play(table, [{ type: 'speech/start' }, { type: 'speech/end' }]);
  await play(table, [{ type: 'vote/start' }, { type: 'night/shot', seat: 5 }]);
  while ((await judge(table)).stage !== 'morning') await play(table, [{ type: 'night/pass' }]);
  await play(table, [{ type: 'stage/end' }, { type: 'speech/start' }]);
  await openPanel(page, table);
  await expect(page.getByTestId('step-bestMove')).toBeVisible();
  for (const key of ['3', 'm', '7', 'm', '6', 'm']) await page.keyboard.press(key);
  await page.keyboard.press('Shift+M');
  await expect.poll(async () => (await judge(table)).bestMove).toEqual([3, 7, 6]);
  expect((await judge(table)).bestMoveHinted).toBe(true);
});

test('MafClub 4.20: G, ↓ ↓ ↓ ↓ arms the replay on appeal; Enter replays; Shift+N offers the extended award limits', async ({
  page,
}) => {
  const table = 'e2e-replay';
  await play(table, toFirstSpeech(NAMES));
  await openPanel(page, table);
  await page.keyboard.press('2');
  await page.keyboard.press('g');
  // the organisers' change (4.20.2) for either team and the 4.16 draw come first
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('confirm')).toContainText(
    'Automatic replay, 2: a new deal, the Prima Nota is kept (4.13)',
  );
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('confirm')).toContainText(
    'Replay on appeal: the host erred, nothing is kept (4.20)',
  );
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await judge(table)).phase).toBe('setup');
  // the panel has the replayed setup too: Shift+N is locked only while a game runs (issue 37)
  await expect(page.getByTestId('setup-forms')).not.toHaveAttribute('data-locked', 'yes');

  await page.keyboard.press('Shift+N');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown'])
    await page.keyboard.press(key);
  await expect(page.getByTestId('confirm')).toContainText('award limits: 5 players, 6 points');
  await page.keyboard.press('Escape');
  expect((await postCommand(table, { type: 'stage/end' })).status).toBe(409); // still the replayed setup
});
