import readXlsxFile from 'read-excel-file/node';
import { afterEach, expect, it } from 'vitest';
import type { GameCommand } from '../../../../src/protocol/index.ts';
import { operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, golden, httpError, play, putTournament, type Hub } from '../tournament-helpers.ts';
import { en } from '../../../said.ts';

afterEach(removeDataDirs);

const CUP = { name: 'Кубок Москвы', ruleset: 'mafclub-2023', tables: ['t1', 't2'] };

/** The golden black win with a yellow card for `seat` on day 1 (MafClub 4.17, -2 by 3.12). */
function withYellowCard(gameId: string, seat = 4): GameCommand[] {
  const commands = golden('mafclub-black-win', gameId);
  const start = commands.findIndex((c) => c.type === 'game/start');
  return [
    ...commands.slice(0, start + 1),
    { type: 'card/yellow', seat, clause: '4.17.4', reason: 'жесты' },
    ...commands.slice(start + 1),
  ];
}

/** The cup with a judge on t2 who is a roster player with site ids; returns the judge's player id. */
async function cupWithJudge(hub: Hub): Promise<string> {
  const created = await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Анна' }) });
  const { id: judge } = (await created.json()) as { id: string };
  const judges = { t2: { name: 'Анна Судейская', player: judge } };
  expect((await putTournament(hub, 'cup', { ...CUP, judges })).status).toBe(200);
  const sites = {
    mafiaratings: { clubId: 1, eventId: 8812 },
    polemica: { competitionId: 77, masterId: 84894 },
    players: { [judge]: { mafiaratings: 901, polemica: 902 } },
  };
  expect(
    (await api(hub, '/tournaments/cup/sites', { method: 'PUT', body: JSON.stringify(sites) })).status,
  ).toBe(200);
  return judge;
}

