import { describe, expect, it } from 'vitest';
import { importCsv, previewList } from '../../../control-panel/roster/roster-list.ts';
import { importRows, parseCsv } from '../../../src/export/roster-import.ts';
import type { Player } from '../../../src/protocol/index.ts';

const player = (id: string, nickname: string, club: string | null = null): Player => ({
  id,
  nickname,
  club,
  photo: null,
});
const roster = [player('pelizaveta1', 'Елизавета Петровна', 'Клуб 13'), player('ppetr00001', 'Петр')];

describe('a pasted list of players before the show (issue 24)', () => {
  it('"Name; Club" lines and spreadsheet tabs: one player a line, the club optional', () => {
    const p = previewList('Анна; Клуб 13\nБорис\tЮг\n\nВера\n', [], []);
    expect(p.problems).toEqual([]);
    expect(p.rows.map((r) => [r.line, r.nickname, r.club, r.status])).toEqual([
      [1, 'Анна', 'Клуб 13', 'new'],
      [2, 'Борис', 'Юг', 'new'],
      [4, 'Вера', null, 'new'],
    ]);
  });

  it('a name already in the roster (ё as е, any case) is his player, not a new one; in the tournament: nothing to do', () => {
    const p = previewList('пётр; Север\nЕЛИЗАВЕТА ПЕТРОВНА', roster, ['pelizaveta1']);
    expect(p.rows.map((r) => [r.status, r.player?.id])).toEqual([
      ['known', 'ppetr00001'],
      ['in', 'pelizaveta1'],
    ]);
  });

  it('the same name twice (ё as е) is named with both lines, and so is a line that is not a player', () => {
    const long = 'x'.repeat(41);
    const p = previewList(`Пётр\nАнна; Клуб; лишнее\n${long}\n ; Клуб\nпетр\nА\u202Eнна`, [], []);
    expect(p.problems.map((x) => x.en)).toEqual([
      'line 2: extra columns: "Name; Club" expected',
      `line 3: name longer than 40: "${long}"`,
      'line 4: no name',
      'line 5: "петр" repeats line 1 ("Пётр")',
      'line 6: "А\u202Eнна" has an invisible or control character',
    ]);
    expect(p.problems.map((x) => x.ru)[3]).toMatch(/^строка 5: «петр» повторяет строку 1/);
  });

  it('a CSV file with a header: its columns by name, the site ids kept; a bad id names its line', () => {
    const csv = '\uFEFFКлуб,Ник,mafiaratings\r\n"Юг, центр",Анна,42\r\nСевер,Борис,abc\r\n';
    const p = previewList(csv, [], [], true);
    expect(p.rows[0]).toMatchObject({ line: 2, nickname: 'Анна', club: 'Юг, центр', mafiaratings: 42 });
    expect(p.problems.map((x) => x.en)).toEqual(['line 3: mafiaratings id "abc" is not a number']);
  });

  it('a file with a title row above its header and blank rows: the players only, each line the row the spreadsheet shows (issue 40)', () => {
    const csv = 'Кубок осени 2026,,\n,,\nnickname,club,mafiaratings\nЕгор,,\n,,\nЖанна,,abc\n';
    const p = previewList(csv, [], [], true);
    expect(p.rows.map((r) => [r.line, r.nickname])).toEqual([
      [4, 'Егор'],
      [6, 'Жанна'],
    ]);
    expect(p.problems.map((x) => x.en)).toEqual(['line 6: mafiaratings id "abc" is not a number']);
    expect(p.problems.map((x) => x.ru)).toEqual(['строка 6: номер mafiaratings «abc» — не число']);
  });

  it('what is sent is what the hub imports: known players under the roster spelling', () => {
    const p = previewList('пётр; Север\nАнна "Ас"; Юг', roster, []);
    const sent = importRows(parseCsv(importCsv(p.rows)));
    expect(sent).toEqual({
      ok: true,
      rows: [
        { nickname: 'Петр', club: 'Север' },
        { nickname: 'Анна "Ас"', club: 'Юг' },
      ],
    });
  });

  it('a file whose header says "Имя" or "name": the preview and the hub read the same columns', () => {
    for (const header of ['Имя;Клуб', 'name,club']) {
      const sep = header.includes(';') ? ';' : ',';
      const file = `${header}\nОлег${sep}Север\n`;
      const hub = importRows(parseCsv(file));
      expect(hub).toEqual({ ok: true, rows: [{ nickname: 'Олег', club: 'Север' }] });
      const p = previewList(file, roster, []);
      expect(p.problems).toEqual([]);
      expect(p.rows.map((r) => r.nickname)).toEqual(['Олег']);
    }
  });
});
