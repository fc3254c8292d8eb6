import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { finishedGame, restore, standings } from '../../../../src/engine/index.ts';
import {
  StandingsFrameSchema,
  StandingsSchema,
  TournamentDetailSchema,
} from '../../../../src/protocol/index.ts';
import { nodeDisk } from '../../../../src/server/store/disk.ts';
import { readLog } from '../../../../src/server/store/log-file.ts';
import { readResults } from '../../../../src/server/store/tournament-store.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, golden, play, putTournament, scoredByEngine, type Hub } from '../tournament-helpers.ts';
import { openDataDir } from '../../../../src/server/store/data-dir.ts';

afterEach(removeDataDirs);

function entriesOf(file: string) {
  const read = readLog(nodeDisk, file);
  if (!read.ok) throw new Error(`${file}:${read.line}: ${read.error}`);
  return read.entries;
}

const GAMES = {
  t1g1: golden('mafclub-red-win', 't1g1'),
  t2g1: golden('mafclub-draw', 't2g1'),
  t1g2: golden('mafclub-black-win', 't1g2'),
  t2g2: golden('mafclub-removal', 't2g2'),
};
/** In the order the hub counts them: archived (t1g1, then t2g1), then the games still on t1, t2. */
const expected = () =>
  standings([GAMES.t1g1, GAMES.t2g1, GAMES.t1g2, GAMES.t2g2].map(scoredByEngine), 'mafclub-2023');

/** Two tables, two finished games each: the first ones archived by game/new, the second ones on the tables. */
async function fourGames(hub: Hub): Promise<void> {
  const res = await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1', 't2'] });
  expect(res.status).toBe(200);
  const op1 = await operator(hub, { table: 't1' });
  const op2 = await operator(hub, { table: 't2' });
  await play(op1, GAMES.t1g1);
  await play(op2, GAMES.t2g1);
  await play(op1, GAMES.t1g2);
  await play(op2, GAMES.t2g2);
  op1.close();
  op2.close();
}

/**
 * True if some object in `v` has a `role` or `roles` key (a secret of the judge feed). A row's
 * `byRole` (the player's card, issue 38.12) counts finished games only, whose roles every feed has
 * been given at their end: `standings()` of the finished games is what the rows must equal.
 */
const hasRole = (v: unknown): boolean =>
  typeof v === 'object' &&
  v !== null &&
  Object.entries(v).some(([k, x]) => k !== 'byRole' && (k === 'role' || k === 'roles' || hasRole(x)));

