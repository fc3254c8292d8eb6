/**
 * A tournament's players from a table (CSV or a spreadsheet's first sheet): a header row naming
 * the columns (nickname, club, mafiaratings, polemica; ru names too; a title row above it is
 * skipped), then one player a row. Pure: it checks every row and says which are wrong, in both
 * languages, by the row number the spreadsheet shows; the hub applies a file only when none is.
 */
import { ClubInputSchema, foldNickname, NicknameSchema, UNSAFE_NAME_CHARS } from '../protocol/players.ts';
import { MAX_TOURNAMENT_PLAYERS } from '../protocol/messages.ts';
import type { Result } from '../protocol/result.ts';
import { said, type Said } from '../words/format.ts';

export interface ImportRow {
  nickname: string;
  club: string | null;
  mafiaratings?: number;
  polemica?: number;
}
/** A sentence by its catalog key (src/words/*\/problems.ts `rosterFile`): the panel says it in its language. */
export type ImportText = Said;
const text = (key: string, values?: Record<string, string | number>): Said =>
  said(`rosterFile.${key}`, values);
export type ImportResult = Result<{ rows: ImportRow[] }, ImportText[]>;
/** Most players one file takes: a tournament's. */
const MAX_IMPORT_ROWS = MAX_TOURNAMENT_PLAYERS;
/** The header is looked for in this many rows (a title and a blank row above it are common). */
const HEADER_ROWS = 10;
const UNSAFE_ALL = new RegExp(UNSAFE_NAME_CHARS.source, 'gu');

/** A header's column names, ru and en (the panel's pasted-list preview reads the same ones). */
export const COLUMNS: Readonly<Record<string, keyof ImportRow>> = {
  nickname: 'nickname',
  nick: 'nickname',
  name: 'nickname',
  имя: 'nickname',
  ник: 'nickname',
  никнейм: 'nickname',
  игрок: 'nickname',
  club: 'club',
  клуб: 'club',
  mafiaratings: 'mafiaratings',
  'mafiaratings id': 'mafiaratings',
  polemica: 'polemica',
  'polemica id': 'polemica',
  полемика: 'polemica',
};

/** Rows with a cell that is not blank. */
export function parseCsv(text: string): string[][] {
  return parseCsvRows(text).filter((r) => r.some((c) => c.trim() !== ''));
}

/**
 * RFC 4180 CSV (quotes, doubled quotes, CRLF or LF); a `;` separator when the first line has no
 * `,`. Blank rows stay: row i is the spreadsheet's row i + 1.
 */
export function parseCsvRows(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const sep = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i]!;
    if (quoted && ch === '"' && body[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && ch === '"') quoted = false;
    else if (quoted) cell += ch;
    else if (ch === '"') quoted = true;
    else if (ch === sep) endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && body[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || row.length) endRow();
  return rows;
}

const siteId = (v: string) => (/^\d{1,12}$/.test(v) && Number(v) > 0 ? Number(v) : null);
type Cell = string | number | boolean | null;
const blank = (cells: readonly Cell[]) => cells.every((c) => c === null || String(c).trim() === '');
/** Each cell's column, by the header's names. */
export const columnsOf = (cells: readonly Cell[]) =>
  cells.map(
    (h) =>
      COLUMNS[
        String(h ?? '')
          .trim()
          .toLowerCase()
      ],
  );

/**
 * The header's row: the first naming the nickname column within HEADER_ROWS of the first filled
 * row (a title and a blank row above it are skipped), -1 when there is none. The panel's preview
 * reads a file the same way.
 */
export function headerAt(table: readonly (readonly Cell[])[]): number {
  const first = table.findIndex((r) => !blank(r));
  return table.findIndex(
    (r, i) => first >= 0 && i < first + HEADER_ROWS && columnsOf(r).includes('nickname'),
  );
}

/** Row i of `table` is the spreadsheet's row i + 1 (blank rows included). */
export function importRows(table: readonly (readonly Cell[])[]): ImportResult {
  if (table.every(blank)) return { ok: false, error: [text('empty')] };
  const at = headerAt(table);
  if (at === -1) return { ok: false, error: [text('noHeader', { n: HEADER_ROWS })] };
  const cols = columnsOf(table[at] ?? []);
  const errors: ImportText[] = [];
  const rows: ImportRow[] = [];
  const seen = new Map<string, number>();
  const bad = (row: number, what: ImportText) => errors.push(said('rosterFile.row', { row, what }));
  table.forEach((cells, i) => {
    if (i <= at || blank(cells)) return;
    const line = i + 1;
    const row: ImportRow = { nickname: '', club: null };
    cells.forEach((raw, c) => {
      const key = cols[c];
      const v = raw === null ? '' : String(raw).trim();
      if (!key || v === '') return;
      if (key === 'nickname') row.nickname = v;
      else if (key === 'club') row.club = v;
      else {
        const id = siteId(v);
        if (id === null) bad(line, text('notNumber', { column: key, value: v.slice(0, 40) }));
        else row[key] = id;
      }
    });
    const name = row.nickname;
    if (name === '') bad(line, text('noName'));
    else if (name.length > 40) bad(line, text('longName'));
    else if (!NicknameSchema.safeParse(name).success)
      bad(line, text('unsafeName', { name: name.replace(UNSAFE_ALL, '?') }));
    else {
      const other = seen.get(foldNickname(name));
      if (other !== undefined) bad(line, text('twice', { name, other }));
      else seen.set(foldNickname(name), line);
    }
    if (row.club !== null && !ClubInputSchema.safeParse(row.club).success) bad(line, text('badClub'));
    rows.push(row);
  });
  if (rows.length > MAX_IMPORT_ROWS) errors.push(text('tooMany', { n: MAX_IMPORT_ROWS }));
  return errors.length ? { ok: false, error: errors } : { ok: true, rows };
}

/** Bytes that Windows-1251 reads as Russian letters (А-я, Ё, ё) or its usual punctuation. */
const RUSSIAN_1251 = (b: number) =>
  b >= 0xc0 || [0xa8, 0xb8, 0xab, 0xbb, 0x96, 0x97, 0xb9, 0xa0, 0x85, 0x93, 0x94].includes(b);

/**
 * The text of a CSV file: UTF-8 (a BOM or none), UTF-16 LE/BE (by its BOM), or Windows-1251 (what
 * Excel on a Russian Windows saves as "CSV"); null when it is none of these, never a text with
 * replacement characters (U+FFFD) in place of letters.
 */
export function decodeText(bytes: Uint8Array): string | null {
  const dec = (encoding: string, from: number) => {
    try {
      return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(from));
    } catch {
      return null;
    }
  };
  const [a, b, c] = bytes;
  let decoded: string | null;
  if (a === 0xef && b === 0xbb && c === 0xbf) decoded = dec('utf-8', 3);
  else if (a === 0xff && b === 0xfe) decoded = dec('utf-16le', 2);
  else if (a === 0xfe && b === 0xff) decoded = dec('utf-16be', 2);
  else if (bytes.includes(0))
    decoded = null; // UTF-16 without its BOM, or not text
  else {
    decoded = dec('utf-8', 0);
    // any byte is a character in Windows-1251: taken only when its high bytes read as Russian
    if (decoded === null && bytes.every((x) => x < 0x80 || RUSSIAN_1251(x))) decoded = dec('windows-1251', 0);
  }
  return decoded === null || decoded.includes('\uFFFD') || decoded.includes('\0') ? null : decoded;
}
