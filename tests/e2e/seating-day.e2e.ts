import { expect, test, type Page } from '@playwright/test';
import { api, hub, play, postCommand, redWinOnSeated } from './hub.ts';

/**
 * The tournament day from its schedule (issue 25): two tables through two rounds; each new game
 * is seated by the hub, the venue screen shows where everyone sits next and moves on by itself,
 * and a table's overlay shows the players the schedule put there.
 */
const run = () => `${test.info().repeatEachIndex}${test.info().retry}`;

type Schedule = { rounds: { table: string; players: string[] }[][] };

async function seatedIds(table: string): Promise<(string | null)[]> {
  const { url } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=table`);
  const body = (await res.json()) as { state: { seats: { player: { id: string } | null }[] } };
  return body.state.seats.map((s) => s.player?.id ?? null);
}

const rest = redWinOnSeated();

async function expectRound(page: Page, round: number, schedule: Schedule, names: Map<string, string>) {
  await expect(page.locator('#seating h1')).toHaveText(`Round ${round} of 2`, { timeout: 15_000 });
  for (const t of schedule.rounds[round - 1] ?? []) {
    const card = page.locator('.table', { hasText: `Table ${t.table}` });
    await expect(card.locator('.nick')).toHaveText(t.players.map((p) => names.get(p) ?? p));
  }
}

test('two tables through two rounds: every next game seated by the hub, the venue screen follows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const r = run();
  const tables = [`e2e-seat-a${r}`, `e2e-seat-b${r}`];
  const names = new Map<string, string>();
  for (let i = 1; i <= 20; i++) {
    const p = (await api('/players', {
      method: 'POST',
      body: JSON.stringify({ nickname: `Seat${r}-${i}` }),
    })) as { id: string; nickname: string };
    names.set(p.id, p.nickname);
  }
  const tournament = `e2e-seating-${r}`;
  await api(`/tournaments/${tournament}`, {
    method: 'PUT',
    body: JSON.stringify({
      name: 'Seating day',
      ruleset: 'mafclub-2023',
      tables,
      players: [...names.keys()],
    }),
  });
  const schedule = (await api(`/tournaments/${tournament}/seating`, {
    method: 'POST',
    body: JSON.stringify({ rounds: 2, seed: 'e2e', iterations: 5000 }),
  })) as Schedule;

  const { url } = hub();
  // the venue screen follows the hub's live channel (issue 41): a minute's poll, as the page could
  // be told to ask before, would miss each wait below (15 s at most)
  await page.goto(`${url}/seating/?tournament=${tournament}&lang=en&refresh=60`);
  await expectRound(page, 1, schedule, names);
  // the stream's version: the same tables on a page transparent to its edges (OBS keys nothing)
  const overlay = await page.context().newPage();
  await overlay.goto(`${url}/seating/?tournament=${tournament}&lang=en&view=overlay`);
  await expect(overlay.locator('#seating h1')).toHaveText('Round 1 of 2');
  const painted = await overlay.evaluate(() =>
    [document.documentElement, document.body].map((e) => getComputedStyle(e).backgroundColor),
  );
  expect(painted).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
  await overlay.close();

  for (const round of [1, 2]) {
    for (const table of tables) {
      expect((await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' })).status).toBe(200);
      const planned = schedule.rounds[round - 1]?.find((t) => t.table === table)?.players;
      await expect.poll(() => seatedIds(table), { timeout: 10_000 }).toEqual(planned);
      await play(table, rest);
    }
    // both tables finished the round: the venue screen moves on to the next (after the last: stays)
    if (round === 1) await expectRound(page, 2, schedule, names);
  }

  // a table's overlay shows the schedule's players of the game it plays
  const second = schedule.rounds[1]?.find((t) => t.table === tables[0])?.players ?? [];
  await page.goto(`${url}/overlay/seats/?table=${tables[0]}`);
  await expect(page.getByText(names.get(second[0] ?? '') ?? '?', { exact: true }).first()).toBeVisible({
    timeout: 10_000,
  });

  // the panel says where the table is in the day
  await page.goto(`${url}/panel/?table=${tables[0]}&token=${hub().token}&lang=en`);
  await expect(page.getByTestId('schedule')).toContainText(`game 2 of 2 · table ${tables[0]}`);

  // the printed sheet per player: every round, his table and seat
  const first = [...names.keys()][0] ?? '';
  await page.goto(`${url}/seating/?tournament=${tournament}&lang=en&view=player`);
  const sheet = page
    .locator('.sheet')
    .filter({ has: page.getByRole('heading', { name: names.get(first) ?? '?', exact: true }) });
  await expect(sheet.locator('tr')).toHaveCount(2);
  for (const [i, round] of schedule.rounds.entries()) {
    const at = round.find((t) => t.players.includes(first));
    const where = at ? `table ${at.table}, seat ${at.players.indexOf(first) + 1}` : 'sits out';
    await expect(sheet.locator('tr').nth(i)).toHaveText(`Round ${i + 1}${where}`);
  }
});

test("the venue screen's socket: cut, it comes back after its retry period and shows what changed meanwhile; refused, it does not knock again", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const r = run();
  const players: string[] = [];
  for (let i = 1; i <= 10; i++)
    players.push(
      (
        (await api('/players', { method: 'POST', body: JSON.stringify({ nickname: `Cut${r}-${i}` }) })) as {
          id: string;
        }
      ).id,
    );
  const tournament = `e2e-cut-${r}`;
  await api(`/tournaments/${tournament}`, {
    method: 'PUT',
    body: JSON.stringify({ name: 'Cut', ruleset: 'mafclub-2023', tables: [`e2e-cut${r}`], players }),
  });
  const plan = (seed: string) =>
    api(`/tournaments/${tournament}/seating`, {
      method: 'POST',
      body: JSON.stringify({ rounds: 1, seed, iterations: 200 }),
    }) as Promise<Schedule>;
  await plan('first');

  // the first socket is cut by the venue's Wi-Fi as soon as it opens; the next ones reach the hub
  let sockets = 0;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    sockets += 1;
    if (sockets === 1) void ws.close({ code: 1006 });
    else ws.connectToServer();
  });
  const { url } = hub();
  await page.goto(`${url}/seating/?tournament=${tournament}&lang=en`);
  await expect(page.locator('#seating h1')).toHaveText('Round 1 of 1');
  await expect.poll(() => sockets, { timeout: 15_000 }).toBe(2); // after its 3 s, once
  // re-planned while the page is connected again: it follows without a reload
  const second = await plan('second');
  const names = second.rounds[0]?.[0]?.players ?? [];
  await expect(page.locator('.table .nick').first()).toHaveText(
    `Cut${r}-${players.indexOf(names[0] ?? '') + 1}`,
    {
      timeout: 15_000,
    },
  );

  // a tournament the hub does not know: refused (4400) once, never again over three periods
  const refused = await page.context().newPage();
  let knocks = 0;
  await refused.routeWebSocket(/\/ws$/, (ws) => {
    knocks += 1;
    ws.connectToServer();
  });
  await refused.goto(`${url}/seating/?tournament=nowhere-${r}&lang=en`);
  await expect.poll(() => knocks, { timeout: 15_000 }).toBe(1);
  await refused.waitForTimeout(10_000);
  expect(knocks).toBe(1);
});
