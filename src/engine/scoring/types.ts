/**
 * Inputs and outputs of scoring. Deliberately independent of the engine's GameState: the engine
 * builds a GameResult at game end, the judge's post-game awards arrive as ExtraAward[].
 */
import type { z } from 'zod';
import type { Problem, Role, RulesetId } from '../../protocol/common.ts';
import type { Check } from '../../protocol/result.ts';
import type { ScoreLineSchema } from '../../protocol/view.ts';

export type { Check, Problem, Role, RulesetId };

/** One line per seat, as the view's `scores` carries it. */
export type ScoreLine = z.infer<typeof ScoreLineSchema>;

export type { Team } from '../roles.ts';
import type { Team } from '../roles.ts';
import type { Winner } from '../../facts/index.ts';
export type { Winner };

/** When a player left: day n or night n (night 0 precedes day 1; the first shot is night 1). */
export interface Moment {
  phase: 'day' | 'night';
  number: number;
}

export interface SeatResult {
  seat: number;
  nickname: string;
  /** The roster player's id (issue 9): standings count him by it, whatever his nickname then. */
  player?: string;
  role: Role;
  /** Club games only: the lover may play on the mafia's side. Defaults to the role's team. */
  team?: Team;
  leftAt: Moment | null;
  /** 'removed' covers a 4th foul as well as a removal for a serious violation. */
  howLeft: 'killed' | 'votedOut' | 'removed' | null;
  /** Killed by the mafia's shot of the first shooting night (MafClub 2.6.1, 3.10; FIIM 8.3, 8.6). */
  firstKilled: boolean;
  /**
   * Removed for a serious violation: MafClub 4.8-4.9 "removal" (-1.5, 3.12), FIIM 6.7-6.8
   * "disqualification from the table" (-0.5, 8.2.4). False for a plain 4th foul (MafClub 4.5,
   * FIIM 6.5), which carries no points penalty.
   */
  removed: boolean;
  /** MafClub 3.12: -2 each (3.13: penalties add up). */
  yellowCards: number;
  /** MafClub 3.12: removal from the tournament and -2. */
  redCard: boolean;
  /** Removed from the table for a serious violation in this game itself (not a replay's offender). */
  disqualified?: boolean;
  /** Automatic replays this player caused in this game (MafClub 4.13-4.15; the tournament counts them). */
  autoReplays?: number;
}

export type ChargedPlayer = Pick<
  SeatResult,
  'nickname' | 'player' | 'removed' | 'yellowCards' | 'redCard' | 'disqualified' | 'autoReplays'
>;

export interface GameResult {
  ruleset: RulesetId;
  gameId: string;
  winner: Winner;
  seats: SeatResult[];
  /** Prima Nota (MafClub 2.6) / best move (FIIM 8.3): the seats the first killed named. */
  bestMove: { by: number; seats: number[]; noPoints?: boolean } | null;
  /**
   * Players replaced at their seat during the game with the sanctions they were given (issue 34:
   * sanctions follow the player). They have no seat line; the standings charge them.
   */
  departed?: ChargedPlayer[];
  /** Points earned before a replay that the replayed game keeps (MafClub 3.11.1: the Prima Nota). */
  kept?: { seat: number; points: number }[];
}

/**
 * A judge's post-game award, one per entry (several entries for one seat and kind add up).
 * MafClub 3.2/3.12: bestMove +0.5/+1, bestPlay +1.5/+2, worstMove -0.5/-1, worstPlay -1.5.
 * FIIM 8.4: judge +0.1..+0.7; 8.5: penalty -0.4 each.
 */
export interface ExtraAward {
  seat: number;
  kind: 'bestMove' | 'bestPlay' | 'worstMove' | 'worstPlay' | 'judge' | 'penalty';
  points: number;
}

export interface ValidateOptions {
  /** MafClub 3.3.1 / 3.4.1 (ru): five players and six points, agreed with the chief judge. */
  extendedLimits?: boolean;
}

export interface Standing {
  nickname: string;
  /** The roster player the row counts; absent for a typed name (counted by its text). */
  player?: string;
  games: number;
  wins: number;
  /** Wins as Sheriff or Don (MafClub 3.20.2 "role cards", FIIM 8.7.3). */
  roleWins: number;
  /** Times killed on the first night, any role (MafClub 3.20.4, FIIM 8.7.4). */
  firstNightDeaths: number;
  /**
   * His games and wins by the role he was dealt, the roles he has played only: Don, Sheriff, mafia,
   * citizen, then the club's (the player's card, issue 38.12). Finished games only.
   */
  byRole: { role: Role; games: number; wins: number }[];
  main: number;
  extras: number;
  compensation: number;
  total: number;
  /** The "additional points" the first tie-break compares (MafClub 3.20.1, FIIM 8.7.1). */
  tieBreakExtras: number;
  /** 1-based; players equal on every criterion share a rank. */
  rank: number;
  /** Equal on every criterion: the rules send them to a lot (MafClub 3.20.5, FIIM 8.7.5). */
  lotNeeded: boolean;
  /** A red card in one of its games: out of the tournament (MafClub 4.18, FIIM 7.3). */
  banned?: boolean;
  /** Games he was removed from for a serious violation (MafClub 4.17.5 counts repeats). */
  removals?: number;
  /** Automatic replays he caused (MafClub 4.15.1 counts repeats). */
  autoReplays?: number;
}

export interface ScoredGame {
  result: GameResult;
  scores: ScoreLine[];
}

/** One finished game of one player, as the standings count it. */
export interface PlayedGame {
  result: GameResult;
  seat: SeatResult;
  main: number;
  extras: number;
}
