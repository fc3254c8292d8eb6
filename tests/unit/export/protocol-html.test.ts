import { expect, it } from 'vitest';
import { protocolHtml, summaryHtml } from '../../../src/export/protocol-html.ts';
import { gameRecord } from '../../../src/export/record.ts';
import type { Role, Standing, Standings, TournamentDetail } from '../../../src/protocol/index.ts';
import { goldenLogs } from './goldens.ts';
import { mafclubByVoters, Script } from './scripted.ts';

it('a 16-seat club table prints all 16 seats with their roles, the game not over yet', () => {
  const s = new Script().run({ type: 'game/new', ruleset: 'club-mafia', gameId: 'club16', seats: 16 });
  const roles: Role[] = ['citizen', 'citizen', 'don', 'citizen', 'sheriff', 'mafia', 'citizen', 'doctor', 'mafia', 'citizen', 'maniac', 'citizen', 'citizen', 'mafia', 'citizen', 'citizen']; // prettier-ignore
  roles.forEach((role, i) => s.run({ type: 'seat/nickname', seat: i + 1, nickname: `Игрок ${i + 1}` }).run({ type: 'seat/role', seat: i + 1, role })); // prettier-ignore
  const html = protocolHtml(gameRecord(s.log), 'ru');
  expect(html.match(/<td class="n">\d+<\/td><td>Игрок/g)).toHaveLength(16);
  expect(html).toContain('Маньяк');
  expect(html).toContain('игра не окончена');
  expect(html).toContain('class="seats many"'); // smaller rows: one A4 page
});

it('names are text, never markup: a nickname with <script> is printed as it is', () => {
  const html = protocolHtml(
    gameRecord(mafclubByVoters((s) => (s === 1 ? '<script>x()</script>' : `P${s}`))),
    'en',
  );
  expect(html).not.toContain('<script>x()');
  expect(html).toContain('&lt;script&gt;x()&lt;/script&gt;');
});

it('ru and en: the same sheet in each language, with the points breakdown and the signatures', () => {
  const r = gameRecord(mafclubByVoters());
  const ru = protocolHtml(r, 'ru', { tournament: 'Кубок', table: 'main', gameNo: 3 });
  const en = protocolHtml(r, 'en');
  for (const t of [
    'Протокол игры',
    'Кубок',
    'Победившая команда',
    'Красные',
    'Судья',
    'Главный судья',
    '7: <b>3</b>',
  ])
    expect(ru).toContain(t);
  for (const t of ['Game protocol', 'Winning team', 'Red', 'Judge', 'Chief judge', 'voted out'])
    expect(en).toContain(t);
  // the points per seat as the engine scored them
  for (const line of r.scores!) expect(ru).toContain(`<b>${line.total}</b></td></tr>`);
});

it('issue 27: an undo and a foul taken back print under "Corrections" with the reason and who made it', () => {
  const s = new Script()
    .run({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'fix1' })
    .run({ type: 'seat/nickname', seat: 1, nickname: 'A' })
    .run({ type: 'undo', reason: 'wrong seat <b>' })
    .run({ type: 'foul/add', seat: 4 })
    .run({ type: 'foul/remove', seat: 4, reason: 'not his foul' });
  const log = s.log.map((e) => (e.command.type === 'undo' ? { ...e, by: 'judge' } : e));
  const html = protocolHtml(gameRecord(log), 'en');
  expect(html).toContain('Corrections');
  expect(html).toContain('#3 undo (judge): wrong seat &lt;b&gt;');
  expect(html).toContain('#5 foul taken back 4: not his foul');
  // a game without corrections prints no such line
  expect(protocolHtml(gameRecord(mafclubByVoters()), 'en')).not.toContain('Corrections');
});

it('a Russian sheet explains the points in Russian: the removal -1.5 once, the win not repeated, the rules by name', () => {
  const removal = goldenLogs().find((g) => g.name === 'mafclub-removal')!;
  const html = protocolHtml(gameRecord(removal.log), 'ru');
  const box = /Пояснения к доп\. баллам и штрафам<\/b>: ([^<]*)</.exec(html)![1]!;
  expect(box).toBe('10: удаление (3.12) -1.5');
  expect(html).toContain('МафКлуб 2023');
  expect(html).toContain('<b>Прима Нота</b>'); // the ruleset's one name for the pick (MafClub 2.6)
  expect(protocolHtml(gameRecord(removal.log), 'en')).toContain('10: removal (3.12) -1.5');
});

