/**
 * Each ruleset's scoring as data: the engine picks a ruleset's entry and never branches on its id.
 * Club and classic texts give no points (see plain.ts): a win is 1, no awards, no compensation.
 */
import { scoreFault } from './common.ts';
import { fiimCompensation, fiimSanctions, scoreFiim } from './fiim.ts';
import { mafclubCompensation, mafclubSanctions, primaNotaKept, scoreMafClub } from './mafclub.ts';
import { scorePlain } from './plain.ts';
import type {
  ChargedPlayer,
  Check,
  ExtraAward,
  GameResult,
  PlayedGame,
  RulesetId,
  ScoreLine,
  Standing,
  ValidateOptions,
} from './types.ts';
import { checkCommon, FIIM_KINDS, MAFCLUB_KINDS, validateFiim, validateMafClub } from './validation.ts';

export interface ScoringRules {
  score(result: GameResult, extras: readonly ExtraAward[]): ScoreLine[];
  /** The awards a judge may give after the game, and the clause that lists them. */
  awards: { kinds: ReadonlySet<ExtraAward['kind']>; clause: string | null };
  /** The ruleset's own limits on those awards (the kinds and common checks are done before). */
  validate(result: GameResult, extras: readonly ExtraAward[], opts: ValidateOptions): Check;
  /** Points for first-night shootings over the distance (MafClub 3.10, FIIM 8.6). */
  compensation(games: readonly PlayedGame[]): number;
  /** Compensation counts with the extras in a tie-break (MafClub 3.10 calls it additional points). */
  compensationBreaksTies: boolean;
  /** Criteria after the total, best first. */
  tieBreaks: Array<(s: Standing) => number>;
  /** Players equal on every criterion go to a lot (else they share the place). */
  lotOnTie: boolean;
  /** What a replay keeps of the game it replaces. */
  keptOnReplay(result: GameResult): { seat: number; points: number }[];
  /** A player's sanctions with their points (a seat's line, or a player replaced at his seat). */
  sanctions(player: ChargedPlayer): [number, string][];
}

const PLAIN: ScoringRules = {
  score: (result) => scorePlain(result),
  awards: { kinds: new Set(), clause: null },
  validate: () => null,
  compensation: () => 0,
  compensationBreaksTies: false,
  // No tie-breaks in these texts: wins, then shared places.
  tieBreaks: [(s) => s.wins],
  lotOnTie: false,
  keptOnReplay: () => [],
  sanctions: () => [], // no points in these texts
};

export const SCORING: Record<RulesetId, ScoringRules> = {
  'mafclub-2023': {
    score: scoreMafClub,
    awards: { kinds: MAFCLUB_KINDS, clause: '3.2' },
    validate: validateMafClub,
    compensation: mafclubCompensation,
    compensationBreaksTies: true, // 3.10, 3.20.1
    // 3.20.1 extras, 3.20.2 wins with role cards, 3.20.3 wins, 3.20.4 first-night deaths.
    tieBreaks: [(s) => s.tieBreakExtras, (s) => s.roleWins, (s) => s.wins, (s) => s.firstNightDeaths],
    lotOnTie: true, // 3.20.5
    keptOnReplay: primaNotaKept, // 3.11.1
    sanctions: mafclubSanctions,
  },
  'fiim-2019': {
    score: scoreFiim,
    awards: { kinds: FIIM_KINDS, clause: '8.4' },
    validate: (result, extras) => validateFiim(result, extras),
    compensation: fiimCompensation,
    // 8.6.3 counts compensation as main; 8.7.1 lists only 8.2.4, 8.3, 8.4, 8.5.
    compensationBreaksTies: false,
    // 8.7.1 extras, 8.7.2 wins, 8.7.3 wins as Don or Sheriff, 8.7.4 first-night deaths.
    tieBreaks: [(s) => s.tieBreakExtras, (s) => s.wins, (s) => s.roleWins, (s) => s.firstNightDeaths],
    lotOnTie: true, // 8.7.5
    keptOnReplay: () => [],
    sanctions: fiimSanctions,
  },
  'club-mafia': PLAIN,
  'classic-mafia': PLAIN,
};

/** Points of every seat for one finished game; awards are taken as given (validate first). */
export function scoreGame(result: GameResult, extras: readonly ExtraAward[]): ScoreLine[] {
  return SCORING[result.ruleset].score(result, extras);
}

/** What a replay keeps of the game it replaces (MafClub 3.11.1: the Prima Nota points). */
export function keptOnReplay(result: GameResult): { seat: number; points: number }[] {
  return SCORING[result.ruleset].keptOnReplay(result);
}

/** The judge's awards checked against the ruleset's limits; a Problem, never a throw. */
export function validateExtras(
  result: GameResult,
  extras: readonly ExtraAward[],
  opts: ValidateOptions = {},
): Check {
  const common = checkCommon(result, extras);
  if (common) return common;
  const rules = SCORING[result.ruleset];
  const foreign = extras.find((e) => !rules.awards.kinds.has(e.kind));
  if (foreign) {
    return scoreFault(
      'score/award-not-in-ruleset',
      { kind: foreign.kind, ruleset: result.ruleset },
      rules.awards.clause,
    );
  }
  return rules.validate(result, extras, opts);
}
