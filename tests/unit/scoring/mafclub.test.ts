import { describe, expect, it } from 'vitest';
import { scoreGame, type ScoreLine } from '../../../src/engine/scoring/index.ts';
import { BLACKS, CITIZENS, DON, MAFIA, SHERIFF, table } from './table.ts';

// Values read from the rules text (mafclub-2023-en.txt, section 3), not from the implementation.
const WIN = 4; // 3.1
const LOSS = 1; // 3.1
const TIE = 0; // 3.1
const REMOVAL = -1.5; // 3.12
const YELLOW = -2; // 3.12
const RED_CARD = -2; // 3.12

const line = (lines: ScoreLine[], seat: number): ScoreLine => {
  const l = lines.find((x) => x.seat === seat);
  if (!l) throw new Error(`no line for seat ${seat}`);
  return l;
};

describe('MafClub 3.1: main points by outcome, the same for every role', () => {
  it('red win: every red +4, every black +1', () => {
    const lines = scoreGame(table({ winner: 'red' }), []);
    for (const s of [...CITIZENS, SHERIFF]) expect(line(lines, s).main).toBe(WIN);
    for (const s of BLACKS) expect(line(lines, s).main).toBe(LOSS);
  });
  it('black win: Don and mafia +4, citizens and Sheriff +1', () => {
    const lines = scoreGame(table({ winner: 'black' }), []);
    for (const s of BLACKS) expect(line(lines, s).main).toBe(WIN);
    for (const s of [...CITIZENS, SHERIFF]) expect(line(lines, s).main).toBe(LOSS);
  });
  it('tie: 0 for all', () => {
    const lines = scoreGame(table({ winner: 'draw' }), []);
    expect(lines.map((l) => l.total)).toEqual(Array(10).fill(TIE));
  });
  it('one line per seat, total = main + extras', () => {
    const lines = scoreGame(table({ winner: 'red', firstKilled: 1, named: BLACKS }), [
      { seat: 3, kind: 'bestMove', points: 1 },
    ]);
    expect(lines.map((l) => l.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const l of lines) expect(l.total).toBe(l.main + l.extras);
  });
});

describe('MafClub 2.6 / 3.2: Prima Nota', () => {
  it('MafClub 3.2: Prima Nota with two blacks named gives a citizen +0.5', () => {
    const lines = scoreGame(table({ winner: 'black', firstKilled: 1, named: [DON, MAFIA[0]!, 3] }), []);
    expect(line(lines, 1).extras).toBe(0.5);
    expect(line(lines, 1).total).toBe(LOSS + 0.5);
  });
  it('MafClub 3.2: Prima Nota with all three blacks gives a citizen +1', () => {
    const lines = scoreGame(table({ winner: 'red', firstKilled: 1, named: BLACKS }), []);
    expect(line(lines, 1).total).toBe(WIN + 1);
  });
  it('MafClub 3.2: one black named gives nothing', () => {
    const lines = scoreGame(table({ winner: 'red', firstKilled: 1, named: [DON, 3, 4] }), []);
    expect(line(lines, 1).extras).toBe(0);
  });
  it('MafClub 3.2: the Sheriff gets +0.5 for two and also for three blacks', () => {
    const two = scoreGame(table({ firstKilled: SHERIFF, named: [DON, MAFIA[1]!, 1] }), []);
    const three = scoreGame(table({ firstKilled: SHERIFF, named: BLACKS }), []);
    expect(line(two, SHERIFF).extras).toBe(0.5);
    expect(line(three, SHERIFF).extras).toBe(0.5);
  });
  it('MafClub 2.6.4: a first-killed mafia naming the blacks earns nothing', () => {
    const lines = scoreGame(table({ winner: 'red', firstKilled: MAFIA[0]!, named: BLACKS }), []);
    expect(line(lines, MAFIA[0]!).extras).toBe(0);
  });
  it('MafClub 2.6.4: the same seat named twice counts once', () => {
    const lines = scoreGame(table({ firstKilled: 1, named: [DON, DON, 3] }), []);
    expect(line(lines, 1).extras).toBe(0);
  });
  it('MafClub 2.6.1: no Prima Nota points once someone left on day 1 (not all ten at the table)', () => {
    const lines = scoreGame(table({ firstKilled: 1, named: BLACKS, votedOutDay1: [4] }), []);
    expect(line(lines, 1).extras).toBe(0);
  });
  it('MafClub 2.6.1: a removal on day 1 also breaks the ten', () => {
    const removed = {
      removed: true,
      howLeft: 'removed' as const,
      leftAt: { phase: 'day' as const, number: 1 },
    };
    const lines = scoreGame(table({ firstKilled: 1, named: BLACKS, seats: { 6: removed } }), []);
    expect(line(lines, 1).extras).toBe(0);
  });
  it('MafClub 3.11: Prima Nota counts even in a tie', () => {
    const lines = scoreGame(table({ winner: 'draw', firstKilled: 1, named: BLACKS }), []);
    expect(line(lines, 1).total).toBe(TIE + 1);
  });
});

describe('MafClub 3.12-3.13: penalties add up', () => {
  it('MafClub 3.13: a removed player with a yellow card gets -3.5 on top of the result', () => {
    const lines = scoreGame(table({ winner: 'black', seats: { 4: { removed: true, yellowCards: 1 } } }), []);
    expect(line(lines, 4).extras).toBe(REMOVAL + YELLOW);
    expect(line(lines, 4).total).toBe(LOSS + REMOVAL + YELLOW);
  });
  it('MafClub 4.15: a replay offender whose team wins keeps 0.5 for the win', () => {
    const lines = scoreGame(table({ winner: 'red', seats: { 3: { removed: true, yellowCards: 1 } } }), []);
    expect(line(lines, 3).total).toBe(0.5);
  });
  it('MafClub 3.12: two yellow cards are -4, a red card -2 more', () => {
    const lines = scoreGame(table({ winner: 'red', seats: { 7: { yellowCards: 2, redCard: true } } }), []);
    expect(line(lines, 7).extras).toBe(2 * YELLOW + RED_CARD);
  });
  it('MafClub 4.5: leaving on a 4th foul (not a removal) costs no points', () => {
    const fourthFoul = { howLeft: 'removed' as const, leftAt: { phase: 'day' as const, number: 2 } };
    const lines = scoreGame(table({ winner: 'red', seats: { 6: fourthFoul } }), []);
    expect(line(lines, 6).total).toBe(WIN);
  });
});

describe("MafClub 3.2, 3.12, 3.19: the judge's awards", () => {
  it('MafClub 3.19: best move +1 and worst move -0.5 on one player sum to +0.5', () => {
    const lines = scoreGame(table({ winner: 'black' }), [
      { seat: 5, kind: 'bestMove', points: 1 },
      { seat: 5, kind: 'worstMove', points: -0.5 },
    ]);
    expect(line(lines, 5).extras).toBe(1 - 0.5);
    expect(line(lines, 5).total).toBe(WIN + 1 - 0.5);
  });
  it('MafClub 3.2: best play +2 for a winner, worst play -1.5 for a loser', () => {
    const lines = scoreGame(table({ winner: 'red' }), [
      { seat: SHERIFF, kind: 'bestPlay', points: 2 },
      { seat: DON, kind: 'worstPlay', points: -1.5 },
    ]);
    expect(line(lines, SHERIFF).total).toBe(WIN + 2);
    expect(line(lines, DON).total).toBe(LOSS - 1.5);
  });
  it('notes name the clause', () => {
    const lines = scoreGame(table({ winner: 'red', firstKilled: 1, named: BLACKS }), []);
    expect(line(lines, 1).notes.join(' ')).toMatch(/3\.1.*3\.2/);
  });
});
