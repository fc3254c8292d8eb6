import { describe, expect, it } from 'vitest';
import {
  scoreGame,
  standings,
  type ExtraAward,
  type RulesetId,
  type ScoredGame,
  type Standing,
} from '../../../src/engine/scoring/index.ts';
import { DON, SHERIFF, table, type TableOptions } from './table.ts';

// From the rules texts: MafClub 3.1 win 4 / loss 1; FIIM 8.2 win 1 / loss 0.
const MC_WIN = 4;
const MC_LOSS = 1;

let counter = 0;
/** A finished game where the named players sit at the given seats; everyone else is a filler. */
function game(
  ruleset: RulesetId,
  players: Record<number, string>,
  o: TableOptions = {},
  extras: ExtraAward[] = [],
): ScoredGame {
  counter += 1;
  const nicknames = Array.from({ length: 10 }, (_, i) => players[i + 1] ?? `filler-${counter}-${i + 1}`);
  const result = table({ ...o, ruleset, nicknames, gameId: `g${counter}` });
  return { result, scores: scoreGame(result, extras) };
}

function row(rows: Standing[], nickname: string): Standing {
  const r = rows.find((x) => x.nickname === nickname);
  if (!r) throw new Error(`no row for ${nickname}`);
  return r;
}

describe('standings: one row per player across seats', () => {
  it('a player at seat 1 (citizen) then seat 2 (Don), both red wins: 2 games, 1 win, 4 + 1', () => {
    const rows = standings(
      [
        game('mafclub-2023', { 1: 'Alice' }, { winner: 'red' }),
        game('mafclub-2023', { [DON]: 'Alice' }, { winner: 'red' }),
      ],
      'mafclub-2023',
    );
    expect(row(rows, 'Alice')).toMatchObject({
      games: 2,
      wins: 1,
      main: MC_WIN + MC_LOSS,
      total: MC_WIN + MC_LOSS,
    });
    expect(rows.length).toBe(1 + 2 * 9); // Alice and 18 fillers
    // the player's card (issue 38.12): games and wins by the role dealt, the Don first
    expect(row(rows, 'Alice').byRole).toEqual([
      { role: 'don', games: 1, wins: 0 },
      { role: 'citizen', games: 1, wins: 1 },
    ]);
  });
  it('extras of every game add up (Prima Nota +1 and a best move +0.5)', () => {
    const rows = standings(
      [
        game('mafclub-2023', { 1: 'Alice' }, { winner: 'black', firstKilled: 1, named: [2, 5, 8] }),
        game('mafclub-2023', { 4: 'Alice' }, { winner: 'red' }, [{ seat: 4, kind: 'bestMove', points: 0.5 }]),
      ],
      'mafclub-2023',
    );
    expect(row(rows, 'Alice')).toMatchObject({
      extras: 1 + 0.5,
      total: MC_LOSS + MC_WIN + 1.5,
      firstNightDeaths: 1,
    });
  });
});

describe('MafClub 3.10: compensation for first-killed reds', () => {
  it('shot first in six lost games (and one red win): 0, +1, +2, +3, +3, +3 with the win not counted (3.10.1)', () => {
    const lost = { winner: 'black' as const, firstKilled: 3 };
    const games = [
      game('mafclub-2023', { 3: 'Bob' }, lost), // 1st counted shooting: no compensation yet
      game('mafclub-2023', { 3: 'Bob' }, { winner: 'red', firstKilled: 3 }), // 3.10.1: red win, not counted
      game('mafclub-2023', { 3: 'Bob' }, lost), // 2nd: +1
      game('mafclub-2023', { 3: 'Bob' }, lost), // 3rd: +2
      game('mafclub-2023', { 3: 'Bob' }, lost), // 4th: +3
      game('mafclub-2023', { 3: 'Bob' }, lost), // 5th: +3 (at most +3 a game)
    ];
    const bob = row(standings(games, 'mafclub-2023'), 'Bob');
    expect(bob.compensation).toBe(0 + 1 + 2 + 3 + 3);
    expect(bob.total).toBe(5 * MC_LOSS + MC_WIN + (0 + 1 + 2 + 3 + 3));
  });
  it('MafClub 3.10: a first-killed Don gets no compensation (reds only)', () => {
    const games = [1, 2, 3].map(() =>
      game('mafclub-2023', { [DON]: 'Dan' }, { winner: 'red', firstKilled: DON }),
    );
    expect(row(standings(games, 'mafclub-2023'), 'Dan').compensation).toBe(0);
  });
  it('MafClub 3.10: the Sheriff is a red for compensation', () => {
    const games = [1, 2].map(() =>
      game('mafclub-2023', { [SHERIFF]: 'Sam' }, { winner: 'black', firstKilled: SHERIFF }),
    );
    expect(row(standings(games, 'mafclub-2023'), 'Sam').compensation).toBe(1);
  });
});