it("a club sheet has each night's heal, visit and maniac's shot beside the shot and the checks", () => {
  const club = goldenLogs().find((g) => g.name.startsWith('club'))!;
  const r = gameRecord(club.log);
  const html = protocolHtml(r, 'ru');
  for (const head of ['Доктор', 'Путана', 'Маньяк']) expect(html).toContain(`<th>${head}</th>`);
  const night1 = r.nights.find((n) => n.night === 1)!;
  expect(html).toContain(
    `<td class="c">${night1.heal}</td><td class="c">${night1.visit}</td><td class="c">${night1.maniacShot}</td></tr>`,
  );
});

it('the summary sheet: compensation in its own column when given, a tie for the lot explained, points by seat', () => {
  const row = (nickname: string, rank: number, compensation: number, lotNeeded: boolean) => ({
    nickname, games: 2, wins: 1, roleWins: 0, firstNightDeaths: 0, main: 5, extras: 0.5, compensation,
    total: 5.5 + compensation, tieBreakExtras: 0, rank, lotNeeded,
  }); // prettier-ignore
  const t = { name: 'Кубок', games: [] } as unknown as TournamentDetail; // the sheet reads its name and games
  const s = (rows: Standing[]): Standings => ({ tournament: 'cup', name: 'Кубок', ruleset: 'mafclub-2023', games: 2, rows }); // prettier-ignore
  const plain = summaryHtml(t, s([row('Анна', 1, 0, false), row('Борис', 2, 0, false)]), 'ru');
  expect(plain).not.toContain('Компенс.');
  expect(plain).not.toContain('жребий');
  expect(plain).toContain('Баллы по местам');
  const tied = summaryHtml(t, s([row('Анна', 1, 0.4, true), row('Борис', 1, 0.4, true)]), 'en');
  expect(tied).toContain('<th>Comp.</th>');
  expect(tied).toContain('<td class="c">0.4</td><td class="c"><b>5.9</b>');
  expect(tied).toContain('* equal on every tie-break: a lot decides the place');
});

it("the last candidate's voters are printed as those nobody else got (MafClub 2.4.14: who does not vote counts for the last)", () => {
  const html = protocolHtml(gameRecord(mafclubByVoters()), 'en');
  // day 1: 7 got 3, 6 and 9; the vote was decided and 3's seven are the rest of the table
  expect(html).toContain('3: <b>7</b><span class="small"> [1,2,4,5,7,8,10]</span>');
});

it('an English sheet names a citizen "Citizen", as the broadcast and the glossary do (not "Civilian")', () => {
  const html = protocolHtml(gameRecord(mafclubByVoters()), 'en');
  expect(html).toContain('<td class="c">Citizen</td>');
  expect(html).not.toContain('Civilian');
});

it('the paper says why: each foul, card and removal with its clause and the judge words from the log; a vote the removal cancelled says so (issue 40)', () => {
  const s = Script.deal('mafclub-2023', ['citizen', 'citizen', 'don', 'citizen', 'sheriff', 'mafia', 'citizen', 'citizen', 'mafia', 'citizen']); // prettier-ignore
  s.run({ type: 'speech/start', seat: 1 })
    .run({ type: 'foul/add', seat: 4, clause: '4.3.1', reason: 'реплика' })
    .run({ type: 'nominate', seat: 7 })
    .run({ type: 'card/yellow', seat: 2, clause: '4.17.4', reason: 'жесты' })
    .run({ type: 'speech/end' });
  s.run({ type: 'speech/start', seat: 2 }).run({ type: 'nominate', seat: 3 }).run({ type: 'speech/end' });
  for (let seat = 3; seat <= 10; seat++) s.run({ type: 'speech/start', seat }).run({ type: 'speech/end' });
  s.run({ type: 'vote/start' }).run({
    type: 'removal',
    seat: 10,
    clause: '4.8.1',
    reason: 'оскорбление игрока',
  });
  const html = protocolHtml(gameRecord(s.log), 'ru');
  const sanctions = /data-sanctions>(.*?)<\/td>/.exec(html)?.[1] ?? '';
  expect(sanctions).toContain('4: фол 1 (день 1; 4.3.1 реплика)');
  expect(sanctions).toContain('2: жёлтая карточка (день 1; 4.17.4 жесты)');
  expect(sanctions).toContain('10: удаление (день 1; 4.8.1 оскорбление игрока)');
  expect(html).toMatch(/data-cancelled>голосование отменено: удалён 10</);
  expect(protocolHtml(gameRecord(s.log), 'en')).toContain('10: removal (day 1; 4.8.1 оскорбление игрока)');
});
