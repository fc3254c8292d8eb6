/**
 * Fan-out, side by side: the hub, the floor (a bare ws broadcaster of the same bytes), the durable
 * floor (the same, each command fdatasync'ed before the broadcast, as the hub must) and, with
 * --peer, NodeCG, each in its own process, measured in the SAME run in interleaved rounds (the
 * order alternates every round), closed loop (each change is sent 5 ms after the previous one
 * reached every socket, as NodeCG's figures in ../shared/peers.md were taken) and open loop (a
 * change every 5 ms whatever happens). Latency = receive time - send time over every socket and
 * change; CPU = the server process's CPU time (all threads) per change.
 *   node bench/fanout.ts [--clients 10,100,1000] [--rounds 5] [--updates 200] [--modes closed,open]
 *                        [--peer] [--data DIR] [--base HUB_BUNDLE] [--base-env JSON] [--cpu-prof DIR]
 * --base: also measures another build of the hub (`hub@base`, e.g. an older commit bundled by
 * bundleHub in scripts/bundle.ts), interleaved with the rest; --base-env: hub@base's own settings, e.g.
 * '{"HUB_INLINE_SYNC_MS":"0"}' (alone: this build with them). --cpu-prof: the hub writes a V8 CPU
 * profile there.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { cpuMs, mainCpuMs, startFloorTarget, startHubTarget, type Target } from './targets.ts';

const { values: opt } = parseArgs({
  options: {
    clients: { type: 'string', default: '10,100,1000' },
    rounds: { type: 'string', default: '5' },
    updates: { type: 'string', default: '200' },
    modes: { type: 'string', default: 'closed,open' },
    peer: { type: 'boolean', default: false },
    data: { type: 'string', default: tmpdir() },
    base: { type: 'string' },
    'base-env': { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const SIZES = opt.clients.split(',').map(Number);
const ROUNDS = Number(opt.rounds);
const UPDATES = Number(opt.updates);
const MODES = opt.modes.split(',') as Array<'closed' | 'open'>;
const GAP_MS = 5;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

interface Run {
  p50: number;
  p99: number;
  cpu: number;
  /** The main thread's share of `cpu`. */
  main: number;
  lost: number;
}

async function measure(target: Target, n: number, mode: 'closed' | 'open'): Promise<Run> {
  const sentAt = new Map<number, number>();
  const got = new Map<number, number>();
  const latencies: number[] = [];
  let wake: (() => void) | null = null;
  let want = -1;
  const session = await target.session(n, (s, at) => {
    const t0 = sentAt.get(s);
    if (t0 === undefined) return;
    latencies.push(at - t0);
    const c = (got.get(s) ?? 0) + 1;
    got.set(s, c);
    if (s === want && c >= n && wake) wake();
  });
  const expect = n; // the graphic sockets (the operator's own socket is not counted)
  // warm-up, not counted
  for (let k = 0; k < 20; k++) session.send(k);
  await sleep(300);
  latencies.length = 0;
  const cpu0 = cpuMs(target.pid);
  const main0 = mainCpuMs(target.pid);
  for (let k = 0; k < UPDATES; k++) {
    const t = performance.now();
    const s = session.send(k);
    sentAt.set(s, t);
    if (mode === 'closed') {
      want = s;
      if ((got.get(s) ?? 0) < expect) {
        await Promise.race([new Promise<void>((ok) => (wake = ok)), sleep(5_000)]);
        wake = null;
      }
      await sleep(GAP_MS);
    } else await sleep(GAP_MS);
  }
  const deadline = Date.now() + 10_000;
  while (latencies.length < expect * UPDATES && Date.now() < deadline) await sleep(10);
  const cpu = (cpuMs(target.pid) - cpu0) / UPDATES;
  const main = (mainCpuMs(target.pid) - main0) / UPDATES;
  session.close();
  const sorted = latencies.sort((a, b) => a - b);
  return { p50: pct(sorted, 50), p99: pct(sorted, 99), cpu, main, lost: expect * UPDATES - sorted.length };
}

const range = (xs: number[], digits = 2) => {
  const s = [...xs].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(digits);
  return s.length === 0 ? '-' : `${f(s[0]!)}-${f(s[s.length - 1]!)} (median ${f(pct(s, 50))})`;
};

