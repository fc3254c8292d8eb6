import { closeSync, existsSync, fdatasyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { GameResult, ScoreLine } from '../engine/index.ts';
import { TournamentSchema, type Tournament } from '../protocol/index.ts';
import { fsyncDir, writeFileAtomic } from './store.ts';

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
  result: GameResult;
  scores: ScoreLine[];
}

const tournamentsFile = (dataDir: string) => join(dataDir, 'tournaments.json');
const resultsFile = (dataDir: string) => join(dataDir, 'results.jsonl');

const TournamentsFileSchema = z.object({ tournaments: z.array(TournamentSchema) });

/** The saved tournaments; an unreadable file is reported and treated as none (never overwritten silently). */
export function readTournaments(dataDir: string, say: (line: string) => void): Tournament[] {
  const file = tournamentsFile(dataDir);
  if (!existsSync(file)) return [];
  try {
    const parsed = TournamentsFileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) return parsed.data.tournaments;
  } catch {
    // reported below
  }
  say(`WARNING ${file} is unreadable: no tournaments loaded`);
  return [];
}

/** Saves every tournament atomically and durably. */
export function writeTournaments(dataDir: string, tournaments: readonly Tournament[]): boolean {
  return writeFileAtomic(tournamentsFile(dataDir), JSON.stringify({ tournaments }, null, 2) + '\n');
}

/** Every finished-game record in archive order; a torn or damaged line is skipped. */
export function readResults(dataDir: string): FinishedRecord[] {
  const file = resultsFile(dataDir);
  if (!existsSync(file)) return [];
  const records: FinishedRecord[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    try {
      const v = JSON.parse(line) as FinishedRecord;
      if (typeof v.id === 'string' && typeof v.table === 'string' && v.result && Array.isArray(v.scores))
        records.push(v);
    } catch {
      // a torn last line: that game was never archived (the record is written first)
    }
  }
  return records;
}

/** Durable append of one record (before the game's log moves to the archive). */
export function appendResult(dataDir: string, record: FinishedRecord): boolean {
  const file = resultsFile(dataDir);
  try {
    mkdirSync(dataDir, { recursive: true });
    const created = !existsSync(file);
    const fd = openSync(file, 'a');
    try {
      // a torn line from a crash is ended first so that this record parses
      writeSync(fd, '\n' + JSON.stringify(record) + '\n');
      fdatasyncSync(fd);
    } finally {
      closeSync(fd);
    }
    if (created) fsyncDir(dataDir); // the new file's directory entry is durable too
    return true;
  } catch {
    return false;
  }
}
