import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '../../../../src/protocol/index.ts';
import { type Fault, FaultyDisk, filesOf } from '../disk-faults.ts';
import { dataDir, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, httpError, type Hub } from '../tournament-helpers.ts';

afterEach(removeDataDirs);

/** The steps of replacing players.json (temp file, sync, rename, directory). */
const steps: Record<string, Fault> = {
  'temp file write': { op: 'writeSync', path: /players\.json\.tmp$/, error: 'ENOSPC' },
  'temp file short write': { op: 'writeSync', path: /players\.json\.tmp$/, short: true },
  'temp file fdatasync': { op: 'fdatasyncSync', path: /players\.json\.tmp$/, error: 'EIO' },
  rename: { op: 'renameSync', path: /players\.json$/, error: 'EIO' },
  'directory fsync': { op: 'fdatasyncSync', path: /hub-test-[^/]+$/, error: 'EIO' },
};

const players = async (hub: Hub) =>
  ((await (await api(hub, '/players')).json()) as { players: Player[] }).players;

describe('players.json fails closed', () => {
  it.each(Object.entries(steps))(
    'a new player, failing at %s: store/write-failed, the roster and its file as before, also after a restart',
    async (_, fault) => {
      const dir = dataDir();
      const disk = new FaultyDisk();
      const hub = await testHub({ dataDir: dir, disk, ...fast });
      const first = await api(hub, '/players', {
        method: 'POST',
        body: JSON.stringify({ nickname: 'Анна' }),
      });
      expect(first.status).toBe(201);
      const before = { files: filesOf(dir), players: await players(hub) };
      disk.arm(fault);
      const res = await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Борис' }) });
      expect(disk.fired, 'the fault was reached').toBe(true);
      expect(await httpError(res)).toMatchObject({ status: 503, code: 'store/write-failed' });
      expect(await players(hub)).toEqual(before.players);
      expect(filesOf(dir)).toEqual(before.files);
      await hub.close();
      const again = await testHub({ dataDir: dir, ...fast });
      expect(await players(again)).toEqual(before.players);
      await again.close();
    },
    30_000,
  );
});
