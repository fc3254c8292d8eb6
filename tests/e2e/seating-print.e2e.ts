import { expect, test, type Page } from '@playwright/test';
import { api, hub, play, postCommand, redWinOnSeated, stateOf } from './hub.ts';

/**
 * The organiser's seating pages (issue 40), for a 40-player, 4-table, 12-round day: every player
 * by round and the pair meetings, each on ONE printed A4 page under the tournament's name (before:
 * 40 pages of one player each, unnamed); the tables by their labels, not "Стол t1"; a player finds
 * his seat on a phone by typing part of his name.
 */
const run = () => `${test.info().repeatEachIndex}${test.info().retry}`;

type Schedule = { players: string[]; rounds: { table: string; players: string[] }[][] };

/** A PDF's pages, as Chromium writes them (one `/Type /Page` object each). */
const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;

async function printed(page: Page, name: string): Promise<Buffer> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  await test.info().attach(name, { body: pdf, contentType: 'application/pdf' });
  // the page as printed, for a person to look at (an A4 sheet at 96 dpi)
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  return pdf;
}

let day: { tournament: string; tables: string[]; names: Map<string, string>; schedule: Schedule };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const r = run();
  const tables = ['a', 'b', 'c', 'd'].map((x) => `e2e-print-${x}${r}`);
  const names = new Map<string, string>();
  for (let i = 1; i <= 40; i++) {
    const p = (await api('/players', {
      method: 'POST',
      body: JSON.stringify({ nickname: `Печать${r}-${i}` }),
    })) as { id: string; nickname: string };
    names.set(p.id, p.nickname);
  }
  const tournament = `e2e-print-${r}`;
  await api(`/tournaments/${tournament}`, {
    method: 'PUT',
    body: JSON.stringify({
      name: 'Кубок осени',
      ruleset: 'mafclub-2023',
      tables,
      players: [...names.keys()],
      identity: { tables: { [tables[0]!]: 'Зелёный стол', [tables[1]!]: 'Стол Б' } },
    }),
  });
  const schedule = (await api(`/tournaments/${tournament}/seating`, {
    method: 'POST',
    body: JSON.stringify({ rounds: 12, seed: 'e2e', iterations: 2000 }),
  })) as Schedule;
  day = { tournament, tables, names, schedule };
});

test('players by round: one A4 page under the tournament name, a row per player, a column per round', async ({
  page,
}) => {
  await page.goto(`${hub().url}/seating/?tournament=${day.tournament}&view=grid`);
  const grid = page.locator('table.grid');
  await expect(grid.locator('tr')).toHaveCount(41, { timeout: 15_000 });
  await expect(page.locator('#seating h1')).toContainText('Кубок осени');
  await expect(page.locator('#seating .legend')).toContainText('1 — Зелёный стол');
  await expect(grid.locator('tr').nth(1).locator('td')).toHaveCount(12);
  expect(pages(await printed(page, 'grid.pdf'))).toBe(1);
});

test('pair meetings: a 40 x 40 matrix on one A4 page; each player meets himself as often as he plays', async ({
  page,
}) => {
  await page.goto(`${hub().url}/seating/?tournament=${day.tournament}&view=pairs`);
  const matrix = page.locator('table.pairs');
  await expect(matrix.locator('tr')).toHaveCount(41, { timeout: 15_000 });
  await expect(page.locator('#seating h1')).toContainText('Кубок осени');
  await expect(matrix.locator('td')).toHaveCount(1600);
  await expect(matrix.locator('td.self').first()).toHaveText('12');
  expect(pages(await printed(page, 'pairs.pdf'))).toBe(1);
});

