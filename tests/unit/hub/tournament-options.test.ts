import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { restore } from '../../../src/engine/index.ts';
import { nodeDisk } from '../../../src/server/store/disk.ts';
import { readLog } from '../../../src/server/store/log-file.ts';
import { command, dataDir, operator, removeDataDirs, testHub } from './helpers.ts';
import { fast, putTournament } from './tournament-helpers.ts';

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
      if (!log.ok) throw new Error(`damaged log: line ${log.line}: ${log.reason}`);
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
});
