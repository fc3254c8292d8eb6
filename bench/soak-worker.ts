/**
 * One thread of soak clients (bench/soak.ts starts several): real overlays spread over threads so
 * that, as in OBS where each browser source is its own renderer, one busy event loop does not
 * delay every client's pong and frames.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { Feed } from '../src/protocol/index.ts';
import type { SoakCounts } from './soak-goals.ts';
import {
  canonical,
  latency,
  openClient,
  shareSentAt,
  until,
  watchSockets,
  type SoakClient,
} from './soak-clients.ts';

export interface WorkerJob {
  url: string;
  table: string;
  /** Client ids from..to-1 (feed by id: table, spectator, judge in turn). */
  from: number;
  to: number;
  secrets: { token: string; key: string };
  sentAt: SharedArrayBuffer;
}
export interface WorkerDone extends SoakCounts {
  t: 'done';
  ups: number;
  latency: { buckets: Uint32Array; count: number; max: number };
  loopMs: { p50: number; p99: number };
}
export type Finals = Record<Feed, { s: number; view: string }>;

const FEEDS: Feed[] = ['table', 'spectator', 'judge'];
const job = workerData as WorkerJob;
const port = parentPort!;
shareSentAt(job.sentAt);
watchSockets();
const clients: SoakClient[] = [];
for (let i = job.from; i < job.to; i += 25) {
  const batch = [];
  for (let j = i; j < Math.min(job.to, i + 25); j++)
    batch.push(openClient(j, job.url, job.table, FEEDS[j % 3]!, job.secrets));
  clients.push(...(await Promise.all(batch)));
}
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
port.postMessage({ t: 'live' });

port.once('message', async (finals: Finals) => {
  loop.disable();
  // barrier: every client shows the hub's last sequence number (or the wait ends), then compare
  await until(() => clients.every((c) => c.mod.$connection.get().seq >= finals[c.feed].s), 15_000);
  const mismatched = clients.filter((c) => {
    const f = finals[c.feed];
    return c.mod.$connection.get().seq !== f.s || canonical(c.mod.$view.get()) !== f.view;
  }).length;
  const sum = (k: 'ups' | 'lost' | 'duplicated' | 'reordered' | 'closes') =>
    clients.reduce((n, c) => n + c.tally[k], 0);
  const done: WorkerDone = {
    t: 'done',
    ups: sum('ups'),
    lost: sum('lost'),
    duplicated: sum('duplicated'),
    reordered: sum('reordered'),
    closes: sum('closes'),
    reconnects: clients.reduce((n, c) => n + Math.max(0, c.tally.opens - 1), 0),
    mismatched,
    latency: { buckets: latency.buckets, count: latency.count, max: latency.max },
    loopMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6 },
  };
  for (const c of clients) c.conn.close();
  port.postMessage(done);
});
