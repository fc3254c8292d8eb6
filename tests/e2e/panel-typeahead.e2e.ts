import { expect, test, type Page } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { CLUB_ROLES as CLUB } from '../../scripts/fixtures/game-start.ts';
import { hub, play, ROLES } from './hub.ts';

/**
 * Issue 24, the general rule: a keystroke aimed at a prompt that has just gone (closed by the hub,
 * replaced by an update) never becomes a command on whatever replaced it. The operator here types
 * as one in a hurry does: the whole list of counts, past the moment the vote decided itself.
 */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];
const FIRST_NIGHT = { 'mafclub-2023': 3, 'fiim-2019': 2, 'classic-mafia': 2, 'club-mafia': 1 } as const;
type Ruleset = keyof typeof FIRST_NIGHT;

interface LogLine {
  command: GameCommand;
}
/** The table's command log (its game's id is the table's here): what the keys did, in order. */
async function log(table: string): Promise<GameCommand[]> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/games/${table}/protocol.json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { log: LogLine[] }).log.map((e) => e.command);
}
interface Judged {
  stage: string;
  speaker: number | null;
  seq: number;
  voting: { votes: { late?: boolean }[] } | null;
}
async function judge(table: string): Promise<Judged> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { s: number; state: Omit<Judged, 'seq'> };
  return { ...body.state, seq: body.s };
}

