/**
 * A compute worker's code (started by src/server/compute/workers.ts, kept for the next job while
 * idle): each job comes as a message, its answer goes back as one. A job that throws ends the
 * thread (the hub answers that request `worker/failed`). No top-level await: the packaged program
 * runs this file as a CommonJS script.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { runJob, type Job } from './jobs.ts';

// On Linux a priority set for pid 0 is this thread's alone: the live game's thread comes first on a
// busy core (a seating job held the operator's loop 68 ms on two cores). Elsewhere it would be the
// whole hub's, so it is left as it is.
if (process.platform === 'linux') {
  try {
    setPriority(0, 10);
  } catch {
    // not allowed here: the job runs at the hub's priority
  }
}

parentPort?.on('message', (job: Job) => {
  void runJob(job).then((answer) => {
    // an xlsx's bytes are moved, not copied
    parentPort?.postMessage(answer, answer instanceof Uint8Array ? [answer.buffer as ArrayBuffer] : []);
  });
});
