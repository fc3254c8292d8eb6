/**
 * What a visitor or a big file costs the live game: the hub's longest event-loop stall and the
 * operator's command round trip (p50, p99), quiet and while each load runs from another address
 * of this machine (127.0.0.1; the operator is on 127.0.0.2), the hub with its default limits.
 *   node bench/stall.ts [--seconds 5] [--loads xlsx,protocol,slowloris,resets,import,seating] [--cpu-prof DIR]
 * --cpu-prof: the hub writes a V8 CPU profile there (bench/profile-top.ts reads it).
 * Goal (issue 33): no stall over 50 ms, operator p99 within 2x of the quiet run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { benchHub } from './hub-spawn.ts';

const { values: opt } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    loads: { type: 'string', default: 'xlsx,protocol,slowloris,resets,import,seating' },
    'cpu-prof': { type: 'string' },
  },
});
const PHASE_MS = Number(opt.seconds) * 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-stall-'));
/** The hub's loop since the last look (bench/stall-probe.ts): wall ms, longest and p99; CPU ms held. */
interface Stall {
  max: number;
  p99: number;
  cpu: number;
}
let stallLine: ((s: Stall) => void) | null = null;
const hub = await benchHub(dataDir, {
  env: { HUB_LIMITS: '{}', HUB_LOG_LEVEL: 'error' },
  nodeFlags: [
    '--import',
    join(import.meta.dirname, 'stall-probe.ts'),
    ...(opt['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', opt['cpu-prof']] : []),
  ],
  onLine: (line) => {
    if (line.startsWith('stall ')) stallLine?.(JSON.parse(line.slice(6)) as Stall);
  },
});
const auth = { authorization: `Bearer ${hub.operatorToken}` };
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${hub.url}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...auth } });

/** The hub's loop delay since the last call. */
function stall(): Promise<Stall> {
  return new Promise((ok) => {
    stallLine = ok;
    process.kill(hub.pid, 'SIGUSR2');
  });
}

/** An operator's socket on table `table`, from 127.0.0.2: sends a command, resolves on its answer. */
async function operator(table: string) {
  const ws = new WebSocket(`${hub.url.replace(/^http/, 'ws')}/ws`, { localAddress: '127.0.0.2' });
  await new Promise((ok, fail) => ws.once('open', ok).once('error', fail));
  const waiting = new Map<number, (e?: Error) => void>();
  // a closed socket fails the commands it owes an answer (the bench stops with the reason)
  ws.on('close', (code) => {
    for (const f of [...waiting.values()]) f(new Error(`the operator's socket closed (${code})`));
  });
  ws.on('message', (data) => {
    const f = JSON.parse(String(data)) as { t: string; id?: number; code?: string };
    if ((f.t === 'ack' || f.t === 'err') && typeof f.id === 'number') waiting.get(f.id)?.();
  });
  ws.send(
    JSON.stringify({ t: 'hello', v: 1, kind: 'operator', table, feed: 'judge', token: hub.operatorToken }),
  );
  let id = 0;
  return {
    ws,
    // a command unanswered in a minute stops the bench with its reason, not a hang
    cmd: (c: object) =>
      new Promise<void>((ok, fail) => {
        const n = ++id;
        const late = setTimeout(() => fail(new Error(`command ${n} unanswered after 60 s`)), 60_000);
        waiting.set(n, (e) => (clearTimeout(late), waiting.delete(n), e ? fail(e) : ok()));
        ws.send(JSON.stringify({ t: 'cmd', id: n, c }));
      }),
  };
}

// the tournament: 40 tables, one finished game on the first (its exports have rows)
const tables = ['main', ...Array.from({ length: 39 }, (_, i) => `t${i + 2}`)];
await api('/tournaments/cup', {
  method: 'PUT',
  body: JSON.stringify({ name: 'Кубок', ruleset: 'mafclub-2023', tables }),
});
const golden = JSON.parse(
  readFileSync(join(import.meta.dirname, '../tests/fixtures/games/mafclub-black-win.json'), 'utf8'),
) as { commands: object[] };
const table = await operator('main');
for (const c of golden.commands) await table.cmd(c);
table.ws.close();

const op = await operator('bench');
await op.cmd({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'bench' });

/** Commands one after another (20 ms apart) until `done`; their round trips. */
async function roundTrips(done: () => boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; !done(); i++) {
    const t0 = performance.now();
    await op.cmd({ type: 'seat/nickname', seat: (i % 10) + 1, nickname: `n${i}` });
    times.push(performance.now() - t0);
    await sleep(20);
  }
  return times;
}

/** A load in its own thread (bench/stall-load.ts): the operator's round trips are timed here alone. */
function startLoad(name: string): { stop(): Promise<string>; finished: Promise<void> | undefined } {
  const worker = new Worker(join(import.meta.dirname, 'stall-load.ts'), {
    workerData: { name, url: hub.url, token: hub.operatorToken },
  });
  const said = new Promise<{ done?: true; note?: string }>((ok) => worker.once('message', ok));
  let note: Promise<string> | null = null;
  const waitNote = () =>
    (note ??= new Promise<string>((ok) => {
      worker.on('message', (m: { note?: string }) => m.note !== undefined && ok(m.note));
    }));
  return {
    // a load that ends by itself (an import, a seating request) says so first
    finished: ['import', 'seating'].includes(name) ? said.then(() => undefined) : undefined,
    stop: async () => {
      const n = waitNote();
      worker.postMessage('stop');
      const text = await n;
      await worker.terminate();
      return text;
    },
  };
}

const rows: string[] = [];
async function phase(name: string, load?: string): Promise<void> {
  await sleep(500);
  await stall();
  const running = load === undefined ? undefined : startLoad(load);
  const t0 = performance.now();
  let finished = running?.finished === undefined;
  void running?.finished?.then(() => (finished = true));
  const times = (await roundTrips(() => performance.now() - t0 >= PHASE_MS && finished)).sort(
    (a, b) => a - b,
  );
  const loop = await stall();
  const note = (await running?.stop()) ?? '';
  const f = (ms: number) => ms.toFixed(1).padStart(7);
  rows.push(
    `${name.padEnd(10)} ${f(loop.max)} ${f(loop.p99)} ${f(loop.cpu)} ${f(pct(times, 50))} ${f(pct(times, 99))} ${String(times.length).padStart(6)}  ${note}`,
  );
  console.log(rows.at(-1));
}

console.log(`load       stall ms loop p99 held CPU  op p50  op p99  cmds  (the load's own outcome)`);
await phase('quiet');
for (const name of opt.loads.split(',')) await phase(name, name);
op.ws.close();
hub.kill();
rmSync(dataDir, { recursive: true, force: true });
