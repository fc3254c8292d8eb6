import { afterEach, describe, expect, it } from 'vitest';
import type { GameCommand } from '../../../../src/protocol/index.ts';
import type { Seating } from '../../../../src/protocol/seating.ts';
import { command, dataDir, operator, removeDataDirs, testHub, type TestClient } from '../helpers.ts';
import {
  api,
  seatingCup,
  fast,
  play,
  putTournament,
  rest,
  roster,
  seatedIds,
  waitSeated,
} from '../tournament-helpers.ts';
import { SPORT_ROLES } from '../../../../scripts/fixtures/game-start.ts';

afterEach(removeDataDirs);

describe('the day runs from the schedule', () => {
  it('two tables through two rounds: each new game is seated by the hub from its round of the schedule', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    await seatingCup(hub, 20);
    const made = await api(hub, '/tournaments/cup/seating', {
      method: 'POST',
      body: JSON.stringify({ rounds: 2, seed: 'day', iterations: 20_000 }),
    });
    const schedule = (await made.json()) as Seating;
    const ops: Record<string, TestClient> = {
      t1: await operator(hub, { table: 't1' }),
      t2: await operator(hub, { table: 't2' }),
    };
    for (const round of [1, 2]) {
      for (const table of ['t1', 't2']) {
        const op = ops[table] as TestClient;
        expect(
          (await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: `${table}r${round}` })).t,
        ).toBe('ack');
        const planned = schedule.rounds[round - 1]?.find((x) => x.table === table)?.players ?? [];
        await waitSeated(hub, table, planned);
        const next = (await (await api(hub, '/tournaments/cup/seating/next', { token: false })).json()) as {
          current: Record<string, number>;
        };
        expect(next.current[table]).toBe(round);
        await play(op, rest(`${table}r${round}`));
      }
    }
    // the players' nicknames and photos came from the roster into the seats
    const state = (await (await api(hub, '/tables/t2/state?feed=table', { token: false })).json()) as {
      state: { seats: { nickname: string }[] };
    };
    expect(state.state.seats[0]?.nickname).toMatch(/^Игрок \d+$/);
    for (const op of Object.values(ops)) op.close();
    await hub.close();
  });

  it('a table outside the tournament is never seated from its schedule', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const ids = await roster(hub, 10, 'P');
    await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1'], players: ids });
    await api(hub, '/tournaments/cup/seating', {
      method: 'POST',
      body: JSON.stringify({ rounds: 1, iterations: 1000 }),
    });
    // a table not in the tournament is never seated from it
    const other = await operator(hub, { table: 'side' });
    await command(other, { type: 'game/new', ruleset: 'mafclub-2023' });
    await new Promise((r) => setTimeout(r, 100));
    expect((await seatedIds(hub, 'side')).every((x) => x === null)).toBe(true);
    other.close();
    await hub.close();
  });

  it('the operator seats a replacement: the schedule takes him in that round and seat', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const ids = await roster(hub, 11, 'R');
    const [sub] = ids.splice(10, 1);
    await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1'], players: ids });
    await api(hub, '/tournaments/cup/seating', {
      method: 'POST',
      body: JSON.stringify({ rounds: 2, iterations: 1000 }),
    });
    const before = (await (await api(hub, '/tournaments/cup/seating')).json()) as Seating;
    const op = await operator(hub, { table: 't1' });
    await command(op, { type: 'game/new', ruleset: 'mafclub-2023' });
    await waitSeated(hub, 't1', before.rounds[0]?.[0]?.players ?? []);
    expect((await command(op, { type: 'seat/player', seat: 3, player: sub })).t).toBe('ack');
    const after = (await (await api(hub, '/tournaments/cup/seating')).json()) as Seating;
    const planned = [...(before.rounds[0]?.[0]?.players ?? [])];
    planned[2] = sub ?? '';
    expect(after.rounds[0]?.[0]?.players).toEqual(planned);
    expect(after.rounds[1]).toEqual(before.rounds[1]); // later rounds: a re-plan (keep) decides
    expect(after.players).toContain(sub);
    op.close();
    await hub.close();
  });

  it('a replacement undone: the schedule follows the table back, nobody booked at two tables', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const ids = await roster(hub, 20, 'U');
    await putTournament(hub, 'cup', {
      name: 'Cup',
      ruleset: 'mafclub-2023',
      tables: ['t1', 't2'],
      players: ids,
    });
    await api(hub, '/tournaments/cup/seating', {
      method: 'POST',
      body: JSON.stringify({ rounds: 2, iterations: 1000 }),
    });
    const before = (await (await api(hub, '/tournaments/cup/seating')).json()) as Seating;
    const round1 = () => before.rounds[0] ?? [];
    const atT1 = round1().find((x) => x.table === 't1')?.players ?? [];
    const fromT2 = round1().find((x) => x.table === 't2')?.players[0] ?? '';
    const op = await operator(hub, { table: 't1' });
    await command(op, { type: 'game/new', ruleset: 'mafclub-2023' });
    await waitSeated(hub, 't1', atT1);
    // t2's first player moves to t1's seat 3: the schedule trades the two places
    expect((await command(op, { type: 'seat/player', seat: 3, player: fromT2 })).t).toBe('ack');
    const swapped = (await (await api(hub, '/tournaments/cup/seating')).json()) as Seating;
    expect(swapped.rounds[0]?.find((x) => x.table === 't1')?.players[2]).toBe(fromT2);
    // undone: the seat has its scheduled player again, and so has the schedule
    expect((await command(op, { type: 'undo' })).t).toBe('ack');
    await waitSeated(hub, 't1', atT1);
    const after = (await (await api(hub, '/tournaments/cup/seating')).json()) as Seating;
    expect(after.rounds[0]).toEqual(before.rounds[0]);
    const booked = (after.rounds[0] ?? []).flatMap((x) => x.players);
    expect(new Set(booked).size).toBe(booked.length);
    op.close();
    await hub.close();
  });

  it('MafClub 4.18: a player red-carded in round 1 is in round 2 of the schedule -> his seat is left empty, every other seat is seated', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const ids = await roster(hub, 10, 'B');
    await putTournament(hub, 'cup', { name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1'], players: ids });
    const made = await api(hub, '/tournaments/cup/seating', {
      method: 'POST',
      body: JSON.stringify({ rounds: 2, iterations: 1000 }),
    });
    const schedule = (await made.json()) as Seating;
    const [round1, round2] = [schedule.rounds[0]?.[0]?.players ?? [], schedule.rounds[1]?.[0]?.players ?? []];
    const banned = round2[0] as string; // not the last seat: the seats after his are seated too
    const op = await operator(hub, { table: 't1' });
    await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'r1' });
    await waitSeated(hub, 't1', round1);
    await play(op, [
      ...SPORT_ROLES.map((role, i): GameCommand => ({ type: 'seat/role', seat: i + 1, role })),
      { type: 'game/start' },
      { type: 'stage/end' },
      { type: 'stage/end' },
      { type: 'stage/end' },
      { type: 'card/red', seat: round1.indexOf(banned) + 1, clause: '4.18.1' },
      { type: 'game/surrender' },
    ]);
    await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'r2' });
    await waitSeated(hub, 't1', [null, ...round2.slice(1)]);
    op.close();
    await hub.close();
  });
});