test("the venue screen names tables by their labels; on a phone a player types part of his name and sees round 1's table and seat", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${hub().url}/seating/?tournament=${day.tournament}`);
  await expect(page.locator('#seating h2').first()).toHaveText('Зелёный стол', { timeout: 15_000 });
  await expect(page.locator('#seating h2', { hasText: 'Стол Б' })).toHaveCount(1);
  await expect(page.locator('#seating h2', { hasText: `Стол ${day.tables[2]}` })).toHaveCount(1);

  const [id, nickname] = [...day.names].find(([, n]) => n.endsWith('-17'))!;
  const at = day.schedule.rounds[0]!.find((t) => t.players.includes(id))!;
  const label =
    at.table === day.tables[0] ? 'Зелёный стол' : at.table === day.tables[1] ? 'Стол Б' : `Стол ${at.table}`;
  await page.getByRole('searchbox').fill(nickname.slice(-4).toLocaleLowerCase('ru'));
  const found = page.locator('#finder .found li', { hasText: nickname });
  await expect(found).toHaveText(`${nickname}Тур 1: ${label}, место ${at.players.indexOf(id) + 1}`);
  // the answer stays while the screen refreshes behind it, and fits the phone's width
  const box = await found.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('phone.png') });
});

const rest = redWinOnSeated();

test('a table that starts round 2 while five of its players still play round 1 at the other table: the panel and the venue page warn, naming them; gone once that game ends', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const r = run();
  const tables = [`e2e-ahead-a${r}`, `e2e-ahead-b${r}`];
  const ids: string[] = [];
  for (let i = 1; i <= 20; i++)
    ids.push(
      (
        (await api('/players', { method: 'POST', body: JSON.stringify({ nickname: `Рано${r}-${i}` }) })) as {
          id: string;
        }
      ).id,
    );
  const tournament = `e2e-ahead-${r}`;
  await api(`/tournaments/${tournament}`, {
    method: 'PUT',
    body: JSON.stringify({ name: 'Ahead', ruleset: 'mafclub-2023', tables, players: ids }),
  });
  const range = (a: number) => Array.from({ length: 5 }, (_, i) => a + i);
  // MafSchedule's file: round 2 at the first table takes five players of the second's round 1
  await api(`/tournaments/${tournament}/seating/import`, {
    method: 'POST',
    body: JSON.stringify({
      rounds: [
        { id: 0, gameIds: [0, 1] },
        { id: 1, gameIds: [2, 3] },
      ],
      games: [
        { id: 0, players: [...range(0), ...range(5)] },
        { id: 1, players: [...range(10), ...range(15)] },
        { id: 2, players: [...range(0), ...range(10)] },
        { id: 3, players: [...range(5), ...range(15)] },
      ],
      players: ids,
    }),
  });
  const [a, b] = tables as [string, string];
  for (const table of tables)
    expect((await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' })).status).toBe(200);
  await expect
    .poll(async () => (await stateOf(a)).phase === 'setup' && (await seated(a)) === 10, { timeout: 10_000 })
    .toBe(true);
  await play(a, rest);
  expect((await postCommand(a, { type: 'game/new', ruleset: 'mafclub-2023' })).status).toBe(200);

  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=${a}&token=${token}&lang=en`);
  const warning = page.getByTestId('schedule-ahead');
  await expect(warning).toContainText('ahead of the schedule (round 2): waiting for', { timeout: 15_000 });
  await expect(warning).toContainText(`Рано${r}-11 (${b})`);

  const venue = await page.context().newPage();
  await venue.goto(`${url}/seating/?tournament=${tournament}&lang=en`);
  await expect(venue.locator('#seating .ahead')).toContainText(
    `Table ${a} (Round 2) is ahead of the schedule: waits for Рано${r}-11 (still plays at Table ${b})`,
    { timeout: 15_000 },
  );
  // the other table's round 1 ends: nobody is waited for
  await expect.poll(async () => seated(b), { timeout: 10_000 }).toBe(10);
  await play(b, rest);
  await expect(venue.locator('#seating .ahead')).toHaveCount(0, { timeout: 20_000 });
  // the panel hears it from the hub (issue 41), not at its next 20 s poll: table a's own game did
  // not change, so nothing else would have asked again
  await expect(warning).toHaveCount(0, { timeout: 10_000 });
});

async function seated(table: string): Promise<number> {
  const res = await fetch(`${hub().url}/api/v1/tables/${table}/state?feed=table`);
  const body = (await res.json()) as { state: { seats: { player?: { id: string } | null }[] } };
  return body.state.seats.filter((s) => s.player).length;
}
