import { afterEach, expect, it } from 'vitest';
import type { GameCommand, Standings, Tournament } from '../../../../src/protocol/index.ts';
import { operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, golden, httpError, play, seatingCup } from '../tournament-helpers.ts';
import { finalOf } from '../../../../src/server/tournaments/stages.ts';
import { en } from '../../../said.ts';

afterEach(removeDataDirs);

/** The golden red win with these roster players seated 1..10. */
const redWin = (gameId: string, players: string[]): GameCommand[] =>
  golden('mafclub-red-win', gameId).map((c) =>
    c.type === 'seat/nickname' ? { type: 'seat/player', seat: c.seat, player: players[c.seat - 1]! } : c,
  );

const standings = async (hub: Awaited<ReturnType<typeof testHub>>, id: string) =>
  (await (await api(hub, `/tournaments/${id}/standings`, { token: false })).json()) as Standings;

it('stages: after the qualifying round its top players go on to a final of their own (its tables, seating and standings); a tie at the cut is refused, the qualifying is unchanged', async () => {
  const hub = await testHub(fast);
  const ids = await seatingCup(hub, 20);
  for (const [table, seated] of [
    ['t1', ids.slice(0, 10)],
    ['t2', ids.slice(10)],
  ] as const) {
    const op = await operator(hub, { table });
    await play(op, redWin(`${table}-q1`, [...seated]));
    op.close();
  }
  const qualifying = await standings(hub, 'cup');
  expect(qualifying.games).toBe(2);
  const rows = qualifying.rows;
  // a cut the tie-breaks settle, and one they do not (when the day has one)
  const clean = [...rows.keys()].findLast((i) => i > 0 && i <= 10 && rows[i - 1]!.rank !== rows[i]!.rank)!;
  const tied = [...rows.keys()].find((i) => i > 0 && rows[i - 1]!.rank === rows[i]!.rank);
  const post = (body: unknown) =>
    api(hub, '/tournaments/cup/final', { method: 'POST', body: JSON.stringify(body) });

  if (tied !== undefined) {
    const e = await httpError(await post({ id: 'cup-final', name: 'Финал', players: tied, tables: ['f1'] }));
    expect(en(e.message)).toContain(`share place ${rows[tied]!.rank} at the cut`);
  }
  const res = await post({ id: 'cup-final', name: 'Финал', players: clean, tables: ['f1'] });
  expect(res.status).toBe(200);
  const final = (await res.json()) as Tournament;
  expect(final).toMatchObject({ id: 'cup-final', ruleset: 'mafclub-2023', tables: ['f1'] });
  expect(final.players).toEqual(rows.slice(0, clean).map((r) => r.player));
  expect(final.identity?.stage).toBe('Финал');
  // its own standings (none yet); the qualifying keeps its games
  expect((await standings(hub, 'cup-final')).games).toBe(0);
  expect((await standings(hub, 'cup')).rows).toEqual(rows);

  // the final exists: not made twice; a qualifying's table is not the final's; no token, no final
  expect(
    en((await httpError(await post({ id: 'cup-final', name: 'Финал', players: 2, tables: ['f2'] }))).message),
  ).toContain('exists already');
  expect(
    (await httpError(await post({ id: 'cup-final-2', name: 'Финал', players: 2, tables: ['t1'] }))).code,
  ).toBe('tournament/table-taken');
  expect(
    (await api(hub, '/tournaments/cup/final', { method: 'POST', body: '{}', token: false })).status,
  ).toBe(401);
  await hub.close();
});

it('MafClub 4.18: a player out of the tournament (red card) and a typed name with no roster player do not go on; the next one does', () => {
  const row = (nickname: string, rank: number, extra: Partial<Standings['rows'][number]> = {}) =>
    ({ nickname, rank, player: `p-${nickname}`, ...extra }) as Standings['rows'][number];
  const q = { id: 'cup', name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1'] } as Tournament;
  const rows = [
    row('a', 1),
    row('b', 2, { banned: true }),
    { ...row('c', 3), player: undefined },
    row('d', 4),
    row('e', 5),
  ];
  const made = finalOf(
    q,
    { tournament: 'cup', name: 'Cup', ruleset: 'mafclub-2023', games: 3, rows },
    {
      id: 'f',
      name: 'Final',
      players: 3,
      tables: ['f1'],
    },
  );
  expect(made).toMatchObject({ ok: true, input: { players: ['p-a', 'p-d', 'p-e'] } });
});
