/**
 * A compute worker's code (started by src/server/compute/workers.ts, kept for the next job while
 * idle): each job comes as a message, its answer goes back as one. A job that throws ends the
 * thread (the hub answers that request `worker/failed`). No top-level await: the packaged program
 * runs this file as a CommonJS script.
 */
import { parentPort } from 'node:worker_threads';
import { runJob, type Job } from './jobs.ts';

parentPort?.on('message', (job: Job) => {
  void runJob(job).then((answer) => {
    // an xlsx's bytes are moved, not copied
    parentPort?.postMessage(answer, answer instanceof Uint8Array ? [answer.buffer as ArrayBuffer] : []);
  });
});
