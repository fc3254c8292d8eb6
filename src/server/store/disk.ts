import * as fs from 'node:fs';
import { join } from 'node:path';

/**
 * The file operations behind every durable write and every read of the data directory. The hub
 * hands its parts the one in its DataDir (data-dir.ts); a test gives its hub another Disk
 * (HubOptions.disk) to make one step fail (ENOSPC, EIO, a short write) or to stop the "machine" at
 * a chosen step.
 */
export interface Disk {
  openSync(path: string, flags: string, mode?: number): number;
  /** Writes from `buf[offset..]`; may write fewer bytes than asked (a short write). */
  writeSync(fd: number, buf: Uint8Array, offset: number): number;
  fdatasyncSync(fd: number): void;
  /** The same on the thread pool: the hub computes the next projections while the disk syncs. */
  fdatasync(fd: number, done: (err: Error | null) => void): void;
  ftruncateSync(fd: number, length: number): void;
  fstatSync(fd: number): { size: number };
  closeSync(fd: number): void;
  renameSync(from: string, to: string): void;
  unlinkSync(path: string): void;
  mkdirSync(path: string, mode: number): void;
  chmodSync(path: string, mode: number): void;
  readFileSync(path: string): Buffer;
  existsSync(path: string): boolean;
  statSync(path: string): { mode: number; mtimeMs: number; isDirectory(): boolean };
  /** The entry itself (a symbolic link is not followed). */
  lstatSync(path: string): { mode: number; isDirectory(): boolean; isSymbolicLink(): boolean };
  readdirSync(path: string): string[];
  /** The system whose rules apply (a test plays Windows here); process.platform when absent. */
  readonly platform?: NodeJS.Platform;
}

export const nodeDisk: Disk = {
  openSync: (p, flags, mode) => fs.openSync(p, flags, mode),
  writeSync: (fd, buf, offset) => fs.writeSync(fd, buf, offset),
  fdatasyncSync: (fd) => fs.fdatasyncSync(fd),
  fdatasync: (fd, done) => fs.fdatasync(fd, done),
  ftruncateSync: (fd, length) => fs.ftruncateSync(fd, length),
  fstatSync: (fd) => fs.fstatSync(fd),
  closeSync: (fd) => fs.closeSync(fd),
  renameSync: (from, to) => fs.renameSync(from, to),
  unlinkSync: (p) => fs.unlinkSync(p),
  mkdirSync: (p, mode) => void fs.mkdirSync(p, { recursive: true, mode }),
  chmodSync: (p, mode) => fs.chmodSync(p, mode),
  readFileSync: (p) => fs.readFileSync(p),
  existsSync: (p) => fs.existsSync(p),
  statSync: (p) => fs.statSync(p),
  lstatSync: (p) => fs.lstatSync(p),
  readdirSync: (p) => fs.readdirSync(p),
};

/** Files hold roles, tokens and the OBS password: the operator's account only. */
export const FILE_MODE = 0o600;
export const DIR_MODE = 0o700;

/** Writes all of `bytes`, going on after short writes; throws what the disk threw. */
export function writeAll(disk: Disk, fd: number, bytes: Uint8Array): void {
  for (let done = 0; done < bytes.length;) {
    const n = disk.writeSync(fd, bytes, done);
    if (n <= 0) throw Object.assign(new Error('write wrote nothing'), { code: 'EIO' });
    done += n;
  }
}

/** Some filesystems refuse fsync on a directory at all; that is not a failed write. */
export const UNSUPPORTED = new Set(['EINVAL', 'ENOTSUP', 'EOPNOTSUPP', 'EISDIR', 'EBADF']);

/**
 * Windows has no directory sync: FlushFileBuffers on a folder answers "access denied" (EPERM in
 * Node), and NTFS journals a rename itself. Only there is EPERM "not supported"; elsewhere it is a
 * real refusal and the write fails closed.
 */
export function dirSyncUnsupported(code: string, platform: NodeJS.Platform): boolean {
  return UNSUPPORTED.has(code) || (platform === 'win32' && code === 'EPERM');
}

