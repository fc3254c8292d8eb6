/** Issue 34: sanctions belong to the player, not the seat; a replay deals anew and they stand. */
import { describe, expect, it } from 'vitest';
import { finishedGame, standings, type Standing } from '../../../src/engine/index.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { SPORT_ROLES, Table } from '../engine/helpers.ts';

/** A MafClub game of P1..P10 with the fixed deal (Don 3, mafia 6 and 9, Sheriff 5), started. */
function started(): Table {
  const t = new Table().run({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g1' });
  for (let seat = 1; seat <= 10; seat++) t.run({ type: 'seat/nickname', seat, nickname: `P${seat}` });
  return dealt(t);
}
const dealt = (t: Table) => {
  SPORT_ROLES.forEach((role, i) => t.run({ type: 'seat/role', seat: i + 1, role }));
  return t.run({ type: 'game/start' });
};
/** Black surrenders (comment to 2.7.1): red wins; the standings of this one game. */
function rows(t: Table): Standing[] {
  t.run({ type: 'game/surrender' });
  const scored = finishedGame(t.state);
  if (!scored) throw new Error('not finished');
  return standings([scored], 'mafclub-2023');
}
const row = (rs: Standing[], nickname: string) => rs.find((r) => r.nickname === nickname);
const replay: GameCommand = { type: 'game/replay', offender: 4, repeat: true };

describe('MafClub 4.15.1: the red card of a second automatic replay is the offender’s, not his seat’s', () => {
  it('P4 causes his second automatic replay and is replaced by Sub -> P4 banned and charged -5.5; Sub clean', () => {
    const t = started().run(replay, { type: 'seat/nickname', seat: 4, nickname: 'Sub' });
    const rs = rows(dealt(t));
    expect(row(rs, 'P4')).toMatchObject({ banned: true, extras: -5.5, autoReplays: 1, games: 0 });
    expect(row(rs, 'Sub')).toMatchObject({ games: 1, wins: 1, extras: 0 });
    expect(row(rs, 'Sub')?.banned).toBeUndefined();
  });

  it('the offender stays at his seat -> the seat line carries his -5.5 as before', () => {
    const rs = rows(dealt(started().run(replay)));
    expect(row(rs, 'P4')).toMatchObject({ banned: true, extras: -5.5, games: 1 });
  });
});

describe('MafClub 3.12-3.13, 4.14: an automatic replay deals anew; the cards given before it stand', () => {
  it('P2 yellow, P7 red card, P8 removed, then a replay for P4 -> -2, banned -2, -1.5 (counted for 4.17.5)', () => {
    const t = started().run(
      { type: 'card/yellow', seat: 2 },
      { type: 'card/red', seat: 7 },
      { type: 'removal', seat: 8, clause: '4.8.4' },
      { type: 'game/replay', offender: 4 },
    );
    expect(t.state.seats.map((s) => s.status)).toEqual(Array(10).fill('alive')); // 4.14: all back
    const rs = rows(dealt(t));
    expect(row(rs, 'P2')?.extras).toBe(-2);
    expect(row(rs, 'P7')).toMatchObject({ banned: true, extras: -2 });
    expect(row(rs, 'P8')).toMatchObject({ extras: -1.5, removals: 1 });
    expect(row(rs, 'P4')).toMatchObject({ extras: -3.5, autoReplays: 1 }); // 4.15
  });

  it('the sanction notes of the first deal stay in the protocol', () => {
    const t = started().run(
      { type: 'card/yellow', seat: 2, clause: '4.17.4' },
      { type: 'game/replay', offender: 4 },
    );
    expect(t.state.sanctionNotes?.map((n) => [n.seat, n.kind, n.clause])).toEqual([
      [2, 'yellowCard', '4.17.4'],
    ]);
  });
});

describe('MafClub 3.12 (chief judge): a red card is one charge, -2, whenever it is given', () => {
  it('during the game (it removes him from the table) -> -2, not -3.5; after the game -> -2', () => {
    const during = rows(started().run({ type: 'card/red', seat: 7 }));
    expect(row(during, 'P7')).toMatchObject({ banned: true, extras: -2 });
    expect(row(during, 'P7')?.removals).toBeUndefined(); // not a 4.8 removal (4.17.5)
    const t = started().run({ type: 'game/surrender' }, { type: 'card/red', seat: 7 });
    const scored = finishedGame(t.state);
    expect(row(standings(scored ? [scored] : [], 'mafclub-2023'), 'P7')).toMatchObject({ extras: -2 });
  });

  it('3.13: removed for a violation, then a red card while leaving -> -1.5 and -2 add up', () => {
    const t = started().run({ type: 'removal', seat: 7, clause: '4.8.4' }, { type: 'card/red', seat: 7 });
    expect(row(rows(t), 'P7')).toMatchObject({ banned: true, extras: -3.5 });
  });
});
