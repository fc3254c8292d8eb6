import { join } from 'node:path';
import { RecordingsFileSchema, type Recording } from '../../protocol/obs.ts';
import type { DataDir } from '../store/data-dir.ts';
import { type Disk, writeFileAtomic } from '../store/disk.ts';
import { readDataFile } from '../store/damaged-files.ts';

/** Recordings kept (the oldest dropped): a season of tournament days. */
export const KEPT_RECORDINGS = 100;

/**
 * When OBS recorded (issue 38.15), kept in `<data>/recordings.json` so a day's chapters can count
 * from its recording after a restart. OBS says a recording started (RecordStateChanged, or
 * GetRecordStatus's outputDuration on connecting), the hub notes its own time for it.
 */
export class Recordings {
  private list: Recording[];
  private readonly file: string;
  private readonly disk: Disk;
  /** A damaged file is never overwritten (docs/architecture.md): nothing is noted until it is repaired. */
  private readonly damaged: boolean;

  constructor({ path, disk, damaged }: Pick<DataDir, 'path' | 'disk' | 'damaged'>) {
    this.disk = disk;
    this.file = join(path, 'recordings.json');
    const read = readDataFile(disk, this.file, RecordingsFileSchema);
    this.list = read.state === 'ok' ? read.value.recordings : [];
    this.damaged = read.state === 'damaged';
    if (read.state === 'damaged')
      damaged.report(this.file, read.reason, 'chapters cannot count from a recording');
  }

  /** OBS records since `at` (hub ms), or stopped at `at`; false if the disk refused (nothing changed). */
  note(recording: boolean, at: number): boolean {
    const last = this.list[this.list.length - 1];
    const open = last && last.end === null ? last : null;
    if (recording && open && Math.abs(open.start - at) < 2_000) return true; // the same one, seen again
    if (!recording && !open) return true;
    const closed = this.list.map((r) => (r === open ? { ...r, end: at } : r));
    const next = (recording ? [...closed, { start: at, end: null }] : closed).slice(-KEPT_RECORDINGS);
    if (this.damaged) return false;
    const text = JSON.stringify({ v: 1, recordings: next }) + '\n';
    if (!writeFileAtomic(this.disk, this.file, text)) return false;
    this.list = next;
    return true;
  }

  /** The recording that ran at `at` (or the last one started before it), or null. */
  at(at: number): Recording | null {
    const before = this.list.filter((r) => r.start <= at);
    return before.find((r) => r.end === null || r.end >= at) ?? before[before.length - 1] ?? null;
  }
}
