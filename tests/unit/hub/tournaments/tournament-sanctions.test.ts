/** Issue 21: a tournament remembers red cards and repeat offences across its games. */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restore, standings } from '../../../../src/engine/index.ts';
import type { GameCommand, Standing, Standings } from '../../../../src/protocol/index.ts';
import { refuseBanned } from '../../../../src/server/tournaments/tournament-sanctions.ts';
import { nodeDisk } from '../../../../src/server/store/disk.ts';
import { readLog } from '../../../../src/server/store/log-file.ts';
import { command, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, play, putTournament } from '../tournament-helpers.ts';
import { dealtToDayOne, SPORT_ROLES } from '../../../../scripts/fixtures/game-start.ts';

afterEach(removeDataDirs);

const NAMES = ['Ant', 'Bee', 'Cat', 'Dog', 'Eel', 'Fox', 'Gnu', 'Hen', 'Ibis', 'Jay'];

/** A new game with the names in seat order, roles dealt by hand, started, at day 1. */
const game = (gameId: string, names = NAMES): GameCommand[] => dealtToDayOne(names, SPORT_ROLES, { gameId });

async function cup() {
  const dir = dataDir();
  const hub = await testHub({ dataDir: dir, ...fast });
  const body = { name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1'] };
  expect((await putTournament(hub, 'cup', body)).status).toBe(200);
  const op = await operator(hub, { table: 't1' });
  const state = () => {
    const log = readLog(nodeDisk, join(dir, 'tables/t1/current.jsonl'));
    if (!log.ok) throw new Error(`damaged log: line ${log.line}: ${log.error}`);
    return { entries: log.entries, state: restore(log.entries).state };
  };
  const rows = async () =>
    ((await (await api(hub, '/tournaments/cup/standings', { token: false })).json()) as Standings).rows;
  return { hub, op, state, rows };
}

/** After a replay: the new deal started and a few stages played on. */
const RESTART: GameCommand[] = [
  { type: 'game/start' },
  { type: 'stage/end' },
  { type: 'stage/end' },
  { type: 'stage/end' },
];

describe('tournament sanctions (issue 21)', () => {
  it('MafClub 4.18: Eel gets a red card -> standings mark him, he cannot be seated again in the tournament', async () => {
    const { hub, op, rows } = await cup();
    await play(op, [
      ...game('g1'),
      { type: 'card/red', seat: 5, clause: '4.18.1' },
      { type: 'game/surrender' },
    ]);
    expect((await rows()).find((r) => r.nickname === 'Eel')).toMatchObject({ banned: true });
    expect((await rows()).find((r) => r.nickname === 'Ant')?.banned).toBeUndefined();
    await play(op, [{ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'g2' }]);
    const refused = await command(op, { type: 'seat/nickname', seat: 3, nickname: 'Eel' });
    expect(refused).toMatchObject({ t: 'err', code: 'tournament/player-banned', clause: '4.18' });
    expect((await command(op, { type: 'seat/nickname', seat: 3, nickname: 'Kite' })).t).toBe('ack');
    op.close();
    await hub.close();
  });

  it('MafClub 4.17.5: Dog removed in game 1 and again in game 2 -> the hub marks the repeat, a yellow card follows', async () => {
    const { hub, op, state, rows } = await cup();
    await play(op, [...game('g1'), { type: 'removal', seat: 4, repeat: true }]);
    expect(state().entries.at(-1)?.command).toEqual({ type: 'removal', seat: 4 }); // the sender's flag is replaced
    expect(state().state.seats[3]?.yellowCards).toBe(0);
    await play(op, [{ type: 'game/surrender' }]);
    expect((await rows()).find((r) => r.nickname === 'Dog')).toMatchObject({ removals: 1 });
    const moved = [...NAMES.slice(0, 3).reverse(), ...NAMES.slice(3)]; // Dog still at 4, others moved
    await play(op, [...game('g2', moved), { type: 'removal', seat: 4, clause: '4.8.4' }]);
    expect(state().entries.at(-1)?.command).toEqual({
      type: 'removal',
      seat: 4,
      clause: '4.8.4',
      repeat: true,
    });
    expect(state().state.seats[3]).toMatchObject({ status: 'removed', yellowCards: 1 });
    op.close();
    await hub.close();
  });

  it('MafClub 4.15.1: Bee causes a second automatic replay -> the hub marks it, a red card follows', async () => {
    const { hub, op, state, rows } = await cup();
    await play(op, [...game('g1'), { type: 'game/replay', offender: 2, seed: 'a' }]);
    expect(state().state.replays).toEqual([{ offender: 2 }]);
    await play(op, [...RESTART, { type: 'game/replay', offender: 2, seed: 'b' }]);
    expect(state().state.replays).toEqual([{ offender: 2 }, { offender: 2, repeat: true }]);
    // a replay on appeal (4.20) is nobody's offence
    await play(op, [...RESTART, { type: 'game/replay', kind: 'appeal', seed: 'c' }]);
    expect(state().state.replays.at(-1)).toEqual({ offender: null, kind: 'appeal' });
    await play(op, [...RESTART, { type: 'game/surrender' }]);
    expect((await rows()).find((r) => r.nickname === 'Bee')).toMatchObject({ banned: true, autoReplays: 2 });
    op.close();
    await hub.close();
  });

  it('MafClub 4.15.1: Bee causes a replay and Kite takes his seat -> a replay Kite causes is his first, not a repeat', async () => {
    const { hub, op, state } = await cup();
    await play(op, [...game('g1'), { type: 'game/replay', offender: 2, seed: 'a' }]);
    await play(op, [{ type: 'seat/nickname', seat: 2, nickname: 'Kite' }, ...RESTART]);
    await play(op, [{ type: 'game/replay', offender: 2, seed: 'b' }]);
    // the offence is a player's, not a seat's: Bee's replay does not make Kite's a repeat
    expect(state().state.replays).toEqual([{ offender: 2 }, { offender: 2 }]);
    op.close();
    await hub.close();
  });
});

describe('tournament sanctions without a hub', () => {
  const row = { nickname: 'Eel', games: 1, wins: 0, roleWins: 0, firstNightDeaths: 0, main: 0, extras: -2 };
  const rest = { compensation: 0, total: -2, tieBreakExtras: -2, rank: 1, lotNeeded: false };

  it('FIIM 7.3: a banned player is refused with the FIIM clause', () => {
    const rows: Standing[] = [{ ...row, ...rest, player: 'pabcd1', banned: true }];
    const refused = refuseBanned(rows, { type: 'seat/player', seat: 2, player: 'pabcd1' }, 'fiim-2019');
    expect(refused).toMatchObject({ code: 'tournament/player-banned', clause: '7.3' });
    expect(refuseBanned(rows, { type: 'seat/player', seat: 2, player: 'pother1' }, 'fiim-2019')).toBeNull();
  });

  it('MafClub 4.18: roster player Eel is banned -> his nickname typed as a plain name ("eel", "Eel ") is refused too', () => {
    const rows: Standing[] = [{ ...row, ...rest, player: 'pabcd1', banned: true }];
    for (const nickname of ['Eel', 'eel', 'Eel '])
      expect(refuseBanned(rows, { type: 'seat/nickname', seat: 2, nickname }, 'mafclub-2023')).toMatchObject({
        code: 'tournament/player-banned',
        clause: '4.18',
      });
    expect(
      refuseBanned(rows, { type: 'seat/nickname', seat: 2, nickname: 'Eels' }, 'mafclub-2023'),
    ).toBeNull();
  });

  it('MafClub 4.17.5: a record written before `disqualified` existed still counts a removal (not a replay offence)', () => {
    const seat = (more: object) => ({
      seat: 1,
      nickname: 'Old',
      role: 'citizen' as const,
      leftAt: null,
      howLeft: 'removed' as const,
      firstKilled: false,
      removed: true,
      yellowCards: 0,
      redCard: false,
      ...more,
    });
    const game = (more: object) => ({
      result: {
        ruleset: 'mafclub-2023' as const,
        gameId: 'g',
        winner: 'red' as const,
        seats: [seat(more)],
        bestMove: null,
      },
      scores: [{ seat: 1, main: 1, extras: -1.5, total: -0.5, notes: [] }],
    });
    const rows = standings([game({}), game({ autoReplays: 1, yellowCards: 1 })], 'mafclub-2023');
    expect(rows[0]).toMatchObject({ removals: 1, autoReplays: 1 });
  });
});
