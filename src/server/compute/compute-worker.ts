/**
 * A compute worker's code (started by src/server/compute/workers.ts, one job each): the job comes
 * in `workerData`, the answer goes back as one message, then the thread ends. No top-level await:
 * the packaged program runs this file as a CommonJS script.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { runJob, type Job } from './jobs.ts';

void runJob(workerData as Job).then((answer) => {
  // an xlsx's bytes are moved, not copied
  parentPort?.postMessage(answer, answer instanceof Uint8Array ? [answer.buffer as ArrayBuffer] : []);
});
