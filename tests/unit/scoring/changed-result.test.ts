/** Issue 34: a changed result (MafClub 4.20.2, FIIM 8.9) revises the judge's awards accordingly. */
import { describe, expect, it } from 'vitest';
import { finishedGame } from '../../../src/engine/index.ts';
import { dayOne, type Table } from '../engine/helpers.ts';

/** Seats: Don 3, mafia 6 and 9, Sheriff 5 (helpers.ts SPORT_ROLES). */
const notesOf = (t: Table, seat: number) => t.view().scores?.find((l) => l.seat === seat)?.notes ?? [];

describe('MafClub 4.20.2 (comment: the awards are revised), 3.6, 3.15: the changed result voids what it forbids', () => {
  const redWon = () =>
    dayOne('mafclub-2023').run(
      { type: 'game/surrender' },
      { type: 'score/extra', seat: 1, kind: 'bestPlay', points: 2 },
      { type: 'score/extra', seat: 6, kind: 'worstPlay', points: -1.5 },
      { type: 'score/extra', seat: 2, kind: 'bestMove', points: 0.5 },
    );

  it('red won, best play to red 1, worst play to black 6; changed to black -> both void, the notes say so', () => {
    const t = redWon().run({ type: 'game/result', reason: 'changed', winner: 'black' });
    expect(t.state.extras).toEqual([{ seat: 2, kind: 'bestMove', points: 0.5 }]);
    expect(notesOf(t, 1).join(' ')).toMatch(/bestPlay \+2 void: the result was changed \(4\.20\.2\)/);
    expect(notesOf(t, 6).join(' ')).toMatch(/worstPlay -1\.5 void/);
    const line = (seat: number) => finishedGame(t.state)?.scores.find((l) => l.seat === seat);
    expect([line(1)?.extras, line(6)?.extras]).toEqual([0, 0]);
  });

  it('then a best play for the new winner (black 3) is accepted, not "one per game"', () => {
    const t = redWon().run({ type: 'game/result', reason: 'changed', winner: 'black' });
    t.run({ type: 'score/extra', seat: 3, kind: 'bestPlay', points: 2 });
    t.run({ type: 'score/extra', seat: 1, kind: 'worstPlay', points: -1.5 });
    expect(t.view().scores?.find((l) => l.seat === 3)?.extras).toBe(2);
  });
});

describe('FIIM 8.9, 8.4.3-8.4.4: a +0.7 does not stay on the now losing side', () => {
  it('red won (team loss of black 6), +0.7 to red 1; changed to black -> void, 0.4 may be given (8.4.4)', () => {
    const t = dayOne('fiim-2019').run(
      { type: 'game/result', reason: 'teamLoss', winner: 'red', seat: 6 },
      { type: 'score/extra', seat: 1, kind: 'judge', points: 0.7 },
      { type: 'game/result', reason: 'changed', winner: 'black' },
    );
    expect(t.state.extras).toEqual([]);
    expect(notesOf(t, 1).join(' ')).toMatch(/judge \+0\.7 void: the result was changed \(8\.9\)/);
    t.run({ type: 'score/extra', seat: 1, kind: 'judge', points: 0.4 });
    expect(t.view().scores?.find((l) => l.seat === 1)?.extras).toBe(0.4);
  });
});
