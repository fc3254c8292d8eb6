/**
 * Hub benchmark, measured like the NodeCG figures in ../shared/peers.md: one operator socket and
 * N overlay sockets in THIS process; the hub runs in a spawned child process (its own event loop)
 * with a data directory on disk (every command fdatasync'ed before it is acked and broadcast).
 * One field changes per command, 200 commands 5 ms apart; latency = receive time - send time.
 *   node bench/hub.ts [--clients 10,100,1000] [--updates 200] [--data /dev/shm]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { GameCommand } from '../src/protocol/index.ts';
import { typicalUpdateBytes } from './hub-frames.ts';
import { restoreBench } from './hub-restore.ts';
import type { SpawnedHub } from '../scripts/spawn-hub.ts';
import { benchHub } from './hub-spawn.ts';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? def) : def;
};
const COUNTS = arg('clients', '10,100,1000').split(',').map(Number);
const UPDATES = Number(arg('updates', '200'));
const INTERVAL_MS = 5;
/** Where the hub's data directory goes: default the OS temp dir (on disk here); /dev/shm isolates fsync. */
const DATA_BASE = arg('data', tmpdir());

function open(url: string, hello: object, onFrame: (text: string, at: number) => void): Promise<WebSocket> {
  return new Promise((ok, fail) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws', { perMessageDeflate: false });
    ws.on('open', () => ws.send(JSON.stringify({ t: 'hello', v: 1, ...hello })));
    ws.once('message', () => ok(ws)); // the snapshot
    ws.on('message', (data) => onFrame(String(data), performance.now()));
    ws.on('error', fail);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const ms = (v: number) => `${v.toFixed(2)} ms`;

async function runAt(hub: SpawnedHub, n: number, table: string) {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const bytes = new Map<string, number>();
  let lastKind = '';
  let measuring = false;
  const onFrame = (text: string, at: number) => {
    const f = JSON.parse(text) as { t: string; s?: number };
    if (f.t !== 'up' || f.s === undefined) return;
    const t0 = sentAt.get(f.s);
    if (t0 !== undefined) latencies.push(at - t0);
    if (measuring && !bytes.has(lastKind)) bytes.set(lastKind, Buffer.byteLength(text));
  };
  const op = await open(
    hub.url,
    { kind: 'operator', table, feed: 'judge', token: hub.operatorToken },
    () => {},
  );
  const clients: WebSocket[] = [];
  for (let i = 0; i < n; i += 100) {
    const batch = Array.from({ length: Math.min(100, n - i) }, () =>
      open(hub.url, { kind: 'overlay', table, feed: 'table', page: 'bench' }, onFrame),
    );
    clients.push(...(await Promise.all(batch)));
  }
  // which one-field change does the engine support? a foul if it can, else a nickname
  const acks: Array<(f: { t: string; s?: number }) => void> = [];
  op.on('message', (d) => {
    const f = JSON.parse(String(d)) as { t: string; s?: number };
    if (f.t === 'ack' || f.t === 'err') acks.shift()?.(f);
  });
  const cmd = (c: GameCommand) =>
    new Promise<{ t: string; s?: number }>((ok) => {
      acks.push(ok);
      op.send(JSON.stringify({ t: 'cmd', id: 0, c }));
    });
  await cmd({ type: 'game/new', ruleset: 'mafclub-2023', gameId: `bench-${table}` });
  for (let s = 1; s <= 10; s++) await cmd({ type: 'seat/nickname', seat: s, nickname: `Player ${s}` });
  const probe = await cmd({ type: 'foul/add', seat: 3 });
  const fouls = probe.t === 'ack';
  if (fouls) await cmd({ type: 'foul/remove', seat: 3 });
  let seq = (await cmd({ type: 'seat/nickname', seat: 1, nickname: 'Player 1' })).s ?? 0;
  await new Promise((r) => setTimeout(r, 200));
  latencies.length = 0;
  measuring = true;

  for (let k = 0; k < UPDATES; k++) {
    const c: GameCommand = fouls
      ? { type: k % 2 === 0 ? 'foul/add' : 'foul/remove', seat: 3 }
      : { type: 'seat/nickname', seat: 3, nickname: k % 2 === 0 ? 'Kot' : 'Player 3' };
    lastKind = fouls ? 'foul' : 'nickname';
    seq += 1;
    sentAt.set(seq, performance.now());
    op.send(JSON.stringify({ t: 'cmd', id: k, c }));
    await new Promise((r) => setTimeout(r, INTERVAL_MS));
  }
  const deadline = Date.now() + 10_000;
  while (latencies.length < n * UPDATES && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const stats = (await (
    await fetch(`${hub.url}/api/v1/stats`, { headers: { authorization: `Bearer ${hub.operatorToken}` } })
  ).json()) as { rss: number; heapUsed: number; clients: number };
  for (const ws of [op, ...clients]) ws.terminate();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    n,
    received: sorted.length,
    expected: n * UPDATES,
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    bytes,
    stats,
  };
}

const dataDir = mkdtempSync(join(DATA_BASE, 'hub-bench-'));
try {
  const hub = await benchHub(dataDir);
  const idle = (await (
    await fetch(`${hub.url}/api/v1/stats`, { headers: { authorization: `Bearer ${hub.operatorToken}` } })
  ).json()) as { rss: number; heapUsed: number };
  const loadBefore = loadavg()[0]!;
  const rows = [];
  for (const [i, n] of COUNTS.entries()) rows.push(await runAt(hub, n, `bench-${i}`));
  const typical = await typicalUpdateBytes(hub);
  hub.kill();
  const loadAfter = loadavg()[0]!;
  const restore = await restoreBench(50, 300);

  console.log(
    `\n## Hub fan-out (hub in a child process, ${UPDATES} updates ${INTERVAL_MS} ms apart, fdatasync per command, data dir in ${DATA_BASE})\n`,
  );
  console.log(
    `${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after (the machine is shared: figures vary run to run). Hub idle: RSS ${(idle.rss / 2 ** 20).toFixed(0)} MB, heap ${(idle.heapUsed / 2 ** 20).toFixed(0)} MB.\n`,
  );
  console.log('| clients | p50 | p99 | max | frames received | hub RSS | hub heap |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.n} | ${ms(r.p50)} | ${ms(r.p99)} | ${ms(r.max)} | ${r.received}/${r.expected} | ${(r.stats.rss / 2 ** 20).toFixed(0)} MB | ${(r.stats.heapUsed / 2 ** 20).toFixed(0)} MB |`,
    );
  console.log(
    '\n| update (table feed, measured on a socket) | payload bytes | on the wire (+2 B WebSocket header) |',
  );
  console.log('|---|---|---|');
  for (const [kind, b] of rows[0]?.bytes ?? []) console.log(`| ${kind} (latency run) | ${b} | ${b + 2} |`);
  for (const [kind, b] of Object.entries(typical)) console.log(`| ${kind} (played game) | ${b} | ${b + 2} |`);
  console.log(
    `\nRestore of ${restore.games} games x ${restore.events} events: ${ms(restore.ms)} (startHub restore, measured inside the hub), ${ms(restore.startMs)} from spawn to listening.`,
  );
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
