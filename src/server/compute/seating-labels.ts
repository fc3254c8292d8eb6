import type { Schedule, SeatingInput } from '../../engine/seating/index.ts';

/**
 * At two tables the optimiser does not weigh which table a player sits at (tables count from three
 * on), so one player may never sit at the streamed table all day (issue 40). Which of a round's two
 * games is called "t1" changes neither who meets whom nor anyone's seat: each round after the kept
 * ones may have its labels swapped: the choice that keeps every player nearest to even at each
 * table is taken (the worst player first), never one putting a player at a table he is banned
 * from (`notAt`).
 */
/** Up to this many rounds whose labels may change, every choice is tried (2^12: a few milliseconds). */
const EXHAUSTIVE = 12;

export function balancedLabels(input: SeatingInput, schedule: Schedule, keep: number): Schedule {
  if (input.tables !== 2) return schedule;
  const banned = new Map((input.notAt ?? []).map((x) => [x.player, new Set(x.tables)]));
  const free = schedule.rounds
    .map((round, r) => r)
    .filter((r) => {
      const round = schedule.rounds[r]!;
      return (
        r >= keep &&
        round.length === 2 &&
        round.every((table, t) => table.every((p) => !banned.get(p)?.has(1 - t)))
      );
    });
  // each player's games at t1 minus his games at t2, with every free round as it came
  const base = new Array<number>(input.players).fill(0);
  for (const round of schedule.rounds)
    round.forEach((table, t) => table.forEach((p) => (base[p]! += t === 0 ? 1 : -1)));
  // a flipped round moves each of its players by 2 (one game from one table to the other)
  const moves = free.map((r) =>
    schedule.rounds[r]!.flatMap((table, t) => table.map((p) => [p, t === 0 ? -2 : 2] as const)),
  );
  // the worst player first, then the players a game or more off (squares)
  const score = (d: number[]) => Math.max(...d.map(Math.abs)) * 1e6 + d.reduce((s, x) => s + x * x, 0);
  const apply = (mask: number) => {
    const d = [...base];
    moves.forEach((m, i) => {
      if (mask & (1 << i)) for (const [p, by] of m) d[p]! += by;
    });
    return d;
  };
  let best = 0;
  let bestScore = score(base);
  if (free.length <= EXHAUSTIVE) {
    for (let mask = 1; mask < 1 << free.length; mask++) {
      const s = score(apply(mask));
      if (s < bestScore) [best, bestScore] = [mask, s];
    }
  } else {
    // too many to try all: flip one round at a time while that helps
    for (let improved = true; improved;) {
      improved = false;
      for (let i = 0; i < free.length; i++) {
        const s = score(apply(best ^ (1 << i)));
        if (s < bestScore) [best, bestScore, improved] = [best ^ (1 << i), s, true];
      }
    }
  }
  const flipped = new Set(free.filter((_, i) => best & (1 << i)));
  return {
    ...schedule,
    rounds: schedule.rounds.map((round, r) => (flipped.has(r) ? [round[1]!, round[0]!] : round)),
  };
}
