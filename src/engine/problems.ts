import type { Problem } from '../protocol/index.ts';
import * as ru from '../words/ru/rules.ts';
import { sayer, type SaidValues } from './words.ts';

const say = sayer('rule', ru.rule);

/** A rule violation's key in the catalog (src/words/*\/rules.ts): its code, then `#case` when one code has several. */
export type RuleKey = keyof typeof ru.rule;

/** A rule violation as a value: its permanent code, its words in en and ru from the catalog, the clause if any. */
export const fault = (key: RuleKey, values?: SaidValues, clause: string | null = null): Problem => ({
  code: key.replace(/#.*/, ''),
  message: say(key, values),
  clause,
});

export const noSuchSeat = () => fault('seat/unknown');
export const notInGame = (seat: number) => fault('seat/not-in-game', { seat });
export const gameOver = () => fault('game/finished#over');
