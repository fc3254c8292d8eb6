import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { $standings, connect as connectPage } from '../../../../src/client/connection.ts';
import { StandingsSchema } from '../../../../src/protocol/index.ts';
import { command, connect, operator, testHub } from '../helpers.ts';
import { MAX_TOURNAMENTS } from '../../../../src/server/tournaments/tournaments.ts';
import { api, fast, golden, httpError, play, putTournament, type Hub } from '../tournament-helpers.ts';
import { en, ru } from '../../../said.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
async function hubOn(options = {}): Promise<Hub> {
  const hub = await testHub({ ...fast, ...options });
  dirs.push(hub.dataDir);
  return hub;
}
const cup = (tables: string[], ruleset = 'mafclub-2023') => ({ name: 'Cup', ruleset, tables });
const until = async (ok: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const standingsNow = async (hub: Hub) =>
  StandingsSchema.parse(await (await api(hub, '/tournaments/cup/standings')).json());

describe('a tournament changes its tables', () => {
  it('t2 leaves the cup: its overlays get no-standings at once, t1 keeps its standings; t2 reconnecting gets no-standings after snap', async () => {
    const hub = await hubOn();
    expect((await putTournament(hub, 'cup', cup(['t1', 't2']))).status).toBe(200);
    const on1 = await connect(hub, { table: 't1' });
    const on2 = await connect(hub, { table: 't2' });
    await on1.next('identity');
    await on2.next('identity');
    const from = { on1: on1.frames.length, on2: on2.frames.length };

    expect((await putTournament(hub, 'cup', cup(['t1']))).status).toBe(200);
    await on2.next('no-standings', () => true, from.on2);
    // t1's standings are the same: nothing to send there
    await on1.barrier();
    expect(on1.frames.slice(from.on1).map((f) => f.t)).toEqual(['pong']);

    const again = await connect(hub, { table: 't2' });
    await again.next('identity');
    expect(again.frames.map((f) => f.t)).toEqual(['snap', 'no-standings', 'identity']);
    // a table that never was in one is told the same after its snapshot
    const outsider = await connect(hub, { table: 'elsewhere' });
    await outsider.next('no-standings');
    expect(outsider.frames.some((f) => f.t === 'standings')).toBe(false);
    await hub.close();
  });

  it('t3 joins the cup: its overlays get the standings at once, though the standings did not change', async () => {
    const hub = await hubOn();
    await putTournament(hub, 'cup', cup(['t1']));
    await play(await operator(hub, { table: 't1' }), golden('mafclub-red-win', 'g1'));
    const on3 = await connect(hub, { table: 't3' });
    await on3.next('no-standings');
    const from = on3.frames.length;
    expect((await putTournament(hub, 'cup', cup(['t1', 't3']))).status).toBe(200);
    const frame = await on3.next('standings', () => true, from);
    expect(frame).toMatchObject({ tournament: 'cup', games: 1 });
    await hub.close();
  });

  it('a delayed feed is told that its table left no sooner than its delay', async () => {
    const hub = await hubOn({ feedDelays: { spectator: 0.3 } });
    await putTournament(hub, 'cup', cup(['t1']));
    const delayed = await connect(hub, { table: 't1', feed: 'spectator', key: hub.spectatorKey });
    await delayed.next('standings');
    const from = delayed.frames.length;
    await putTournament(hub, 'cup', cup([]));
    const left = Date.now();
    // a client joining the delayed feed meanwhile is still shown the standings
    const early = await connect(hub, { table: 't1', feed: 'spectator', key: hub.spectatorKey });
    expect((await early.next('standings')).tournament).toBe('cup');
    await delayed.next('no-standings', () => true, from);
    expect(Date.now() - left).toBeGreaterThanOrEqual(250);
    await hub.close();
  });

  it('the browser client drops $standings when its table leaves the cup, and a page reconnecting after that has none', async () => {
    const hub = await hubOn();
    await putTournament(hub, 'cup', cup(['t1']));
    const url = hub.url.replace('http', 'ws') + '/ws';
    const page = connectPage({ kind: 'overlay', table: 't1', feed: 'table', url });
    await until(() => $standings.get()?.tournament === 'cup');
    await putTournament(hub, 'cup', cup([]));
    await until(() => $standings.get() === null);
    page.close();

    await putTournament(hub, 'cup', cup(['t1']));
    const again = connectPage({ kind: 'overlay', table: 't1', feed: 'table', url });
    await until(() => $standings.get()?.tournament === 'cup');
    again.close();
    // the hub restarts without t1 in the cup: the reconnected page forgets the standings
    $standings.set(null);
    const page2 = connectPage({ kind: 'overlay', table: 't1', feed: 'table', url });
    await until(() => $standings.get() !== null);
    await hub.close();
    const restarted = await testHub({ ...fast, dataDir: hub.dataDir, port: hub.port });
    await putTournament(restarted, 'cup', cup([]));
    await until(() => $standings.get() === null);
    page2.close();
    await restarted.close();
  });
});

describe("a tournament table plays the tournament's ruleset", () => {
  it('game/new of another ruleset on a cup table is refused over WebSocket and HTTP; nothing changes', async () => {
    const hub = await hubOn();
    await putTournament(hub, 'cup', cup(['t1']));
    const op = await operator(hub, { table: 't1' });
    const before = op.view();

    const r = await command(op, { type: 'game/new', ruleset: 'fiim-2019', gameId: 'wrong' });
    expect(r).toMatchObject({ t: 'err', code: 'tournament/ruleset-mismatch', clause: null });
    if (r.t !== 'err') throw new Error('accepted');
    expect(en(r.message)).toContain('mafclub-2023');
    expect(ru(r.message)).toMatch(/^Правила не совпадают с правилами турнира: «Cup» играет по mafclub-2023/);

    const res = await api(hub, '/tables/t1/commands', {
      method: 'POST',
      body: JSON.stringify({ type: 'game/new', ruleset: 'classic-mafia' }),
    });
    expect(await httpError(res)).toMatchObject({ status: 409, code: 'tournament/ruleset-mismatch' });
    expect(op.view()).toEqual(before);

    // the tournament's own ruleset is taken; a table outside the cup plays any rules
    expect((await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'right' })).t).toBe('ack');
    const other = await operator(hub, { table: 'friendly' });
    expect((await command(other, { type: 'game/new', ruleset: 'fiim-2019' })).t).toBe('ack');
    await hub.close();
  });

  it('a game of other rules finished on a table before it joined the cup is not counted', async () => {
    const hub = await hubOn();
    await putTournament(hub, 'cup', cup(['t1']));
    await play(await operator(hub, { table: 't1' }), golden('mafclub-red-win', 'g1'));
    await play(await operator(hub, { table: 't2' }), golden('fiim-tie-eliminate-all', 'fiim1'));
    expect((await putTournament(hub, 'cup', cup(['t1', 't2']))).status).toBe(200);
    const now = await standingsNow(hub);
    expect(now.games).toBe(1);
    const detail = (await (await api(hub, '/tournaments/cup')).json()) as { games: { gameId: string }[] };
    expect(detail.games.map((g) => g.gameId)).toEqual(['g1']);
    await hub.close();
  });
  it("the cup's ruleset cannot change once it has games (they would stop counting); before that it can", async () => {
    const hub = await hubOn();
    await putTournament(hub, 'cup', cup(['t1']));
    expect((await putTournament(hub, 'cup', cup(['t1'], 'fiim-2019'))).status).toBe(200);
    expect((await putTournament(hub, 'cup', cup(['t1']))).status).toBe(200);
    await play(await operator(hub, { table: 't1' }), golden('mafclub-red-win', 'g1'));
    const before = await standingsNow(hub);

    const refused = await httpError(await putTournament(hub, 'cup', cup(['t1', 't2'], 'fiim-2019')));
    expect(refused).toMatchObject({ status: 409, code: 'tournament/ruleset-mismatch' });
    expect(en(refused.message)).toContain('already counts games under mafclub-2023: 1');
    expect(await standingsNow(hub)).toEqual(before);
    const list = (await (await api(hub, '/tournaments')).json()) as { tournaments: unknown[] };
    expect(list.tournaments).toEqual([{ id: 'cup', ...cup(['t1']) }]);
    await hub.close();
  });
});

describe('the tournament limit', () => {
  it(`tournament ${MAX_TOURNAMENTS + 1} is refused with tournament/limit (409, ru and en); replacing one still works`, async () => {
    const hub = await hubOn();
    for (let i = 0; i < MAX_TOURNAMENTS; i++)
      expect((await putTournament(hub, `cup-${i}`, cup([`t${i}`]))).status).toBe(200);
    const refused = await httpError(await putTournament(hub, 'one-more', cup(['extra'])));
    expect(refused).toEqual({
      status: 409,
      code: 'tournament/limit',
      message: { key: 'hub.tournament/limit', values: { detail: `${MAX_TOURNAMENTS}` } },
      text: `Слишком много турниров: ${MAX_TOURNAMENTS}`,
    });
    expect(en(refused.message)).toBe(`Too many tournaments: ${MAX_TOURNAMENTS}`);
    const list = (await (await api(hub, '/tournaments')).json()) as { tournaments: unknown[] };
    expect(list.tournaments).toHaveLength(MAX_TOURNAMENTS);
    expect((await putTournament(hub, 'cup-0', { ...cup(['t0']), name: 'Renamed' })).status).toBe(200);
    await hub.close();
  });
});