describe('FIIM 8.6: compensation C = i * 0.4 / B (i <= B), else 0.4, per lost game', () => {
  it('10 games, shot first 3 times, red lost twice: B = 4, C = 0.3, compensation 0.6', () => {
    const games: ScoredGame[] = [];
    games.push(game('fiim-2019', { 1: 'Eve' }, { winner: 'black', firstKilled: 1 }));
    games.push(game('fiim-2019', { 1: 'Eve' }, { winner: 'black', firstKilled: 1 }));
    games.push(game('fiim-2019', { 1: 'Eve' }, { winner: 'red', firstKilled: 1 }));
    for (let k = 0; k < 7; k++) games.push(game('fiim-2019', { 4: 'Eve' }, { winner: 'black' }));
    const b = Math.round(0.4 * 10);
    const c = (3 * 0.4) / b;
    const eve = row(standings(games, 'fiim-2019'), 'Eve');
    expect(eve.compensation).toBeCloseTo(2 * c, 9);
    expect(eve.total).toBeCloseTo(1 + 2 * c, 9); // the one red win is 1 (8.2.1)
  });
  it('5 games, shot first 3 times as red, all lost: B = 2 < i, so 0.4 each', () => {
    const games = [1, 2, 3].map(() => game('fiim-2019', { 1: 'Fay' }, { winner: 'black', firstKilled: 1 }));
    games.push(
      game('fiim-2019', { 3: 'Fay' }, { winner: 'red' }),
      game('fiim-2019', { 3: 'Fay' }, { winner: 'red' }),
    );
    expect(row(standings(games, 'fiim-2019'), 'Fay').compensation).toBeCloseTo(3 * 0.4, 9);
  });
  it('FIIM 8.6.3: a draw is not a red loss: no compensation', () => {
    const games = [game('fiim-2019', { 1: 'Gus' }, { winner: 'draw', firstKilled: 1 })];
    expect(row(standings(games, 'fiim-2019'), 'Gus').compensation).toBe(0);
  });
});

describe('MafClub 3.20: tie-breaks', () => {
  it('MafClub 3.20.1: equal totals (6), the one with more extras is ahead', () => {
    const games = [
      game('mafclub-2023', { 1: 'Ann', 3: 'Ben' }, { winner: 'red' }, [
        { seat: 1, kind: 'bestMove', points: 1 },
      ]),
      game('mafclub-2023', { 1: 'Ann', 3: 'Ben' }, { winner: 'black' }),
      game('mafclub-2023', { 3: 'Ben' }, { winner: 'black' }),
    ];
    const rows = standings(games, 'mafclub-2023');
    expect(row(rows, 'Ann').total).toBe(row(rows, 'Ben').total);
    expect(row(rows, 'Ann').rank).toBeLessThan(row(rows, 'Ben').rank);
  });
  it('MafClub 3.20.2 before 3.20.3: one win as Sheriff (4 + 4x1) beats two wins as citizen (4 + 4)', () => {
    const games = [
      game('mafclub-2023', { [SHERIFF]: 'Sher', 1: 'Cit' }, { winner: 'red' }),
      game('mafclub-2023', { 1: 'Cit' }, { winner: 'red' }),
      ...[1, 2, 3, 4].map(() => game('mafclub-2023', { [SHERIFF]: 'Sher' }, { winner: 'black' })),
    ];
    const rows = standings(games, 'mafclub-2023');
    expect(row(rows, 'Sher').total).toBe(MC_WIN + 4 * MC_LOSS);
    expect(row(rows, 'Cit').total).toBe(2 * MC_WIN);
    expect(row(rows, 'Sher').rank).toBe(row(rows, 'Cit').rank - 1);
  });
  it('MafClub 3.20.4: equal in all else, the one killed on the first night more often is ahead', () => {
    const games = [game('mafclub-2023', { 1: 'Shot', 3: 'Safe' }, { winner: 'red', firstKilled: 1 })];
    const rows = standings(games, 'mafclub-2023');
    expect(row(rows, 'Shot').rank).toBeLessThan(row(rows, 'Safe').rank);
  });
  it('MafClub 3.20.5: equal on every criterion: shared rank and a lot is needed', () => {
    const games = [game('mafclub-2023', { 3: 'Tic', 4: 'Tac' }, { winner: 'red' })];
    const rows = standings(games, 'mafclub-2023');
    expect(row(rows, 'Tic').rank).toBe(row(rows, 'Tac').rank);
    expect(row(rows, 'Tic').lotNeeded && row(rows, 'Tac').lotNeeded).toBe(true);
  });
  it('ranks: 1, then shared places, then the place after them is skipped', () => {
    const games = [
      game('mafclub-2023', { 9: 'Top', 3: 'Tic', 4: 'Tac' }, { winner: 'red' }, [
        { seat: 9, kind: 'bestMove', points: 1 },
      ]),
    ];
    const rows = standings(games, 'mafclub-2023');
    const shared = rows.filter((r) => r.rank === row(rows, 'Tic').rank);
    expect(row(rows, 'Top').rank).toBe(1);
    expect(row(rows, 'Tic').rank).toBe(2);
    expect(shared.length).toBeGreaterThan(1); // Tac and the other red fillers
    const next = rows[1 + shared.length];
    expect(next?.rank).toBe(2 + shared.length);
  });
});

