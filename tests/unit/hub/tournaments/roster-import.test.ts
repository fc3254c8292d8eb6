import writeXlsxFile from 'write-excel-file/node';
import { afterEach, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DISK_VERSION } from '../../../../src/protocol/disk.ts';
import { MAX_PLAYERS } from '../../../../src/server/players/players.ts';
import { dataDir, removeDataDirs, testHub } from '../helpers.ts';
import { api, httpError, putTournament } from '../tournament-helpers.ts';
import { en } from '../../../said.ts';

afterEach(removeDataDirs);

const post = (hub: Awaited<ReturnType<typeof testHub>>, body: string | Buffer) =>
  fetch(`${hub.url}/api/v1/tournaments/cup/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'text/csv' },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });

it('a CSV of players (nickname, club, site ids) joins the roster and the tournament, their site ids its settings', async () => {
  const hub = await testHub();
  await putTournament(hub, 'cup', { name: 'Кубок', ruleset: 'mafclub-2023', tables: ['main'] });
  await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Фиалка' }) });
  const csv =
    '\uFEFFНик;Клуб;mafiaratings;Polemica\r\nфиалка;Полемика;555;777\r\n"Juls ""J""";;;85652\r\nMorty;Клуб 13;;\r\n';
  const res = await post(hub, csv);
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    created: number;
    players: { id: string; nickname: string; club: string | null }[];
  };
  expect(body.created).toBe(2); // Фиалка was in the roster already: found by nickname, any case
  expect(body.players.map((p) => [p.nickname, p.club])).toEqual([
    ['Фиалка', 'Полемика'],
    ['Juls "J"', null],
    ['Morty', 'Клуб 13'],
  ]);
  const inCup = (await (await api(hub, '/tournaments/cup/players')).json()) as { players: { id: string }[] };
  expect(inCup.players.map((p) => p.id)).toEqual(body.players.map((p) => p.id));
  const sites = (await (await api(hub, '/tournaments/cup/sites')).json()) as {
    players: Record<string, unknown>;
  };
  expect(sites.players).toEqual({
    [body.players[0]!.id]: { mafiaratings: 555, polemica: 777 },
    [body.players[1]!.id]: { polemica: 85652 },
  });
  await hub.close();
});

it('an .xlsx works the same; a file with a bad row changes nothing and names the row', async () => {
  const hub = await testHub();
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
  const xlsx = await writeXlsxFile([['nickname', 'club', 'mafiaratings'], ['Анна', 'Клуб 13', 12], ['Борис', null, 13]]).toBuffer(); // prettier-ignore
  const ok = (await (await post(hub, xlsx)).json()) as { players: { nickname: string }[] };
  expect(ok.players.map((p) => p.nickname)).toEqual(['Анна', 'Борис']);

  const bad = await post(hub, 'nickname,mafiaratings\nВера,abc\n,5\n');
  const e = await httpError(bad);
  expect(e).toMatchObject({ status: 400, code: 'import/invalid' });
  expect(en(e.message)).toContain('row 2: mafiaratings id "abc" is not a number');
  expect(en(e.message)).toContain('row 3: no nickname');
  const roster = (await (await api(hub, '/players')).json()) as { players: { nickname: string }[] };
  expect(roster.players.map((p) => p.nickname).sort()).toEqual(['Анна', 'Борис']);
  expect((await post(hub, 'club\nX\n')).status).toBe(400);
  await hub.close();
});

it('a CSV naming a roster player with ё for е is that player: nothing is half-made by a "name taken" midway (issue 24)', async () => {
  const hub = await testHub();
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
  const petr = await (
    await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Петр' }) })
  ).json();
  const res = await post(hub, 'nickname,club\nАнна,Юг\nПЁТР,Север\n');
  expect(res.status).toBe(200);
  const body = (await res.json()) as { created: number; players: { id: string; club: string | null }[] };
  expect(body.created).toBe(1);
  expect(body.players[1]).toMatchObject({ id: (petr as { id: string }).id, club: 'Север' });
  const roster = (await (await api(hub, '/players')).json()) as { players: { nickname: string }[] };
  expect(roster.players.map((p) => p.nickname).sort()).toEqual(['Анна', 'Петр']);
  // the same name twice in one file (ё as е) is a bad row: nobody is made
  const twice = await httpError(await post(hub, 'nickname\nВера\nСемён\nсемен\n'));
  expect(en(twice.message)).toContain('row 4: семен twice');
  const after = (await (await api(hub, '/players')).json()) as { players: unknown[] };
  expect(after.players).toHaveLength(2);
  await hub.close();
});

it('a list that would take the roster past its 5000 players changes nothing and says so: no player made, no club changed, nobody joins (issue 24)', async () => {
  // a season's roster two short of the cap, on disk before the hub starts
  const dir = dataDir();
  const season = Array.from({ length: MAX_PLAYERS - 2 }, (_, i) => ({
    id: `pseason${String(i).padStart(5, '0')}`,
    nickname: `Игрок ${i}`,
    club: 'Старый',
    photo: null,
  }));
  writeFileSync(join(dir, 'players.json'), JSON.stringify({ v: DISK_VERSION, players: season }));
  const hub = await testHub({ dataDir: dir });
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
  // one known player with a new club, then three new ones: the third would be the 5001st
  const e = await httpError(await post(hub, 'nickname,club\nИгрок 7,Новый\nАнна,\nБорис,\nВера,\n'));
  expect(e).toMatchObject({ status: 409, code: 'player/limit' });
  expect(en(e.message)).toContain('3 new players');
  expect(en(e.message)).toContain('room for 2');
  const roster = (await (await api(hub, '/players?limit=5000')).json()) as {
    players: { nickname: string; club: string | null }[];
  };
  expect(roster.players).toHaveLength(MAX_PLAYERS - 2);
  expect(roster.players.find((p) => p.nickname === 'Игрок 7')?.club).toBe('Старый');
  const inCup = (await (await api(hub, '/tournaments/cup/players')).json()) as { players: unknown[] };
  expect(inCup.players).toEqual([]);
  // two new fit exactly
  expect((await post(hub, 'nickname\nАнна\nБорис\n')).status).toBe(200);
  await hub.close();
});
