/**
 * The judge's post-game awards: which a ruleset has, their names, the values its text allows and the
 * value the panel offers first. The engine checks awards against these (src/engine/scoring). The
 * names are the catalog's (src/words/ru/facts.ts `award`).
 */
import type { RulesetId } from './rulesets.ts';
import { both, type Text } from '../words/format.ts';
import * as ru from '../words/ru/facts.ts';
import * as en from '../words/en/facts.ts';

export const AWARD_KINDS = ['bestPlay', 'worstMove', 'worstPlay', 'judge', 'bestMove', 'penalty'] as const;
export type AwardKind = (typeof AWARD_KINDS)[number];

export interface AwardFact extends Text {
  /** The value the panel offers first. */
  points: number;
  /** The values the text allows for one seat's sum, where it lists them (else the ruleset checks). */
  values?: readonly number[];
  clause: string;
}

/** FIIM 8.5: a penalty is -0.4, never another value. */
export const FIIM_PENALTY = -0.4;

const NAME: Readonly<Record<AwardKind, Text>> = both({ ru: ru.award, en: en.award });

export const AWARDS: Readonly<Record<AwardKind, AwardFact>> = {
  // MafClub 3.2 / 3.12
  bestPlay: { ...NAME.bestPlay, points: 2, values: [1.5, 2], clause: '3.2' },
  bestMove: { ...NAME.bestMove, points: 0.5, values: [0.5, 1], clause: '3.2' },
  worstMove: { ...NAME.worstMove, points: -0.5, values: [-0.5, -1], clause: '3.12' },
  worstPlay: { ...NAME.worstPlay, points: -1.5, values: [-1.5], clause: '3.12' },
  // FIIM 8.4 (the range depends on the seat's team: 8.4.3-8.4.4), 8.5
  judge: { ...NAME.judge, points: 0.5, clause: '8.4' },
  penalty: { ...NAME.penalty, points: FIIM_PENALTY, values: [FIIM_PENALTY], clause: '8.5' },
};

/** The awards each ruleset's judge may give after the game, in the panel's order. */
export const RULESET_AWARDS: Readonly<Record<RulesetId, readonly AwardKind[]>> = {
  'mafclub-2023': ['bestPlay', 'bestMove', 'worstMove', 'worstPlay'],
  'fiim-2019': ['judge', 'penalty'],
  'club-mafia': [],
  'classic-mafia': [],
};
