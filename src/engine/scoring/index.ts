/**
 * Scoring and tournament standings, per ruleset. Pure functions; nothing here reads GameState.
 *
 * How the engine calls it at game end (when `winner` becomes non-null):
 *   1. Build a `GameResult` from the state: ruleset, gameId, winner ('red' | 'black' | 'maniac' |
 *      'draw'), and for every seat its nickname, role (and `team` for a club lover on the mafia's
 *      side), when and how it left, `firstKilled` (shot on the first shooting night), `removed`
 *      (a removal / disqualifying foul, NOT a plain 4th foul), yellow cards, red card; plus the
 *      Prima Nota / best move as `{ by, seats }`.
 *   2. The judge's post-game awards arrive as `ExtraAward[]` (MafClub bestMove / bestPlay /
 *      worstMove / worstPlay; FIIM judge / penalty). Before accepting a command that sets them,
 *      call `validateExtras(result, extras)`: a non-null Problem is the rule violation to return.
 *   3. `view.scores = scoreGame(result, extras)` (with `extras = []` until the judge gives any).
 * The hub keeps `{ result, scores }` of every finished game and calls `standings(games, ruleset)`
 * in game order for the tournament table.
 */
import { scoreFiim } from './fiim.ts';
import { primaNotaPoints, scoreMafClub } from './mafclub.ts';
import { scorePlain } from './plain.ts';
import type { ExtraAward, GameResult, ScoreLine } from './types.ts';

export type * from './types.ts';
export { validateExtras } from './validation.ts';
export { standings } from './standings.ts';

/** What a replay keeps of the game it replaces: MafClub 3.11.1, the Prima Nota points. */
export function keptOnReplay(result: GameResult): { seat: number; points: number }[] {
  if (result.ruleset !== 'mafclub-2023') return [];
  return result.seats
    .map((seat) => ({ seat: seat.seat, points: primaNotaPoints(result, seat) }))
    .filter((x) => x.points !== 0);
}

/** Points of every seat for one finished game; awards are taken as given (validate first). */
export function scoreGame(result: GameResult, extras: readonly ExtraAward[]): ScoreLine[] {
  switch (result.ruleset) {
    case 'mafclub-2023':
      return scoreMafClub(result, extras);
    case 'fiim-2019':
      return scoreFiim(result, extras);
    case 'club-mafia':
    case 'classic-mafia':
      return scorePlain(result);
  }
}
