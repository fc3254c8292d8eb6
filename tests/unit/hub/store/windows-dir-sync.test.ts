import { statSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { command, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { FaultyDisk } from '../disk-faults.ts';
import { api, fast, golden, play } from '../tournament-helpers.ts';

/**
 * Windows has no folder sync: FlushFileBuffers on a directory handle answers "access denied", which
 * Node reports as EPERM. The venue program stopped on its first save because of it. There, and only
 * there, that refusal is skipped; every other failure still fails closed.
 */
class FolderSyncRefused extends FaultyDisk {
  private readonly folders = new Set<number>();
  constructor(platform: NodeJS.Platform) {
    super();
    this.platform = platform;
  }
  override openSync(path: string, flags: string, mode?: number): number {
    const fd = super.openSync(path, flags, mode);
    if (statSync(path).isDirectory()) this.folders.add(fd);
    return fd;
  }
  override closeSync(fd: number): void {
    this.folders.delete(fd);
    super.closeSync(fd);
  }
  override fdatasyncSync(fd: number): void {
    if (this.folders.has(fd))
      throw Object.assign(new Error('EPERM: operation not permitted, fsync'), { code: 'EPERM' });
    super.fdatasyncSync(fd);
  }
  override fdatasync(fd: number, done: (err: Error | null) => void): void {
    if (this.folders.has(fd))
      return void setImmediate(() => done(Object.assign(new Error('EPERM: fsync'), { code: 'EPERM' })));
    super.fdatasync(fd, done);
  }
}

afterEach(removeDataDirs);

describe('a folder sync that the system refuses', () => {
  it('on Windows (EPERM): the hub starts, saves every file, archives a game and keeps it all across a restart', async () => {
    const dir = dataDir();
    const hub = await testHub({ dataDir: dir, disk: new FolderSyncRefused('win32'), ...fast });
    const token = hub.operatorToken;
    const op = await operator(hub);
    await play(op, golden('mafclub-red-win', 'g1'));
    const next = await command(op, { type: 'game/new', gameId: 'g2' });
    expect(next.t).toBe('ack');
    const renamed = await command(op, { type: 'seat/nickname', seat: 3, nickname: 'Окно' });
    expect(renamed.t).toBe('ack');
    op.close();
    const games = await (await api(hub, '/games')).json();
    await hub.close();

    const again = await testHub({ dataDir: dir, disk: new FolderSyncRefused('win32'), ...fast });
    expect(again.operatorToken).toBe(token);
    expect(await (await api(again, '/games')).json()).toEqual(games);
    expect(JSON.stringify(games)).toContain('g1');
    const back = await operator(again);
    expect(JSON.stringify(back.view())).toContain('Окно');
    back.close();
    await again.close();
  });

  it('elsewhere (Linux): the same refusal is a failed write, and the hub refuses to start', async () => {
    const dir = dataDir();
    await expect(testHub({ dataDir: dir, disk: new FolderSyncRefused('linux') })).rejects.toMatchObject({
      code: 'store/write-failed',
    });
  });

  it('on Windows, a file that cannot be synced still fails closed: the hub refuses to start', async () => {
    const disk = new FolderSyncRefused('win32').arm({
      op: 'fdatasyncSync',
      path: /operator-token\.tmp$/,
      error: 'EIO',
    });
    await expect(testHub({ dataDir: dataDir(), disk })).rejects.toMatchObject({ code: 'store/write-failed' });
    expect(disk.fired).toBe(true);
  });
});
