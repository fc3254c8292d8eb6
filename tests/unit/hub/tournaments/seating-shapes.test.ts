import { afterEach, expect, it } from 'vitest';
import { removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, httpError, putTournament, roster } from '../tournament-helpers.ts';
import { en, ru } from '../../../said.ts';

afterEach(removeDataDirs);

it('40 players on 4 tables: rules no schedule can keep are refused, saying which, and nothing is kept', async () => {
  const hub = await testHub(fast);
  const ids = await roster(hub, 40, 'Игрок ');
  const tables = ['t1', 't2', 't3', 't4'];
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables, players: ids });
  const plan = async (rules: object) =>
    httpError(
      await api(hub, '/tournaments/cup/seating', {
        method: 'POST',
        body: JSON.stringify({ rounds: 12, iterations: 1000, ...rules }),
      }),
    );
  // five club-mates apart on four tables, all forty playing every round
  const five = await plan({ separate: [ids.slice(0, 5)] });
  expect(five).toMatchObject({ status: 422, code: 'seating/invalid' });
  expect(en(five.message)).toContain('a group of 5 cannot be kept apart on 4 tables');
  expect(ru(five.message)).toContain('группу из 5 не развести за 4 столами');
  const banned = await plan({ notAt: [{ player: ids[7], tables }] });
  expect(en(banned.message)).toContain(`${ids[7]} is banned from every table that plays`);
  const away = await plan({ away: [{ player: ids[3], rounds: [13] }] });
  expect(en(away.message)).toContain(`${ids[3]}: there is no round 13, the day has 12`);
  expect((await api(hub, '/tournaments/cup/seating')).status).toBe(404);
  // four club-mates apart on four tables hold
  expect(
    (
      await api(hub, '/tournaments/cup/seating', {
        method: 'POST',
        body: JSON.stringify({ rounds: 2, iterations: 1000, separate: [ids.slice(0, 4)] }),
      })
    ).status,
  ).toBe(200);
  await hub.close();
});

it('39 players on 4 tables of 10: the answer says which table each round leaves idle', async () => {
  const hub = await testHub(fast);
  const ids = await roster(hub, 39, 'Игрок ');
  const tables = ['t1', 't2', 't3', 't4'];
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables, players: ids });
  const res = await api(hub, '/tournaments/cup/seating', {
    method: 'POST',
    body: JSON.stringify({ rounds: 2, iterations: 1000 }),
  });
  const made = (await res.json()) as { idle: { round: number; tables: string[] }[] };
  expect(made.idle).toEqual([
    { round: 1, tables: ['t4'] },
    { round: 2, tables: ['t4'] },
  ]);
  await hub.close();
});

/** Each player's worst difference between his games at t1 and at t2 over the schedule. */
function worstSpread(rounds: { table: string; players: string[] }[][]): number {
  const at = new Map<string, Record<string, number>>();
  for (const round of rounds)
    for (const { table, players } of round)
      for (const p of players) {
        const c = at.get(p) ?? { t1: 0, t2: 0 };
        c[table] = (c[table] ?? 0) + 1;
        at.set(p, c);
      }
  return Math.max(...[...at.values()].map((c) => Math.abs((c.t1 ?? 0) - (c.t2 ?? 0))));
}

it('two tables: nobody is kept away from the streamed table all day (each plays each table 4 to 6 times in 10 rounds; swapped labels alone left 3 and 7)', async () => {
  const hub = await testHub(fast);
  for (const players of [20, 25]) {
    const ids = await roster(hub, players, `P${players}-`);
    const id = `cup${players}`;
    await putTournament(hub, id, {
      name: 'Cup',
      ruleset: 'mafclub-2023',
      tables: [`a${players}`, `b${players}`].map((x) => x),
      players: ids,
    });
    await putTournament(hub, id, {
      name: 'Cup',
      ruleset: 'mafclub-2023',
      tables: ['t1', 't2'],
      players: ids,
    });
    for (const seed of ['a', 'b', 'c']) {
      const res = await api(hub, `/tournaments/${id}/seating`, {
        method: 'POST',
        body: JSON.stringify({ rounds: 10, seed, iterations: 20_000 }),
      });
      const made = (await res.json()) as { rounds: { table: string; players: string[] }[][] };
      expect(worstSpread(made.rounds), `${players} players, seed ${seed}`).toBeLessThanOrEqual(2);
    }
    await putTournament(hub, id, { name: 'Cup', ruleset: 'mafclub-2023', tables: [], players: ids });
  }
  await hub.close();
});
