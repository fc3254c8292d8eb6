import { columnsOf, headerAt, parseCsvRows } from '../../src/export/roster-import.ts';
import { foldNickname, NicknameSchema, UNSAFE_NAME_CHARS, type Player } from '../../src/protocol/index.ts';
import { inEach, t, text as inBoth, type Text, type Values } from '../../src/words/index.ts';
import type { panelRoster } from '../../src/words/ru/panel-show.ts';

/**
 * A list of players pasted or imported before the show (issue 24): one a line, "Name; Club",
 * tab-separated cells from a spreadsheet, or a CSV file with a header (nickname, club, mafiaratings,
 * polemica; the Russian names too). Pure: it says what an import would do to the roster and which
 * lines are wrong, before anything is sent.
 */

/** The roster's matching: case and ё/е ignored. */
export const fold = foldNickname;

type Column = 'nickname' | 'club' | 'mafiaratings' | 'polemica';
/** What is wrong with a line (src/words/ru/panel-show.ts). */
type LineWord = keyof typeof panelRoster;

export type { Text };
export interface ListRow {
  /** The line of the text (1-based), as the operator sees it in his list. */
  line: number;
  nickname: string;
  club: string | null;
  mafiaratings?: number;
  polemica?: number;
  /** new: a player is made; known: the roster's player joins; in: already in the tournament. */
  status: 'new' | 'known' | 'in';
  /** The roster's player of this name (known, in). */
  player?: Player;
}
export interface LineProblem extends Text {
  line: number;
}
export interface ListPreview {
  rows: ListRow[];
  problems: LineProblem[];
}

/** Most a hub's tournament lists (TournamentInput.players). */
export const MAX_LIST = 1000;

/**
 * The cells of each line: tabs (a spreadsheet), else `;`, else `,`; a file goes through CSV. Blank
 * lines stay: line i + 1 is the row the spreadsheet shows (issue 40).
 */
function cellsOf(text: string, csv: boolean): string[][] {
  if (csv) return parseCsvRows(text);
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => {
      const sep = line.includes('\t') ? '\t' : line.includes(';') ? ';' : line.includes(',') ? ',' : null;
      return sep ? line.split(sep) : [line];
    });
}

/**
 * What importing `text` would do, given the roster and the tournament's players: a row per player,
 * and every line that cannot be imported (then nothing is).
 */
export function previewList(
  text: string,
  roster: readonly Player[],
  tournamentPlayers: readonly string[],
  csv = false,
): ListPreview {
  const lines = cellsOf(text, csv);
  // the header as the hub finds it (a title and a blank row above it are skipped); none: every
  // line is "Name; Club"
  const at = headerAt(lines);
  const columns: (Column | undefined)[] = at >= 0 ? columnsOf(lines[at] ?? []) : ['nickname', 'club'];
  const problems: LineProblem[] = [];
  const rows: ListRow[] = [];
  const seen = new Map<string, number>();
  const byName = new Map(roster.map((p) => [fold(p.nickname), p]));
  lines.forEach((cells, i) => {
    const line = i + 1;
    if (i <= at || !cells.some((c) => c.trim())) return;
    const bad = (what: LineWord, values?: Values) =>
      problems.push({
        line,
        ...inEach((lang) =>
          t(lang, 'panelRoster.line', { line, what: t(lang, `panelRoster.${what}`, values) }),
        ),
      });
    const row: Omit<ListRow, 'status'> = { line, nickname: '', club: null };
    let extra = 0;
    cells.forEach((raw, c) => {
      const v = raw.trim();
      const col = columns[c];
      if (!v) return;
      if (!col) extra++;
      else if (col === 'nickname') row.nickname = v;
      else if (col === 'club') row.club = v;
      else if (/^\d{1,12}$/.test(v) && Number(v) > 0) row[col] = Number(v);
      else bad('notNumber', { column: col, value: v });
    });
    const name = row.nickname;
    if (extra) bad('extraColumns');
    if (!name) return void bad('noName');
    if (name.length > 40) return void bad('longName', { name });
    if (!NicknameSchema.safeParse(name).success) return void bad('unsafeName', { name });
    if (row.club !== null && (row.club.length > 60 || UNSAFE_NAME_CHARS.test(row.club))) bad('badClub');
    const key = fold(name);
    const twice = seen.get(key);
    if (twice !== undefined) {
      const other = rows.find((r) => r.line === twice)?.nickname ?? '';
      return void bad('repeats', { name, line: twice, other });
    }
    seen.set(key, line);
    const player = byName.get(key);
    const status = !player ? 'new' : tournamentPlayers.includes(player.id) ? 'in' : 'known';
    rows.push({ ...row, status, ...(player ? { player } : {}) });
  });
  if (rows.length > MAX_LIST) problems.push({ line: 0, ...inBoth('panelRoster.tooMany', { n: MAX_LIST }) });
  return { rows, problems };
}

const cell = (v: string | number | undefined | null) => `"${String(v ?? '').replaceAll('"', '""')}"`;

/**
 * The CSV the hub's import takes (POST /tournaments/:id/import): a known player under the roster's
 * own spelling, so the hub finds him whatever ё/е or case the list had.
 */
export function importCsv(rows: readonly ListRow[]): string {
  const lines = rows.map((r) =>
    [r.player?.nickname ?? r.nickname, r.club, r.mafiaratings, r.polemica].map(cell).join(','),
  );
  return ['nickname,club,mafiaratings,polemica', ...lines].join('\r\n') + '\r\n';
}
