/**
 * Issue 33, "Loses data": a roster import is held to the tournament's own limit (a file the hub
 * wrote is one it reads at the next start) and is all or nothing.
 */
import { afterEach, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DISK_VERSION } from '../../../../src/protocol/disk.ts';
import { MAX_TOURNAMENT_PLAYERS } from '../../../../src/protocol/index.ts';
import { dataDir, removeDataDirs, testHub } from '../helpers.ts';
import { FaultyDisk } from '../disk-faults.ts';
import { api, httpError, putTournament, type Hub } from '../tournament-helpers.ts';
import { en } from '../../../said.ts';

afterEach(removeDataDirs);

const post = (hub: Hub, body: string) =>
  fetch(`${hub.url}/api/v1/tournaments/cup/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'text/csv' },
    body,
  });
const csvOf = (names: string[]) => ['nickname', ...names].join('\n') + '\n';
const names = (from: number, n: number) => Array.from({ length: n }, (_, i) => `Игрок ${from + i}`);
const rosterSize = async (hub: Hub) =>
  ((await (await api(hub, '/players?limit=5000')).json()) as { players: unknown[] }).players.length;

it('1000 players imported, then 5 more: refused (tournament/player-limit), nobody made; after a restart the tournament still reads with its 1000', async () => {
  const dir = dataDir();
  let hub = await testHub({ dataDir: dir });
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
  expect((await post(hub, csvOf(names(0, MAX_TOURNAMENT_PLAYERS)))).status).toBe(200);

  const e = await httpError(await post(hub, csvOf(names(5000, 5))));
  expect(e).toMatchObject({ status: 409, code: 'tournament/player-limit' });
  expect(en(e.message)).toContain('1005 > 1000');
  expect(await rosterSize(hub)).toBe(MAX_TOURNAMENT_PLAYERS);
  // the one-by-one path is held to the same limit
  const extra = (await (
    await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Лишний' }) })
  ).json()) as { id: string };
  const one = await httpError(await api(hub, `/tournaments/cup/players/${extra.id}`, { method: 'PUT' }));
  expect(one.code).toBe('tournament/player-limit');
  await hub.close();

  hub = await testHub({ dataDir: dir });
  const cup = await api(hub, '/tournaments/cup');
  expect(cup.status).toBe(200);
  expect(((await cup.json()) as { players: string[] }).players).toHaveLength(MAX_TOURNAMENT_PLAYERS);
  expect(((await (await api(hub, '/damaged-files')).json()) as { files: unknown[] }).files).toEqual([]);
  await hub.close();
});

it('an import refused by a damaged tournaments.json (store/file-damaged) makes no player', async () => {
  const dir = dataDir();
  const cup = { id: 'cup', name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] };
  // one sound tournament and one the schema refuses: the file is damaged, cup still loads
  const file = { v: DISK_VERSION, tournaments: [cup, { id: 'bad', name: '', ruleset: 'x', tables: [] }] };
  writeFileSync(join(dir, 'tournaments.json'), JSON.stringify(file));
  const hub = await testHub({ dataDir: dir });
  expect((await api(hub, '/tournaments/cup')).status).toBe(200);
  const e = await httpError(await post(hub, csvOf(['Анна', 'Борис', 'Вера'])));
  expect(e).toMatchObject({ status: 503, code: 'store/file-damaged' });
  expect(await rosterSize(hub)).toBe(0);
  await hub.close();
});

it('a 1000-row import writes the roster once, not once a player', async () => {
  const disk = new FaultyDisk();
  const hub = await testHub({ disk });
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
  disk.record();
  expect((await post(hub, csvOf(names(0, 1000)))).status).toBe(200);
  const writes = (file: RegExp) =>
    (disk.trace ?? []).filter((t) => t.startsWith('renameSync') && file.test(t));
  expect(writes(/players\.json/)).toHaveLength(1);
  expect(writes(/tournaments\.json/)).toHaveLength(1);
  await hub.close();
});

it.each([
  ['tournaments.json', /tournaments\.json/],
  ['the site ids', /sites\//],
])(
  'a disk that refuses %s after the roster took the players: the roster is put back, nobody made (store/write-failed)',
  async (_, path) => {
    const disk = new FaultyDisk();
    const hub = await testHub({ disk });
    await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
    await api(hub, '/players', {
      method: 'POST',
      body: JSON.stringify({ nickname: 'Старожил', club: 'Старый' }),
    });
    disk.arm({ op: 'renameSync', path });
    const e = await httpError(await post(hub, 'nickname,club,polemica\nСтарожил,Новый,5\nАнна,,6\n'));
    expect(disk.fired).toBe(true);
    expect(e).toMatchObject({ status: 503, code: 'store/write-failed' });
    const roster = (await (await api(hub, '/players')).json()) as {
      players: { nickname: string; club: string }[];
    };
    expect(roster.players.map((p) => [p.nickname, p.club])).toEqual([['Старожил', 'Старый']]);
    const cup = (await (await api(hub, '/tournaments/cup')).json()) as { players?: string[] };
    expect(cup.players ?? []).toEqual([]);
    await hub.close();
    // and so on disk: a restart reads the same
    const again = await testHub({ dataDir: hub.dataDir });
    expect(((await (await api(again, '/players')).json()) as { players: unknown[] }).players).toHaveLength(1);
    await again.close();
  },
);
