import { DiskDraftSchema, type DiskDraft, type Check } from '../../protocol/index.ts';
import { problem } from '../problems.ts';
import { readDataFile } from '../store/damaged-files.ts';
import type { DataDir } from '../store/data-dir.ts';
import { writeFileAtomic } from '../store/disk.ts';
import { storedTables } from '../store/store.ts';

/**
 * A table's draft on disk, `tables/<id>/draft.json` (0600 like every data file): written whole and
 * atomically before any page is shown what it changed, so a restart resumes the same draft (the
 * same deck, key and cards) and never shows a player a second role. Kept out of the game's log on
 * purpose: the deck and the seed are secrets until the deal, and the log is the game the feeds
 * project; the deal itself enters the log as `deal/seeded` with the draft's seed.
 */
export const draftFile = (data: DataDir, table: string) => data.at('tables', table, 'draft.json');

/** Every stored table's draft; a damaged file is named in the log and the panel, that table's draft refused. */
export function loadDrafts(data: DataDir): Map<string, DiskDraft> {
  const found = new Map<string, DiskDraft>();
  for (const table of storedTables(data)) {
    const file = draftFile(data, table);
    const read = readDataFile(data.disk, file, DiskDraftSchema);
    if (read.state === 'ok' && read.value.table === table) found.set(table, read.value);
    else if (read.state !== 'missing')
      data.damaged.report(
        file,
        read.state === 'damaged' ? read.reason : `names table ${read.value.table}`,
        "this table's role draft is refused until it is repaired or removed (deal the roles by seed or by hand meanwhile)",
      );
  }
  return found;
}

/** Writes the draft, or why not (a damaged file is never overwritten; a refused write changes nothing). */
export function saveDraft(data: DataDir, d: DiskDraft): Check {
  const file = draftFile(data, d.table);
  const damaged = data.damaged.refusal(file);
  if (damaged) return damaged;
  const text = JSON.stringify(DiskDraftSchema.parse(d)) + '\n';
  return writeFileAtomic(data.disk, file, text) ? null : problem('store/write-failed');
}

/** The refusal for a table whose draft file is damaged, or null. */
export const draftDamaged = (data: DataDir, table: string): Check =>
  data.damaged.refusal(draftFile(data, table));
