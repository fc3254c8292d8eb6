/**
 * A tournament's players from a table (CSV or a spreadsheet's first sheet): a header row naming
 * the columns (nickname, club, mafiaratings, polemica; ru names too), then one player a row. Pure:
 * it checks every row and says which are wrong; the hub applies a file only when none is.
 */
import { ClubSchema, foldNickname, NicknameSchema } from '../protocol/players.ts';

export interface ImportRow {
  nickname: string;
  club: string | null;
  mafiaratings?: number;
  polemica?: number;
}
export type ImportResult = { ok: true; rows: ImportRow[] } | { ok: false; errors: string[] };

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

/** RFC 4180 CSV (quotes, doubled quotes, CRLF or LF); a `;` separator when the header has no `,`. */
export function parseCsv(text: string): string[][] {
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
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

const siteId = (v: string) => (/^\d{1,12}$/.test(v) && Number(v) > 0 ? Number(v) : null);

export function importRows(table: (string | number | boolean | null)[][]): ImportResult {
  const [head, ...rest] = table;
  if (!head) return { ok: false, errors: ['the file is empty'] };
  const cols = head.map(
    (h) =>
      COLUMNS[
        String(h ?? '')
          .trim()
          .toLowerCase()
      ],
  );
  if (!cols.includes('nickname')) return { ok: false, errors: ['no nickname column (nickname, ник)'] };
  const errors: string[] = [];
  const rows: ImportRow[] = [];
  const seen = new Set<string>();
  rest.forEach((cells, i) => {
    const line = i + 2;
    const row: ImportRow = { nickname: '', club: null };
    cells.forEach((raw, c) => {
      const key = cols[c];
      const v = raw === null ? '' : String(raw).trim();
      if (!key || v === '') return;
      if (key === 'nickname') row.nickname = v;
      else if (key === 'club') row.club = v;
      else {
        const id = siteId(v);
        if (id === null) errors.push(`row ${line}: ${key} id "${v}" is not a number`);
        else row[key] = id;
      }
    });
    if (!NicknameSchema.safeParse(row.nickname).success)
      errors.push(`row ${line}: no nickname, or longer than 40`);
    else if (seen.has(foldNickname(row.nickname))) errors.push(`row ${line}: ${row.nickname} twice`);
    if (row.club !== null && !ClubSchema.safeParse(row.club).success)
      errors.push(`row ${line}: club longer than 60`);
    seen.add(foldNickname(row.nickname));
    rows.push(row);
  });
  if (rows.length > 1000) errors.push('more than 1000 players');
  return errors.length ? { ok: false, errors } : { ok: true, rows };
}
