import { join } from 'node:path';
import type { LogEntry } from '../../engine/index.ts';
import { DISK_VERSION, DiskTableSettingsSchema } from '../../protocol/disk.ts';
import type { TableSettings } from '../../protocol/index.ts';
import {
  DIR_MODE,
  type Disk,
  FILE_MODE,
  fsyncDir,
  tryTo,
  writeAll,
  writeFileAtomic,
  writeNewFile,
} from './disk.ts';
import { logLine } from './log-file.ts';
import { readDataFile, type FileRead } from './damaged-files.ts';
import type { DataDir } from './data-dir.ts';
import type { SyncPolicy } from './sync-policy.ts';

/** Undoes a step of a multi-file change that a later step could not complete. */
export type Rollback = () => void;

/**
 * Append-only JSON-lines log per table: `<dataDir>/tables/<id>/current.jsonl`, one LogEntry per
 * line, each append written and fdatasync'ed before the command is acknowledged. Finished games
 * move to `<dataDir>/games/<gameId>.jsonl`.
 */
export class TableLog {
  readonly file: string;
  /** A new game's log while game/new is under way (see replace). */
  readonly next: string;
  private readonly dir: string;
  private readonly disk: Disk;
  private readonly sync: SyncPolicy;
  /** Opened on the first write: a table only watched by overlays leaves nothing on disk. */
  private fd: number | null = null;
  /** Bytes in the file: where a failed append is cut back to. */
  private size = 0;
  /** An async sync is under way: closing waits for it (its callback still needs the fd). */
  private syncing = false;
  private closeWhenSynced = false;

  constructor(data: DataDir, tableId: string) {
    this.disk = data.disk;
    this.sync = data.sync;
    this.dir = data.at('tables', tableId);
    this.file = join(this.dir, 'current.jsonl');
    this.next = join(this.dir, 'next.jsonl');
  }

  /** The table has (or had, before an archive) a log on disk. */
  get exists(): boolean {
    return this.fd !== null || this.disk.existsSync(this.file);
  }

  private open(): number {
    if (this.fd !== null) return this.fd;
    const disk = this.disk;
    const created = !disk.existsSync(this.file);
    disk.mkdirSync(this.dir, DIR_MODE);
    const fd = disk.openSync(this.file, 'a+', FILE_MODE);
    try {
      this.size = disk.fstatSync(fd).size;
      if (created) {
        // a new file is durable only once its directory entry is: sync the directories too
        fsyncDir(disk, this.dir);
        fsyncDir(disk, join(this.dir, '..'));
      }
    } catch (e) {
      disk.closeSync(fd);
      if (created) tryTo(() => disk.unlinkSync(this.file));
      throw e;
    }
    this.fd = fd;
    return fd;
  }

  /** Durable append: returns false (and leaves the file as it was) if the disk refused it. */
  append(entries: readonly LogEntry[]): boolean {
    let fd: number;
    const fresh = !this.exists;
    try {
      fd = this.open();
    } catch {
      return false;
    }
    const bytes = Buffer.from(entries.map(logLine).join(''));
    try {
      writeAll(this.disk, fd, bytes);
      this.disk.fdatasyncSync(fd);
      this.size += bytes.length;
      return true;
    } catch {
      // a short write or an unsynced tail must not become a torn or ghost line; a log this
      // append created goes again (an empty log would make the table look played)
      if (fresh) {
        this.close();
        tryTo(() => this.disk.unlinkSync(this.file));
      } else if (!tryTo(() => this.disk.ftruncateSync(fd, this.size))) this.close();
      return false;
    }
  }

  /**
   * Group commit: writes `entries` now and syncs them (on the main thread or the thread pool, see
   * SyncPolicy); `done(true)` once they are durable, `done(false)` with the file cut back to what it
   * was; always later, never inside the call. One at a time: the caller holds what arrives
   * meanwhile for the next call.
   */
  appendAsync(entries: readonly LogEntry[], done: (ok: boolean) => void): void {
    let fd: number;
    try {
      fd = this.open();
    } catch {
      return void setImmediate(() => done(false));
    }
    const bytes = Buffer.from(entries.map(logLine).join(''));
    try {
      writeAll(this.disk, fd, bytes);
    } catch {
      this.cutBack(fd);
      return void setImmediate(() => done(false));
    }
    this.syncing = true;
    const t0 = performance.now();
    const synced = (err: Error | null) => {
      this.sync.took(performance.now() - t0);
      this.syncing = false;
      if (err) this.cutBack(fd);
      else this.size += bytes.length;
      if (this.closeWhenSynced) this.close();
      done(!err);
    };
    if (!this.sync.inline) return this.disk.fdatasync(fd, synced);
    let err: Error | null = null;
    try {
      this.disk.fdatasyncSync(fd);
    } catch (e) {
      err = e instanceof Error ? e : new Error(String(e));
    }
    queueMicrotask(() => synced(err));
  }

  /** An unsynced tail must not become a torn or ghost line. */
  private cutBack(fd: number): void {
    if (!tryTo(() => this.disk.ftruncateSync(fd, this.size))) this.close();
  }

