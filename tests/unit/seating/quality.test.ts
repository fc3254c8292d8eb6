import { describe, expect, it } from 'vitest';
import { seatingQuality, type SeatingInput, type Schedule } from '../../../src/engine/seating/index.ts';
import { en } from '../../said.ts';

/** Four players, one table of two, two rounds: every count below is worked out by hand. */
const SMALL: SeatingInput = { players: 4, tables: 1, seats: 2, rounds: 2 };

function quality(input: SeatingInput, schedule: Schedule) {
  const q = seatingQuality(input, schedule);
  if (!q.ok) throw new Error(en(q.error.message));
  return q.quality;
}

describe('the quality report, checked by hand', () => {
  it('1-2 then 3-4: each pair that played met once, against a fair 1/3; everyone sat out once', () => {
    const q = quality(SMALL, { rounds: [[[0, 1]], [[2, 3]]] });
    // a pair meets in a round with chance k(S-1)/(n(n-1)) = 2·1/(4·3) = 1/6; two rounds: 1/3
    expect(q.pairs.ideal).toEqual({ min: 0.33, max: 0.33 });
    expect(q.pairs.histogram).toEqual({ 0: 4, 1: 2 });
    expect(q.pairs.worst).toBe(0.67);
    expect(q.pairs.within).toBe(6); // 0 and 1 are both as close to 1/3 as whole numbers get
    // each plays 2·(2/4) = 1 game: half a game per seat
    expect(q.seats.histogram).toEqual({ 0: 4, 1: 4 });
    expect(q.firstSeat.histogram).toEqual({ 0: 2, 1: 2 });
    expect(q.halves.histogram).toEqual({ 0: 4, 1: 4 });
    expect(q.sitOuts).toMatchObject({ ideal: { min: 1, max: 1 }, min: 1, max: 1, worst: 0 });
    expect(q.tables).toBeNull(); // fewer than three tables: mafiaratings does not weigh them
    expect(q.broken).toEqual({ separate: 0, notAt: 0, sitOutsInARow: 0, avoidMeetings: 0, welcomeShort: 0 });
  });

  it('1-2 twice: players 3 and 4 sit out twice in a row, 1-2 meet 5/3 above fair', () => {
    const q = quality(SMALL, { rounds: [[[0, 1]], [[1, 0]]] });
    expect(q.broken.sitOutsInARow).toBe(2);
    expect(q.pairs.histogram).toEqual({ 0: 5, 2: 1 });
    expect(q.pairs.worst).toBe(1.67);
    expect(q.pairs.within).toBe(5);
    expect(q.sitOuts).toMatchObject({ min: 0, max: 2, worst: 1, histogram: { 0: 2, 2: 2 } });
    // player 1 sat in seat 1 then seat 2: both at their fair half game
    expect(q.seats.histogram).toEqual({ 0: 4, 1: 4 });
  });

  it('broken constraints are counted: a separated pair together, a banned table, an avoid meeting, a welcome pair apart', () => {
    const input: SeatingInput = {
      players: 4,
      tables: 2,
      seats: 2,
      rounds: 1,
      separate: [[0, 1]],
      notAt: [{ player: 2, tables: [1] }],
      avoid: [[2, 3]],
    };
    const q = quality(input, {
      rounds: [
        [
          [0, 1],
          [2, 3],
        ],
      ],
    });
    expect(q.broken).toMatchObject({ separate: 1, notAt: 1, avoidMeetings: 1 });
    const apart = quality(
      { ...input, separate: [], avoid: [], notAt: [], welcome: [[0, 1]] },
      {
        rounds: [
          [
            [0, 2],
            [1, 3],
          ],
        ],
      },
    );
    expect(apart.broken.welcomeShort).toBe(1);
  });

  it("a full day's fair target is the issue's rounds·(seats−1)/(players−1)", () => {
    const input: SeatingInput = { players: 20, tables: 2, seats: 10, rounds: 1 };
    const round = [Array.from({ length: 10 }, (_, i) => i), Array.from({ length: 10 }, (_, i) => i + 10)];
    const q = quality(input, { rounds: [round] });
    expect(q.pairs.ideal.min).toBe(Math.round((100 * 9) / 19) / 100);
    expect(q.pairs.histogram).toEqual({ 0: 100, 1: 90 });
  });

  it('a schedule that seats a player twice in a round is refused, not measured', () => {
    const q = seatingQuality(SMALL, { rounds: [[[0, 0]]] });
    expect(q.ok).toBe(false);
  });
});
