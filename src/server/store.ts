import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { LogEntry } from '../engine/index.ts';
import { TableSettingsSchema, type TableSettings } from '../protocol/index.ts';

/**
 * Append-only JSON-lines log per table: `<dataDir>/tables/<id>/current.jsonl`, one LogEntry per
 * line, each append written and fdatasync'ed before the command is acknowledged. Finished games
 * move to `<dataDir>/games/<gameId>.jsonl`.
 */
export class TableLog {
  readonly file: string;
  private readonly dir: string;
  /** Opened on the first write: a table only watched by overlays leaves nothing on disk. */
  private fd: number | null = null;
  /** Bytes in the file: where a failed append is cut back to. */
  private size = 0;

  constructor(dataDir: string, tableId: string) {
    this.dir = join(dataDir, 'tables', tableId);
    this.file = join(this.dir, 'current.jsonl');
  }

  /** The table has (or had, before an archive) a log on disk. */
  get exists(): boolean {
    return this.fd !== null || existsSync(this.file);
  }

  private open(): number {
    if (this.fd === null) {
      const created = !existsSync(this.file);
      mkdirSync(this.dir, { recursive: true });
      this.fd = openSync(this.file, 'a+');
      this.size = fstatSync(this.fd).size;
      if (created) {
        // a new file is durable only once its directory entry is: sync the directories too
        fsyncDir(this.dir);
        fsyncDir(join(this.dir, '..'));
      }
    }
    return this.fd;
  }

  /** Durable append: returns false (and leaves the file as it was) if the disk refused it. */
  append(entries: readonly LogEntry[]): boolean {
    let fd: number;
    try {
      fd = this.open();
    } catch {
      return false;
    }
    const bytes = Buffer.from(entries.map((e) => JSON.stringify(e) + '\n').join(''));
    try {
      for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done);
      fdatasyncSync(fd);
      this.size += bytes.length;
      return true;
    } catch {
      try {
        ftruncateSync(fd, this.size);
      } catch {
        // the disk is gone; the next append will fail too and say so
      }
      return false;
    }
  }

  /** Moves the current log to the game archive (see archiveTarget); the next append starts a new file. */
  archive(dataDir: string, gameId: string, target = archiveTarget(dataDir, gameId)): string {
    this.close();
    const gamesDir = join(dataDir, 'games');
    mkdirSync(gamesDir, { recursive: true });
    renameSync(this.file, target);
    fsyncDir(this.dir);
    fsyncDir(gamesDir);
    return target;
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/** Where the next archive of this game id goes: `<dataDir>/games/<name>[-2, -3...].jsonl`. */
export function archiveTarget(dataDir: string, gameId: string): string {
  const base = archiveName(gameId);
  let target = join(dataDir, 'games', `${base}.jsonl`);
  for (let i = 2; existsSync(target); i++) target = join(dataDir, 'games', `${base}-${i}.jsonl`);
  return target;
}

/** Game ids are free text: keep file names to a safe alphabet. */
export function archiveName(gameId: string): string {
  const safe = gameId.replace(/[^A-Za-z0-9._-]/g, '_').replace(/^\.+/, '_');
  return safe.slice(0, 80) || 'game';
}

export function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try {
      fdatasyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // some filesystems refuse fsync on directories; the rename itself is still atomic
  }
}

export interface ReadLog {
  entries: LogEntry[];
  /** A last line cut short by a crash (never acknowledged): ignored and cut off the file. */
  tornTail: boolean;
  /** Lines before the end that do not parse (a damaged file): skipped and reported, never rewritten. */
  damagedLines: number;
}

/** Reads a JSON-lines log; a torn last line (a crash mid-write) is dropped from the file. */
export function readLog(file: string): ReadLog {
  if (!existsSync(file)) return { entries: [], tornTail: false, damagedLines: 0 };
  const text = readFileSync(file, 'utf8');
  const entries: LogEntry[] = [];
  let offset = 0;
  let goodBytes = 0;
  let damagedLines = 0;
  let tornTail = false;
  while (offset < text.length) {
    const nl = text.indexOf('\n', offset);
    const line = nl === -1 ? text.slice(offset) : text.slice(offset, nl);
    const next = nl === -1 ? text.length : nl + 1;
    const entry = parseEntry(line);
    if (entry) {
      entries.push(entry);
      goodBytes = Buffer.byteLength(text.slice(0, next));
    } else if (nl === -1) tornTail = true;
    else if (line.trim() !== '') damagedLines++;
    offset = next;
  }
  if (tornTail) {
    const fd = openSync(file, 'r+');
    ftruncateSync(fd, goodBytes);
    fdatasyncSync(fd);
    closeSync(fd);
  }
  return { entries, tornTail, damagedLines };
}

function parseEntry(line: string): LogEntry | null {
  if (line.trim() === '') return null;
  try {
    const v = JSON.parse(line) as unknown;
    if (typeof v === 'object' && v !== null && 'command' in v && 'events' in v) return v as LogEntry;
  } catch {
    // torn or damaged
  }
  return null;
}

/** Table ids that have a log on disk. */
export function storedTables(dataDir: string): string[] {
  const dir = join(dataDir, 'tables');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

/** Archived games: the export id (file name) and when the game was archived, oldest first. */
export function archivedGames(dataDir: string): Array<{ id: string; file: string; archivedAt: number }> {
  const dir = join(dataDir, 'games');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.jsonl'))
    .map((name) => {
      const file = join(dir, name);
      return { id: name.slice(0, -'.jsonl'.length), file, archivedAt: statSync(file).mtimeMs };
    })
    .sort((a, b) => a.archivedAt - b.archivedAt);
}

/** The archived game file for an id, or null. */
export function archivedGameFile(dataDir: string, gameId: string): string | null {
  const file = join(dataDir, 'games', `${archiveName(gameId)}.jsonl`);
  return existsSync(file) ? file : null;
}

const settingsFile = (dataDir: string, tableId: string) => join(dataDir, 'tables', tableId, 'settings.json');

/** A table's saved settings, or null (none saved, or unreadable: the hub defaults apply). */
export function readSettings(dataDir: string, tableId: string): TableSettings | null {
  try {
    const parsed = TableSettingsSchema.safeParse(
      JSON.parse(readFileSync(settingsFile(dataDir, tableId), 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves a table's settings atomically and durably. */
export function writeSettings(dataDir: string, tableId: string, settings: TableSettings): boolean {
  return writeFileAtomic(settingsFile(dataDir, tableId), JSON.stringify(settings) + '\n');
}

/**
 * Replaces a small file whole, atomically and durably: a temp file, fdatasync, rename, then the
 * directory entry. A crash leaves the old file or the new one, never half of one. False on failure.
 */
export function writeFileAtomic(file: string, text: string): boolean {
  const dir = join(file, '..');
  try {
    mkdirSync(dir, { recursive: true });
    const fd = openSync(file + '.tmp', 'w');
    try {
      writeSync(fd, text);
      fdatasyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(file + '.tmp', file);
    fsyncDir(dir);
    return true;
  } catch {
    return false;
  }
}
