import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '../../../src/protocol/index.ts';
import type { DropReport } from '../../../src/server/photo-drop.ts';
import { FaultyDisk } from './disk-faults.ts';
import { dataDir, removeDataDirs, testHub } from './helpers.ts';
import { api, fast, type Hub } from './tournament-helpers.ts';

afterEach(removeDataDirs);

const fixture = (name: string) => join(import.meta.dirname, '../../fixtures/images', name);
const list = async (hub: Hub) =>
  ((await (await api(hub, '/players')).json()) as { players: Player[] }).players;
const byName = (players: Player[], nickname: string) => players.find((p) => p.nickname === nickname);

describe('photos dropped into the data folder', () => {
  it('named after a player or his id, become his photo at start; a new name makes a player; bad files are refused and told', async () => {
    const dir = dataDir();
    const first = await testHub({ ...fast, dataDir: dir });
    const res = await api(first, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Борис' }) });
    const boris = (await res.json()) as Player;
    await first.close();

    mkdirSync(join(dir, 'photos'));
    copyFileSync(fixture('face.jpg'), join(dir, 'photos', 'Анна.jpg'));
    copyFileSync(fixture('face.png'), join(dir, 'photos', `${boris.id}.png`));
    writeFileSync(join(dir, 'photos', 'Мина.png'), '<svg onload="alert(1)"></svg>');
    const huge = Buffer.from(readFileSync(fixture('face.png')));
    huge.writeUInt32BE(9000, 16);
    writeFileSync(join(dir, 'photos', 'Гигант.png'), huge);
    writeFileSync(join(dir, 'photos', 'notes.txt'), 'not a photo');

    const hub = await testHub({ ...fast, dataDir: dir });
    try {
      const players = await list(hub);
      expect(byName(players, 'Анна')?.photo).toMatch(/^\/media\/players\/[0-9a-f]{16}\.jpg$/);
      expect(byName(players, 'Борис')).toMatchObject({
        id: boris.id,
        photo: expect.stringMatching(/\.png$/),
      });
      // refused files make no player
      expect(players.map((p) => p.nickname).sort()).toEqual(['Анна', 'Борис']);
      const photo = await fetch(`${hub.url}${byName(players, 'Анна')?.photo ?? ''}`);
      expect(photo.headers.get('content-type')).toBe('image/jpeg');

      // the files stay; importing again changes nothing and tells what it refused
      const again = await api(hub, '/players/import-photos', { method: 'POST' });
      const report = (await again.json()) as DropReport;
      expect(report.imported).toEqual([]);
      expect(report.refused.map((r) => [r.file, r.code]).sort()).toEqual([
        ['Гигант.png', 'media/too-large'],
        ['Мина.png', 'media/bad-type'],
      ]);
      expect(await list(hub)).toEqual(players);
    } finally {
      await hub.stop();
    }
  });

  it('a disk that refuses the photo or the roster: told, nothing half-made, the next import takes it', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'photos'));
    copyFileSync(fixture('face.jpg'), join(dir, 'photos', 'Анна.jpg'));
    const disk = new FaultyDisk();
    const hub = await testHub({ ...fast, dataDir: dir, disk });
    try {
      expect(await list(hub)).toHaveLength(1); // imported at start
      for (const [fault, code] of [
        [{ op: 'fdatasyncSync', path: /media\/players\/.*\.tmp$/, error: 'EIO' }, 'store/write-failed'],
        [{ op: 'renameSync', path: /players\.json/, error: 'ENOSPC' }, 'store/write-failed'],
      ] as const) {
        copyFileSync(fixture('face.png'), join(dir, 'photos', 'Борис.png'));
        disk.arm(fault);
        const report = (await (
          await api(hub, '/players/import-photos', { method: 'POST' })
        ).json()) as DropReport;
        expect(disk.fired).toBe(true);
        expect(report.refused.map((r) => [r.file, r.code])).toEqual([['Борис.png', code]]);
        expect((await list(hub)).map((p) => p.nickname)).toEqual(['Анна']);
      }
      const report = (await (
        await api(hub, '/players/import-photos', { method: 'POST' })
      ).json()) as DropReport;
      expect(report.imported.map((r) => r.nickname)).toEqual(['Борис']);
    } finally {
      await hub.stop();
    }
  });

  it('the import endpoint needs the operator token', async () => {
    const hub = await testHub(fast);
    try {
      const res = await api(hub, '/players/import-photos', { method: 'POST', token: false });
      expect(res.status).toBe(401);
    } finally {
      await hub.stop();
    }
  });
});
