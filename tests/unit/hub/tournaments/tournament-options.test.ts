import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restore } from '../../../../src/engine/index.ts';
import type { GameCommand } from '../../../../src/protocol/index.ts';
import { nodeDisk } from '../../../../src/server/store/disk.ts';
import { readLog } from '../../../../src/server/store/log-file.ts';
import { command, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { fast, play, putTournament } from '../tournament-helpers.ts';
import { dealtToDayOne, SPORT_ROLES } from '../../../../scripts/fixtures/game-start.ts';

afterEach(removeDataDirs);

describe('tournament ruleset options', () => {
  it('a tournament playing day 1 without a vote: its tables’ game/new gets the option, an explicit field wins', async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir, ...fast });
    const body = { name: 'Cup', ruleset: 'mafclub-2023', tables: ['t1'], options: { firstDay: 'noVote' } };
    expect((await putTournament(hub, 'cup', body)).status).toBe(200);
    const op = await operator(hub, { table: 't1' });
    expect((await command(op, { type: 'game/new', ruleset: 'mafclub-2023' })).t).toBe('ack');
    const state = () => {
      const log = readLog(nodeDisk, join(dir, 'tables/t1/current.jsonl'));
      if (!log.ok) throw new Error(`damaged log: line ${log.line}: ${log.error}`);
      return restore(log.entries).state;
    };
    expect(state().options.firstDay).toBe('noVote');
    expect(
      (await command(op, { type: 'game/new', ruleset: 'mafclub-2023', firstDay: 'liftOnly', gameId: 'g2' }))
        .t,
    ).toBe('ack');
    expect(state().options.firstDay).toBe('liftOnly');
    op.close();
  });

  it('MafClub 3.3.1: the chief judge agreed extended award limits for the cup -> a game at its table takes a 5th player’s award, a table outside it refuses', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const body = {
      name: 'Cup',
      ruleset: 'mafclub-2023',
      tables: ['t1'],
      options: { awardLimits: 'extended' },
    };
    expect((await putTournament(hub, 'cup', body)).status).toBe(200);
    const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
    const award = (seat: number) => ({
      type: 'score/extra' as const,
      seat,
      kind: 'bestMove' as const,
      points: 0.5,
    });
    for (const [table, fifth] of [
      ['t1', 'ack'],
      ['club-evening', 'score/too-many-players'],
    ] as const) {
      const op = await operator(hub, { table });
      await play(op, [
        ...dealtToDayOne(names, SPORT_ROLES, { gameId: `g-${table}` }),
        ...names.flatMap((): GameCommand[] => [{ type: 'speech/start' }, { type: 'speech/end' }]),
        { type: 'vote/start' },
        { type: 'night/shot', seat: 1 },
        { type: 'night/pass' },
        { type: 'night/pass' },
        { type: 'bestMove', seats: [3, 6, 9] }, // the Prima Nota (3.2): seat 1 has points
        { type: 'game/surrender' },
      ]);
      await play(op, [2, 4, 5].map(award));
      const r = await command(op, award(7));
      expect(r.t === 'ack' ? 'ack' : r.code).toBe(fifth);
      op.close();
    }
  });
});
