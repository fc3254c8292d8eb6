import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '../../../../src/protocol/index.ts';
import type { DropReport } from '../../../../src/server/players/photo-drop.ts';
import { FaultyDisk } from '../disk-faults.ts';
import { dataDir, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, type Hub } from '../tournament-helpers.ts';

afterEach(removeDataDirs);

const fixture = (name: string) => join(import.meta.dirname, '../../../fixtures/images', name);
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
        [{ op: 'fdatasync', path: /media\/players\/.*\.tmp$/, error: 'EIO' }, 'store/write-failed'],
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

  it('one photo the disk cannot read: the hub still starts, the file is named in the log and the answer, the rest imports', async () => {
    const dir = dataDir();
    mkdirSync(join(dir, 'photos'));
    copyFileSync(fixture('face.jpg'), join(dir, 'photos', 'Анна.jpg'));
    copyFileSync(fixture('face.png'), join(dir, 'photos', 'Борис.png'));
    const disk = new FaultyDisk().arm({ op: 'readFileSync', path: /photos\/Анна\.jpg$/, error: 'EIO' });
    const lines: string[] = [];
    const hub = await testHub({ ...fast, dataDir: dir, disk, log: (l) => lines.push(l) });
    try {
      expect(disk.fired).toBe(true);
      expect((await list(hub)).map((p) => p.nickname)).toEqual(['Борис']);
      expect(lines.some((l) => l.includes('photos/Анна.jpg') && l.includes('could not be read'))).toBe(true);

      copyFileSync(fixture('face.png'), join(dir, 'photos', 'Вера.png'));
      disk.arm({ op: 'readFileSync', path: /photos\/Анна\.jpg$/, error: 'EIO' });
      const res = await api(hub, '/players/import-photos', { method: 'POST' });
      expect(res.status).toBe(200);
      const report = (await res.json()) as DropReport;
      expect(report.refused.map((r) => [r.file, r.code])).toEqual([['Анна.jpg', 'media/unreadable']]);
      expect(report.imported.map((r) => r.nickname)).toEqual(['Вера']);
    } finally {
      await hub.stop();
    }
  });

  it('a folder of photos imported on air: the hub answers other requests between photos', async () => {
    const hub = await testHub(fast);
    try {
      const face = readFileSync(fixture('face.png'));
      const count = 60;
      mkdirSync(join(hub.dataDir, 'photos'));
      // different bytes after the header: each is its own file and its own player
      for (let i = 0; i < count; i++)
        writeFileSync(
          join(hub.dataDir, 'photos', `Игрок ${i}.png`),
          Buffer.concat([face, Buffer.from(`${i}`)]),
        );
      let done = false;
      const importing = api(hub, '/players/import-photos', { method: 'POST' }).then(async (r) => {
        done = true;
        return (await r.json()) as DropReport;
      });
      const seen: number[] = [];
      while (!done) seen.push((await list(hub)).length);
      expect((await importing).imported).toHaveLength(count);
      // a roster answered while the import was half way: the loop was not held for the whole folder
      expect(seen.some((n) => n > 0 && n < count)).toBe(true);
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
