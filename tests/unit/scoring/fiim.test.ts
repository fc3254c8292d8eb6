import { describe, expect, it } from 'vitest';
import { scoreGame, type ScoreLine } from '../../../src/engine/scoring/index.ts';
import { BLACKS, CITIZENS, DON, MAFIA, SHERIFF, table } from './table.ts';

// Values read from fiim-2019-ru.txt, section 8.
const WIN = 1; // 8.2.1-8.2.2
const BEST_MOVE_3 = 0.4; // 8.3.4
const BEST_MOVE_2 = 0.25; // 8.3.4
const DISQUALIFICATION = -0.5; // 8.2.4
const PENALTY = -0.4; // 8.5

const fiim = { ruleset: 'fiim-2019' as const };
const line = (lines: ScoreLine[], seat: number): ScoreLine => {
  const l = lines.find((x) => x.seat === seat);
  if (!l) throw new Error(`no line for seat ${seat}`);
  return l;
};

describe('FIIM 8.2: main points', () => {
  it('FIIM 8.2.1: red win gives every red 1, blacks 0 (8.2.3)', () => {
    const lines = scoreGame(table({ ...fiim, winner: 'red' }), []);
    for (const s of [...CITIZENS, SHERIFF]) expect(line(lines, s).total).toBe(WIN);
    for (const s of BLACKS) expect(line(lines, s).total).toBe(0);
  });
  it('FIIM 8.2.2: black win gives every black 1', () => {
    const lines = scoreGame(table({ ...fiim, winner: 'black' }), []);
    for (const s of BLACKS) expect(line(lines, s).main).toBe(WIN);
    for (const s of [...CITIZENS, SHERIFF]) expect(line(lines, s).main).toBe(0);
  });
  it('FIIM 8.2.3: a draw gives nobody anything', () => {
    const lines = scoreGame(table({ ...fiim, winner: 'draw' }), []);
    expect(lines.every((l) => l.total === 0)).toBe(true);
  });
  it('FIIM 8.2.4: disqualification from the table is -0.5 extra, even for a winner', () => {
    const lines = scoreGame(table({ ...fiim, winner: 'red', seats: { 3: { removed: true } } }), []);
    expect(line(lines, 3).extras).toBe(DISQUALIFICATION);
    expect(line(lines, 3).total).toBe(WIN + DISQUALIFICATION);
  });
  it('FIIM 6.5: leaving on a 4th foul carries no -0.5', () => {
    const lines = scoreGame(table({ ...fiim, winner: 'red', seats: { 3: { howLeft: 'removed' } } }), []);
    expect(line(lines, 3).total).toBe(WIN);
  });
});

describe('FIIM 8.3: best move of the first killed', () => {
  it('FIIM 8.3.4: three blacks named give a citizen +0.4', () => {
    const lines = scoreGame(table({ ...fiim, winner: 'black', firstKilled: 1, named: BLACKS }), []);
    expect(line(lines, 1).total).toBe(BEST_MOVE_3);
  });
  it('FIIM 8.3.4: two blacks named give the Sheriff +0.25', () => {
    const lines = scoreGame(
      table({ ...fiim, winner: 'red', firstKilled: SHERIFF, named: [DON, MAFIA[0]!, 4] }),
      [],
    );
    expect(line(lines, SHERIFF).total).toBe(WIN + BEST_MOVE_2);
  });
  it('FIIM 8.3.4: a first-killed black gets nothing for naming', () => {
    const lines = scoreGame(table({ ...fiim, winner: 'red', firstKilled: DON, named: BLACKS }), []);
    expect(line(lines, DON).extras).toBe(0);
  });
  it('FIIM 8.3.6: no best move when two players left by the day-1 vote', () => {
    const lines = scoreGame(table({ ...fiim, firstKilled: 1, named: BLACKS, votedOutDay1: [3, 4] }), []);
    expect(line(lines, 1).extras).toBe(0);
  });
  it('FIIM 8.3.6: one player voted out on day 1 still allows the best move', () => {
    const lines = scoreGame(table({ ...fiim, firstKilled: 1, named: BLACKS, votedOutDay1: [3] }), []);
    expect(line(lines, 1).extras).toBe(BEST_MOVE_3);
  });
});

describe('FIIM 8.4-8.5: judge extras and penalties', () => {
  it('FIIM 8.4.6: best move 0.4 and judge 0.3 on one player: the larger (0.4) counts', () => {
    const result = table({ ...fiim, winner: 'black', firstKilled: 1, named: BLACKS });
    const lines = scoreGame(result, [{ seat: 1, kind: 'judge', points: 0.3 }]);
    expect(line(lines, 1).extras).toBe(Math.max(BEST_MOVE_3, 0.3));
  });
  it('FIIM 8.4.6: best move 0.25 and judge 0.5 on a winner: the judge 0.5 counts', () => {
    const result = table({ ...fiim, winner: 'red', firstKilled: 1, named: [DON, MAFIA[1]!, 3] });
    const lines = scoreGame(result, [{ seat: 1, kind: 'judge', points: 0.5 }]);
    expect(line(lines, 1).extras).toBe(Math.max(BEST_MOVE_2, 0.5));
  });
  it('FIIM 8.5: two penalties are -0.8 and add to judge extras', () => {
    const lines = scoreGame(table({ ...fiim, winner: 'black' }), [
      { seat: 7, kind: 'penalty', points: PENALTY },
      { seat: 7, kind: 'penalty', points: PENALTY },
      { seat: 5, kind: 'judge', points: 0.7 },
    ]);
    expect(line(lines, 7).extras).toBeCloseTo(2 * PENALTY, 9);
    expect(line(lines, 5).total).toBeCloseTo(WIN + 0.7, 9);
  });
  it('FIIM 8.4.7: judge extras are not counted in a draw', () => {
    const lines = scoreGame(table({ ...fiim, winner: 'draw' }), [{ seat: 4, kind: 'judge', points: 0.3 }]);
    expect(line(lines, 4).total).toBe(0);
  });
});

describe('club and classic mafia: no points in their texts, plain win/loss', () => {
  it('classic: red win is 1 for reds, 0 for blacks', () => {
    const lines = scoreGame(table({ ruleset: 'classic-mafia', winner: 'red' }), []);
    expect(line(lines, 1).total).toBe(1);
    expect(line(lines, DON).total).toBe(0);
  });
  it('club: the maniac wins alone; a lover on the mafia side loses with the city', () => {
    const result = table({
      ruleset: 'club-mafia',
      winner: 'maniac',
      seats: { 3: { role: 'maniac' }, 4: { role: 'lover', team: 'black' } },
    });
    const lines = scoreGame(result, []);
    expect(lines.filter((l) => l.total === 1).map((l) => l.seat)).toEqual([3]);
  });
  it('club: a lover on the mafia side wins with the mafia', () => {
    const result = table({
      ruleset: 'club-mafia',
      winner: 'black',
      seats: { 4: { role: 'lover', team: 'black' } },
    });
    expect(line(scoreGame(result, []), 4).total).toBe(1);
  });
});
