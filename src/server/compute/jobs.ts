import {
  optimiseSeating,
  seatingQuality,
  type Schedule,
  type SeatingInput,
  type SeatingQuality,
  type SeatingRefusal,
} from '../../engine/seating/index.ts';
import type { SheetRows } from '../../export/sheets.ts';
import { xlsx } from '../export/xlsx-export.ts';

/** What the hub hands a compute worker (src/server/compute/workers.ts): plain data, cloned. */
export type Job =
  | { kind: 'seating'; input: SeatingInput; seed: string; iterations?: number }
  | { kind: 'xlsx'; sheets: SheetRows[] };

export type JobKind = Job['kind'];

/** A worker's answer to each kind of job. */
export interface Answers {
  seating: { ok: true; schedule: Schedule; quality: SeatingQuality } | { ok: false; error: SeatingRefusal };
  xlsx: Uint8Array;
}

/** Runs one job (in the worker: what would hold the hub's event loop for seconds). */
export async function runJob(job: Job): Promise<Answers[JobKind]> {
  if (job.kind === 'xlsx') return new Uint8Array(await xlsx(job.sheets));
  const made = optimiseSeating(job.input, {
    seed: job.seed,
    ...(job.iterations ? { iterations: job.iterations } : {}),
  });
  if (!made.ok) return made;
  const measured = seatingQuality(job.input, made.schedule);
  if (!measured.ok) return { ok: false, error: { code: 'seating/invalid', message: measured.error.message } };
  return { ok: true, schedule: made.schedule, quality: measured.quality };
}
