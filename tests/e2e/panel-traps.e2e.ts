import { expect, test } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { hub, openPanel, play, postCommand, toFirstSpeech } from './hub.ts';

/** The traps of issue 10: every key does what the screen says, at the moment it is pressed. */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

interface JudgeState {
  stage: string;
  phase: string;
  speaker: number | null;
  nominations: { seat: number }[];
  seats: { seat: number; nickname: string; role?: string; status: string; fouls: number }[];
  voting: { votes: { candidate: number; count: number }[] } | null;
  bestMove?: unknown;
}
async function judge(table: string): Promise<JudgeState> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: JudgeState }).state;
}
const fouls = async (table: string, seat: number) => (await judge(table)).seats[seat - 1]?.fouls;

/** The rest of day 1 after seat 1's speech began, without nominations. */
const restOfDay1: GameCommand[] = [
  { type: 'speech/end' },
  ...[2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((seat): GameCommand[] => [
    { type: 'speech/start', seat },
    { type: 'speech/end' },
  ]),
];

test('a seat selected for a foul is not the target of the next step, not even at night', async ({ page }) => {
  const table = 'e2e-stale';
  await play(table, toFirstSpeech(NAMES));
  await openPanel(page, table);
  await page.keyboard.press('9');
  await page.keyboard.press('f');
  await expect.poll(() => fouls(table, 9)).toBe(1);
  await expect(page.getByTestId('step-nominate')).toHaveText(/^Nomination\s*Shift\+2$/);
  // A seat selected and left unused belongs to its stage: the night starts with no target.
  await page.keyboard.press('9');
  await expect(page.getByTestId('step-nominate')).toContainText('→ 9');
  await play(table, [...restOfDay1, { type: 'vote/start' }]);
  await expect(page.getByTestId('stage')).toContainText('night 1');
  await expect(page.getByTestId('step-shot')).toHaveText(/^Mafia shot\s*Space$/);
  // the night came from another controller: keys are the operator's again once he has seen it
  await expect(page.locator('.panel[data-holding]')).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(page.locator('.hint')).toContainText('Select a seat');
  expect((await judge(table)).stage).toBe('shot');
});

test('the roles entered with C B D K leave no selection for the first nomination', async ({ page }) => {
  const table = 'e2e-stale-roles';
  await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' });
  await openPanel(page, table);
  await page.keyboard.press('1');
  for (const key of 'ccbccdbkcc') await page.keyboard.press(key);
  await expect(page.getByTestId('step-start')).toBeVisible();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Space');
  await expect(page.getByTestId('step-nominate')).toHaveText(/^Nomination\s*Shift\+2$/);
});

test('an armed removal counts down; once it ran out, Enter does nothing', async ({ page }) => {
  const table = 'e2e-expiry';
  await play(table, toFirstSpeech(NAMES));
  await page.clock.install();
  await openPanel(page, table);
  await page.keyboard.press('3');
  await page.keyboard.press('r');
  await expect(page.getByTestId('confirm')).toContainText('Remove seat 3');
  await expect(page.getByTestId('confirm-left')).toHaveText('6 s');
  await page.clock.runFor(2100);
  await expect(page.getByTestId('confirm-left')).toHaveText('4 s');
  await page.clock.runFor(4000);
  await expect(page.getByTestId('confirm-expired')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('confirm-expired')).toHaveCount(0);
  // barrier: a foul on 2 arrives after whatever the Enter could have sent
  await page.keyboard.press('2');
  await page.keyboard.press('f');
  await expect.poll(() => fouls(table, 2)).toBe(1);
  const s = await judge(table);
  expect([s.stage, s.speaker, s.seats[2]?.status]).toEqual(['speech', 1, 'alive']);
});

test('a destructive key needs its own confirmation: R then Shift+R arms the red card, sends nothing', async ({
  page,
}) => {
  const table = 'e2e-own-confirm';
  await play(table, toFirstSpeech(NAMES));
  await openPanel(page, table);
  await page.keyboard.press('3');
  await page.keyboard.press('r');
  await page.keyboard.press('Shift+R');
  await expect(page.getByTestId('confirm')).toContainText('Red card to seat 3');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm')).toHaveCount(0);
  await page.keyboard.press('3');
  await page.keyboard.press('r');
  await page.keyboard.press('r');
  await expect.poll(async () => (await judge(table)).seats[2]?.status).not.toBe('alive');
});

test('in setup, an expired deal confirmation does not deal on Enter', async ({ page }) => {
  const table = 'e2e-deal-expiry';
  await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' });
  await page.clock.install();
  await openPanel(page, table);
  await page.keyboard.press('Space');
  await expect(page.getByTestId('confirm')).toContainText('Deal the roles');
  await page.clock.runFor(6500);
  await page.keyboard.press('Enter');
  await page.keyboard.press('1');
  await page.keyboard.press('c'); // barrier: seat 1's role arrives after anything the Enter sent
  await expect.poll(async () => (await judge(table)).seats[0]?.role).toBe('citizen');
  expect((await judge(table)).seats.filter((s) => s.role).length).toBe(1);
});

test('a vote: the count box has the focus, one digit and Enter a candidate, the last one by rule', async ({
  page,
}) => {
  const table = 'e2e-vote';
  await play(table, [
    ...toFirstSpeech(NAMES),
    { type: 'nominate', seat: 4 },
    { type: 'speech/end' },
    { type: 'speech/start', seat: 2 },
    { type: 'nominate', seat: 7 },
    ...restOfDay1.slice(2),
  ]);
  await openPanel(page, table);
  await page.keyboard.press('Space'); // vote/start
  await expect(page.getByTestId('vote-count')).toBeFocused();
  await page.keyboard.press('6');
  await page.keyboard.press('Enter');
  // MafClub 2.4.14: the 4 who did not vote for seat 4 count for seat 7, the last candidate
  await expect.poll(async () => (await judge(table)).stage).toBe('lastWord');
  expect((await judge(table)).seats[3]?.status).not.toBe('alive');
});

test("the first killed's picks are three digits and Enter (0 = seat 10)", async ({ page }) => {
  const table = 'e2e-picks';
  await play(table, [...toFirstSpeech(NAMES), ...restOfDay1, { type: 'vote/start' }]);
  await openPanel(page, table);
  for (const key of ['5', 'Space']) await page.keyboard.press(key); // shot 5
  // Two checks passed, each once its step is on screen (a key is for what the screen shows).
  for (const check of ['donCheck', 'sheriffCheck']) {
    await expect(page.getByTestId(`step-${check}`)).toBeVisible();
    await page.keyboard.press('Shift+Digit2');
  }
  await expect(page.getByTestId('step-bestMove')).toBeVisible();
  for (const key of ['3', '8', '0']) await page.keyboard.press(key);
  await expect(page.getByTestId('step-bestMove')).toContainText('→ 3, 8, 10');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('step-bestMove')).toHaveCount(0);
  const { url } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=table`);
  expect(JSON.stringify(await res.json())).toContain('[3,8,10]');
});

test('W withdraws the speaker’s nomination (MafClub 2.3.9)', async ({ page }) => {
  const table = 'e2e-withdraw';
  await play(table, [...toFirstSpeech(NAMES), { type: 'nominate', seat: 4 }]);
  await openPanel(page, table);
  await expect.poll(async () => (await judge(table)).nominations.length).toBe(1);
  await page.keyboard.press('w');
  await expect.poll(async () => (await judge(table)).nominations.length).toBe(0);
});

test('each nickname is sent once: the first undo takes back the last name', async ({ page }) => {
  const table = 'e2e-nick-once';
  await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' });
  await openPanel(page, table);
  await page.keyboard.press('1');
  await page.keyboard.press('n');
  // a name the roster may not have: Shift+Enter says "new" (issue 37), a roster one is seated the same
  for (const name of NAMES.slice(0, 3)) {
    await page.keyboard.type(name);
    await page.keyboard.press('Shift+Enter');
  }
  await page.keyboard.press('Escape');
  await expect.poll(async () => (await judge(table)).seats[2]?.nickname).toBe('Cyan');
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await judge(table)).seats[2]?.nickname).toBe('');
  expect((await judge(table)).seats[1]?.nickname).toBe('Bora');
});

test('a seat pressed while the shot is on its way is the Don check target: fast keys are not dropped', async ({
  page,
}) => {
  const table = 'e2e-fast-keys';
  await play(table, [...toFirstSpeech(NAMES), ...restOfDay1, { type: 'vote/start' }]);
  await openPanel(page, table);
  await expect(page.getByTestId('step-shot')).toBeVisible();
  // three keys as fast as the browser takes them: the shot's update arrives after the 3
  await page.keyboard.press('5');
  await page.keyboard.press('Space');
  await page.keyboard.press('3');
  await expect(page.getByTestId('step-donCheck')).toContainText('→ 3');
  // a change the operator did not cause still clears it: the selection belongs to its step
  await play(table, [{ type: 'night/pass' }]);
  await expect(page.getByTestId('step-sheriffCheck')).toBeVisible();
  await expect(page.getByTestId('step-sheriffCheck')).not.toContainText('→');
});

test('F with no seat selected says to select one (issue 24), and sends nothing', async ({ page }) => {
  const table = 'e2e-no-seat';
  await play(table, toFirstSpeech(NAMES));
  await openPanel(page, table);
  await page.keyboard.press('f');
  await expect(page.getByTestId('error')).toContainText('Select a seat first');
  await page.keyboard.press('t');
  await expect(page.getByTestId('error')).toContainText('Select a seat first');
  expect((await judge(table)).seats.every((s) => s.fouls === 0)).toBe(true);
});

test('Shift+Tab from seat 1 goes round to the last seat, never to the branding form: Shift+N still works', async ({
  page,
}) => {
  const table = 'e2e-shift-tab';
  await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' });
  await openPanel(page, table);
  await page.keyboard.press('1');
  await page.keyboard.press('n');
  await expect(page.getByTestId('nick-1')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('nick-10')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('nick-1')).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Shift+N');
  await expect(page.getByTestId('confirm')).toContainText(/new game/i);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('confirm')).toHaveCount(0);
});

test('stale lists: the nominations are not shown through the night; a re-vote lists the tied only', async ({
  page,
}) => {
  const table = 'e2e-stale-lists';
  await play(table, [
    ...toFirstSpeech(NAMES),
    { type: 'nominate', seat: 4 },
    { type: 'speech/end' },
    { type: 'speech/start', seat: 2 },
    { type: 'nominate', seat: 7 },
    { type: 'speech/end' },
    { type: 'speech/start', seat: 3 },
    { type: 'nominate', seat: 9 },
    ...restOfDay1.slice(4),
    { type: 'vote/start' },
    { type: 'vote/record', candidate: 4, count: 4 },
    { type: 'vote/record', candidate: 7, count: 4 },
  ]);
  await openPanel(page, table);
  // 4 and 7 tie (MafClub 2.4.3 ff.): their speeches, then a re-vote of 4 and 7 only
  await expect(page.getByTestId('table-state').locator('.chip')).toHaveText(['4: 4', '7: 4', '9: 2']);
  await play(table, [
    { type: 'speech/start', seat: 4 },
    { type: 'speech/end' },
    { type: 'speech/start', seat: 7 },
    { type: 'speech/end' },
    { type: 'vote/start' },
  ]);
  await expect(page.getByTestId('vote-count')).toBeVisible();
  await expect(page.getByTestId('table-state').locator('.chip')).toHaveText(['4', '7']);
  await play(table, [{ type: 'vote/record', candidate: 4, count: 0 }]); // 7 leaves (2.4.14)
  await expect.poll(async () => (await judge(table)).stage).toBe('lastWord');
  await play(table, [{ type: 'speech/start', seat: 7 }, { type: 'speech/end' }]);
  await expect(page.getByTestId('stage')).toContainText('night 1');
  await expect(page.getByTestId('table-state').locator('.chip')).toHaveCount(0);
});

test('Shift+L switches the panel between English and Russian; the night line is in the panel language (no "Ш→" in English)', async ({
  page,
}) => {
  const table = 'e2e-lang-key';
  await play(table, [
    ...toFirstSpeech(NAMES),
    ...restOfDay1,
    { type: 'vote/start' },
    { type: 'night/shot', seat: 5 },
    { type: 'night/donCheck', seat: 3 },
    { type: 'night/sheriffCheck', seat: 4 },
  ]);
  await openPanel(page, table);
  const night = page.getByTestId('table-state');
  await expect(night).toContainText('Sheriff→4');
  await expect(night).not.toContainText('Ш→');
  await page.keyboard.press('Shift+L');
  await expect(night).toContainText('Ш→4');
  await expect(page.getByTestId('stage')).toContainText('ночь 1');
  await page.keyboard.press('Shift+L');
  await expect(night).toContainText('Sheriff→4');
});
