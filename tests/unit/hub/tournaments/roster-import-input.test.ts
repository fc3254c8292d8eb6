/**
 * Issue 33, "Bad input gets a clear answer": a file of players in the encodings a spreadsheet
 * saves, its layout as people make it (a title above the header, blank rows), and a zip bomb
 * refused before it is read. Errors name the row the spreadsheet shows, in ru and en.
 */
import writeXlsxFile from 'write-excel-file/node';
import { afterEach, beforeAll, afterAll, expect, it } from 'vitest';
import { MAX_XLSX_INFLATED } from '../../../../src/server/compute/roster-file.ts';
import { removeDataDirs, testHub } from '../helpers.ts';
import { api, httpError, putTournament, type Hub } from '../tournament-helpers.ts';
import { zipBomb } from '../../../../scripts/fixtures/zip-bomb.ts';
import { en, ru } from '../../../said.ts';

let hub: Hub;
beforeAll(async () => {
  hub = await testHub();
  await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['main'] });
});
afterAll(() => hub.close());
afterEach(removeDataDirs);

const post = (body: Uint8Array<ArrayBuffer> | string) =>
  fetch(`${hub.url}/api/v1/tournaments/cup/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'text/csv' },
    body,
  });
const imported = async (body: Uint8Array<ArrayBuffer> | string) => {
  const res = await post(body);
  expect(res.status).toBe(200);
  return ((await res.json()) as { players: { nickname: string; club: string | null }[] }).players;
};
const rosterSize = async () =>
  ((await (await api(hub, '/players?limit=5000')).json()) as { players: unknown[] }).players.length;

/** "Ник;Клуб\r\nФиалка;Полемика\r\n" as Excel on a Russian Windows saves it (Windows-1251). */
const cp1251 = (text: string) =>
  Uint8Array.from(
    [...text].map((c) => (c >= 'А' && c <= 'я' ? c.charCodeAt(0) - 0x410 + 0xc0 : c.charCodeAt(0))),
  );
const utf16 = (text: string, le: boolean) => {
  const body = Buffer.from(text, 'utf16le');
  if (!le) body.swap16();
  return new Uint8Array(Buffer.concat([Buffer.from(le ? [0xff, 0xfe] : [0xfe, 0xff]), body]));
};

it('a CSV in Windows-1251, UTF-16 LE or BE (with its BOM), UTF-8 with or without a BOM: the same names', async () => {
  expect(await imported(cp1251('Ник;Клуб\r\nФиалка;Полемика\r\n'))).toEqual([
    expect.objectContaining({ nickname: 'Фиалка', club: 'Полемика' }),
  ]);
  expect(await imported(utf16('nickname,club\r\nБорис,Юг\r\n', true))).toEqual([
    expect.objectContaining({ nickname: 'Борис', club: 'Юг' }),
  ]);
  expect(await imported(utf16('nickname\nВера\n', false))).toEqual([
    expect.objectContaining({ nickname: 'Вера' }),
  ]);
  expect(await imported('\uFEFFnickname\nГлеб\n')).toEqual([expect.objectContaining({ nickname: 'Глеб' })]);
  expect(await imported('nickname\nДина\n')).toEqual([expect.objectContaining({ nickname: 'Дина' })]);
  const names = ((await (await api(hub, '/players')).json()) as { players: { nickname: string }[] }).players;
  expect(names.map((p) => p.nickname).join('')).not.toContain('\uFFFD');
});

it('bytes of no encoding the hub knows are refused by name, in ru and en; nobody is made', async () => {
  const before = await rosterSize();
  // Latin-1 punctuation bytes that Windows-1251 would read as no Russian word, and a bare UTF-16
  for (const body of [
    Uint8Array.from([...Buffer.from('nickname\nX'), 0x81, 0x8d, 0x0a]),
    Buffer.from('nickname\nAnna\n', 'utf16le'),
  ]) {
    const e = await httpError(await post(new Uint8Array(body)));
    expect(e).toMatchObject({ status: 400, code: 'import/invalid' });
    expect(en(e.message)).toContain('not text in UTF-8, UTF-16 or Windows-1251');
    expect(ru(e.message)).toContain('не текст в UTF-8, UTF-16 или Windows-1251');
  }
  expect(await rosterSize()).toBe(before);
});

it('a title row above the header and blank rows are skipped; an error names the row the spreadsheet shows', async () => {
  const csv = 'Кубок осени 2026,,\n,,\nnickname,club,mafiaratings\nЕгор,,\n,,\nЖанна,,abc\n';
  const e = await httpError(await post(csv));
  expect(e.code).toBe('import/invalid');
  expect(en(e.message)).toContain('row 6: mafiaratings id "abc" is not a number');
  expect(ru(e.message)).toContain('строка 6: номер mafiaratings «abc» — не число');
  expect((await imported(csv.replace('abc', '12'))).map((p) => p.nickname)).toEqual(['Егор', 'Жанна']);

  const sheet = [
    ['Кубок'],
    [null],
    ['Ник', 'Клуб'],
    ['Зоя', 'Север'],
    [null, null],
    [null, null],
    ['', 'Юг'],
  ];
  const bad = await httpError(await post(new Uint8Array(await writeXlsxFile(sheet).toBuffer())));
  expect(en(bad.message)).toContain('row 7: no nickname');
  expect(en(bad.message)).not.toContain('row 5');
  sheet[6] = ['Инна', 'Юг'];
  expect(
    (await imported(new Uint8Array(await writeXlsxFile(sheet).toBuffer()))).map((p) => p.nickname),
  ).toEqual(['Зоя', 'Инна']);
});

it('an .xlsx that inflates past the cap is refused at once and unread, whatever sizes its directory claims', async () => {
  const before = await rosterSize();
  // 66 KB on the wire, 64 MB unpacked; then the same with a directory that says 1000 bytes
  for (const bomb of [zipBomb(64), zipBomb(64, 1000)]) {
    const e = await httpError(await post(new Uint8Array(bomb)));
    expect(e).toMatchObject({ status: 400, code: 'import/invalid' });
    expect(en(e.message)).toContain(`unpacks to more than ${MAX_XLSX_INFLATED / 1024 / 1024} MB`);
  }
  expect(await rosterSize()).toBe(before);
});

it('an .xlsx of more rows than a tournament could take is refused by counting them, before the reader parses each', async () => {
  const before = await rosterSize();
  const sheet = [
    ['nickname', 'mafiaratings'],
    ...Array.from({ length: 2500 }, (_, i) => [`Игрок ${i}`, 'abc']),
  ];
  const e = await httpError(await post(new Uint8Array(await writeXlsxFile(sheet).toBuffer())));
  expect(e).toMatchObject({ status: 400, code: 'import/invalid' });
  expect(en(e.message)).toContain('more than 1000 players');
  // not read row by row: no row is named
  expect(en(e.message)).not.toContain('row 2');
  expect(await rosterSize()).toBe(before);
});