const withBase = opt.base !== undefined || opt['base-env'] !== undefined;
const dataDir = mkdtempSync(join(opt.data, 'hub-fanout-'));
// hub@base has a data folder of its own (one hub per folder) on the same disk
const baseDir = join(dataDir, 'base');
const targets: Target[] = [];
const results = new Map<string, Run[]>();
const key = (t: string, n: number, m: string) => `${t}|${n}|${m}`;
const load0 = loadavg()[0]!;
try {
  // inside the try: a target that fails to start does not leave the ones before it running
  targets.push(await startHubTarget(dataDir, undefined, opt['cpu-prof']));
  if (withBase) {
    mkdirSync(baseDir);
    const env =
      opt['base-env'] === undefined ? undefined : (JSON.parse(opt['base-env']) as Record<string, string>);
    targets.push(await startHubTarget(baseDir, { bundle: opt.base, env }));
  }
  targets.push(await startFloorTarget(), await startFloorTarget(dataDir)); // same disk as the hub's log
  if (opt.peer) {
    const { startNodecgTarget } = await import('./peer-nodecg.ts');
    targets.push(await startNodecgTarget());
  }
  for (let r = 0; r < ROUNDS; r++) {
    for (const n of SIZES) {
      for (const mode of MODES) {
        const order = r % 2 === 0 ? targets : [...targets].reverse();
        for (const t of order) {
          const run = await measure(t, n, mode);
          const k = key(t.name, n, mode);
          results.set(k, [...(results.get(k) ?? []), run]);
          process.stderr.write(
            `round ${r + 1} ${mode} ${n} ${t.name}: p50 ${run.p50.toFixed(2)} p99 ${run.p99.toFixed(2)} cpu ${run.cpu.toFixed(3)} main ${run.main.toFixed(3)} lost ${run.lost}\n`,
          );
        }
      }
    }
  }
} finally {
  for (const t of targets) t.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

const ratio = (a: Run[], b: Run[], f: (x: Run) => number) => a.map((x, i) => f(x) / f(b[i]!));
console.log(
  `\n## Fan-out, ${ROUNDS} interleaved rounds, ${UPDATES} one-field changes each (\`node bench/fanout.ts --clients ${opt.clients} --rounds ${ROUNDS}${opt.peer ? ' --peer' : ''}\`)\n`,
);
console.log(
  `${cpus().length} CPUs (${cpus()[0]?.model ?? '?'}), load average ${load0.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after; hub data dir in ${opt.data} (fdatasync per command). Ranges are min-max over rounds.\n`,
);
const names = targets.map((t) => t.name);
console.log(
  `| mode | sockets | ${names.map((n) => `${n} p50 ms | ${n} p99 ms | ${n} CPU ms/change | ${n} main thread`).join(' | ')} |`,
);
console.log(`|${'---|'.repeat(2 + names.length * 4)}`);
const runsOf = (t: string, n: number, mode: string) => results.get(key(t, n, mode)) ?? [];
for (const mode of MODES)
  for (const n of SIZES) {
    const cells = names.map((t) => {
      const rs = runsOf(t, n, mode);
      return [
        range(rs.map((x) => x.p50)),
        range(rs.map((x) => x.p99)),
        range(
          rs.map((x) => x.cpu),
          3,
        ),
        range(
          rs.map((x) => x.main),
          3,
        ),
      ].join(' | ');
    });
    const lost = names.reduce((a, t) => a + runsOf(t, n, mode).reduce((b, x) => b + x.lost, 0), 0);
    console.log(`| ${mode} | ${n}${lost ? ` (${lost} lost)` : ''} | ${cells.join(' | ')} |`);
  }

// Ratios within each round, then their range. "floor+sync" is the best any server that syncs each
// command before anyone sees it could do here: a goal above its ratio is out of reach on this disk.
type Column = [title: string, a: string, b: string, of: (x: Run) => number];
const columns: Column[] = [
  ['hub p50 / floor+sync p50', 'hub', 'floor+sync', (x) => x.p50],
  ...(!withBase
    ? []
    : ([
        ['hub@base p50 / floor+sync p50', 'hub@base', 'floor+sync', (x) => x.p50],
        ['hub main CPU / hub@base main CPU', 'hub', 'hub@base', (x) => x.main],
      ] as Column[])),
  ['hub CPU / floor CPU', 'hub', 'floor', (x) => x.cpu],
  ['hub CPU / floor+sync CPU', 'hub', 'floor+sync', (x) => x.cpu],
  ['floor+sync CPU / floor CPU', 'floor+sync', 'floor', (x) => x.cpu],
  ...(opt.peer
    ? ([
        ['NodeCG p50 / hub p50', 'nodecg', 'hub', (x) => x.p50],
        ...(!withBase
          ? []
          : ([['NodeCG p50 / hub@base p50', 'nodecg', 'hub@base', (x) => x.p50]] as Column[])),
        ['NodeCG p50 / floor+sync p50', 'nodecg', 'floor+sync', (x) => x.p50],
        ['NodeCG p99 / hub p99', 'nodecg', 'hub', (x) => x.p99],
        ['NodeCG p99 / floor+sync p99', 'nodecg', 'floor+sync', (x) => x.p99],
      ] as Column[])
    : []),
];
console.log(`\n| mode | sockets | ${columns.map((c) => c[0]).join(' | ')} |`);
console.log(`|${'---|'.repeat(2 + columns.length)}`);
for (const mode of MODES)
  for (const n of SIZES)
    console.log(
      `| ${mode} | ${n} | ${columns.map(([, a, b, f]) => range(ratio(runsOf(a, n, mode), runsOf(b, n, mode), f))).join(' | ')} |`,
    );
