import { Worker } from 'node:worker_threads';
import type { Problem } from '../../protocol/index.ts';
import type { Say } from '../log.ts';
import { problem } from '../problems.ts';
import type { Answers, Job, JobKind } from './jobs.ts';

/** What the compute workers may hold; each request past them gets a typed error, never the hub's end. */
export interface WorkerLimits {
  /**
   * A job's deadline by kind, in ms; past it its worker is stopped and the request answered
   * `worker/timeout`. Default: seating 300000 (the largest took 53 s on a loaded machine), xlsx 30000.
   */
  timeoutMs: Partial<Record<JobKind, number>>;
  /** Jobs of one kind waiting behind the running one (one runs at a time); past it `worker/busy`. Default 4. */
  queue: number;
  /**
   * A worker's heap, in MB: a job that needs more ends its worker (`worker/failed`). Default 512;
   * at least HEAP_FLOOR_MB.
   */
  heapMb: number;
}

export const DEFAULT_WORKER_LIMITS: WorkerLimits & { timeoutMs: Record<JobKind, number> } = {
  timeoutMs: { seating: 300_000, xlsx: 30_000 },
  queue: 4,
  heapMb: 512,
};

/** Below this V8 may run out while it sets the worker up, and that stops the whole process (1 MB did). */
const HEAP_FLOOR_MB = 32;

export type JobResult<K extends JobKind> = { ok: true; value: Answers[K] } | { ok: false; error: Problem };

/**
 * Where a worker's code is: a file (this folder's compute-worker.ts from the source,
 * compute-worker.js beside a bundle of the hub) or a CommonJS script (the packaged program's asset).
 */
export type WorkerCode = { file: URL | string } | { script: string };

let given: WorkerCode | null = null;

/** The packaged program gives its embedded script; the source and the bundles find the file. */
export function useWorkerCode(code: WorkerCode): void {
  given = code;
}

function workerCode(): WorkerCode {
  if (given) return given;
  const own = import.meta.url;
  return { file: new URL(own.endsWith('.ts') ? './compute-worker.ts' : './compute-worker.js', own) };
}

interface Lane {
  running: boolean;
  waiting: (() => void)[];
}

/**
 * The seating optimiser and the xlsx writer, each job in a worker thread of its own (issue 33: the
 * largest seating held the live game's commands up to 3 s, the first standings.xlsx 527 ms). One
 * job of a kind runs at a time, at most `queue` wait behind it; a job past its deadline is stopped,
 * and a worker that dies (a bug, out of its heap) is that request's `worker/failed`.
 */
export class ComputeWorkers {
  /** Jobs by how they ended (for /stats). */
  readonly counts = { done: 0, busy: 0, timeout: 0, failed: 0 };
  private readonly limits: WorkerLimits;
  private readonly say: Say;
  private readonly lanes = new Map<JobKind, Lane>();
  private readonly live = new Set<Worker>();
  private closed = false;

  constructor(limits: Partial<WorkerLimits>, say: Say) {
    this.limits = {
      ...DEFAULT_WORKER_LIMITS,
      ...limits,
      timeoutMs: { ...DEFAULT_WORKER_LIMITS.timeoutMs, ...limits.timeoutMs },
    };
    this.say = say;
  }

  /** Jobs running now and waiting (for /stats). */
  get load(): { running: number; waiting: number } {
    let running = 0;
    let waiting = 0;
    for (const lane of this.lanes.values()) {
      running += lane.running ? 1 : 0;
      waiting += lane.waiting.length;
    }
    return { running, waiting };
  }

  run<K extends JobKind>(job: Job & { kind: K }): Promise<JobResult<K>> {
    let lane = this.lanes.get(job.kind);
    if (!lane) this.lanes.set(job.kind, (lane = { running: false, waiting: [] }));
    const own = lane;
    if (this.closed || (own.running && own.waiting.length >= this.limits.queue)) {
      this.counts.busy++;
      return Promise.resolve({ ok: false, error: problem('worker/busy') });
    }
    return new Promise((ok) => {
      const start = () => {
        own.running = true;
        void this.start(job).then((result) => {
          own.running = false;
          ok(result as JobResult<K>);
          own.waiting.shift()?.();
        });
      };
      if (own.running) own.waiting.push(start);
      else start();
    });
  }

  /** Stops every worker (the hub is closing); their requests get `worker/failed`. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.live].map((w) => w.terminate().catch(() => 0)));
  }

  private start(job: Job): Promise<JobResult<JobKind>> {
    let worker: Worker;
    try {
      if (this.closed) throw new Error('the hub is closing');
      const code = workerCode();
      const options = {
        workerData: job,
        resourceLimits: { maxOldGenerationSizeMb: Math.max(HEAP_FLOOR_MB, this.limits.heapMb) },
      };
      worker =
        'script' in code
          ? new Worker(code.script, { ...options, eval: true })
          : new Worker(code.file, options);
    } catch (e) {
      return Promise.resolve(this.failed(job, (e as Error).message));
    }
    this.live.add(worker);
    return new Promise((ok) => {
      const ms = this.limits.timeoutMs[job.kind] ?? DEFAULT_WORKER_LIMITS.timeoutMs[job.kind];
      const end = (result: () => JobResult<JobKind>): void => {
        if (!this.live.delete(worker)) return; // answered already
        clearTimeout(deadline);
        worker.terminate().catch(() => 0);
        ok(result());
      };
      const deadline = setTimeout(
        () =>
          end(() => {
            this.counts.timeout++;
            this.say(`compute worker (${job.kind}) stopped after ${ms} ms: worker/timeout`, 'warn');
            return { ok: false, error: problem('worker/timeout') };
          }),
        ms,
      );
      worker.once('message', (answer: Answers[JobKind]) =>
        end(() => {
          this.counts.done++;
          return { ok: true, value: answer };
        }),
      );
      worker.once('error', (e) => end(() => this.failed(job, e.message)));
      worker.once('exit', (code) =>
        end(() => this.failed(job, `it ended (exit code ${code}) without an answer`)),
      );
    });
  }

  private failed(job: Job, why: string): JobResult<JobKind> {
    this.counts.failed++;
    this.say(`compute worker (${job.kind}) failed: ${why}: worker/failed`, 'error');
    return { ok: false, error: problem('worker/failed', why) };
  }
}
