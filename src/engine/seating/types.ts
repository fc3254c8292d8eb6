/**
 * A tournament's seating schedule (issue 25). Players are numbered 0..players-1 here; the hub maps
 * them to roster ids and the CLI prints them from 1. Pure: the seed arrives with the input.
 */
import type { Said } from '../../words/format.ts';

/** One table of one round: the players in seat order (seat 1 first). */
export type SeatedTable = number[];
/** One round: its tables (table 1 first); present players not at a table sit out. */
export type SeatedRound = SeatedTable[];

export interface Schedule {
  rounds: SeatedRound[];
}

export interface SeatingInput {
  players: number;
  tables: number;
  /** Seats per table (10 in sport Mafia; a club's size otherwise). */
  seats: number;
  rounds: number;
  /** Groups whose members never share a table (a club's players, a couple). */
  separate?: number[][];
  /** Pairs who should meet less than the fair number (mafiaratings' "avoid"). */
  avoid?: [number, number][];
  /** Pairs who should meet more: about twice the fair number, at least once (mafiaratings' "welcome"). */
  welcome?: [number, number][];
  /** A player who must not sit at these tables (0-based: a judge's relative, the streamed table). */
  notAt?: { player: number; tables: number[] }[];
  /** Rounds (0-based) a player is not there for: joins late, leaves mid-day, dropped out. */
  away?: { player: number; rounds: number[] }[];
  /** The rounds already played (the first `played.length`), kept exactly as they are. */
  played?: SeatedRound[];
  /** Tables each round plays, at most `tables` (default: as many as its players fill): a last round short of games. */
  roundTables?: number[];
  /** Whose weights the optimiser uses: ours (default) or mafiaratings' own score (./mafiaratings.ts). */
  weigh?: 'ours' | 'mafiaratings';
}

export interface SeatingOptions {
  seed: string;
  /** Moves the optimiser tries (the budget; deterministic for the same input and seed). */
  iterations?: number;
  /** Stop after this many ms of `now` (then the result depends on the machine's speed). */
  timeMs?: number;
  now?: () => number;
  /** Called about 100 times: the share done and the best cost so far. */
  onProgress?: (done: number, cost: number) => void;
}

/** A refusal with a permanent code (the hub sends it as the problem). */
export interface SeatingRefusal {
  code: 'seating/invalid' | 'seating/too-few-players';
  message: Said;
}

/** Default seats per table: sport Mafia's ten. */
export const SEATS = 10;
/** Largest problem the optimiser takes (memory is players² + rounds·players). */
export const LIMITS = { players: 400, tables: 40, seats: 16, rounds: 60 } as const;