describe('tournaments', () => {
  it('two tables, two finished games each: standings over HTTP equal standings() of those games', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    await fourGames(hub);
    const res = await api(hub, '/tournaments/cup/standings', { token: false });
    expect(res.status).toBe(200);
    const body = StandingsSchema.parse(await res.json());
    expect(body).toMatchObject({ tournament: 'cup', name: 'Cup', ruleset: 'mafclub-2023', games: 4 });
    expect(body.rows).toEqual(expected());
    expect(body.rows[0]?.games).toBe(4); // the same ten nicknames played every game
    expect(hasRole(body)).toBe(false);

    const detail = TournamentDetailSchema.parse(
      await (await api(hub, '/tournaments/cup', { token: false })).json(),
    );
    expect(detail.tables).toEqual(['t1', 't2']);
    expect(detail.games.map((g) => [g.gameId, g.table, g.archived, g.winner])).toEqual([
      ['t1g1', 't1', true, 'red'],
      ['t2g1', 't2', true, 'draw'],
      ['t1g2', 't1', false, 'black'],
      ['t2g2', 't2', false, 'red'],
    ]);
    expect(hasRole(detail)).toBe(false);
    const list = (await (await api(hub, '/tournaments', { token: false })).json()) as {
      tournaments: unknown[];
    };
    expect(list.tournaments).toEqual([
      { id: 'cup', name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1', 't2'] },
    ]);
    await hub.close();
  });

  it('an archived game is recorded with its tournament; refolding its archived log gives the same result and scores', async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir, ...fast });
    await fourGames(hub);
    const records = readResults(openDataDir(dir));
    expect(records.map((r) => [r.gameId, r.table, r.tournament])).toEqual([
      ['t1g1', 't1', 'cup'],
      ['t2g1', 't2', 'cup'],
    ]);
    for (const r of records) {
      const refolded = finishedGame(restore(entriesOf(join(dir, 'games', `${r.id}.jsonl`))).state);
      expect(refolded).toEqual({ result: r.result, scores: r.scores });
    }
    // the export list knows each finished game's table and tournament
    const list = (await (await api(hub, '/games')).json()) as { games: { gameId: string }[] };
    expect(list.games).toEqual(
      ['t1g1', 't2g1', 't1g2', 't2g2'].map((gameId) =>
        expect.objectContaining({ gameId, table: gameId.slice(0, 2), tournament: 'cup' }),
      ),
    );
    await hub.close();
  });

  it('a game finishing on a tournament table: its own scores come in the view, then the standings frame', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1', 't2'] });
    const overlay = await connect(hub, { table: 't2' });
    const hello = await overlay.next('standings');
    await overlay.next('identity');
    expect(overlay.frames.map((f) => f.t)).toEqual(['snap', 'standings', 'identity']);
    expect(hello).toMatchObject({ tournament: 'cup', games: 0, rows: [] });
    const outsider = await connect(hub, { table: 'elsewhere' });

    const op = await operator(hub, { table: 't1' });
    const game = GAMES.t1g1;
    await play(op, game.slice(0, -1));
    expect(overlay.frames.filter((f) => f.t === 'standings')).toHaveLength(1); // nothing while it is on
    const from = overlay.frames.length;
    await play(op, game.slice(-1));
    const pushed = StandingsFrameSchema.parse(await overlay.next('standings', () => true, from));
    expect(pushed.games).toBe(1);
    expect(pushed.rows).toEqual(standings([scoredByEngine(game)], 'mafclub-2023'));
    expect(hasRole(pushed)).toBe(false);

    const watcher = await connect(hub, { table: 't1' });
    expect(watcher.view()?.view.scores).toEqual(scoredByEngine(game).scores);
    await watcher.next('identity');
    expect(watcher.frames.map((f) => f.t)).toEqual(['snap', 'standings', 'identity']);

    // the judge's award after the game moves the standings
    const before = overlay.frames.length;
    expect((await command(op, { type: 'score/extra', seat: 2, kind: 'bestPlay', points: 2 })).t).toBe('ack');
    const awarded = await overlay.next('standings', () => true, before);
    expect(awarded.rows.find((r) => r.nickname === 'Player 2')?.extras).toBe(2);
    // a client of a table outside the tournament never gets standings
    await outsider.barrier();
    expect(outsider.frames.some((f) => f.t === 'standings')).toBe(false);
    await hub.close();
  });

  it('a delayed feed gets the standings no sooner than the game end it shows', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast, feedDelays: { spectator: 0.3 } });
    await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1'] });
    const delayed = await connect(hub, { table: 't1', feed: 'spectator', key: hub.spectatorKey });
    const live = await connect(hub, { table: 't1' });
    await delayed.next('standings');
    const from = { delayed: delayed.frames.length, live: live.frames.length };
    await play(await operator(hub, { table: 't1' }), GAMES.t1g1);
    const ended = Date.now();
    // a client joining the delayed feed before the end reaches it is not told the result either
    const early = await connect(hub, { table: 't1', feed: 'spectator', key: hub.spectatorKey });
    expect((await early.next('standings')).games).toBe(0);
    await live.next('standings', () => true, from.live);
    expect(delayed.frames.slice(from.delayed).some((f) => f.t === 'standings')).toBe(false);
    const frame = await delayed.next('standings', (f) => f.games === 1, from.delayed);
    expect(Date.now() - ended).toBeGreaterThanOrEqual(250);
    // the game's end reached the delayed feed first
    const upTo = delayed.frames.indexOf(frame);
    delayed.frames.splice(upTo);
    expect(delayed.view()?.view.winner).toBe('red');
    // a client joining the delayed feed now is shown those standings too
    const late = await connect(hub, { table: 't1', feed: 'spectator', key: hub.spectatorKey });
    expect((await late.next('standings')).games).toBe(1);
    await hub.close();
  });

  it('a restarted hub on the same data directory keeps the tournaments and their standings', async () => {
    const dir = dataDir();
    const first = await testHub({ dataDir: dir, ...fast });
    await fourGames(first);
    const before = await (await api(first, '/tournaments/cup/standings')).json();
    const detailBefore = await (await api(first, '/tournaments/cup')).json();
    await first.close();

    const second = await testHub({ dataDir: dir, ...fast });
    expect(await (await api(second, '/tournaments/cup/standings')).json()).toEqual(before);
    expect(await (await api(second, '/tournaments/cup')).json()).toEqual(detailBefore);
    const overlay = await connect(second, { table: 't1' });
    const frame = await overlay.next('standings');
    expect(frame.rows).toEqual(expected());

    // the next game/new archives the games still on the tables: the standings stay the same
    const op1 = await operator(second, { table: 't1' });
    const op2 = await operator(second, { table: 't2' });
    await play(op1, [{ type: 'game/new', ruleset: 'mafclub-2023', gameId: 't1g3' }]);
    await play(op2, [{ type: 'game/new', ruleset: 'mafclub-2023', gameId: 't2g3' }]);
    const after = StandingsSchema.parse(await (await api(second, '/tournaments/cup/standings')).json());
    expect(after.rows).toEqual(expected());
    expect(readResults(openDataDir(dir))).toHaveLength(4);
    await second.close();
  });

  it('a crash after the record was written but before the log moved: the game counts once and is not recorded again', async () => {
    const dir = dataDir();
    const first = await testHub({ dataDir: dir, ...fast });
    await putTournament(first, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1'] });
    await play(await operator(first, { table: 't1' }), GAMES.t1g1);
    await first.close();
    // what the hub writes first on game/new; the rename of the log never happened
    const entries = entriesOf(join(dir, 'tables/t1/current.jsonl'));
    const scored = finishedGame(restore(entries).state)!;
    const record = {
      id: 't1g1',
      gameId: 't1g1',
      table: 't1',
      tournament: 'cup',
      n: entries.at(-1)!.n,
      archivedAt: 1,
      ...scored,
    };
    appendFileSync(join(dir, 'results.jsonl'), JSON.stringify(record) + '\n');

    const second = await testHub({ dataDir: dir, ...fast });
    const standingsNow = async () =>
      StandingsSchema.parse(await (await api(second, '/tournaments/cup/standings')).json());
    expect((await standingsNow()).games).toBe(1);
    await play(await operator(second, { table: 't1' }), [
      { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'next' },
    ]);
    expect(readResults(openDataDir(dir))).toHaveLength(1);
    const now = await standingsNow();
    expect(now.games).toBe(1);
    expect(now.rows).toEqual(standings([scoredByEngine(GAMES.t1g1)], 'mafclub-2023'));
    await second.close();
  });

  it('bad input gets typed errors and changes nothing', async () => {
    const hub = await testHub({ dataDir: dataDir() });
    const body = { name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1'] };
    const error = async (res: Response) => ({
      status: res.status,
      code: ((await res.json()) as { error: { code: string } }).error.code,
    });

    expect(await error(await putTournament(hub, 'cup', body, false))).toEqual({
      status: 401,
      code: 'auth/token',
    });
    expect(await error(await api(hub, '/tournaments/nope/standings'))).toEqual({
      status: 404,
      code: 'tournament/unknown',
    });
    expect(await error(await api(hub, '/tournaments/nope'))).toEqual({
      status: 404,
      code: 'tournament/unknown',
    });
    expect(await error(await api(hub, '/tournaments/Bad%20Id'))).toEqual({
      status: 400,
      code: 'tournament/invalid',
    });
    expect(await error(await putTournament(hub, 'Bad_Id', body))).toEqual({
      status: 400,
      code: 'tournament/invalid',
    });
    expect(await error(await putTournament(hub, 'cup', { ...body, ruleset: 'poker' }))).toEqual({
      status: 400,
      code: 'frame/invalid',
    });
    expect(await error(await putTournament(hub, 'cup', { ...body, tables: ['BAD TABLE'] }))).toEqual({
      status: 400,
      code: 'frame/invalid',
    });
    expect(await error(await api(hub, '/tournaments/cup', { method: 'PUT', body: '{"name":' }))).toEqual({
      status: 400,
      code: 'frame/malformed-json',
    });
    expect(await error(await api(hub, '/tournaments/cup/standings', { method: 'POST', body: '{}' }))).toEqual(
      {
        status: 405,
        code: 'http/method',
      },
    );
    const list = async () =>
      ((await (await api(hub, '/tournaments')).json()) as { tournaments: unknown[] }).tournaments;
    expect(await list()).toEqual([]);

    expect((await putTournament(hub, 'cup', body)).status).toBe(200);
    // a table belongs to at most one tournament
    expect(await error(await putTournament(hub, 'league', { ...body, name: 'League' }))).toEqual({
      status: 409,
      code: 'tournament/table-taken',
    });
    expect(await list()).toHaveLength(1);
    // replacing the same tournament keeps its table
    expect((await putTournament(hub, 'cup', { ...body, name: 'Cup 2' })).status).toBe(200);
    expect(await list()).toEqual([{ id: 'cup', name: 'Cup 2', ruleset: 'mafclub-2023', tables: ['t1'] }]);
    await hub.close();
  });
});
