/** Issue 21: replays of two kinds, repeat offences, award limits, late counts, a hinted best move. */
import { describe, expect, it } from 'vitest';
import { resultOf, scoresOf } from '../../../src/engine/result.ts';
import { dayOne, night, quietDay, SPORT_ROLES, Table } from './helpers.ts';

const extrasOf = (t: Table, seat: number) => scoresOf(t.state)?.find((l) => l.seat === seat)?.extras;

/** MafClub, seat 1 killed first and names the three blacks (Prima Nota +1, 3.2). */
function primaNota(options: { awardLimits?: 'extended' } = {}): Table {
  const t = new Table().run({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'test', ...options });
  SPORT_ROLES.forEach((role, i) => t.run({ type: 'seat/role', seat: i + 1, role }));
  t.run({ type: 'game/start' });
  while (t.state.phase === 'night') t.run({ type: 'stage/end' });
  return night(quietDay(t), 1).run({ type: 'bestMove', seats: [3, 6, 9] });
}

describe('replays of two kinds (MafClub 4.13 automatic, 4.20 on appeal)', () => {
  it('MafClub 3.11.1: an automatic replay keeps the Prima Nota; 4.20: a replay on appeal keeps nothing', () => {
    const auto = primaNota().run({ type: 'game/replay', offender: 2 });
    expect(auto.state.replays).toEqual([{ offender: 2, kept: [{ seat: 1, points: 1 }] }]);
    const appeal = primaNota().run({ type: 'game/replay', kind: 'appeal', seed: 'again' });
    expect(appeal.state.replays).toEqual([{ offender: null, kind: 'appeal' }]);
    appeal.run({ type: 'game/start' });
    while (appeal.state.phase === 'night') appeal.run({ type: 'stage/end' });
    appeal.run({ type: 'game/surrender' });
    expect(extrasOf(appeal, 1)).toBe(0);
    expect(extrasOf(appeal, 2)).toBe(0);
  });

  it('MafClub 4.20: a replay on appeal has no offender (the host erred)', () => {
    primaNota().rejects({ type: 'game/replay', kind: 'appeal', offender: 2 }, 'replay/appeal-offender');
  });

  it('MafClub 4.16: a draw needs an automatic replay; one on appeal does not open it', () => {
    const t = primaNota().run({ type: 'game/replay', kind: 'appeal', seed: 'again' }, { type: 'game/start' });
    t.rejects({ type: 'game/result', reason: 'draw', winner: 'draw' }, 'result/draw-after-replay');
  });

  it('MafClub 4.15.1: seat 2 causes his second automatic replay of the tournament -> red card on top of -3.5', () => {
    const t = primaNota().run(
      { type: 'game/replay', offender: 2, repeat: true, seed: 'again' },
      { type: 'game/start' },
    );
    while (t.state.phase === 'night') t.run({ type: 'stage/end' });
    t.run({ type: 'game/surrender' });
    const seat = resultOf(t.state)?.seats[1];
    expect(seat).toMatchObject({ removed: true, yellowCards: 1, redCard: true, autoReplays: 1 });
    expect(extrasOf(t, 2)).toBe(-5.5); // 4.15: -1.5 -2; 4.15.1: -2
    expect(t.view().sanctions).toEqual([
      { seat: 2, kind: 'redCard', at: { phase: 'day', number: 0 }, clause: '4.15.1' }, // before the replayed game
    ]);
  });
});

describe('repeat removals (MafClub 4.17.5)', () => {
  it('MafClub 4.17.5: seat 4 removed again in the tournament -> a yellow card as well, noted', () => {
    const t = dayOne().run({ type: 'removal', seat: 4, clause: '4.8.3', repeat: true });
    expect(t.state.seats[3]).toMatchObject({ status: 'removed', yellowCards: 1 });
    expect(t.view().sanctions?.map((n) => [n.kind, n.clause])).toEqual([
      ['removal', '4.8.3'],
      ['yellowCard', '4.17.5'],
    ]);
  });

  it('FIIM has no such card: a repeat removal is a removal', () => {
    const t = dayOne('fiim-2019').run({ type: 'removal', seat: 4, repeat: true });
    expect(t.state.seats[3]).toMatchObject({ status: 'removed', yellowCards: 0 });
  });
});

