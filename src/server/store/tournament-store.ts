import { z } from 'zod';
import type { GameResult, ScoreLine } from '../../engine/index.ts';
import {
  DISK_VERSION,
  DiskGameResultSchema,
  DiskResultRecordSchema,
  DiskTournamentsSchema,
} from '../../protocol/disk.ts';
import { TournamentSchema, type Check, type Tournament } from '../../protocol/index.ts';
import { readDataFile, schemaReason } from './damaged-files.ts';
import type { DataDir } from './data-dir.ts';
import { codeOf, DIR_MODE, FILE_MODE, fsyncDir, tryTo, writeAll, writeFileAtomic } from './disk.ts';
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
  /**
   * Archived while `tournaments.json` was damaged and its table in none of the tournaments read:
   * it counts for the tournament that holds its table once the file reads again.
   */
  tournamentUnread?: true;
  result: GameResult;
  scores: ScoreLine[];
}

/** The result as scoring takes it: its shape is checked, its fields are the engine's own. */
const ResultSchema = z.custom<GameResult>((v) => DiskGameResultSchema.safeParse(v).success, 'bad result');
const RecordSchema = DiskResultRecordSchema.extend({ result: ResultSchema });

const tournamentsFile = (data: DataDir) => data.at('tournaments.json');
export const resultsFile = (data: DataDir) => data.at('results.jsonl');

/**
 * The saved tournaments. A damaged file is reported (the data directory's damaged files) with its
 * sound tournaments loaded, and is never overwritten: `writeTournaments` is refused until it is repaired.
 */
export function readTournaments(data: DataDir): Tournament[] {
  const file = tournamentsFile(data);
  const read = readDataFile(data.disk, file, DiskTournamentsSchema);
  if (read.state === 'ok') return read.value.tournaments;
  if (read.state === 'missing') return [];
  const sound: Tournament[] = [];
  const entries = (read.json as { tournaments?: unknown } | undefined)?.tournaments;
  for (const entry of Array.isArray(entries) ? (entries as unknown[]) : []) {
    const t = TournamentSchema.safeParse(entry);
    if (!t.success) continue;
    const { id, tables } = t.data;
    if (!sound.some((x) => x.id === id || x.tables.some((table) => tables.includes(table))))
      sound.push(t.data);
  }
  data.damaged.report(
    file,
    read.reason,
    `${sound.length} tournament(s) loaded from its sound entries; tournaments cannot be changed until it is repaired, ` +
      "and games archived meanwhile on a table of none of them count for the table's tournament once it reads again",
  );
  return sound;
}

/** The file is damaged (reported at start): nothing may replace it. */
export function tournamentsDamaged(data: DataDir): Check {
  return data.damaged.refusal(tournamentsFile(data));
}

/**
 * Saves every tournament atomically and durably. A file the next start would call damaged is
 * refused unwritten (false): the hub only writes what it reads.
 */
export function writeTournaments(data: DataDir, tournaments: readonly Tournament[]): boolean {
  const file = { v: DISK_VERSION, tournaments };
  if (!DiskTournamentsSchema.safeParse(file).success) return false;
  return writeFileAtomic(data.disk, tournamentsFile(data), JSON.stringify(file, null, 2) + '\n');
}

/**
 * Every finished-game record in archive order. Lines that are not records (a torn line from a
 * crash, a damaged one) are skipped and told to `damaged` with their line numbers: their games
 * were never archived (the record is written first) or are still in `games/`. A file that cannot
 * be read at all is told with `unreadable`.
 */
export function readResults(
  data: DataDir,
  damaged: (reason: string, unreadable: boolean) => void = () => {},
): FinishedRecord[] {
  const { disk } = data;
  const file = resultsFile(data);
  let text: string;
  try {
    if (!disk.existsSync(file)) return [];
    text = disk.readFileSync(file).toString('utf8');
  } catch (e) {
    damaged(`cannot be read (${codeOf(e) || (e as Error).message})`, true);
    return [];
  }
  const records: FinishedRecord[] = [];
  const bad: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return void bad.push(`line ${i + 1}: not JSON`);
    }
    const parsed = RecordSchema.safeParse(json);
    if (!parsed.success) return void bad.push(`line ${i + 1}: ${schemaReason(parsed.error)}`);
    const { v: _v, ...record } = parsed.data;
    records.push(record);
  });
  if (bad.length > 0)
    damaged(bad.slice(0, 5).join('; ') + (bad.length > 5 ? ` (+${bad.length - 5} more lines)` : ''), false);
  return records;
}

/**
 * Durable append of one record (before the game's log moves to the archive). Returns what undoes
 * it (the file cut back to its size before), or null if the disk refused: the file is as before.
 */
export function appendResult(data: DataDir, record: FinishedRecord): (() => void) | null {
  const { disk } = data;
  const file = resultsFile(data);
  let fd: number;
  let created: boolean;
  try {
    disk.mkdirSync(data.path, DIR_MODE);
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
    if (created) fsyncDir(disk, data.path); // the new file's directory entry is durable too
  } catch {
    tryTo(() => disk.ftruncateSync(fd, size));
    disk.closeSync(fd);
    if (created) tryTo(() => disk.unlinkSync(file));
    return null;
  }
  disk.closeSync(fd);
  return () => cutResults(data, size, created);
}

function cutResults(data: DataDir, size: number, created: boolean): void {
  const { disk } = data;
  const file = resultsFile(data);
  if (created) return disk.unlinkSync(file);
  truncate(disk, file, size);
}
