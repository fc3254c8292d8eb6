import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sniffImage, storeImage } from '../../../../src/server/site/media.ts';
import { FaultyDisk, type Fault } from '../disk-faults.ts';
import { dataDir, removeDataDirs, testHub } from '../helpers.ts';
import { en } from '../../../said.ts';
import { openDataDir } from '../../../../src/server/store/data-dir.ts';
import type { Disk } from '../../../../src/server/store/disk.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '../../../fixtures/images', name));
const mediaFiles = (dir: string) =>
  existsSync(join(dir, 'media/players')) ? readdirSync(join(dir, 'media/players')) : [];

/** The data directory as the hub hands it to its parts, on `disk` (the real one when absent). */
const files = (dir: string, disk?: Disk) => openDataDir(dir, () => {}, disk);

afterEach(removeDataDirs);

describe('an uploaded image is known by its bytes, not its name', () => {
  it.each([
    ['face.png', 'png', 48, 27],
    ['face.jpg', 'jpeg', 48, 27],
    ['face.webp', 'webp', 48, 27],
    ['lossless.webp', 'webp', 33, 19],
  ])('%s is a %s of %i×%i', (file, type, width, height) => {
    expect(sniffImage(fixture(file))).toEqual({ type, width, height });
  });

  it.each([
    ['an SVG (it could carry a script)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['nothing', Buffer.alloc(0)],
    ['a PNG cut after its signature', fixture('face.png').subarray(0, 12)],
    ['a JPEG with no frame header', fixture('face.jpg').subarray(0, 20)],
  ])('%s is refused as media/bad-type and nothing is stored', (_, bytes) => {
    const dir = dataDir();
    const r = storeImage(files(dir), 'players', bytes);
    expect(r.ok ? null : r.error.code).toBe('media/bad-type');
    expect(mediaFiles(dir)).toEqual([]);
  });

  it('a 4096×4096 PNG (64 MB decoded in every overlay showing it) is refused as media/too-large, naming the limit; 1024 a side is taken', () => {
    const sized = (w: number, h: number) => {
      const b = Buffer.from(fixture('face.png'));
      b.writeUInt32BE(w, 16);
      b.writeUInt32BE(h, 20);
      return b;
    };
    for (const [w, h] of [
      [4096, 4096],
      [1025, 10],
      [10, 1025],
    ] as const) {
      const r = storeImage(files(dataDir()), 'players', sized(w, h));
      expect(r.ok ? null : r.error.code).toBe('media/too-large');
      expect(r.ok ? '' : en(r.error.message)).toContain('1024 pixels a side');
    }
    expect(storeImage(files(dataDir()), 'players', sized(1024, 1024)).ok).toBe(true);
  });

  it('the same photo uploaded twice is one file at one address', () => {
    const dir = dataDir();
    const a = storeImage(files(dir), 'players', fixture('face.jpg'));
    const b = storeImage(files(dir), 'players', fixture('face.jpg'));
    expect(a.ok && b.ok && a.path === b.path).toBe(true);
    expect(a.ok && /^\/media\/players\/[0-9a-f]{16}\.jpg$/.test(a.path)).toBe(true);
    expect(mediaFiles(dir)).toHaveLength(1);
  });
});

describe('storing an image fails closed', () => {
  const faults: Fault[] = [
    { op: 'openSync', path: /\.tmp$/, error: 'ENOSPC' },
    { op: 'writeSync', path: /\.tmp$/, error: 'ENOSPC' },
    { op: 'writeSync', path: /\.tmp$/, short: true },
    { op: 'fdatasyncSync', path: /\.tmp$/, error: 'EIO' },
    { op: 'renameSync', path: /\.png(\.tmp)?$/, error: 'EIO' },
    { op: 'fdatasyncSync', path: /players$/, error: 'EIO' },
  ];
  it.each(faults)('%o: store/write-failed and no file, then the same upload succeeds', (fault) => {
    const dir = dataDir();
    const disk = new FaultyDisk().arm(fault);
    const r = storeImage(files(dir, disk), 'players', fixture('face.png'));
    expect(disk.fired).toBe(true);
    expect(r.ok ? null : r.error.code).toBe('store/write-failed');
    expect(mediaFiles(dir)).toEqual([]);
    expect(storeImage(files(dir, disk), 'players', fixture('face.png')).ok).toBe(true);
    expect(mediaFiles(dir)).toHaveLength(1);
  });
});

describe('the hub serves stored images to overlays', () => {
  it('with their type, a content-hash ETag and immutable caching; a revalidation is a 304', async () => {
    const hub = await testHub();
    try {
      const stored = storeImage(files(hub.dataDir), 'players', fixture('face.webp'));
      if (!stored.ok) throw new Error(stored.error.code);
      const res = await fetch(`${hub.url}${stored.path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect(Buffer.from(await res.arrayBuffer()).equals(fixture('face.webp'))).toBe(true);
      const again = await fetch(`${hub.url}${stored.path}`, {
        headers: { 'if-none-match': res.headers.get('etag') ?? '' },
      });
      expect(again.status).toBe(304);
    } finally {
      await hub.stop();
    }
  });

  it.each([
    '/media/players/..%2f..%2foperator-token',
    '/media/secrets/0123456789abcdef.png',
    '/media/players/0123456789abcdef.png',
    '/media/players/operator-token',
  ])('%s is not found', async (path) => {
    const hub = await testHub();
    try {
      expect((await fetch(`${hub.url}${path}`)).status).toBe(404);
    } finally {
      await hub.stop();
    }
  });
});
