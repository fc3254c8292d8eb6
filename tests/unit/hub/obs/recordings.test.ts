import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Recordings } from '../../../../src/server/obs/recordings.ts';
import { openDataDir } from '../../../../src/server/store/data-dir.ts';
import type { Disk } from '../../../../src/server/store/disk.ts';
import { FaultyDisk } from '../disk-faults.ts';

/** When OBS recorded (issue 38.15): kept across restarts, bounded, and every write fails closed. */
const dirs: string[] = [];
const dataDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'rec-'));
  dirs.push(d);
  return d;
};
/** One hub's view of the folder: a restart is a new one (its damaged files as found on reading). */
const data = (dir: string, disk: Disk) => openDataDir(dir, () => {}, disk);
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("OBS's recordings, kept", () => {
  it('a start and a stop are kept for the next start of the hub; the one running at a time is found', () => {
    const dir = dataDir();
    const disk = new FaultyDisk();
    const r = new Recordings(data(dir, disk));
    expect(r.note(true, 1_000)).toBe(true);
    expect(r.note(true, 1_500)).toBe(true); // the same one seen again (a reconnect)
    expect(r.note(false, 9_000)).toBe(true);
    expect(r.note(true, 20_000)).toBe(true);
    const again = new Recordings(data(dir, disk));
    expect(again.at(5_000)).toEqual({ start: 1_000, end: 9_000 });
    expect(again.at(25_000)).toEqual({ start: 20_000, end: null });
    expect(again.at(500)).toBeNull();
  });

  it('the disk refuses the write: nothing changes, in memory or on disk', () => {
    const dir = dataDir();
    const disk = new FaultyDisk();
    const r = new Recordings(data(dir, disk));
    r.note(true, 1_000);
    const before = readFileSync(join(dir, 'recordings.json'), 'utf8');
    disk.arm({ op: 'renameSync', path: /recordings/ });
    expect(r.note(false, 2_000)).toBe(false);
    expect(r.at(5_000)).toEqual({ start: 1_000, end: null });
    expect(readFileSync(join(dir, 'recordings.json'), 'utf8')).toBe(before);
  });

  it('a damaged file is reported and never overwritten', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'recordings.json'), '{"recordings": "yesterday"}');
    const folder = data(dir, new FaultyDisk());
    const r = new Recordings(folder);
    expect(folder.damaged.has(join(dir, 'recordings.json'))).toBe(true);
    expect(r.note(true, 1_000)).toBe(false);
    expect(readFileSync(join(dir, 'recordings.json'), 'utf8')).toBe('{"recordings": "yesterday"}');
  });
});
