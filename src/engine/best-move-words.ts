/** The first killed's three guesses, by the name each ruleset gives them (glossary: Prima Nota / ЛХ). */
import type { RulesetId, Text } from '../protocol/index.ts';
import { rulesetOf } from './rulesets/index.ts';

const NAMES: Readonly<Record<'primaNota' | 'bestMove', Text>> = {
  primaNota: { ru: 'Прима Нота', en: 'Prima Nota' }, // MafClub 2.6
  bestMove: { ru: 'Лучший ход', en: 'Best move' }, // FIIM 8.3
};

/** One name per ruleset, everywhere it is shown; a ruleset without the pick says "best move". */
export function bestMoveName(ruleset: RulesetId): Text {
  return NAMES[rulesetOf(ruleset).bestMove ?? 'bestMove'];
}
