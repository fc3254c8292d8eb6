/**
 * What the optimiser's cost weighs (cost.ts): ours, as organisers weigh a day, and mafiaratings'
 * own score (./mafiaratings.ts), chosen with `weigh`. Seat weights are theirs in both: seat 1 ×4,
 * seat 2 ×3, the last seat ×2, every single seat ×4 again, seat pairs 1-2, 3-4, … ×2, halves ×1.
 */
export interface Weights {
  pair: number;
  /** Beyond one meeting off fair, each further one costs this much more (the worst pair shows). */
  pairFar: number;
  seat: number;
  seatPair: number;
  half: number;
  /** Tables from three on. */
  table: number;
  /**
   * Two tables: only a spread beyond 2 between a player's games at the two is priced. Which game
   * is called the first table changes neither pairs nor seats, so this costs them almost nothing.
   */
  tableTwo: number;
  sitOut: number;
  /** avoid and welcome: mafiaratings weighs a restricted pair ×10. */
  pairRule: number;
  /** What must not happen: a separated pair at one table, a banned table, a second sit-out in a row. */
  hard: number;
  /** Annealing temperatures: a move worth a few pair meetings is taken early, only gains at the end. */
  hot: number;
  cold: number;
}

export const WEIGHTS: Weights = {
  pair: 4,
  pairFar: 4,
  seat: 4,
  seatPair: 2,
  half: 1,
  table: 32,
  tableTwo: 200,
  sitOut: 8,
  pairRule: 10,
  hard: 1000,
  hot: 30,
  cold: 0.05,
};

/**
 * mafiaratings' score: every pair's squared distance from fair, tables as much (from three tables
 * on only, as theirs), seats as ours.
 */
export const MAFIARATINGS: Weights = {
  ...WEIGHTS,
  pair: 1,
  pairFar: 0,
  table: 1,
  tableTwo: 0,
  hot: 8,
  cold: 0.02,
};
