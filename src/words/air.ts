/**
 * The broadcast's words (src/words/ru/air.ts, en/air.ts) by group, alone: what an overlay page
 * imports. Each group is its own export, so a page's bundle holds only the groups it uses.
 */
import { area, both } from './format.ts';
import * as ru from './ru/air.ts';
import * as en from './en/air.ts';

export { both } from './format.ts';

export const air = area(ru.air, en.air);
export const corner = area(ru.corner, en.corner);
export const scores = area(ru.scores, en.scores);
export const vote = area(ru.vote, en.vote);
export const setup = area(ru.setup, en.setup);
export const hint = area(ru.hint, en.hint);
export const voteGrid = area(ru.voteGrid, en.voteGrid);
export const commentator = area(ru.commentator, en.commentator);

export const statusWords = () => both(ru.status, en.status);
export const penaltyWords = () => both(ru.penalty, en.penalty);
export const roleWords = () => both(ru.role, en.role);
export const timerWords = () => both(ru.timer, en.timer);
export const stageWords = () => both(ru.stage, en.stage);
export const winnerWords = () => both(ru.winner, en.winner);
export const bestMoveWords = () => both(ru.bestMove, en.bestMove);
/** The plain words that are sentences (not counted words) in both languages: `plainWords().seat`. */
export function plainWords() {
  const { games: _g, fouls: _f, wins: _w, ...plain } = ru.air;
  const { games: _eg, fouls: _ef, wins: _ew, ...plainEn } = en.air;
  return both(plain, plainEn);
}
