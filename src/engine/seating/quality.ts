import type { Result } from '../../protocol/index.ts';
import { Board } from './board.ts';
import { halfOf } from './cost.ts';
import { AVOID, problemOf, SEPARATE, WELCOME, welcomeTarget, type Problem } from './problem.ts';
import type { Schedule, SeatingInput, SeatingRefusal } from './types.ts';

/**
 * One fairness criterion measured over its items (every pair of players, every player × seat, …):
 * the fair target each item is measured against (`ideal`: its lowest and highest over the items;
 * one number when everyone is always there), the counts' range, the worst distance from the
 * target, how many items are as close as whole numbers allow (within floor..ceil of the target),
 * and the histogram of counts.
 */
export interface Criterion {
  ideal: { min: number; max: number };
  min: number;
  max: number;
  worst: number;
  within: number;
  of: number;
  histogram: Record<string, number>;
}

export interface SeatingQuality {
  /** Meetings at a table of every pair of players (separated pairs left out: their target is 0). */
  pairs: Criterion;
  /** Games of every player in every seat number. */
  seats: Criterion;
  /** Games of every player in seat 1 (weighed most). */
  firstSeat: Criterion;
  /** Games in the seat pairs 1-2, 3-4, … */
  seatPairs: Criterion;
  /** Games in the first half (seats 1-5) and the second (6-10). */
  halves: Criterion;
  /** Games of every player at every table (from three tables on: mafiaratings). */
  tables: Criterion | null;
  /** Rounds every player sits out (null when everyone plays every round). */
  sitOuts: Criterion | null;
  /** What must not happen: each is a count, 0 when honoured. */
  broken: {
    separate: number;
    notAt: number;
    sitOutsInARow: number;
    /** Meetings of avoid pairs, and welcome pairs short of their target. */
    avoidMeetings: number;
    welcomeShort: number;
  };
  /** The optimiser's weighted cost (lower is fairer; 0 would be every count on its target). */
  cost: number;
}

interface Item {
  count: number;
  target: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export function criterion(items: readonly Item[]): Criterion {
  const histogram: Record<string, number> = {};
  let min = Infinity;
  let max = -Infinity;
  let lo = Infinity;
  let hi = -Infinity;
  let worst = 0;
  let within = 0;
  for (const { count, target } of items) {
    histogram[count] = (histogram[count] ?? 0) + 1;
    min = Math.min(min, count);
    max = Math.max(max, count);
    lo = Math.min(lo, target);
    hi = Math.max(hi, target);
    worst = Math.max(worst, Math.abs(count - target));
    if (count >= Math.floor(target + 1e-9) && count <= Math.ceil(target - 1e-9)) within++;
  }
  if (items.length === 0)
    return { ideal: { min: 0, max: 0 }, min: 0, max: 0, worst: 0, within: 0, of: 0, histogram };
  return {
    ideal: { min: round2(lo), max: round2(hi) },
    min,
    max,
    worst: round2(worst),
    within,
    of: items.length,
    histogram,
  };
}

/** Counts a schedule from scratch (not from the optimiser's state) and measures it. */
export function seatingQuality(
  input: SeatingInput,
  schedule: Schedule,
): Result<{ quality: SeatingQuality }, SeatingRefusal> {
  const made = problemOf({ ...input, played: schedule.rounds.slice(0, input.rounds) });
  if (!made.ok) return made;
  const p = made.problem;
  const board = new Board(p);
  schedule.rounds.forEach((round, r) => {
    round.forEach((table, t) => table.forEach((player, seat) => board.place(r, t * p.s + seat, player)));
    for (let i = 0; i < p.n; i++) if (board.where[r]?.[i] === -3) board.sit(r, i, 1);
  });
  return { ok: true, quality: measure(p, board) };
}

function measure(p: Problem, b: Board): SeatingQuality {
  const pairs: Item[] = [];
  const broken = { separate: 0, notAt: 0, sitOutsInARow: 0, avoidMeetings: 0, welcomeShort: 0 };
  for (let a = 0; a < p.n; a++)
    for (let c = a + 1; c < p.n; c++) {
      const count = b.meet[a * p.n + c] ?? 0;
      const rule = p.pairRule[a * p.n + c];
      if (rule === SEPARATE) broken.separate += count;
      else pairs.push({ count, target: p.pairTarget[a * p.n + c] ?? 0 });
      if (rule === AVOID) broken.avoidMeetings += count;
      if (rule === WELCOME) broken.welcomeShort += Math.max(0, welcomeTarget(p, a, c) - count);
    }
  const seats: Item[] = [];
  const first: Item[] = [];
  const seatPairs: Item[] = [];
  const halves: Item[] = [];
  const tables: Item[] = [];
  const sits: Item[] = [];
  for (let i = 0; i < p.n; i++) {
    const g = p.games[i] ?? 0;
    const c = (s: number) => b.seatCnt[i * p.s + s] ?? 0;
    for (let s = 0; s < p.s; s++) seats.push({ count: c(s), target: g / p.s });
    first.push({ count: c(0), target: g / p.s });
    for (let s = 1; s < p.s; s += 2) seatPairs.push({ count: c(s - 1) + c(s), target: (2 * g) / p.s });
    let h1 = 0;
    let all = 0;
    for (let s = 0; s < p.s; s++) {
      all += c(s);
      if (s < halfOf(p.s)) h1 += c(s);
    }
    halves.push(
      { count: h1, target: (g * halfOf(p.s)) / p.s },
      { count: all - h1, target: (g * (p.s - halfOf(p.s))) / p.s },
    );
    for (let t = 0; t < p.t; t++) {
      const count = b.tableCnt[i * p.t + t] ?? 0;
      tables.push({ count, target: p.tableTarget[i * p.t + t] ?? 0 });
      if (p.forbidden[i * p.t + t]) broken.notAt += count;
    }
    sits.push({ count: b.sitCnt[i] ?? 0, target: p.sitTarget[i] ?? 0 });
    for (let r = 1; r < p.r; r++)
      if (b.where[r]?.[i] === -1 && b.where[r - 1]?.[i] === -1) broken.sitOutsInARow++;
  }
  const anyOut = b.out.some((o) => o.length > 0) || sits.some((x) => x.target > 0);
  return {
    pairs: criterion(pairs),
    seats: criterion(seats),
    firstSeat: criterion(first),
    seatPairs: criterion(seatPairs),
    halves: criterion(halves),
    tables: p.t >= 3 ? criterion(tables) : null,
    sitOuts: anyOut ? criterion(sits) : null,
    broken,
    cost: Math.round(b.cost * 100) / 100,
  };
}
