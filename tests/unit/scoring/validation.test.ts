import { describe, expect, it } from 'vitest';
import { validateExtras, type ExtraAward } from '../../../src/engine/scoring/index.ts';
import { DON, MAFIA, SHERIFF, table } from './table.ts';
import { en, ru } from '../../said.ts';

const award = (seat: number, kind: ExtraAward['kind'], points: number): ExtraAward => ({
  seat,
  kind,
  points,
});
const redWin = table({ winner: 'red' });
/** Seat 1 shot first and named all three blacks: Prima Nota +1 (3.2). */
const primaNota = table({ winner: 'red', firstKilled: 1, named: [DON, ...MAFIA] });

describe('MafClub: awards within the limits are accepted', () => {
  it('four players, five points: best play 2 + three best moves 1 (3.3, 3.4, 3.8)', () => {
    const extras = [
      award(SHERIFF, 'bestPlay', 2),
      award(1, 'bestMove', 1),
      award(3, 'bestMove', 1),
      award(DON, 'bestMove', 1),
    ];
    expect(validateExtras(redWin, extras)).toBeNull();
  });
  it('penalties do not count towards the four players (3.3 limits the judge awards of 3.2)', () => {
    const extras = [1, 3, 4, 6].map((s) => award(s, 'bestMove', 0.5));
    extras.push(award(7, 'worstMove', -1), award(DON, 'worstPlay', -1.5));
    expect(validateExtras(redWin, extras)).toBeNull();
  });
  it('no awards at all is fine in every ruleset', () => {
    for (const ruleset of ['mafclub-2023', 'fiim-2019', 'club-mafia', 'classic-mafia'] as const) {
      expect(validateExtras(table({ ruleset }), [])).toBeNull();
    }
  });
});

describe('MafClub: rejections name the clause', () => {
  const cases: Array<[string, ExtraAward[], string, string, ReturnType<typeof table>?]> = [
    [
      '3.3: Prima Nota plus four best moves make five players',
      [3, 4, 6, 7].map((s) => award(s, 'bestMove', 0.5)),
      'score/too-many-players',
      '3.3',
      primaNota,
    ],
    [
      '3.4: Prima Nota 1 + best move 1 + best play 2 + two best moves 1 make 6 points',
      [
        award(1, 'bestMove', 1),
        award(SHERIFF, 'bestPlay', 2),
        award(3, 'bestMove', 1),
        award(4, 'bestMove', 1),
      ],
      'score/too-many-points',
      '3.4',
      primaNota,
    ],
    [
      '3.2: best move of 1.5 is not a best-move value',
      [award(1, 'bestMove', 1.5)],
      'score/bestMove-value',
      '3.2',
    ],
    [
      '3.2: best play of 1 is not a best-play value',
      [award(1, 'bestPlay', 1)],
      'score/bestPlay-value',
      '3.2',
    ],
    ['3.12: worst play is -1.5 only', [award(DON, 'worstPlay', -1)], 'score/worstPlay-value', '3.12'],
    ['3.6: best play for a loser', [award(DON, 'bestPlay', 2)], 'score/best-play-loser', '3.6'],
    [
      '3.6: best play for two players',
      [award(1, 'bestPlay', 2), award(3, 'bestPlay', 1.5)],
      'score/best-play-one-player',
      '3.6',
    ],
    [
      '3.7: best play in a tie',
      [award(1, 'bestPlay', 2)],
      'score/best-play-in-tie',
      '3.7',
      table({ winner: 'draw' }),
    ],
    ['3.15: worst play for a winner', [award(1, 'worstPlay', -1.5)], 'score/worst-play-winner', '3.15'],
    [
      '3.15: worst play for two players',
      [award(DON, 'worstPlay', -1.5), award(MAFIA[0]!, 'worstPlay', -1.5)],
      'score/worst-play-one-player',
      '3.15',
    ],
    [
      '3.16: worst play in a tie',
      [award(DON, 'worstPlay', -1.5)],
      'score/worst-play-in-tie',
      '3.16',
      table({ winner: 'draw' }),
    ],
    [
      '3.9: best move and best play on one player',
      [award(1, 'bestPlay', 1.5), award(1, 'bestMove', 0.5)],
      'score/best-move-and-best-play',
      '3.9',
    ],
    [
      '3.18: worst move and worst play on one player',
      [award(DON, 'worstPlay', -1.5), award(DON, 'worstMove', -0.5)],
      'score/worst-move-and-worst-play',
      '3.18',
    ],
    [
      '3.8: four best moves next to a best play',
      [award(SHERIFF, 'bestPlay', 1.5), ...[1, 3, 4, 6].map((s) => award(s, 'bestMove', 0.5))],
      'score/too-many-best-moves',
      '3.8',
    ],
    [
      '3.2: a FIIM judge award has no place in MafClub',
      [award(1, 'judge', 0.3)],
      'score/award-not-in-ruleset',
      '3.2',
    ],
  ];
  for (const [name, extras, code, clause, result] of cases) {
    it(`MafClub ${name}`, () => {
      const p = validateExtras(result ?? redWin, extras);
      expect(p).toMatchObject({ code, clause });
      expect(en(p?.message)).not.toBe('');
      expect(ru(p?.message)).not.toBe('');
    });
  }
  it('MafClub 3.3-3.4: Prima Nota +1 with best play 2 and two best moves 1 is exactly four players and five points', () => {
    const extras = [award(SHERIFF, 'bestPlay', 2), award(3, 'bestMove', 1), award(4, 'bestMove', 1)];
    expect(validateExtras(primaNota, extras)).toBeNull();
    // the same awards plus one more best move 0.5 are 5.5 points for five players
    expect(validateExtras(primaNota, [...extras, award(6, 'bestMove', 0.5)])?.clause).toBe('3.3');
  });
  it('MafClub 3.8: five best moves are rejected even without a best play', () => {
    const extras = [1, 3, 4, 6, 7].map((s) => award(s, 'bestMove', 0.5));
    expect(validateExtras(redWin, extras)).toMatchObject({
      code: 'score/too-many-best-moves',
      clause: '3.8',
    });
  });
  it('MafClub 3.3.1 / 3.4.1 (ru): with the chief judge, five players and six points pass', () => {
    const six = [
      award(1, 'bestMove', 1),
      award(SHERIFF, 'bestPlay', 2),
      award(3, 'bestMove', 1),
      award(4, 'bestMove', 1),
    ];
    expect(validateExtras(primaNota, six, { extendedLimits: true })).toBeNull();
    const fivePlayers = [3, 4, 6, 7].map((s) => award(s, 'bestMove', 0.5));
    expect(validateExtras(primaNota, fivePlayers, { extendedLimits: true })).toBeNull();
    expect(validateExtras(primaNota, six)?.clause).toBe('3.4');
    expect(validateExtras(primaNota, fivePlayers)?.clause).toBe('3.3');
  });
  it('MafClub 3.4: sums of one player add up before the value check (0.5 + 0.5 = 1 is a best move)', () => {
    expect(validateExtras(redWin, [award(1, 'bestMove', 0.5), award(1, 'bestMove', 0.5)])).toBeNull();
  });
});