it("table t2's judge goes with its game into both site exports and onto the paper; the archived game keeps its table, number and judge", async () => {
  const hub = await testHub();
  await cupWithJudge(hub);
  const op = await operator(hub, { table: 't2' });
  await play(op, withYellowCard('g1'));
  // another judge for t2 from now on: the game played keeps the one it had
  const judges = { t2: { name: 'Борис' } };
  expect((await putTournament(hub, 'cup', { ...CUP, judges })).status).toBe(200);
  await play(op, [{ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g2' }]); // archives g1
  const list = (await (await api(hub, '/games')).json()) as { games: { id: string; gameId: string }[] };
  const id = list.games.find((g) => g.gameId === 'g1')!.id;

  const mr = (await (await api(hub, `/games/${id}/mafiaratings.json?check`)).json()) as {
    game: { moderator: { id: number }; tableNum: number; gameNum: number };
    missing: string[];
  };
  expect(mr.game).toMatchObject({ moderator: { id: 901 }, tableNum: 2, gameNum: 1 });
  expect(mr.missing).toEqual([]);
  const pol = (await (await api(hub, `/games/${id}/polemica.json`)).json()) as {
    referee: unknown;
    table: number;
    num: number;
    name: string;
  };
  expect(pol).toMatchObject({
    referee: { id: 902, username: 'Анна Судейская' },
    table: 2,
    num: 1,
    name: 't2',
  });

  const paper = await (await api(hub, `/games/${id}/protocol.html`)).text();
  expect(paper).toMatch(/data-judge>Судья: <b>Анна Судейская<\/b>/);
  expect(paper).toMatch(/Стол<\/b>t2</);
  expect(paper).toMatch(/Игра<\/b>1 <span class="small">\(g1\)/); // its round at its table, not only its id
  const csv = await (await api(hub, `/games/${id}/protocol.csv`)).text();
  expect(csv).toContain('table,t2');

  // the next game on t2 is judged by the new judge
  const g2 = (await (await api(hub, '/games/g2/protocol.json')).json()) as {
    log: { command: { judge?: unknown } }[];
  };
  expect(g2.log[0]!.command.judge).toEqual({ name: 'Борис' });
  await hub.close();
});

it('yellow cards reach both sites as penalties: a negative bonus with its reason', async () => {
  const hub = await testHub();
  await cupWithJudge(hub);
  const op = await operator(hub, { table: 't2' });
  await play(op, withYellowCard('g1'));
  const mr = (await (await api(hub, '/games/g1/mafiaratings.json?check')).json()) as {
    game: { players: { bonus?: unknown; comment?: string }[] };
    notes: string[];
  };
  expect(mr.game.players[3]).toMatchObject({ bonus: -2, comment: 'yellow card x1 (3.12)' });
  expect(mr.notes.join(' ')).not.toMatch(/no field/);
  const pol = (await (await api(hub, '/games/g1/polemica.json')).json()) as {
    bonuses: { position: number; text: string; scores: number }[];
  };
  expect(pol.bonuses).toContainEqual({
    position: 4,
    text: 'yellow card x1 (3.12)',
    scores: -2,
    basic: false,
  });
  await hub.close();
});

it('a judge for a table outside the tournament is refused and nothing changes', async () => {
  const hub = await testHub();
  await cupWithJudge(hub);
  const res = await putTournament(hub, 'cup', { ...CUP, judges: { t9: { name: 'Борис' } } });
  expect(await httpError(res)).toMatchObject({ status: 409, code: 'tournament/judge-table' });
  const cup = (await (await api(hub, '/tournaments/cup')).json()) as {
    judges: Record<string, { name: string }>;
  };
  expect(cup.judges.t2!.name).toBe('Анна Судейская');
  // a PUT without judges keeps them
  expect((await putTournament(hub, 'cup', CUP)).status).toBe(200);
  const kept = (await (await api(hub, '/tournaments/cup')).json()) as { judges: Record<string, unknown> };
  expect(Object.keys(kept.judges)).toEqual(['t2']);
  // a PUT without judges that drops t2 (a client older than judges) drops t2's judge, not the PUT
  expect((await putTournament(hub, 'cup', { ...CUP, tables: ['t1'] })).status).toBe(200);
  const dropped = (await (await api(hub, '/tournaments/cup')).json()) as { judges?: unknown };
  expect(dropped.judges).toBeUndefined();
  await hub.close();
});

it('a game voted by counts only is refused for Polemica with the day named (Polemica would keep the voted-out player at the table); ?check says why', async () => {
  const hub = await testHub();
  await cupWithJudge(hub);
  const op = await operator(hub, { table: 't1' });
  await play(op, golden('mafclub-red-win', 'counted')); // day 1: "10 votes for 3", no voters
  const res = await api(hub, '/games/counted/polemica.json');
  const error = await httpError(res);
  expect(error).toMatchObject({ status: 422, code: 'export/misread' });
  expect(en(error.message)).toContain('day 1: Polemica would read seat 3 as still at the table');
  const check = (await (await api(hub, '/games/counted/polemica.json?check')).json()) as {
    misread: string[];
  };
  // and every kill after him: his shot is missing for a night Polemica thinks he is there
  expect(check.misread.slice(1)).toEqual([
    expect.stringMatching(/^night 1: Polemica would read seat 1 as still at the table/),
    expect.stringMatching(/^night 2: Polemica would read seat 2 as still at the table/),
  ]);
  expect((await api(hub, '/games/counted/mafiaratings.json')).status).toBe(200); // mafiaratings is told who left
  await hub.close();
});

it("standings.xlsx as an organiser expects: the tournament's name and dates, headers in its language, clubs and site ids, bonuses and penalties apart, results by role, a Games sheet with round, table and role", async () => {
  const hub = await testHub();
  await cupWithJudge(hub);
  const created = await api(hub, '/players', {
    method: 'POST',
    body: JSON.stringify({ nickname: 'Фиалка', club: 'Полемика' }),
  });
  const { id: player } = (await created.json()) as { id: string };
  const sites = { players: { [player]: { mafiaratings: 555, polemica: 777 } } };
  await api(hub, '/tournaments/cup/sites', { method: 'PUT', body: JSON.stringify(sites) });
  const op = await operator(hub, { table: 't2' });
  // Фиалка at seat 6: a mafioso of the winning blacks, a yellow card (-2) and the judge's +1.5
  const commands = withYellowCard('g1', 6).map((c) =>
    c.type === 'seat/nickname' && c.seat === 6 ? { type: 'seat/player' as const, seat: 6, player } : c,
  );
  await play(op, [...commands, { type: 'score/extra', seat: 6, kind: 'bestPlay', points: 1.5 }]);

  const read = async (lang: string) =>
    readXlsxFile(Buffer.from(await (await api(hub, `/tournaments/cup/standings.xlsx${lang}`)).arrayBuffer()));
  const sheets = await read('');
  const data = sheets.find((s) => s.sheet === 'Турнирная таблица')!.data;
  expect(data[0]![0]).toBe('Кубок Москвы');
  expect(data[1]!.slice(0, 4)).toEqual([
    'Даты',
    expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    'Правила',
    expect.any(String),
  ]);
  const head = data.find((r) => r[0] === 'Место')!;
  const row = data.find((r) => r[1] === 'Фиалка')!;
  const cell = (name: string) => row[head.indexOf(name)];
  expect([cell('Клуб'), cell('mafiaratings id'), cell('Polemica id')]).toEqual(['Полемика', 555, 777]);
  expect([cell('Доп. баллы'), cell('Штрафы')]).toEqual([1.5, -2]);
  expect([cell('Мафия: игр'), cell('Мафия: побед'), cell('Дон: игр'), cell('Мирный: игр')]).toEqual([
    1, 1, 0, 0,
  ]);
  const games = sheets.find((s) => s.sheet === 'Игры')!.data;
  const gh = games[1]!;
  const seat4 = games.find((r) => r[gh.indexOf('Место за столом')] === 4)!;
  expect([seat4[gh.indexOf('Тур')], seat4[gh.indexOf('Стол')], seat4[gh.indexOf('Роль')]]).toEqual([
    1,
    't2',
    'Мирный',
  ]);

  const en = (await read('?lang=en')).find((s) => s.sheet === 'Standings')!.data;
  expect(en.find((r) => r[0] === 'Rank')).toContain('Penalties');
  await hub.close();
});
