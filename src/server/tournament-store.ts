import type { Say } from './log.ts';
import { join } from 'node:path';
import { z } from 'zod';
import type { GameResult, ScoreLine } from '../engine/index.ts';
import {
  DISK_VERSION,
  DiskGameResultSchema,
  DiskResultRecordSchema,
  DiskTournamentsSchema,
} from '../protocol/disk.ts';
import type { Tournament } from '../protocol/index.ts';
import { DIR_MODE, diskFor, FILE_MODE, fsyncDir, tryTo, writeAll, writeFileAtomic } from './disk.ts';
import { truncate } from './log-file.ts';

/**
 * What the hub keeps of every finished game when it is archived (`game/new` on its table): one
 * JSON line in `<dataDir>/results.jsonl` (beside, not in, `games/`), so standings never refold archived logs. Refolding
 * the archived log (`games/<id>.jsonl`) gives the same result and scores.
 */
export interface FinishedRecord {
  /** Export id: the archive file name without `.jsonl`. */
  id: string;
  gameId: string;
  table: string;
  /** The table's tournament when the game was archived, or null. */
  tournament: string | null;
  /** Number of the game's last log entry: with table and gameId, the record's identity. */
  n: number;
  archivedAt: number;
  /** The game's first and last command (records written before these existed lack them). */
  startedAt?: number | null;
  lastAt?: number | null;
  result: GameResult;
  scores: ScoreLine[];
}

/** The result as scoring takes it: its shape is checked, its fields are the engine's own. */
const ResultSchema = z.custom<GameResult>((v) => DiskGameResultSchema.safeParse(v).success, 'bad result');
const RecordSchema = DiskResultRecordSchema.extend({ result: ResultSchema });

const tournamentsFile = (dataDir: string) => join(dataDir, 'tournaments.json');
const resultsFile = (dataDir: string) => join(dataDir, 'results.jsonl');

/** The saved tournaments; an unreadable file is reported and treated as none (never overwritten silently). */
export function readTournaments(dataDir: string, say: Say): Tournament[] {
  const disk = diskFor(dataDir);
  const file = tournamentsFile(dataDir);
  if (!disk.existsSync(file)) return [];
  try {
    const parsed = DiskTournamentsSchema.safeParse(JSON.parse(disk.readFileSync(file).toString('utf8')));
    if (parsed.success) return parsed.data.tournaments;
  } catch {
    // reported below
  }
  say(`${file} is unreadable: no tournaments loaded`, 'warn');
  return [];
}

/** Saves every tournament atomically and durably. */
export function writeTournaments(dataDir: string, tournaments: readonly Tournament[]): boolean {
  const text = JSON.stringify({ v: DISK_VERSION, tournaments }, null, 2) + '\n';
  return writeFileAtomic(diskFor(dataDir), tournamentsFile(dataDir), text);
}

/**
 * Every finished-game record in archive order. A line that is not a record (a torn line from a
 * crash, a damaged one) is reported with its file and line and skipped: its game was never archived
 * (the record is written first) or is still in `games/`.
 */
export function readResults(dataDir: string, say: Say = () => {}): FinishedRecord[] {
  const disk = diskFor(dataDir);
  const file = resultsFile(dataDir);
  if (!disk.existsSync(file)) return [];
  const records: FinishedRecord[] = [];
  const lines = disk.readFileSync(file).toString('utf8').split('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    let parsed: ReturnType<typeof RecordSchema.safeParse> | null = null;
    try {
      parsed = RecordSchema.safeParse(JSON.parse(line));
    } catch {
      // reported below
    }
    if (parsed?.success) {
      const { v: _v, ...record } = parsed.data;
      records.push(record);
    } else say(`${file}:${i + 1} is not a result record: skipped`, 'warn');
  });
  return records;
}

/**
 * Durable append of one record (before the game's log moves to the archive). Returns what undoes
 * it (the file cut back to its size before), or null if the disk refused: the file is as before.
 */
export function appendResult(dataDir: string, record: FinishedRecord): (() => void) | null {
  const disk = diskFor(dataDir);
  const file = resultsFile(dataDir);
  let fd: number;
  let created: boolean;
  try {
    disk.mkdirSync(dataDir, DIR_MODE);
    created = !disk.existsSync(file);
    fd = disk.openSync(file, 'a', FILE_MODE);
  } catch {
    return null;
  }
  let size = 0;
  try {
    size = disk.fstatSync(fd).size;
    // a torn line from a crash is ended first so that this record parses
    writeAll(disk, fd, Buffer.from('\n' + JSON.stringify({ v: DISK_VERSION, ...record }) + '\n'));
    disk.fdatasyncSync(fd);
    if (created) fsyncDir(disk, dataDir); // the new file's directory entry is durable too
  } catch {
    tryTo(() => disk.ftruncateSync(fd, size));
    disk.closeSync(fd);
    if (created) tryTo(() => disk.unlinkSync(file));
    return null;
  }
  disk.closeSync(fd);
  return () => cutResults(dataDir, size, created);
}

function cutResults(dataDir: string, size: number, created: boolean): void {
  const disk = diskFor(dataDir);
  const file = resultsFile(dataDir);
  if (created) return disk.unlinkSync(file);
  truncate(disk, file, size);
}
