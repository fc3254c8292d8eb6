import readXlsxFile from 'read-excel-file/node';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, golden, httpError, play, putTournament } from '../tournament-helpers.ts';

afterEach(removeDataDirs);

/** A tournament with one finished game (MafClub black win), seat 1 a roster player with site ids. */
async function finishedTournamentGame() {
  const hub = await testHub();
  const op = await operator(hub);
  expect(
    (await putTournament(hub, 'cup', { name: 'Кубок Москвы', ruleset: 'mafclub-2023', tables: ['main'] }))
      .status,
  ).toBe(200);
  const created = await api(hub, '/players', {
    method: 'POST',
    body: JSON.stringify({ nickname: 'Фиалка', club: 'Полемика' }),
  });
  const { id: player } = (await created.json()) as { id: string };
  const commands = golden('mafclub-black-win', 'g1').map((c) =>
    c.type === 'seat/nickname' && c.seat === 1 ? { type: 'seat/player' as const, seat: 1, player } : c,
  );
  await play(op, commands);
  await play(op, [{ type: 'score/extra', seat: 3, kind: 'bestPlay', points: 1.5 }]);
  const sites = {
    mafiaratings: { clubId: 1, eventId: 8812, moderatorId: 25 },
    polemica: { competitionId: 77, masterId: 84894 },
    players: { [player]: { mafiaratings: 555, polemica: 777 } },
  };
  const put = await api(hub, '/tournaments/cup/sites', { method: 'PUT', body: JSON.stringify(sites) });
  expect(put.status).toBe(200);
  await play(op, [{ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g2' }]); // archives g1
  const list = (await (await api(hub, '/games')).json()) as { games: { id: string; gameId: string }[] };
  const id = list.games.find((g) => g.gameId === 'g1')!.id;
  return { hub, op, id, player };
}

it('an archived tournament game exports to mafiaratings and Polemica with the site ids set for its tournament', async () => {
  const { hub, id } = await finishedTournamentGame();
  const before = await (await api(hub, `/games/${id}/protocol.json`)).text();

  const mr = await api(hub, `/games/${id}/mafiaratings.json`);
  expect(mr.status).toBe(200);
  expect(mr.headers.get('content-disposition')).toContain('.mafiaratings.json');
  const game = (await mr.json()) as {
    clubId: number;
    eventId: number;
    players: { id?: number; name: string }[];
    winner: string;
  };
  expect(game).toMatchObject({ clubId: 1, eventId: 8812, winner: 'maf' });
  expect(game.players[0]).toMatchObject({ id: 555, name: 'Фиалка' });
  const check = (await (await api(hub, `/games/${id}/mafiaratings.json?check`)).json()) as {
    missing: string[];
  };
  expect(check.missing).toEqual([]);

  const pol = (await (await api(hub, `/games/${id}/polemica.json`)).json()) as {
    players: { player: { id: number } | null }[];
    bonuses: { position: number; scores: number }[];
    zeroVoting: null;
  };
  expect(pol.players[0]!.player).toEqual({ id: 777, username: 'Фиалка' });
  expect(pol.bonuses).toEqual([{ position: 3, text: 'bestPlay', scores: 1.5, basic: false }]);
  expect(pol.zeroVoting).toBeNull();

  // exporting never changes a game
  expect(await (await api(hub, `/games/${id}/protocol.json`)).text()).toBe(before);
  await hub.close();
});

it('the printable protocol (ru and en) and the summary sheet name the players, the points and the signatures', async () => {
  const { hub, id } = await finishedTournamentGame();
  const ru = await api(hub, `/games/${id}/protocol.html`);
  expect(ru.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await ru.text();
  for (const text of ['Протокол игры', 'Кубок Москвы', 'Фиалка', 'Судья', 'Чёрные', '3, 6, 9'])
    expect(html).toContain(text);
  const en = await (await api(hub, `/games/${id}/protocol.html?lang=en`)).text();
  for (const text of ['Game protocol', 'Judge', 'Black', 'Winning team']) expect(en).toContain(text);
  const summaryRes = await api(hub, '/tournaments/cup/protocol.html', { token: false });
  const book = await api(hub, '/tournaments/cup/protocols.html');
  // no other page may frame them (issue 33): the hub's pages, not overlays
  for (const res of [ru, summaryRes, book]) {
    expect(res.headers.get('content-security-policy'), res.url).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options'), res.url).toBe('DENY');
  }
  const summary = await summaryRes.text();
  expect(summary).toContain('Сводный протокол: Кубок Москвы');
  expect(summary).toContain('Фиалка');
  await hub.close();
});

it('standings.xlsx: numbers are numbers, Cyrillic intact, one row per seat of every game', async () => {
  const { hub } = await finishedTournamentGame();
  const res = await api(hub, '/tournaments/cup/standings.xlsx', { token: false });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const sheets = await readXlsxFile(Buffer.from(await res.arrayBuffer()));
  const data = sheets.find((s) => s.sheet === 'Турнирная таблица')!.data;
  const head = data.findIndex((r) => r[0] === 'Место');
  const rows = data.slice(head + 1);
  const total = data[head]!.indexOf('Итого');
  const json = (await (await api(hub, '/tournaments/cup/standings', { token: false })).json()) as {
    rows: { nickname: string; total: number; rank: number }[];
  };
  expect(rows.map((r) => [r[0], r[1], r[total]])).toEqual(
    json.rows.map((r) => [r.rank, r.nickname, r.total]),
  );
  expect(rows.every((r) => typeof r[total] === 'number')).toBe(true);
  expect(rows.some((r) => r[1] === 'Фиалка')).toBe(true);
  const games = sheets.find((s) => s.sheet === 'Игры')!.data;
  expect(games.length).toBe(2 + 10); // the tournament's name, the header, a row per seat
  await hub.close();
});

it('a game export needs the operator token; site ids are refused unless they fit the schema', async () => {
  const { hub, id } = await finishedTournamentGame();
  expect((await api(hub, `/games/${id}/mafiaratings.json`, { token: false })).status).toBe(401);
  expect((await api(hub, '/tournaments/cup/sites', { token: false })).status).toBe(401);
  const bad = await api(hub, '/tournaments/cup/sites', {
    method: 'PUT',
    body: JSON.stringify({ mafiaratings: { clubId: 'one' } }),
  });
  expect(await httpError(bad)).toMatchObject({ status: 400, code: 'frame/invalid' });
  const kept = (await (await api(hub, '/tournaments/cup/sites')).json()) as {
    mafiaratings: { clubId: number };
  };
  expect(kept.mafiaratings.clubId).toBe(1);
  await hub.close();
});

it('a club game (16 seats possible, club roles) is refused by the site exports, printed all the same', async () => {
  const hub = await testHub();
  const op = await operator(hub);
  await play(op, golden('club-doctor-lover-maniac', 'c1'));
  const res = await api(hub, '/games/c1/mafiaratings.json');
  expect(await httpError(res)).toMatchObject({ status: 422, code: 'export/unsupported' });
  expect((await api(hub, '/games/c1/protocol.html')).status).toBe(200);
  await hub.close();
});

it("a tournament's bundles: every game for mafiaratings and Polemica in one file, every protocol in one printable document", async () => {
  const { hub, id, op } = await finishedTournamentGame();
  await play(op, golden('mafclub-red-win', 'g2b').slice(1)); // g2 (the game/new above), played to its end
  const mr = (await (await api(hub, '/tournaments/cup/mafiaratings.json')).json()) as {
    tournament: string;
    games: { id: string; game: { clubId: number; winner: string }; missing: string[] }[];
  };
  expect(mr.tournament).toBe('cup');
  expect(mr.games.map((g) => [g.id, g.game.winner])).toEqual([
    [id, 'maf'],
    ['g2', 'civ'],
  ]);
  expect(mr.games[0]!.game.clubId).toBe(1);
  const pol = (await (await api(hub, '/tournaments/cup/polemica.json')).json()) as {
    games: { game: { result: number } }[];
  };
  expect(pol.games.map((g) => g.game.result)).toEqual([1, 0]);
  const book = await (await api(hub, '/tournaments/cup/protocols.html?lang=en')).text();
  expect(book.match(/<section class="sheet">/g)).toHaveLength(2);
  expect((await api(hub, '/tournaments/cup/protocols.html', { token: false })).status).toBe(401);
  await hub.close();
});

it('a game still on its table: every export of it leaves the game as it was (same state, same log)', async () => {
  const hub = await testHub();
  const op = await operator(hub);
  const commands = golden('mafclub-removal', 'live1');
  await play(op, commands.slice(0, Math.floor(commands.length / 2))); // mid-game
  const table = async () => {
    const body = (await (await api(hub, '/tables/main/state?feed=spectator')).json()) as {
      s: number;
      state: unknown;
    };
    return JSON.stringify({ s: body.s, state: body.state });
  };
  const before = await table();
  const log = await (await api(hub, '/games/live1/protocol.json')).text();
  for (const path of [
    'mafiaratings.json',
    'mafiaratings.json?check',
    'polemica.json',
    'protocol.html',
    'protocol.csv',
  ])
    expect((await api(hub, `/games/live1/${path}`)).status, path).toBe(200);
  expect(await table()).toBe(before);
  expect(await (await api(hub, '/games/live1/protocol.json')).text()).toBe(log);
  // and the game goes on from where it was
  await play(op, commands.slice(Math.floor(commands.length / 2)));
  await hub.close();
});

it("a damaged sites/<tournament>.json is named in the panel's damaged files, kept as it is, and counts again once repaired", async () => {
  const { hub, id } = await finishedTournamentGame();
  const file = join(hub.dataDir, 'sites', 'cup.json');
  const good = readFileSync(file, 'utf8');
  writeFileSync(file, '{"mafiaratings": {"clubId": "one"');
  const listed = async () =>
    ((await (await api(hub, '/damaged-files')).json()) as { files: { file: string }[] }).files.map(
      (f) => f.file,
    );
  const check = async () =>
    ((await (await api(hub, `/games/${id}/mafiaratings.json?check`)).json()) as { missing: string[] })
      .missing;
  expect(await check()).toContain('mafiaratings.clubId'); // exported without the ids, and says so
  expect(await listed()).toContain('sites/cup.json');
  const put = await api(hub, '/tournaments/cup/sites', {
    method: 'PUT',
    body: '{"mafiaratings":{"clubId":2}}',
  });
  expect(await httpError(put)).toMatchObject({ code: 'store/file-damaged' });
  expect(readFileSync(file, 'utf8')).toBe('{"mafiaratings": {"clubId": "one"');
  writeFileSync(file, good); // repaired by hand
  expect(await check()).toEqual([]);
  expect(await listed()).not.toContain('sites/cup.json');
  await hub.close();
});
