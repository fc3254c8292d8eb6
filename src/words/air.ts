/**
 * The broadcast's words (src/words/ru/air.ts, en/air.ts) by group, alone: what an overlay page
 * imports. Each group is its own export, so a page's bundle holds only the groups it uses.
 */
import { area, both } from './format.ts';
import * as ru from './ru/air.ts';
import * as en from './en/air.ts';

export { both } from './format.ts';

export const air = area({ ru: ru.air, en: en.air });
export const corner = area({ ru: ru.corner, en: en.corner });
export const scores = area({ ru: ru.scores, en: en.scores });
export const vote = area({ ru: ru.vote, en: en.vote });
export const setup = area({ ru: ru.setup, en: en.setup });
export const hint = area({ ru: ru.hint, en: en.hint });
export const voteGrid = area({ ru: ru.voteGrid, en: en.voteGrid });
export const commentator = area({ ru: ru.commentator, en: en.commentator });

export const statusWords = () => both({ ru: ru.status, en: en.status });
export const penaltyWords = () => both({ ru: ru.penalty, en: en.penalty });
export const roleWords = () => both({ ru: ru.role, en: en.role });
export const timerWords = () => both({ ru: ru.timer, en: en.timer });
export const stageWords = () => both({ ru: ru.stage, en: en.stage });
export const winnerWords = () => both({ ru: ru.winner, en: en.winner });
export const bestMoveWords = () => both({ ru: ru.bestMove, en: en.bestMove });
/** The plain words that are sentences (not counted words) in both languages: `plainWords().seat`. */
export function plainWords() {
  const { games: _g, fouls: _f, wins: _w, ...plain } = ru.air;
  const { games: _eg, fouls: _ef, wins: _ew, ...plainEn } = en.air;
  return both({ ru: plain, en: plainEn });
}
