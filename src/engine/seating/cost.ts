import { AVOID, SEPARATE, WELCOME, welcomeTarget, type Problem } from './problem.ts';

/**
 * What a schedule costs: squared distances from the fair targets, weighted as organisers weigh
 * them (weights.ts: ours or mafiaratings'), plus a large price on what must not happen (a
 * separated pair at one table, a banned table, a second sit-out in a row). The optimiser lowers
 * it; the quality report shows the counts behind it.
 */
export { WEIGHTS } from './weights.ts';

/** A seat's own weight: seat 1 ×4, seat 2 ×3, the last seat ×2 (mafiaratings). */
export function seatWeight(seat: number, seats: number): number {
  if (seat === 0) return 4;
  if (seat === 1) return 3;
  return seat === seats - 1 ? 2 : 1;
}

/** The first half's size: seats 1-5 of 10. */
export const halfOf = (seats: number) => Math.ceil(seats / 2);

/** Cost of a pair that has met `m` times. */
export function pairCost(p: Problem, a: number, b: number, m: number): number {
  const rule = p.pairRule[a * p.n + b];
  if (rule === SEPARATE) return p.w.hard * m;
  if (rule === AVOID) return p.w.pairRule * m * m;
  if (rule === WELCOME) {
    const d = m - welcomeTarget(p, a, b);
    return p.w.pairRule * d * d;
  }
  const d = Math.abs(m - (p.pairTarget[a * p.n + b] ?? 0));
  // beyond one meeting off fair, every further one costs more: organisers look at the worst pair
  const far = d > 1 ? d - 1 : 0;
  return p.w.pair * (d * d + p.w.pairFar * far * far);
}

/** Cost of one player's seat counts (`counts[base .. base + seats)`) against his fair games. */
export function seatCost(p: Problem, counts: Int32Array, player: number): number {
  const s = p.s;
  const base = player * s;
  const one = (p.games[player] ?? 0) / s;
  let cost = 0;
  let first = 0;
  for (let i = 0; i < s; i++) {
    const c = counts[base + i] ?? 0;
    const d = c - one;
    cost += p.w.seat * seatWeight(i, s) * d * d;
    if (i < halfOf(s)) first += c;
    if (i % 2 === 1) {
      const dp = c + (counts[base + i - 1] ?? 0) - 2 * one;
      cost += p.w.seatPair * dp * dp;
    }
  }
  const total = p.games[player] ?? 0;
  let played = 0;
  for (let i = 0; i < s; i++) played += counts[base + i] ?? 0;
  const dh1 = first - (total * halfOf(s)) / s;
  const dh2 = played - first - (total * (s - halfOf(s))) / s;
  return cost + p.w.half * (dh1 * dh1 + dh2 * dh2);
}

/** Cost of a player's games at one table (balance at two tables: only a spread beyond 2). */
export function tableCost(p: Problem, player: number, table: number, c: number, balance = true): number {
  const ban = p.forbidden[player * p.t + table] ? p.w.hard * c : 0;
  if (p.t < 2 || !balance) return ban;
  const d = c - (p.tableTarget[player * p.t + table] ?? 0);
  if (p.t > 2) return ban + p.w.table * d * d;
  const over = Math.max(0, Math.abs(d) - 1 - 1e-9);
  return ban + p.w.tableTwo * over * over;
}

export function sitCost(p: Problem, player: number, c: number): number {
  const d = c - (p.sitTarget[player] ?? 0);
  return p.w.sitOut * d * d;
}