describe('FIIM 8.4-8.5 rejections', () => {
  const fiimRed = table({ ruleset: 'fiim-2019', winner: 'red' });
  it('FIIM 8.4.4: a loser given a winners-only 0.5 is rejected', () => {
    expect(validateExtras(fiimRed, [award(DON, 'judge', 0.5)])).toMatchObject({
      code: 'score/judge-extras-range',
      clause: '8.4.4',
    });
  });
  it('FIIM 8.4.3: a winner given 0.1 is rejected (winners start at 0.2)', () => {
    expect(validateExtras(fiimRed, [award(1, 'judge', 0.1)])).toMatchObject({ clause: '8.4.3' });
  });
  it('FIIM 8.4.3-8.4.4: winner 0.7 and loser 0.3 are accepted', () => {
    expect(validateExtras(fiimRed, [award(1, 'judge', 0.7), award(DON, 'judge', 0.3)])).toBeNull();
  });
  it('FIIM 8.4.2: judge extras over 1 in total are rejected', () => {
    expect(validateExtras(fiimRed, [award(1, 'judge', 0.6), award(3, 'judge', 0.5)])).toMatchObject({
      code: 'score/too-many-points',
      clause: '8.4.2',
    });
  });
  it('FIIM 8.4.1: judge extras for five players are rejected', () => {
    const extras = [1, 3, 4, 6, 7].map((s) => award(s, 'judge', 0.2));
    expect(validateExtras(fiimRed, extras)).toMatchObject({
      code: 'score/too-many-players',
      clause: '8.4.1',
    });
  });
  it('FIIM 8.4.6: a judge award smaller than the best move stays outside the 1-point limit', () => {
    const result = table({ ruleset: 'fiim-2019', winner: 'red', firstKilled: 1, named: [DON, ...MAFIA] });
    // best move 0.4 beats judge 0.3 on seat 1, so only 0.7 + 0.3 = 1 of judge extras count.
    const extras = [award(1, 'judge', 0.3), award(3, 'judge', 0.7), award(DON, 'judge', 0.3)];
    expect(validateExtras(result, extras)).toBeNull();
    expect(validateExtras(table({ ruleset: 'fiim-2019', winner: 'red' }), extras)?.clause).toBe('8.4.2');
  });
  it('FIIM 8.4.7: judge extras in a draw are rejected', () => {
    expect(
      validateExtras(table({ ruleset: 'fiim-2019', winner: 'draw' }), [award(1, 'judge', 0.2)]),
    ).toMatchObject({ clause: '8.4.7' });
  });
  it('FIIM 8.5: a penalty other than -0.4 is rejected', () => {
    expect(validateExtras(fiimRed, [award(4, 'penalty', -0.5)])).toMatchObject({
      code: 'score/penalty-value',
      clause: '8.5',
    });
  });
  it('FIIM 8.4: MafClub best play is not a FIIM award', () => {
    expect(validateExtras(fiimRed, [award(1, 'bestPlay', 2)])).toMatchObject({
      code: 'score/award-not-in-ruleset',
    });
  });
});

describe('bad input is a Problem, never a throw', () => {
  it('unknown seat', () => {
    expect(validateExtras(redWin, [award(11, 'bestMove', 0.5)])?.code).toBe('score/unknown-seat');
  });
  it('NaN points', () => {
    expect(validateExtras(redWin, [award(1, 'bestMove', Number.NaN)])?.code).toBe('score/bad-points');
  });
  it('club and classic mafia texts give no extras at all', () => {
    const p = validateExtras(table({ ruleset: 'club-mafia' }), [award(1, 'bestMove', 0.5)]);
    expect(p).toMatchObject({ code: 'score/award-not-in-ruleset', clause: null });
  });
});
