/**
 * A tournament as spreadsheet rows: the standings and every seat of every game, numbers as
 * numbers. Pure: the hub writes them to .xlsx (src/server/export/xlsx-export.ts).
 */
import type { Standings, TournamentDetail } from '../protocol/index.ts';

export type SheetCell = string | number | boolean | null;
export interface SheetRows {
  name: string;
  rows: SheetCell[][];
}

export function standingsRows(s: Standings): SheetRows {
  const head = [
    'rank',
    'nickname',
    'player',
    'games',
    'wins',
    'roleWins',
    'firstNightDeaths',
    'main',
    'extras',
    'compensation',
    'total',
    'lotNeeded',
  ];
  const rows = s.rows.map((r) => [
    r.rank,
    r.nickname,
    r.player ?? null,
    r.games,
    r.wins,
    r.roleWins,
    r.firstNightDeaths,
    r.main,
    r.extras,
    r.compensation,
    r.total,
    r.lotNeeded,
  ]);
  return { name: 'Standings', rows: [head, ...rows] };
}

export function gamesRows(t: TournamentDetail): SheetRows {
  const head = [
    'game',
    'id',
    'table',
    'gameId',
    'winner',
    'seat',
    'nickname',
    'player',
    'main',
    'extras',
    'total',
  ];
  const rows = t.games.flatMap((g, i) =>
    g.seats.map((s) => [
      i + 1,
      g.id,
      g.table,
      g.gameId,
      g.winner,
      s.seat,
      s.nickname,
      s.player ?? null,
      s.main,
      s.extras,
      s.total,
    ]),
  );
  return { name: 'Games', rows: [head, ...rows] };
}
