import { Worker } from 'node:worker_threads';
import type { Result } from '../../protocol/index.ts';
import type { Say } from '../log.ts';
import { problem } from '../problems.ts';
import type { Answers, Job, JobKind } from './jobs.ts';

/** What the compute workers may hold; each request past them gets a typed error, never the hub's end. */
export interface WorkerLimits {
  /**
   * A job's deadline by kind, in ms; past it its worker is stopped and the request answered
   * `worker/timeout`. Default: seating 300000 (the largest took 53 s on a loaded machine), xlsx and
   * roster (a file of players read) 30000.
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
  timeoutMs: { seating: 300_000, xlsx: 30_000, roster: 30_000 },
  queue: 4,
  heapMb: 512,
};

/** Below this V8 may run out while it sets the worker up, and that stops the whole process (1 MB did). */
const HEAP_FLOOR_MB = 32;

export type JobResult<K extends JobKind> = Result<{ value: Answers[K] }>;

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

/** Jobs of one kind: one runs at a time in the lane's worker, kept for the next while it is idle. */
interface Lane {
  running: boolean;
  waiting: (() => void)[];
  worker: Worker | null;
  idle: NodeJS.Timeout | null;
}

/** An idle worker is kept this long for the next job (its start loads its modules: seconds on a loaded machine). */
const IDLE_MS = 60_000;

/**
 * The seating optimiser, the xlsx writer and the roster file reader in worker threads (issue 33:
 * the largest seating held the live game's commands up to 3 s, the first standings.xlsx 527 ms, a
 * 1000-row import 50 ms). One job of a kind runs at a time, at most `queue` wait behind it; a job
 * past its deadline is stopped with its worker, and a worker that dies (a bug, out of its heap) is
 * that request's `worker/failed`; the next job starts a new worker.
 */
export class ComputeWorkers {
  /** Jobs by how they ended (for /stats). */
  readonly counts = { done: 0, busy: 0, timeout: 0, failed: 0 };
  private readonly limits: WorkerLimits;
  private readonly say: Say;
  private readonly lanes = new Map<JobKind, Lane>();
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
    if (!lane) this.lanes.set(job.kind, (lane = { running: false, waiting: [], worker: null, idle: null }));
    const own = lane;
    if (this.closed || (own.running && own.waiting.length >= this.limits.queue)) {
      this.counts.busy++;
      return Promise.resolve({ ok: false, error: problem('worker/busy') });
    }
    return new Promise((ok) => {
      const start = () => {
        own.running = true;
        void this.start(own, job).then((result) => {
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
    await Promise.all([...this.lanes.values()].map((lane) => this.stop(lane)));
  }

  private async stop(lane: Lane): Promise<void> {
    if (lane.idle) clearTimeout(lane.idle);
    const worker = lane.worker;
    lane.worker = null;
    await worker?.terminate().catch(() => 0);
  }

  private spawn(): Worker {
    const code = workerCode();
    const heap = Math.max(HEAP_FLOOR_MB, this.limits.heapMb);
    const options = { resourceLimits: { maxOldGenerationSizeMb: heap } };
    return 'script' in code
      ? new Worker(code.script, { ...options, eval: true })
      : new Worker(code.file, options);
  }

  private start(lane: Lane, job: Job): Promise<JobResult<JobKind>> {
    if (lane.idle) clearTimeout(lane.idle);
    lane.idle = null;
    let worker: Worker;
    try {
      if (this.closed) throw new Error('the hub is closing');
      worker = lane.worker ?? this.spawn();
    } catch (e) {
      return Promise.resolve(this.failed(job, (e as Error).message));
    }
    lane.worker = worker;
    worker.ref();
    return new Promise((ok) => {
      const ms = this.limits.timeoutMs[job.kind] ?? DEFAULT_WORKER_LIMITS.timeoutMs[job.kind];
      let settled = false;
      const end = (result: () => JobResult<JobKind>, keep: boolean): void => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        worker.off('message', answered).off('error', died).off('exit', exited);
        if (!keep) {
          if (lane.worker === worker) lane.worker = null;
          worker.terminate().catch(() => 0);
        } else {
          // kept for the next job, without holding the process up while it waits
          worker.unref();
          lane.idle = setTimeout(() => void (lane.running || this.stop(lane)), IDLE_MS);
          lane.idle.unref();
        }
        ok(result());
      };
      const deadline = setTimeout(
        () =>
          end(() => {
            this.counts.timeout++;
            this.say(`compute worker (${job.kind}) stopped after ${ms} ms: worker/timeout`, 'warn');
            return { ok: false, error: problem('worker/timeout') };
          }, false),
        ms,
      );
      const answered = (answer: Answers[JobKind]) =>
        end(() => {
          this.counts.done++;
          return { ok: true, value: answer };
        }, true);
      const died = (e: Error) => end(() => this.failed(job, e.message), false);
      const exited = (code: number) =>
        end(() => this.failed(job, `it ended (exit code ${code}) without an answer`), false);
      worker.on('message', answered).on('error', died).on('exit', exited);
      worker.postMessage(job);
    });
  }

  private failed(job: Job, why: string): JobResult<JobKind> {
    this.counts.failed++;
    this.say(`compute worker (${job.kind}) failed: ${why}: worker/failed`, 'error');
    return { ok: false, error: problem('worker/failed', why) };
  }
}
