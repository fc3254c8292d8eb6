/**
 * What bench/fanout.ts measures, each in its own process: the hub (rules, fdatasync, projections,
 * diff), the floor (bench/floor-server.ts, a bare ws broadcaster of the same bytes) and, with
 * --peer, NodeCG (bench/peer-nodecg.ts). Each gives a session: one operator socket, n graphic
 * sockets, `send()` one one-field change, every graphic socket reports each update it receives.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { builtHub, startFlags } from '../scripts/spawn-hub.ts';
import { benchHub } from './hub-spawn.ts';

export interface Session {
  /** Sends the k-th change; returns the number its update will carry. */
  send(k: number): number;
  close(): void;
}
export type OnUpdate = (s: number, at: number) => void;

export interface Target {
  readonly name: string;
  readonly pid: number;
  session(n: number, onUpdate: OnUpdate): Promise<Session>;
  kill(): void;
}

/** CPU time of a process, all its threads (the thread pool's fdatasync included), in ms. */
export function cpuMs(pid: number): number {
  let ns = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) ns += taskNs(pid, task);
  return ns / 1e6;
}

/** CPU time of a process's main thread (JavaScript, the socket writes, an inline sync), in ms. */
export function mainCpuMs(pid: number): number {
  return taskNs(pid, String(pid)) / 1e6;
}

function taskNs(pid: number, task: string): number {
  try {
    return Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return 0; // a thread that ended meanwhile
  }
}

/** Starts a script that prints one JSON line with its url (the floor, a peer; the hub: scripts/spawn-hub.ts). */
export function spawnJsonLine(
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd?: string,
): Promise<{ child: ChildProcess; info: Record<string, unknown> }> {
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    // the first line that is a JSON object with a url (a peer may print other lines first)
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{"url"') && !line.startsWith('{"port"')) return;
      lines.close();
      ok({ child, info: JSON.parse(line) as Record<string, unknown> });
    });
    child.once('exit', (code) => fail(new Error(`${args.join(' ')} exited (${code})`)));
  });
}

/** A bench client: opens /ws, says hello, resolves at the snapshot; every frame goes to onText. */
export function open(
  url: string,
  hello: object,
  onText: (text: string, at: number) => void,
): Promise<WebSocket> {
  return new Promise((ok, fail) => {
    const ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws', { perMessageDeflate: false });
    ws.on('open', () => ws.send(JSON.stringify({ t: 'hello', v: 1, ...hello })));
    ws.once('message', () => ok(ws)); // the snapshot
    ws.on('message', (data) => onText(String(data), performance.now()));
    ws.on('error', fail);
  });
}

/** The hub's protocol (the floor speaks enough of it): hello, cmd -> ack, `up` frames with `s`. */
async function wsSession(
  url: string,
  token: string,
  table: string,
  n: number,
  onUpdate: OnUpdate,
): Promise<Session> {
  const waiting: Array<(f: { t: string; s?: number }) => void> = [];
  const op = await open(url, { kind: 'operator', table, feed: 'judge', token }, (text) => {
    const f = JSON.parse(text) as { t: string; s?: number };
    if (f.t === 'ack' || f.t === 'err') waiting.shift()?.(f);
  });
  const cmd = (c: object) =>
    new Promise<{ t: string; s?: number }>((ok) => {
      waiting.push(ok);
      op.send(JSON.stringify({ t: 'cmd', id: 0, c }));
    });
  const onText = (text: string, at: number) => {
    // every frame is parsed, as a graphic page would
    const f = JSON.parse(text) as { t: string; s?: number };
    if (f.t === 'up' && f.s !== undefined) onUpdate(f.s, at);
  };
  const clients: WebSocket[] = [];
  for (let i = 0; i < n; i += 100) {
    const batch = Array.from({ length: Math.min(100, n - i) }, () =>
      open(url, { kind: 'overlay', table, feed: 'table', page: 'bench' }, onText),
    );
    clients.push(...(await Promise.all(batch)));
  }
  await cmd({ type: 'game/new', ruleset: 'mafclub-2023', gameId: `bench-${table}` });
  for (let s = 1; s <= 10; s++) await cmd({ type: 'seat/nickname', seat: s, nickname: `Player ${s}` });
  let seq = (await cmd({ type: 'seat/nickname', seat: 1, nickname: 'Player 1' })).s ?? 0;
  return {
    send(k) {
      op.send(
        JSON.stringify({ t: 'cmd', id: k, c: { type: k % 2 === 0 ? 'foul/add' : 'foul/remove', seat: 3 } }),
      );
      return ++seq;
    },
    close() {
      for (const ws of [op, ...clients]) ws.terminate();
    },
  };
}

const node = process.execPath;
const here = import.meta.dirname;

/**
 * The hub as `npm start` runs it (bundled ahead, its Node flags), fdatasync on the data directory
 * given. `base`: another hub to compare in the same run (`hub@base`): another build (`bundle`, an
 * older commit's) and/or more settings (`env`, e.g. HUB_INLINE_SYNC_MS); `profDir`: the hub writes
 * a V8 CPU profile there when it stops.
 */
export async function startHubTarget(
  dataDir: string,
  base?: { bundle?: string | undefined; env?: Record<string, string> | undefined },
  profDir?: string,
): Promise<Target> {
  const prof = profDir === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', profDir];
  const hub = await benchHub(dataDir, {
    entry: base?.bundle ?? builtHub(profDir !== undefined),
    nodeFlags: [...startFlags(), ...prof],
    ...(base?.env === undefined ? {} : { env: base.env }),
  });
  let tables = 0;
  return {
    name: base === undefined ? 'hub' : 'hub@base',
    pid: hub.pid,
    session: (n, onUpdate) => wsSession(hub.url, hub.operatorToken, `bench-${++tables}`, n, onUpdate),
    kill: hub.kill,
  };
}

/** The floor; with `syncDir`, the durable floor (each command fdatasync'ed there before the broadcast). */
export async function startFloorTarget(syncDir?: string): Promise<Target> {
  const args = [join(here, 'floor-server.ts'), ...(syncDir === undefined ? [] : ['--sync', syncDir])];
  const { child, info } = await spawnJsonLine(node, args, {});
  return {
    name: syncDir === undefined ? 'floor' : 'floor+sync',
    pid: child.pid!,
    session: (n, onUpdate) => wsSession(String(info.url), '', 'floor', n, onUpdate),
    kill: () => child.kill('SIGTERM'),
  };
}
