/**
 * Soak (`npm run soak`): the hub in a child process, N overlay sockets on the table, spectator
 * and judge feeds using the REAL client connection (with its reconnect), spread over a few worker
 * threads, and an operator (the real client too) sending commands at a steady rate for a while.
 * Reports, per socket, updates lost, duplicated or reordered (by `s`), reconnects, whether each
 * client ends on the hub's state, command latency (send -> frame arrival; and send -> ack, what the
 * operator waits for) and the hub's RSS at
 * start and end. Exits 1 when a goal is missed.
 *   node bench/soak.ts [--seconds 600] [--clients 500] [--rate 20] [--heartbeat-ms 1000]
 *                      [--workers 4] [--data /dev/shm] [--json] [--hostile 1024] [--churn 50]
 *                      [--hub-prof DIR]
 * --hostile N: N more sockets that never read and send `sync` 95 times a second (--hostile-rate),
 * from 127.0.0.2.. (bench/soak-hostile.ts), each opened again when the hub cuts it; --churn N: N
 * pages a second join and leave (the registry the operator watches never rests). With --hostile the
 * hub runs with its default limits (so at most 256 public overlays from 127.0.0.1: use --clients 150)
 * and the peak of its RSS and heap (sampled every 250 ms) is a goal.
 * --hub-prof DIR: the hub runs with --cpu-prof, its profile written to DIR when it stops.
 * --data: where the hub's data directory goes (default the OS temp dir, on disk: every command is
 * fdatasync'ed on the hub's event loop, so a slow disk delays frames and pongs; /dev/shm isolates that).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import type { Feed } from '../src/protocol/index.ts';
import { PROTOCOL_VERSION } from '../src/protocol/version.ts';
import { benchHub } from './hub-spawn.ts';
import { canonical, Histogram, now, openClient, shareSentAt, watchSockets } from './soak-clients.ts';
import { judge, type SoakResult } from './soak-goals.ts';
import type { Finals, WorkerDone, WorkerJob } from './soak-worker.ts';
import type { HostileDone, HostileJob } from './soak-hostile.ts';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    clients: { type: 'string', default: '500' },
    rate: { type: 'string', default: '20' },
    'heartbeat-ms': { type: 'string' },
    workers: { type: 'string', default: '4' },
    data: { type: 'string', default: tmpdir() },
    json: { type: 'boolean', default: false },
    hostile: { type: 'string', default: '0' },
    'hostile-rate': { type: 'string', default: '95' },
    churn: { type: 'string', default: '0' },
    'hub-prof': { type: 'string' },
  },
});
const SECONDS = Number(flags.seconds);
const CLIENTS = Number(flags.clients);
const RATE = Number(flags.rate);
const WORKERS = Math.max(1, Number(flags.workers));
const HEARTBEAT = flags['heartbeat-ms'];
const HOSTILE = Number(flags.hostile);
const TABLE = 'soak';
const FEEDS: Feed[] = ['table', 'spectator', 'judge'];
const say = (line: string) => (flags.json ? console.error(line) : console.log(line));

const dataDir = mkdtempSync(join(flags.data, 'hub-soak-'));
const key = randomBytes(9).toString('base64url');
writeFileSync(join(dataDir, 'spectator-key'), key + '\n', { mode: 0o600 });
const hub = await benchHub(dataDir, {
  env: {
    ...(HEARTBEAT ? { HUB_HEARTBEAT_MS: HEARTBEAT } : {}),
    // the plain soak's 500 overlays all come from 127.0.0.1 (benchHub lifts the limits); the
    // hostile one runs with the hub's defaults
    ...(HOSTILE ? { HUB_RATE: '{"perSecond":100,"burst":200}', HUB_LIMITS: '{}' } : {}),
  },
  ...(flags['hub-prof'] ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${flags['hub-prof']}`] } : {}),
});
const workers: Worker[] = [];
const hubStats = async () =>
  (await (
    await fetch(`${hub.url}/api/v1/stats`, { headers: { authorization: `Bearer ${hub.operatorToken}` } })
  ).json()) as { rss: number; heapUsed: number };
const stats = async () => (await hubStats()).rss;
const peak = { rss: 0, heap: 0 };
let sampling = true;
const sampler = (async () => {
  while (sampling) {
    const s = await hubStats().catch(() => null);
    if (s) {
      peak.rss = Math.max(peak.rss, s.rss);
      peak.heap = Math.max(peak.heap, s.heapUsed);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
})();

try {
  watchSockets();
  const secrets = { token: hub.operatorToken, key };
  const total = Math.round(SECONDS * RATE);
  const shared = new SharedArrayBuffer(8 * total);
  const sentAt = shareSentAt(shared);
  const operator = await openClient(0, hub.url, TABLE, 'judge', secrets, 'operator');
  const op = operator.conn;
  const setup = await op.send({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'soak' });
  if (!setup.ok) throw new Error(`game/new refused: ${setup.error.code}`);
  const startS = setup.seq;

  const per = Math.ceil(CLIENTS / WORKERS);
  const done: Array<Promise<WorkerDone>> = [];
  const live: Array<Promise<void>> = [];
  for (let w = 0; w < WORKERS && w * per < CLIENTS; w++) {
    const job: WorkerJob = {
      url: hub.url,
      table: TABLE,
      from: 1 + w * per,
      to: 1 + Math.min(CLIENTS, (w + 1) * per),
      secrets,
      sentAt: shared,
    };
    const worker = new Worker(new URL('./soak-worker.ts', import.meta.url), { workerData: job });
    workers.push(worker);
    const messages: Array<(m: unknown) => void> = [];
    worker.on('message', (m) => messages.shift()?.(m));
    worker.on('error', (e) => {
      throw e;
    });
    live.push(new Promise((ok) => messages.push(() => ok())));
    done.push(new Promise((ok) => messages.push((m) => ok(m as WorkerDone))));
  }
  await Promise.all(live);
  // the operator watches the client registry, as the panel does
  op.post({ t: 'clients', changes: true });
  const hostile = HOSTILE ? await startHostile() : null;
  say(`soak: ${CLIENTS} clients live in ${workers.length} threads; ${RATE} commands/s for ${SECONDS} s`);
  const rssStart = await stats();
  const hubCpu0 = hubCpuS();
  const cpu0 = process.cpuUsage();

  // commands on a fixed schedule (not "one after the ack"): a slow hub shows as latency, not as fewer commands
  const commands = { sent: 0, acked: 0, failed: 0, failures: new Map<string, number>() };
  // the operator's own wait: send -> its ack (what the panel shows as done)
  const ackLatency = new Histogram();
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  while (commands.sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * RATE) + 1);
    while (commands.sent < due) {
      const k = commands.sent++;
      sentAt[k] = now();
      inFlight.push(
        op.send({ type: 'seat/nickname', seat: (k % 10) + 1, nickname: `n${k}` }).then((r) => {
          ackLatency.add(now() - sentAt[k]!);
          if (r.ok) commands.acked++;
          else {
            commands.failed++;
            commands.failures.set(r.error.code, (commands.failures.get(r.error.code) ?? 0) + 1);
          }
        }),
      );
      if (inFlight.length > 200) await Promise.all(inFlight.splice(0, 100));
    }
    await new Promise((r) => setTimeout(r, 1000 / RATE / 2));
  }
  await Promise.all(inFlight);
  const hostileDone = hostile ? await hostile.stop() : null;
  const cpu = process.cpuUsage(cpu0);
  const hubCpu1 = hubCpuS();

  const finals = {} as Finals;
  for (const feed of FEEDS) finals[feed] = await snapshotOf(feed);
  for (const w of workers) w.postMessage(finals);
  const results = await Promise.all(done);
  const rssEnd = await stats();
  sampling = false;
  await sampler;
  const latency = new Histogram();
  for (const r of results) latency.merge(r.latency);
  const total_ = (k: 'ups' | 'lost' | 'duplicated' | 'reordered' | 'reconnects' | 'closes' | 'mismatched') =>
    results.reduce((n, r) => n + r[k], 0);
  const result: SoakResult = {
    seconds: SECONDS,
    clients: CLIENTS,
    rate: RATE,
    heartbeatMs: HEARTBEAT ? Number(HEARTBEAT) : null,
    commands: {
      sent: commands.sent,
      applied: finals.judge.s - startS,
      acked: commands.acked,
      failed: commands.failed,
    },
    failures: Object.fromEntries(commands.failures),
    updates: total_('ups'),
    lost: total_('lost'),
    duplicated: total_('duplicated'),
    reordered: total_('reordered'),
    reconnects: total_('reconnects') + Math.max(0, operator.tally.opens - 1),
    closes: total_('closes') + operator.tally.closes,
    mismatched: total_('mismatched'),
    latencyMs: {
      p50: latency.percentile(50),
      p99: latency.percentile(99),
      max: latency.max,
      samples: latency.count,
    },
    ackMs: { p50: ackLatency.percentile(50), p99: ackLatency.percentile(99), max: ackLatency.max },
    rssMb: { start: rssStart / 2 ** 20, end: rssEnd / 2 ** 20 },
    peakMb: { rss: peak.rss / 2 ** 20, heap: peak.heap / 2 ** 20 },
    registryKb: operator.tally.registryBytes / 1024,
    hostile: hostileDone,
    cpuS: {
      hub: hubCpu0 === null || hubCpu1 === null ? null : hubCpu1 - hubCpu0,
      clients: (cpu.user + cpu.system) / 1e6,
    },
    clientLoopDelayMs: {
      p50: Math.max(...results.map((r) => r.loopMs.p50)),
      p99: Math.max(...results.map((r) => r.loopMs.p99)),
    },
  };
  const verdict = judge(result);
  if (flags.json) console.log(JSON.stringify({ ...result, missed: verdict.missed }));
  else for (const line of verdict.report) say(line);
  op.close();
  await end();
  process.exit(verdict.missed.length ? 1 : 0);
} catch (e) {
  await end();
  throw e;
}

/** The hostile sockets in a thread of their own; `stop` closes them and says what happened. */
async function startHostile(): Promise<{ stop(): Promise<HostileDone> }> {
  const job: HostileJob = {
    port: Number(new URL(hub.url).port),
    table: TABLE,
    sockets: HOSTILE,
    syncsPerSecond: Number(flags['hostile-rate']),
    perAddress: 256,
    churnPerSecond: Number(flags.churn),
  };
  const worker = new Worker(new URL('./soak-hostile.ts', import.meta.url), { workerData: { hostile: job } });
  workers.push(worker);
  await new Promise((ok) => worker.once('message', ok));
  say(
    `soak: ${HOSTILE} hostile sockets live, ${job.syncsPerSecond} syncs/s each; ${job.churnPerSecond} pages/s join and leave`,
  );
  return {
    stop: async () => {
      const done = new Promise<HostileDone>((ok) => worker.once('message', (m) => ok(m as HostileDone)));
      worker.postMessage('stop');
      return done;
    },
  };
}

async function end(): Promise<void> {
  sampling = false;
  await Promise.all(workers.map((w) => w.terminate()));
  hub.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

/** What a fresh client of `feed` is shown now: the hub's state to compare with. */
async function snapshotOf(feed: Feed): Promise<{ s: number; view: string }> {
  const ws = new WebSocket(`${hub.url.replace(/^http/, 'ws')}/ws`);
  return new Promise((ok, fail) => {
    ws.onopen = () =>
      ws.send(
        JSON.stringify({
          t: 'hello',
          v: PROTOCOL_VERSION,
          kind: 'overlay',
          table: TABLE,
          feed,
          token: hub.operatorToken,
        }),
      );
    ws.onmessage = (ev) => {
      const f = JSON.parse(String(ev.data)) as { t: string; s: number; state: unknown };
      if (f.t !== 'snap') return;
      ws.close();
      ok({ s: f.s, view: canonical(f.state) });
    };
    ws.onerror = () => fail(new Error(`no snapshot of the ${feed} feed`));
  });
}

/** The hub's CPU seconds so far (Linux /proc; null elsewhere). */
function hubCpuS(): number | null {
  try {
    const fields = readFileSync(`/proc/${hub.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}
