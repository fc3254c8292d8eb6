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
export type * from './types.ts';
export { keptOnReplay, scoreGame, SCORING, validateExtras, type ScoringRules } from './rules.ts';
export { standings } from './standings.ts';