describe('extended award limits (MafClub 3.3.1 / 3.4.1)', () => {
  const fourBestMoves = [2, 4, 5, 7].map((seat) => ({
    type: 'score/extra' as const,
    seat,
    kind: 'bestMove' as const,
    points: 0.5,
  }));

  it('MafClub 3.3: Prima Nota and four best moves are five players: refused by default', () => {
    const t = primaNota().run({ type: 'game/surrender' });
    t.run(...fourBestMoves.slice(0, 3));
    t.rejects(fourBestMoves[3]!, 'score/too-many-players');
  });

  it('MafClub 3.3.1: agreed with the chief judge (awardLimits extended) -> five players pass', () => {
    const t = primaNota({ awardLimits: 'extended' }).run({ type: 'game/surrender' });
    t.run(...fourBestMoves);
    expect(t.state.options.awardLimits).toBe('extended');
    expect(extrasOf(t, 7)).toBe(0.5);
  });
});

describe('counts after an early decision (MafClub 2.4.2, comment to 2.4.3)', () => {
  const decidedEarly = () => {
    const t = dayOne().speeches({ 1: 8, 2: 5, 3: 2 });
    return t.run({ type: 'vote/start' }, { type: 'vote/record', candidate: 8, count: 6 });
  };

  it('MafClub 2.4.2: 6 of 10 on seat 8 decides; the host still calls 5 and 2 -> recorded late, 8 still leaves', () => {
    const t = decidedEarly();
    expect([t.status(8), t.state.stage]).toEqual(['votedOut', 'lastWord']);
    expect(t.view().next?.map((s) => s.id)).toEqual(['lastWord', 'vote-late']);
    t.rejects({ type: 'vote/late', candidate: 2, count: 1 }, 'vote/out-of-order');
    t.rejects({ type: 'vote/late', candidate: 5, count: 5 }, 'vote/too-many');
    t.run({ type: 'vote/late', candidate: 5, count: 3 });
    // 2.4.14: the one who has not voted counts for the last candidate
    expect(t.view().voting?.votes).toEqual([
      { candidate: 8, count: 6, voters: null },
      { candidate: 5, count: 3, voters: null, late: true },
      { candidate: 2, count: 1, voters: null, late: true },
    ]);
    expect([t.status(8), t.status(5), t.status(2), t.state.stage]).toEqual([
      'votedOut',
      'alive',
      'alive',
      'lastWord',
    ]);
    expect(t.view().next?.map((s) => s.id)).toEqual(['lastWord']);
  });

  it('MafClub 2.4.2: a late count is checked as a count in the vote -> a list that differs from its count, a voter not at the table, each named for what it is', () => {
    const t = decidedEarly();
    t.rejects({ type: 'vote/late', candidate: 5, count: 2, voters: [3] }, 'vote/count-mismatch');
    t.rejects({ type: 'vote/late', candidate: 5, count: 1, voters: [11] }, 'vote/not-a-voter');
  });

  it('late counts only after an early decision, and before the last word starts on the panel', () => {
    const t = dayOne().speeches({ 1: 8, 2: 5, 3: 2 }).run({ type: 'vote/start' });
    t.rejects({ type: 'vote/late', candidate: 8, count: 1 }, 'vote/not-decided-early');
    const d = decidedEarly().run({ type: 'speech/start' });
    expect(d.view().next?.map((s) => s.id)).toEqual(['speech-end']);
    d.accepts({ type: 'vote/late', candidate: 5, count: 3 }); // the engine still takes it
    d.run({ type: 'vote/late', candidate: 5, count: 3 }, { type: 'undo' });
    expect(d.state.voting?.votes).toHaveLength(1); // undo is a refold
  });
});

describe('"named, no points" (FIIM 8.3.5)', () => {
  const fiimFirstKilled = () => {
    const t = night(quietDay(dayOne('fiim-2019')), 8).run({ type: 'stage/end' });
    return t.run({ type: 'speech/start' });
  };

  it('FIIM 8.3.5: seat 8 asked for a hint and names the three blacks -> recorded, no points', () => {
    const t = fiimFirstKilled().run({ type: 'bestMove', seats: [3, 6, 9], hinted: true });
    expect(t.state.bestMove).toEqual([3, 6, 9]);
    expect(t.view('table').bestMoveHinted).toBe(true);
    t.run({ type: 'game/result', reason: 'teamLoss', winner: 'red', seat: 6 });
    expect(extrasOf(t, 8)).toBe(0);
    expect(scoresOf(t.state)?.[7]?.notes).toContain(
      'best move named after asking for a hint: no points (8.3.5)',
    );
    const plain = fiimFirstKilled().run({ type: 'bestMove', seats: [3, 6, 9] });
    plain.run({ type: 'game/result', reason: 'teamLoss', winner: 'red', seat: 6 });
    expect(extrasOf(plain, 8)).toBe(0.4); // 8.3.4
  });

  it('MafClub has no such rule: refused', () => {
    night(quietDay(dayOne()), 1).rejects(
      { type: 'bestMove', seats: [3, 6, 9], hinted: true },
      'bestMove/hint-not-in-ruleset',
    );
  });
});
