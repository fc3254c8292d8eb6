/**
 * Soak (`npm run soak`): the hub in a child process, N overlay sockets on the table, spectator
 * and judge feeds using the REAL client connection (with its reconnect), and an operator (the
 * real client too) sending commands at a steady rate for a while. Reports, per socket, updates
 * lost, duplicated or reordered (by `s`), reconnects, whether each client ends on the hub's
 * state, command latency (send -> frame arrival) and the hub's RSS at start and end.
 * Exits 1 when a goal is missed.
 *   node bench/soak.ts [--seconds 600] [--clients 500] [--rate 20] [--heartbeat-ms 1000] [--json]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { Feed } from '../src/protocol/index.ts';
import { PROTOCOL_VERSION } from '../src/protocol/version.ts';
import { spawnHub } from './hub-spawn.ts';
import {
  canonical,
  latency,
  openClient,
  sentAt,
  until,
  watchSockets,
  type SoakClient,
} from './soak-clients.ts';
import { judge, type SoakResult } from './soak-goals.ts';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    clients: { type: 'string', default: '500' },
    rate: { type: 'string', default: '20' },
    'heartbeat-ms': { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const SECONDS = Number(flags.seconds);
const CLIENTS = Number(flags.clients);
const RATE = Number(flags.rate);
const HEARTBEAT = flags['heartbeat-ms'];
const TABLE = 'soak';
const say = (line: string) => (flags.json ? console.error(line) : console.log(line));

const dataDir = mkdtempSync(join(tmpdir(), 'hub-soak-'));
const key = randomBytes(9).toString('base64url');
writeFileSync(join(dataDir, 'spectator-key'), key + '\n', { mode: 0o600 });
const hub = await spawnHub(dataDir, HEARTBEAT ? { HUB_HEARTBEAT_MS: HEARTBEAT } : {});
const stats = async () =>
  (
    (await (
      await fetch(`${hub.url}/api/v1/stats`, { headers: { authorization: `Bearer ${hub.operatorToken}` } })
    ).json()) as { rss: number }
  ).rss;

try {
  watchSockets();
  const secrets = { token: hub.operatorToken, key };
  const operator = await openClient(0, hub.url, TABLE, 'judge', secrets, 'operator');
  const op = operator.conn;
  const setup = await op.send({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'soak' });
  if (!setup.ok) throw new Error(`game/new refused: ${setup.error.code}`);
  const startS = setup.seq;

  // a third on each feed (table, spectator, judge), opened 50 at a time
  const clients: SoakClient[] = [];
  const feeds: Feed[] = ['table', 'spectator', 'judge'];
  for (let i = 0; i < CLIENTS; i += 50) {
    const batch = [];
    for (let j = i; j < Math.min(CLIENTS, i + 50); j++)
      batch.push(openClient(j + 1, hub.url, TABLE, feeds[j % 3]!, secrets));
    clients.push(...(await Promise.all(batch)));
  }
  say(`soak: ${CLIENTS} clients live; ${RATE} commands/s for ${SECONDS} s`);
  const rssStart = await stats();
  const hubCpu0 = hubCpuS();
  const cpu0 = process.cpuUsage();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();

  // commands on a fixed schedule (not "one after the ack"): a slow hub shows as latency, not as fewer commands
  const total = Math.round(SECONDS * RATE);
  const commands = { sent: 0, acked: 0, failed: 0, failures: new Map<string, number>() };
  const t0 = performance.now();
  const inFlight: Promise<void>[] = [];
  while (commands.sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * RATE) + 1);
    while (commands.sent < due) {
      const k = commands.sent++;
      sentAt[k] = performance.now();
      inFlight.push(
        op.send({ type: 'seat/nickname', seat: (k % 10) + 1, nickname: `n${k}` }).then((r) => {
          if (r.ok) commands.acked++;
          else {
            commands.failed++;
            commands.failures.set(r.error.code, (commands.failures.get(r.error.code) ?? 0) + 1);
          }
        }),
      );
      if (inFlight.length > 200) await Promise.all(inFlight.splice(0, 100));
    }
    if (commands.sent % (RATE * 60) === 0 && commands.sent > 0 && !flags.json)
      say(
        `  ${(commands.sent / RATE).toFixed(0)} s: reconnects so far ${reconnects([operator, ...clients])}`,
      );
    await new Promise((r) => setTimeout(r, 1000 / RATE / 2));
  }
  await Promise.all(inFlight);
  loop.disable();
  const cpu = process.cpuUsage(cpu0);
  const hubCpu1 = hubCpuS();

  // barrier: every client has reached the hub's last sequence number, then compare the views
  const finals = new Map<Feed, { s: number; view: string }>();
  for (const feed of feeds) finals.set(feed, await snapshotOf(feed));
  const endS = finals.get('table')!.s;
  await until(() => clients.every((c) => c.mod.$connection.get().seq >= endS), 15_000);
  const mismatched = clients.filter((c) => {
    const f = finals.get(c.feed)!;
    return c.mod.$connection.get().seq !== f.s || canonical(c.mod.$view.get()) !== f.view;
  }).length;
  const rssEnd = await stats();
  const all = [operator, ...clients];
  const result: SoakResult = {
    seconds: SECONDS,
    clients: CLIENTS,
    rate: RATE,
    heartbeatMs: HEARTBEAT ? Number(HEARTBEAT) : null,
    commands: {
      sent: commands.sent,
      applied: endS - startS,
      acked: commands.acked,
      failed: commands.failed,
    },
    failures: Object.fromEntries(commands.failures),
    updates: sum(clients, 'ups'),
    lost: sum(clients, 'lost'),
    duplicated: sum(clients, 'duplicated'),
    reordered: sum(clients, 'reordered'),
    reconnects: reconnects(all),
    closes: all.reduce((n, c) => n + c.tally.closes, 0),
    mismatched,
    latencyMs: {
      p50: latency.percentile(50),
      p99: latency.percentile(99),
      max: latency.max,
      samples: latency.count,
    },
    rssMb: { start: rssStart / 2 ** 20, end: rssEnd / 2 ** 20 },
    cpuS: {
      hub: hubCpu0 === null || hubCpu1 === null ? null : hubCpu1 - hubCpu0,
      clients: (cpu.user + cpu.system) / 1e6,
    },
    clientLoopDelayMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6 },
  };
  const verdict = judge(result);
  if (flags.json) console.log(JSON.stringify({ ...result, missed: verdict.missed }));
  else for (const line of verdict.report) say(line);
  for (const c of all) c.conn.close();
  hub.kill();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(verdict.missed.length ? 1 : 0);
} catch (e) {
  hub.kill();
  rmSync(dataDir, { recursive: true, force: true });
  throw e;
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

function sum(list: SoakClient[], k: 'ups' | 'lost' | 'duplicated' | 'reordered'): number {
  return list.reduce((n, c) => n + c.tally[k], 0);
}
function reconnects(list: SoakClient[]): number {
  return list.reduce((n, c) => n + Math.max(0, c.tally.opens - 1), 0);
}
