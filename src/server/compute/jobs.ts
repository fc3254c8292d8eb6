import type { Result } from '../../protocol/index.ts';
import type { Schedule, SeatingInput, SeatingQuality, SeatingRefusal } from '../../engine/seating/index.ts';
import type { ImportResult } from '../../export/roster-import.ts';
import type { SheetRows } from '../../export/sheets.ts';

/** What the hub hands a compute worker (src/server/compute/workers.ts): plain data, cloned. */
export type Job =
  /** `keep`: rounds kept from the schedule before (their table labels stay too). */
  | { kind: 'seating'; input: SeatingInput; seed: string; keep: number; iterations?: number }
  | { kind: 'xlsx'; sheets: SheetRows[] }
  | { kind: 'roster'; body: Uint8Array };

export type JobKind = Job['kind'];

/** A worker's answer to each kind of job. */
export interface Answers {
  seating: Result<{ schedule: Schedule; quality: SeatingQuality }, SeatingRefusal>;
  xlsx: Uint8Array;
  roster: ImportResult;
}

/**
 * Runs one job (in the worker: what would hold the hub's event loop). Each kind loads only its own
 * modules, when first asked: a worker kept for one kind starts sooner.
 */
export async function runJob(job: Job): Promise<Answers[JobKind]> {
  if (job.kind === 'xlsx') {
    const { xlsx } = await import('./xlsx-export.ts');
    return new Uint8Array(await xlsx(job.sheets));
  }
  if (job.kind === 'roster') {
    const { readTable } = await import('./roster-file.ts');
    return readTable(Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength));
  }
  const { optimiseSeating, seatingQuality } = await import('../../engine/seating/index.ts');
  const made = optimiseSeating(job.input, {
    seed: job.seed,
    ...(job.iterations ? { iterations: job.iterations } : {}),
  });
  if (!made.ok) return made;
  // two tables: which game is called the first table is chosen after the optimiser (issue 40)
  const { balancedLabels } = await import('./seating-labels.ts');
  const schedule = balancedLabels(job.input, made.schedule, job.keep);
  const measured = seatingQuality(job.input, schedule);
  if (!measured.ok) return { ok: false, error: { code: 'seating/invalid', message: measured.error.message } };
  return { ok: true, schedule, quality: measured.quality };
}
