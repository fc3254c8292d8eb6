import { finishedGame, type ScoredGame } from '../../engine/index.ts';
import type { FinishedGame } from '../../protocol/index.ts';
import type { Table } from './table.ts';

/** The game on a table if it is finished: its id, its last entry's number, its result and scores. */
export function liveGame(table: Table): { gameId: string; n: number; scored: ScoredGame } | null {
  const scored = finishedGame(table.game.state);
  if (!scored) return null;
  return { gameId: scored.result.gameId, n: table.game.log.at(-1)?.n ?? 0, scored };
}

/** Public result only: seats, nicknames and points (no roles, no night actions). */
export function publicGame(id: string, table: string, archived: boolean, scored: ScoredGame): FinishedGame {
  const { result, scores } = scored;
  return {
    id,
    gameId: result.gameId,
    table,
    winner: result.winner,
    archived,
    seats: result.seats.map((s) => {
      const line = scores.find((l) => l.seat === s.seat);
      return {
        seat: s.seat,
        nickname: s.nickname,
        ...(s.player ? { player: s.player } : {}),
        main: line?.main ?? 0,
        extras: line?.extras ?? 0,
        total: line?.total ?? 0,
      };
    }),
  };
}
