import { afterEach, expect, it } from 'vitest';
import { removeDataDirs, testHub } from './helpers.ts';
import { api, fast, httpError, putTournament, roster } from './tournament-helpers.ts';

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
  expect(five.message.en).toContain('a group of 5 cannot be kept apart on 4 tables');
  expect(five.message.ru).toContain('группу из 5 не развести за 4 столами');
  const banned = await plan({ notAt: [{ player: ids[7], tables }] });
  expect(banned.message.en).toContain(`${ids[7]} is banned from every table that plays`);
  const away = await plan({ away: [{ player: ids[3], rounds: [13] }] });
  expect(away.message.en).toContain(`${ids[3]}: there is no round 13, the day has 12`);
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
