import { afterEach, expect, it } from 'vitest';
import type { Seating } from '../../../../src/protocol/seating.ts';
import { command, operator, removeDataDirs, testHub } from '../helpers.ts';
import {
  api,
  seatingCup,
  fast,
  httpError,
  play,
  putTournament,
  rest,
  waitSeated,
} from '../tournament-helpers.ts';
import { en } from '../../../said.ts';

afterEach(removeDataDirs);

/** MafSchedule's file for 20 players on 2 tables, 2 rounds; player i is `Игрок i+1` in its people file. */
const FILE = {
  configuration: { numPlayers: 20, numTables: 2, numRounds: 2, numGames: 4, numAttempts: 10, numTeams: 0 },
  rounds: [
    { id: 0, gameIds: [0, 1] },
    { id: 1, gameIds: [2, 3] },
  ],
  games: [
    { id: 0, players: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
    { id: 1, players: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19] },
    { id: 2, players: [19, 0, 11, 2, 13, 4, 15, 6, 17, 8] },
    { id: 3, players: [9, 10, 1, 12, 3, 14, 5, 16, 7, 18] },
  ],
  people: Array.from({ length: 20 }, (_, id) => ({ id, name: `Игрок ${id + 1}` })),
};

it("a schedule made in MafSchedule becomes the tournament's (players by the names of its people file); ours goes out in the same file and comes back the same", async () => {
  const hub = await testHub(fast);
  const ids = await seatingCup(hub, 20);
  const res = await api(hub, '/tournaments/cup/seating/import', {
    method: 'POST',
    body: JSON.stringify(FILE),
  });
  expect(res.status).toBe(200);
  const kept = (await (await api(hub, '/tournaments/cup/seating', { token: false })).json()) as Seating;
  expect(kept.rounds[1]).toEqual([
    { table: 't1', players: FILE.games[2]!.players.map((i) => ids[i]) },
    { table: 't2', players: FILE.games[3]!.players.map((i) => ids[i]) },
  ]);
  expect(kept.quality.seats.of).toBeGreaterThan(0); // measured like ours

  // out again: mafiaratings' import reads rounds[r].gameIds and games[id].players
  const out = (await (
    await api(hub, '/tournaments/cup/seating/mafschedule.json', { token: false })
  ).json()) as {
    configuration: { numPlayers: number; numTables: number; numRounds: number; numGames: number };
    rounds: { gameIds: number[] }[];
    games: { id: number; players: number[] }[];
    people: { id: number; name: string }[];
  };
  expect(out.configuration).toEqual({ numPlayers: 20, numTables: 2, numRounds: 2, numGames: 4 });
  const seatedByName = (f: typeof out | typeof FILE) =>
    f.rounds.map((r) => r.gameIds.map((g) => f.games[g]!.players.map((i) => f.people[i]!.name)));
  expect(seatedByName(out)).toEqual(seatedByName(FILE));

  // and into another tournament, which gets the same schedule
  await putTournament(hub, 'cup2', { name: 'Cup 2', ruleset: 'mafclub-2023', tables: ['a', 'b'] });
  const again = await api(hub, '/tournaments/cup2/seating/import', {
    method: 'POST',
    body: JSON.stringify(out),
  });
  const copy = (await again.json()) as Seating;
  expect(copy.rounds.map((r) => r.map((t) => t.players))).toEqual(
    kept.rounds.map((r) => r.map((t) => t.players)),
  );
  await hub.close();
});

it('a file that cannot hold is refused and the kept schedule stays: a player twice in one round, more games than tables, a stranger', async () => {
  const hub = await testHub(fast);
  await seatingCup(hub, 20);
  const post = (body: unknown) =>
    api(hub, '/tournaments/cup/seating/import', { method: 'POST', body: JSON.stringify(body) });
  const twice = structuredClone(FILE);
  twice.games[1]!.players[0] = 0; // player 0 at both tables of round 1
  expect(await httpError(await post(twice))).toMatchObject({ status: 422, code: 'seating/invalid' });
  const three = { ...FILE, rounds: [{ id: 0, gameIds: [0, 1, 2] }] };
  expect(en((await httpError(await post(three))).message)).toContain('3 games, the tournament has 2 tables');
  const stranger = { ...FILE, people: [...FILE.people.slice(1), { id: 0, name: 'Никто' }] };
  expect(await httpError(await post(stranger))).toMatchObject({ code: 'player/unknown' });
  expect(
    (await api(hub, '/tournaments/cup/seating/import', { method: 'POST', body: '{}', token: false })).status,
  ).toBe(401);
  expect((await api(hub, '/tournaments/cup/seating')).status).toBe(404); // nothing was kept
  await hub.close();
});

type Next = { ahead: { table: string; round: number; waitingFor: { player: string; table: string }[] }[] };

it('a table that starts round 2 while its players still play round 1 at the other table is said to be ahead of the schedule', async () => {
  const hub = await testHub(fast);
  const ids = await seatingCup(hub, 20);
  // round 2 at t1 takes five players of t2's round 1
  const file = structuredClone(FILE);
  file.games[2]!.players = [0, 1, 2, 3, 4, 10, 11, 12, 13, 14];
  file.games[3]!.players = [5, 6, 7, 8, 9, 15, 16, 17, 18, 19];
  expect(
    (await api(hub, '/tournaments/cup/seating/import', { method: 'POST', body: JSON.stringify(file) }))
      .status,
  ).toBe(200);
  const next = async () =>
    (await (await api(hub, '/tournaments/cup/seating/next', { token: false })).json()) as Next;
  const t1 = await operator(hub, { table: 't1' });
  const t2 = await operator(hub, { table: 't2' });
  await command(t1, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 't1r1' });
  await command(t2, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 't2r1' });
  await waitSeated(hub, 't1', ids.slice(0, 10));
  await waitSeated(hub, 't2', ids.slice(10));
  expect((await next()).ahead).toEqual([]);
  await play(t1, rest('t1r1'));
  await command(t1, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 't1r2' }); // t2 still plays round 1
  await waitSeated(
    hub,
    't1',
    file.games[2]!.players.map((i) => ids[i]!),
  );
  expect((await next()).ahead).toEqual([
    { table: 't1', round: 2, waitingFor: [10, 11, 12, 13, 14].map((i) => ({ player: ids[i], table: 't2' })) },
  ]);
  await play(t2, rest('t2r1')); // t2's round 1 is over: nobody is waited for
  expect((await next()).ahead).toEqual([]);
  t1.close();
  t2.close();
  await hub.close();
});

it("the venue's answer names the tournament and each table as its plates do: the identity's label, else the table's own, else its id", async () => {
  const hub = await testHub(fast);
  const ids = await seatingCup(hub, 20);
  await putTournament(hub, 'cup', {
    name: 'Кубок осени',
    ruleset: 'mafclub-2023',
    tables: ['t1', 't2'],
    players: ids,
    identity: { tables: { t1: 'Зелёный стол' } },
  });
  await api(hub, '/tournaments/cup/seating/import', { method: 'POST', body: JSON.stringify(FILE) });
  const next = (await (await api(hub, '/tournaments/cup/seating/next', { token: false })).json()) as {
    name: string;
    labels: Record<string, string>;
  };
  expect(next.name).toBe('Кубок осени');
  expect(next.labels).toEqual({ t1: 'Зелёный стол', t2: 't2' });
  await hub.close();
});