  /**
   * game/new: the old log moves to `archive` and `entries` become the log, all or nothing.
   * Order (a crash at any point restores the old game or the new one, see settleNewLog):
   * 1. the new log is written whole to `next.jsonl` and synced;
   * 2. `between` (the finished game's result record) is written, or refuses;
   * 3. `current.jsonl` moves to the archive;
   * 4. `next.jsonl` becomes `current.jsonl`.
   * A failed step undoes the ones before it; false then, with the files as they were.
   */
  replace(entries: readonly LogEntry[], archive: string, between: () => Rollback | null): boolean {
    const disk = this.disk;
    const undo: Rollback[] = [];
    const gamesDir = join(archive, '..');
    try {
      writeNewFile(disk, this.next, Buffer.from(entries.map(logLine).join('')));
      undo.push(() => disk.unlinkSync(this.next));
      fsyncDir(disk, this.dir);
      const recorded = between();
      if (!recorded) throw new Error('refused');
      undo.push(recorded);
      this.close();
      disk.mkdirSync(gamesDir, DIR_MODE);
      disk.renameSync(this.file, archive);
      undo.push(() => disk.renameSync(archive, this.file));
      fsyncDir(disk, gamesDir);
      fsyncDir(disk, this.dir);
      disk.renameSync(this.next, this.file);
      undo.push(() => disk.renameSync(this.file, this.next));
      fsyncDir(disk, this.dir);
      return true;
    } catch {
      this.close();
      for (const step of undo.reverse()) tryTo(step);
      tryTo(() => fsyncDir(disk, this.dir));
      return false;
    }
  }

  close(): void {
    this.closeWhenSynced = this.syncing;
    if (this.syncing) return;
    if (this.fd !== null) tryTo(() => this.disk.closeSync(this.fd ?? -1));
    this.fd = null;
  }
}

/** Where the next archive of this game id goes: `<dataDir>/games/<name>[-2, -3...].jsonl`. */
export function archiveTarget(data: DataDir, gameId: string): string {
  const base = archiveName(gameId);
  let target = data.at('games', `${base}.jsonl`);
  for (let i = 2; data.disk.existsSync(target); i++) target = data.at('games', `${base}-${i}.jsonl`);
  return target;
}

/** Game ids are free text: keep file names to a safe alphabet. */
export function archiveName(gameId: string): string {
  const safe = gameId.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return safe.slice(0, 80) || 'game';
}

/** Table ids that have a directory on disk (a log, settings, or both). */
export function storedTables({ disk, at }: DataDir): string[] {
  const dir = at('tables');
  if (!disk.existsSync(dir)) return [];
  return disk.readdirSync(dir).filter((name) => tryTo(() => checkDir(disk, join(dir, name))));
}

function checkDir(disk: Disk, path: string): void {
  if (!disk.statSync(path).isDirectory()) throw new Error('not a directory');
}

/** Archived games: the export id (file name) and when the game was archived, oldest first. */
export function archivedGames({
  disk,
  at,
}: DataDir): Array<{ id: string; file: string; archivedAt: number }> {
  const dir = at('games');
  if (!disk.existsSync(dir)) return [];
  return disk
    .readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => {
      const file = join(dir, name);
      return { id: name.slice(0, -'.jsonl'.length), file, archivedAt: disk.statSync(file).mtimeMs };
    })
    .sort((a, b) => a.archivedAt - b.archivedAt);
}

/** The archived game file for an id, or null. */
export function archivedGameFile(data: DataDir, gameId: string): string | null {
  const file = data.at('games', `${archiveName(gameId)}.jsonl`);
  return data.disk.existsSync(file) ? file : null;
}

export const tableSettingsFile = (data: DataDir, tableId: string) =>
  data.at('tables', tableId, 'settings.json');

/** A table's saved settings as read (missing: none saved, the hub defaults apply). */
export function readTableSettings(data: DataDir, tableId: string): FileRead<TableSettings> {
  const read = readDataFile(data.disk, tableSettingsFile(data, tableId), DiskTableSettingsSchema);
  if (read.state !== 'ok') return read;
  const { v: _v, ...settings } = read.value;
  return { state: 'ok', value: settings };
}

/**
 * A table's saved settings, or null (none saved: the hub defaults apply). A damaged file throws:
 * its feed delays are unknown, and a table never serves without them (Tables keeps it closed).
 */
export function readSettings(data: DataDir, tableId: string): TableSettings | null {
  const read = readTableSettings(data, tableId);
  if (read.state === 'damaged') throw new Error(`${tableSettingsFile(data, tableId)}: ${read.reason}`);
  return read.state === 'ok' ? read.value : null;
}

/** Saves a table's settings atomically and durably. */
export function writeSettings(data: DataDir, tableId: string, settings: TableSettings): boolean {
  const text = JSON.stringify({ v: DISK_VERSION, ...settings }) + '\n';
  return writeFileAtomic(data.disk, tableSettingsFile(data, tableId), text);
}
