/**
 * The first killed's three guesses: which rulesets have them and the one name each gives them
 * (docs/glossary.md: Prima Nota / best move). The rulesets read their `bestMove` from here, so the overlays get
 * the name without loading the rulesets (the overlay bundle budget).
 */
import type { Lang } from '../words/format.ts';

type Text = Record<Lang, string>;
import type { RulesetId } from './rulesets.ts';
import { bestMoveWords } from '../words/air.ts';

export type BestMoveKind = 'primaNota' | 'bestMove';

export const BEST_MOVE: Readonly<Record<RulesetId, BestMoveKind | null>> = {
  'mafclub-2023': 'primaNota', // MafClub 2.6
  'fiim-2019': 'bestMove', // FIIM 8.3
  'club-mafia': null,
  'classic-mafia': null,
};

const NAMES: Readonly<Record<BestMoveKind, Text>> = bestMoveWords();

/** One name per ruleset, everywhere it is shown; a ruleset without the pick says "best move". */
export function bestMoveName(ruleset: RulesetId): Text {
  return NAMES[BEST_MOVE[ruleset] ?? 'bestMove'];
}
