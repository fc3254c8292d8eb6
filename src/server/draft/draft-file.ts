import { join } from 'node:path';
import { DiskDraftSchema, type DiskDraft, type Problem } from '../../protocol/index.ts';
import type { Say } from '../log.ts';
import { problem } from '../problems.ts';
import { damagedFilesOf, readDataFile } from '../store/damaged-files.ts';
import { diskFor, writeFileAtomic } from '../store/disk.ts';
import { storedTables } from '../store/store.ts';

/**
 * A table's draft on disk, `tables/<id>/draft.json` (0600 like every data file): written whole and
 * atomically before any page is shown what it changed, so a restart resumes the same draft (the
 * same deck, key and cards) and never shows a player a second role. Kept out of the game's log on
 * purpose: the deck and the seed are secrets until the deal, and the log is the game the feeds
 * project; the deal itself enters the log as `deal/seeded` with the draft's seed.
 */
export const draftFile = (dataDir: string, table: string) => join(dataDir, 'tables', table, 'draft.json');

/** Every stored table's draft; a damaged file is named in the log and the panel, that table's draft refused. */
export function loadDrafts(dataDir: string, say: Say): Map<string, DiskDraft> {
  const found = new Map<string, DiskDraft>();
  for (const table of storedTables(dataDir)) {
    const file = draftFile(dataDir, table);
    const read = readDataFile(diskFor(dataDir), file, DiskDraftSchema);
    if (read.state === 'ok' && read.value.table === table) found.set(table, read.value);
    else if (read.state !== 'missing')
      damagedFilesOf(dataDir, say).report(
        file,
        read.state === 'damaged' ? read.reason : `names table ${read.value.table}`,
        "this table's role draft is refused until it is repaired or removed (deal the roles by seed or by hand meanwhile)",
      );
  }
  return found;
}

/** Writes the draft, or why not (a damaged file is never overwritten; a refused write changes nothing). */
export function saveDraft(dataDir: string, d: DiskDraft): Problem | null {
  const file = draftFile(dataDir, d.table);
  const damaged = damagedFilesOf(dataDir).refusal(file);
  if (damaged) return damaged;
  const text = JSON.stringify(DiskDraftSchema.parse(d)) + '\n';
  return writeFileAtomic(diskFor(dataDir), file, text) ? null : problem('store/write-failed');
}

/** The refusal for a table whose draft file is damaged, or null. */
export const draftDamaged = (dataDir: string, table: string): Problem | null =>
  damagedFilesOf(dataDir).refusal(draftFile(dataDir, table));
