import { describe, expect, it } from 'vitest';
import { optimiseSeating, seatingQuality, type Schedule } from '../../../src/engine/seating/index.ts';
import { mafiaratingsDay, mafiaratingsScore } from '../../../src/engine/seating/mafiaratings.ts';
import { en } from '../../said.ts';

/** Players 0..n-1 at tables of ten in order, the same every round. */
const sameEveryRound = (players: number, rounds: number): Schedule => ({
  rounds: Array.from({ length: rounds }, () =>
    Array.from({ length: players / 10 }, (_, t) => Array.from({ length: 10 }, (_, i) => t * 10 + i)),
  ),
});

describe("mafiaratings' own score (their include/seating.php)", () => {
  it('one round of 20: every count within 1 of its target, "perfect" for them: 0', () => {
    expect(mafiaratingsScore(sameEveryRound(20, 1), 20, 2)).toEqual({
      pairs: 0,
      numbers: 0,
      tables: 0,
      total: 0,
    });
  });

  it('the same round twice at 2 tables: pairs 90·(2−18/19)² + 100·(18/19)², seats, no tables', () => {
    // seats: each player twice in one seat: (0.2−2)² or (0.2−0)² × 4 × (seat 1 ×4, 2 ×3, 10 ×2);
    // seat pairs (0.4−2)², (0.4−0)² × 2; halves (1−2)², (1−0)²
    expect(mafiaratingsScore(sameEveryRound(20, 2), 20, 2)).toEqual({
      pairs: 189.5,
      numbers: 628.8,
      tables: 0,
      total: 818.3,
    });
  });

  it('the same round twice at 3 tables: each player (2/3−2)² + 2·(2/3)² at the tables', () => {
    expect(mafiaratingsScore(sameEveryRound(30, 2), 30, 3).tables).toBe(80);
  });

  it('a separated pair costs (meetings·10)²', () => {
    const once = mafiaratingsScore(sameEveryRound(20, 2), 20, 2, [[0, 1]]);
    expect(once.pairs).toBeGreaterThan(400);
  });
});

describe('their shapes: players/tables/games a player', () => {
  it('25 players, 2 tables, 10 games each: 13 rounds, the last one table; each plays 10, never sits out twice in a row', () => {
    const input = { ...mafiaratingsDay(25, 2, 10)!, weigh: 'mafiaratings' as const };
    expect(input.rounds).toBe(13);
    const made = optimiseSeating(input, { seed: 'shape', iterations: 30_000 });
    if (!made.ok) throw new Error(en(made.error.message));
    expect(made.schedule.rounds.map((r) => r.length)).toEqual([...new Array<number>(12).fill(2), 1]);
    const q = seatingQuality(input, made.schedule);
    if (!q.ok) throw new Error(en(q.error.message));
    expect(q.quality.sitOuts).toMatchObject({ min: 3, max: 3 });
    expect(q.quality.broken.sitOutsInARow).toBe(0);
  });
});
