import { expect, it } from 'vitest';
import { protocolHtml } from '../../../src/export/protocol-html.ts';
import { gameRecord } from '../../../src/export/record.ts';
import type { Role } from '../../../src/protocol/index.ts';
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