/** Makes a directory's entries (a created or renamed file) durable; throws on a real I/O error. */
export function fsyncDir(disk: Disk, dir: string): void {
  const platform = disk.platform ?? process.platform;
  let fd: number;
  try {
    fd = disk.openSync(dir, 'r');
  } catch (e) {
    if (dirSyncUnsupported(codeOf(e), platform)) return;
    throw e;
  }
  try {
    disk.fdatasyncSync(fd);
  } catch (e) {
    if (!dirSyncUnsupported(codeOf(e), platform)) throw e;
  } finally {
    disk.closeSync(fd);
  }
}

export function codeOf(e: unknown): string {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : '';
}

/** A new file with exactly `bytes`, synced; a failure leaves no file. */
export function writeNewFile(disk: Disk, file: string, bytes: Uint8Array): void {
  const fd = disk.openSync(file, 'w', FILE_MODE);
  try {
    writeAll(disk, fd, bytes);
    disk.fdatasyncSync(fd);
  } catch (e) {
    disk.closeSync(fd);
    tryTo(() => disk.unlinkSync(file));
    throw e;
  }
  disk.closeSync(fd);
}

/**
 * Replaces a small file whole, atomically and durably: a temp file, fdatasync, rename, then the
 * directory entry. A crash leaves the old file or the new one; a failure (false) leaves the old
 * one, put back if the rename had happened.
 */
export function writeFileAtomic(disk: Disk, file: string, text: string): boolean {
  const dir = join(file, '..');
  const tmp = `${file}.tmp`;
  let old: Buffer | null = null;
  let renamed = false;
  try {
    disk.mkdirSync(dir, DIR_MODE);
    old = disk.existsSync(file) ? disk.readFileSync(file) : null;
    writeNewFile(disk, tmp, Buffer.from(text));
    disk.renameSync(tmp, file);
    renamed = true;
    fsyncDir(disk, dir);
    return true;
  } catch {
    tryTo(() => disk.unlinkSync(tmp));
    if (renamed) {
      // the caller keeps the old value in memory: so must the disk
      if (old === null) tryTo(() => disk.unlinkSync(file));
      else
        tryTo(() => {
          writeNewFile(disk, tmp, old ?? Buffer.alloc(0));
          disk.renameSync(tmp, file);
        });
    }
    return false;
  }
}

/** Best effort (a rollback on a failing disk): the error is not the one to report. */
export function tryTo(step: () => void): boolean {
  try {
    step();
    return true;
  } catch {
    return false;
  }
}

/**
 * On start: the data directory 0700, its files 0600, whatever mode they were made with (an older
 * hub made logs world-readable). Returns what could not be tightened (another owner). A symbolic
 * link inside it (a shared `photos/` folder) is neither followed nor changed: what it points to
 * is not the hub's to make private. The data directory itself may be a link (the operator's choice).
 */
export function tightenDataDir(disk: Disk, dataDir: string): string[] {
  const refused: string[] = [];
  const walk = (path: string, depth: number): void => {
    let st: { mode: number; isDirectory(): boolean };
    try {
      const entry = depth === 0 ? disk.statSync(path) : disk.lstatSync(path);
      if ('isSymbolicLink' in entry && entry.isSymbolicLink()) return;
      st = entry;
    } catch {
      return;
    }
    const want = st.isDirectory() ? DIR_MODE : FILE_MODE;
    if ((st.mode & 0o777) !== want && !tryTo(() => disk.chmodSync(path, want))) refused.push(path);
    if (st.isDirectory() && depth < 3)
      for (const name of tryList(disk, path)) walk(join(path, name), depth + 1);
  };
  disk.mkdirSync(dataDir, DIR_MODE);
  walk(dataDir, 0);
  return refused;
}

function tryList(disk: Disk, dir: string): string[] {
  try {
    return disk.readdirSync(dir);
  } catch {
    return [];
  }
}
