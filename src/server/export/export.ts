import { project, restore, type LogEntry } from '../../engine/index.ts';
import type { GameView } from '../../protocol/index.ts';

/** A game's protocol: the final judge view (roles, nights, scores) and the full command log. */
export function protocolJson(entries: LogEntry[], table: string | null) {
  const view: GameView = project(restore(entries).state, 'judge');
  const { next: _next, feed: _feed, ...final } = view;
  return { gameId: view.gameId, table, ruleset: view.ruleset, winner: view.winner, final, log: entries };
}

const csvCell = (v: unknown): string => {
  // A number is a number: `-1.5` must stay summable, so the formula guard below is for text only.
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  const s = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  // Spreadsheet apps run text cells starting with = + - @ as formulas: neutralise them. Excel set
  // to another list separator (`;` in the Russian default) splits this comma file at every `;`
  // and ignores our quotes there, so a formula after any separator inside the text is guarded too.
  const lead = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  const safe = lead.replace(/([;,\t\r\n]\s*)([=+\-@])/g, "$1'$2");
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Excel reads a CSV without a byte order mark in the machine's code page: Cyrillic as mojibake. */
export const CSV_BOM = '\uFEFF';

/** CSV (UTF-8 with a BOM): one row per seat (the protocol sheet), then one row per logged command. */
export function protocolCsv(entries: LogEntry[], table: string | null): string {
  const p = protocolJson(entries, table);
  const rows: unknown[][] = [
    ['game', p.gameId, 'table', table, 'ruleset', p.ruleset, 'winner', p.winner],
    [],
    [
      'seat',
      'nickname',
      'role',
      'status',
      'left',
      'fouls',
      'techFouls',
      'yellowCards',
      'main',
      'extras',
      'total',
      'player', // last: columns are added, never moved (issue 9)
    ],
  ];
  for (const s of p.final.seats) {
    const score = p.final.scores?.find((x) => x.seat === s.seat);
    const left = s.leftAt ? `${s.leftAt.phase} ${s.leftAt.number}` : '';
    rows.push([
      s.seat,
      s.nickname,
      s.role,
      s.status,
      left,
      s.fouls,
      s.techFouls,
      s.yellowCards,
      score?.main,
      score?.extras,
      score?.total,
      s.player?.id,
    ]);
  }
  rows.push([], ['n', 'time', 'command', 'details']);
  for (const e of entries) {
    const { type, ...details } = e.command;
    rows.push([e.n, new Date(e.at).toISOString(), type, Object.keys(details).length ? details : '']);
  }
  // Issue 21: the sanctions' reasons and clauses, last (the sections before keep their places).
  if (p.final.sanctions?.length) {
    rows.push([], ['seat', 'sanction', 'when', 'foul', 'clause', 'reason', 'penalty']);
    for (const n of p.final.sanctions)
      rows.push([
        n.seat,
        n.kind,
        `${n.at.phase} ${n.at.number}`,
        n.number,
        n.clause,
        n.reason,
        n.noPenalty ? 'none (FIIM 6.9)' : '',
      ]);
  }
  return CSV_BOM + rows.map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** One line of the games list: who won what, when; `id` is the key for the protocol export. */
export function gameSummary(
  id: string,
  entries: readonly LogEntry[],
  table: string | null,
  state = restore(entries).state,
) {
  const view = project(state, 'judge');
  return {
    id,
    gameId: view.gameId,
    table,
    ruleset: view.ruleset,
    winner: view.winner,
    commands: entries.length,
    startedAt: entries[0]?.at ?? null,
    lastAt: entries[entries.length - 1]?.at ?? null,
  };
}