describe('FIIM 8.7: tie-breaks', () => {
  it('FIIM 8.7.2 before 8.7.3: three citizen wins beat one Sheriff win plus 2.0 compensation', () => {
    // Shot first five times in six games: B = round(2.4) = 2 < 5, so 0.4 in each lost game (8.6.1).
    const games = [
      game('fiim-2019', { [SHERIFF]: 'Sher', 1: 'Cit' }, { winner: 'red' }),
      game('fiim-2019', { 3: 'Cit' }, { winner: 'red' }),
      game('fiim-2019', { 3: 'Cit' }, { winner: 'red' }),
      ...[1, 2, 3, 4, 5].map(() => game('fiim-2019', { 1: 'Sher' }, { winner: 'black', firstKilled: 1 })),
    ];
    const rows = standings(games, 'fiim-2019');
    expect(row(rows, 'Sher').total).toBeCloseTo(1 + 5 * 0.4, 9);
    expect(row(rows, 'Cit').total).toBe(3);
    // 8.7.1: compensation is main (8.6.3), not an extra: both have 0 extras.
    expect(row(rows, 'Sher').tieBreakExtras).toBe(0);
    expect(row(rows, 'Cit').rank).toBeLessThan(row(rows, 'Sher').rank);
  });
  it('FIIM 8.7.3: equal wins, the Don winner is ahead of the mafia winner', () => {
    const games = [game('fiim-2019', { [DON]: 'Don', 5: 'Maf' }, { winner: 'black' })];
    const rows = standings(games, 'fiim-2019');
    expect(row(rows, 'Don').rank).toBeLessThan(row(rows, 'Maf').rank);
  });
  it('FIIM 8.7.1: equal totals 0.4: judge extras beat compensation, which is main points (8.6.3)', () => {
    // One game: B = round(0.4 * 1) = 0 < i = 1, so the first-killed red gets 0.4 (8.6.1).
    const games = [
      game('fiim-2019', { 1: 'Comp', 3: 'Judged' }, { winner: 'black', firstKilled: 1 }, [
        { seat: 3, kind: 'judge', points: 0.4 },
      ]),
    ];
    const rows = standings(games, 'fiim-2019');
    expect(row(rows, 'Comp').total).toBeCloseTo(0.4, 9);
    expect(row(rows, 'Judged').total).toBeCloseTo(0.4, 9);
    expect(row(rows, 'Judged').rank).toBeLessThan(row(rows, 'Comp').rank);
  });
});

describe('standings by roster player (issue 9)', () => {
  const withPlayer = (
    seat: number,
    nickname: string,
    player: string | undefined,
    winner: 'red' | 'black',
  ) => {
    counter += 1;
    const nicknames = Array.from({ length: 10 }, (_, i) => (i + 1 === seat ? nickname : ''));
    const result = table({
      ruleset: 'mafclub-2023',
      winner,
      nicknames,
      gameId: `g${counter}`,
      seats: player ? { [seat]: { player } } : {},
    });
    return { result, scores: scoreGame(result, []) };
  };

  it('a nickname fixed between games never splits a player: one row, the roster name shown', () => {
    const rows = standings(
      [withPlayer(1, 'Анан', 'panna1', 'red'), withPlayer(3, 'Анна', 'panna1', 'red')],
      'mafclub-2023',
      (id) => (id === 'panna1' ? 'Анна' : undefined),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ nickname: 'Анна', player: 'panna1', games: 2, wins: 2 });
  });

  it('without the roster the row shows the latest nickname its games recorded', () => {
    const rows = standings(
      [withPlayer(1, 'Анан', 'panna1', 'red'), withPlayer(3, 'Анна', 'panna1', 'black')],
      'mafclub-2023',
    );
    expect(rows.map((r) => r.nickname)).toEqual(['Анна']);
  });

  it('two players of one nickname with different ids stay two rows; a typed name keeps its own', () => {
    const rows = standings(
      [
        withPlayer(1, 'Макс', 'pmax01', 'red'),
        withPlayer(1, 'Макс', 'pmax02', 'red'),
        withPlayer(1, 'Макс', undefined, 'red'),
      ],
      'mafclub-2023',
    );
    expect(rows.map((r) => r.player ?? 'typed').sort()).toEqual(['pmax01', 'pmax02', 'typed']);
  });

  it('unnamed seats are nobody: they never merge into one row, they are left out', () => {
    const rows = standings(
      [withPlayer(1, 'Анна', 'panna1', 'red'), withPlayer(1, 'Анна', 'panna1', 'black')],
      'mafclub-2023',
    );
    expect(rows).toHaveLength(1); // the nine empty seats of each game are not a row
  });
});