async function openPanel(page: Page, table: string): Promise<void> {
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=${table}&token=${token}&lang=en`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
}

/** Day 1 to its vote: seats 1, 2, 3 nominate 4, 7, 9 (the club votes on everyone). */
function toVote(table: string, ruleset: Ruleset): GameCommand[] {
  const club = ruleset === 'club-mafia';
  return [
    { type: 'game/new', ruleset, gameId: table },
    ...NAMES.map((nickname, i): GameCommand => ({ type: 'seat/nickname', seat: i + 1, nickname })),
    ...(club ? CLUB : ROLES).map((role, i): GameCommand => ({ type: 'seat/role', seat: i + 1, role })),
    { type: 'game/start' },
    ...Array.from({ length: FIRST_NIGHT[ruleset] }, (): GameCommand => ({ type: 'stage/end' })),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((seat): GameCommand[] => [
      { type: 'speech/start', seat },
      ...(!club && seat <= 3 ? [{ type: 'nominate', seat: [4, 7, 9][seat - 1] as number } as const] : []),
      { type: 'speech/end' },
    ]),
    { type: 'vote/start' },
    ...(club ? [{ type: 'vote/start' } as const] : []),
  ];
}

/** Digits and Enter as fast as the browser takes them: "6 Enter 0 Enter 0 Enter ...". */
async function typeCounts(page: Page, counts: number[]): Promise<void> {
  for (const n of counts) {
    for (const d of String(n)) await page.keyboard.press(`Digit${d}`);
    await page.keyboard.press('Enter');
  }
}

for (const ruleset of Object.keys(FIRST_NIGHT) as Ruleset[])
  test(`${ruleset}: the full count list typed past the decision records the counts only, with a note`, async ({
    page,
  }) => {
    const table = `e2e-ahead-${ruleset}`.slice(0, 32);
    await play(table, toVote(table, ruleset));
    await openPanel(page, table);
    await expect(page.getByTestId('vote-count')).toBeFocused();
    const before = (await log(table)).length;
    const candidates = ruleset === 'club-mafia' ? 10 : 3;
    // 6 of 10 for the first candidate decides it where the rules allow (MafClub comment to 2.4.3);
    // elsewhere the last candidate gets the rest by rule (FIIM 4.4.8): the list goes past it anyway
    await typeCounts(page, [6, ...Array.from({ length: candidates - 1 }, () => 0)]);
    // and one more Enter, as a hand does after the last count
    await page.keyboard.press('Enter');
    // barrier: a foul on 2 typed after a pause (digits are seats again) arrives after whatever the keys above sent
    await page.waitForTimeout(2000);
    await page.keyboard.press('2');
    await page.keyboard.press('f');
    await expect.poll(async () => (await log(table)).length).toBeGreaterThan(before);
    await expect.poll(async () => (await log(table)).at(-1)?.type).toBe('foul/add');
    const sent = (await log(table)).slice(before);
    const types = sent.map((c) => c.type);
    expect(types.at(-1)).toBe('foul/add');
    // counts only: the vote's own, and after an early decision the rest for the protocol (vote/late)
    expect(types.slice(0, -1).filter((t) => t !== 'vote/record' && t !== 'vote/late')).toEqual([]);
    expect(sent[0]).toMatchObject({
      type: 'vote/record',
      candidate: ruleset === 'club-mafia' ? 1 : 4,
      count: 6,
    });
    const s = await judge(table);
    expect(s.speaker).toBeNull(); // the last word did not start
    // Every count typed reaches its candidate, in order, and only those: MafClub and classic decide
    // at 6 of 10 (comment to 2.4.3) and the next count goes to the protocol (vote/late), the last
    // candidate gets the rest by rule (2.4.14, classic 3.4); FIIM counts every candidate (4.4.8
    // gives the last the rest); the club calls all ten, late. What is typed past that is not entered.
    const late = (candidate: number) => ({ type: 'vote/late', candidate, count: 0 });
    const expected = {
      'mafclub-2023': [late(7)],
      'classic-mafia': [late(7)],
      'fiim-2019': [{ type: 'vote/record', candidate: 7, count: 0 }],
      'club-mafia': [2, 3, 4, 5, 6, 7, 8, 9, 10].map(late),
    }[ruleset];
    expect(sent.slice(1, -1)).toEqual(expected);
    if (ruleset === 'mafclub-2023') expect(s.voting?.votes.filter((v) => v.late)).toHaveLength(2);
    if (ruleset !== 'club-mafia') await expect(page.getByTestId('late-counts')).toContainText('0');
  });

test('a step taken by another controller while the operator types: his keys do nothing on the new step', async ({
  page,
}) => {
  const table = 'e2e-ahead-update';
  await play(table, toVote(table, 'mafclub-2023').slice(0, -4)); // seat 9 speaks
  await openPanel(page, table);
  await expect(page.getByTestId('step-nominate')).toBeVisible();
  const before = (await log(table)).length;
  // another controller ends seat 9's speech and starts seat 10's while the operator types "5 Space"
  await play(table, [{ type: 'speech/end' }, { type: 'speech/start', seat: 10 }]);
  // the keys land in the guard's hold: after the panel got the new step (before it, the hub would
  // refuse them as stale), within HOLD_MS of it (a selector wait, not a 100 ms poll)
  await page.waitForSelector('.panel[data-holding]');
  await page.keyboard.press('5');
  await page.keyboard.press('Space');
  await page.waitForTimeout(2000);
  await page.keyboard.press('2');
  await page.keyboard.press('f');
  await expect.poll(async () => (await log(table)).at(-1)?.type).toBe('foul/add');
  expect((await log(table)).slice(before).map((c) => c.type)).toEqual([
    'speech/end',
    'speech/start',
    'foul/add',
  ]);
  await expect(page.getByTestId('key-guard')).toContainText('not used');
});

test('counts typed in the box for a candidate another controller recorded: every key is counted in the note ("6 keys", not "3")', async ({
  page,
}) => {
  const table = 'e2e-ahead-keys';
  await play(table, toVote(table, 'mafclub-2023'));
  await openPanel(page, table);
  await expect(page.getByTestId('vote-count')).toBeFocused();
  const before = (await log(table)).length;
  // a Stream Deck records 4's count: the box now asks for 7's, and the keys on their way are held
  await play(table, [{ type: 'vote/record', candidate: 4, count: 2 }]);
  await page.waitForSelector('.panel[data-holding]');
  await typeCounts(page, [5, 3, 2]);
  await expect(page.getByTestId('key-guard')).toContainText(
    'The step changed (Vote on 4 → Vote on 7): 6 keys',
  );
  await expect(page.locator('.panel[data-holding]')).toHaveCount(0);
  expect((await log(table)).slice(before)).toEqual([{ type: 'vote/record', candidate: 4, count: 2 }]);
});
