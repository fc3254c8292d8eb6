import { describe, expect, it } from 'vitest';
import {
  findSeat,
  labelOf,
  pairMatrix,
  playerSheet,
  roundSheet,
  sittingOut,
  tableSheet,
  tablesOf,
  type SeatingData,
  type SeatingNextData,
} from '../../../src/client/seating-sheets.ts';

/** Five players, two rounds of one table of two seats at t1 and t2 by turns. */
const day: SeatingData = {
  tournament: 'cup',
  players: ['pa', 'pb', 'pc', 'pd', 'pe'],
  rounds: [
    [
      { table: 't1', players: ['pa', 'pb'] },
      { table: 't2', players: ['pc', 'pd'] },
    ],
    [{ table: 't2', players: ['pe', 'pa'] }],
  ],
};
const next: SeatingNextData = {
  rounds: 2,
  current: { t1: 1, t2: 1 },
  next: 1,
  names: {
    pa: { nickname: 'Анна', photo: '/media/players/0123456789abcdef.jpg' },
    pb: { nickname: 'Борис', photo: null },
  },
};

describe('the printed sheets and the venue screen', () => {
  it('a round: each table in seat order, with names and photos (an unknown id shows as itself)', () => {
    expect(roundSheet(day, next, 1)[0]).toEqual({
      table: 't1',
      seats: [
        { seat: 1, player: 'pa', nickname: 'Анна', photo: '/media/players/0123456789abcdef.jpg' },
        { seat: 2, player: 'pb', nickname: 'Борис', photo: null },
      ],
    });
    expect(roundSheet(day, next, 1)[1]?.seats[0]?.nickname).toBe('pc');
  });
  it('who sits out a round, by name', () => {
    expect(sittingOut(day, next, 1)).toEqual(['pe']);
    expect(sittingOut(day, next, 2)).toEqual(['pc', 'pd', 'Борис']);
  });
  it("a table's day: a round it does not play is empty", () => {
    expect(tableSheet(day, next, 't1').map((r) => r.seats.length)).toEqual([2, 0]);
  });
  it("a player's day: table and seat each round, or sitting out", () => {
    expect(playerSheet(day, 'pa')).toEqual([
      { round: 1, table: 't1', seat: 1 },
      { round: 2, table: 't2', seat: 2 },
    ]);
    expect(playerSheet(day, 'pb')[1]).toEqual({ round: 2, table: null, seat: null });
    expect(tablesOf(day)).toEqual(['t1', 't2']);
  });
});

describe('find my seat, the pair meetings, the labels (issue 40)', () => {
  it('part of a name, any case, ё as е: the coming round, its table and seat; a finished game is past', () => {
    const names = { ...next.names, pe: { nickname: 'Алёна', photo: null } };
    expect(findSeat(day, { ...next, names }, 'АЛЕН')).toEqual([
      { player: 'pe', nickname: 'Алёна', round: 2, table: 't2', seat: 1 },
    ]);
    expect(findSeat(day, next, 'анн')[0]).toMatchObject({ round: 1, table: 't1', seat: 1 });
    // t1 finished round 1: Анна's coming game is round 2 at t2
    expect(findSeat(day, { ...next, current: { t1: 2, t2: 1 } }, 'анн')[0]).toMatchObject({
      round: 2,
      table: 't2',
      seat: 2,
    });
    expect(findSeat(day, { ...next, current: { t1: 2, t2: 3 } }, 'анн')[0]).toMatchObject({ round: null });
    expect(findSeat(day, next, '  ')).toEqual([]);
  });
  it("the pair matrix: games shared, the diagonal each player's games", () => {
    expect(pairMatrix(day, ['pa', 'pb', 'pe'])).toEqual([
      [2, 1, 1],
      [1, 1, 0],
      [1, 0, 1],
    ]);
  });
  it("a table's label, none when it is only the id", () => {
    expect(labelOf({ ...next, labels: { t1: 'Зелёный', t2: 't2' } }, 't1')).toBe('Зелёный');
    expect(labelOf({ ...next, labels: { t1: 'Зелёный', t2: 't2' } }, 't2')).toBeNull();
    expect(labelOf(next, 't1')).toBeNull();
  });
});
