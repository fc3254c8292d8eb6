import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { apply, type GameView, type ServerFrame } from '../../../src/protocol/index.ts';
import { startHub, type Hub, type HubOptions } from '../../../src/server/index.ts';

/**
 * How long a test waits for the event it checks, at most: generous, since a loaded machine (load 30
 * on two cores) took seconds for a frame a quiet one answers in a millisecond. A test never waits
 * for time itself; it waits for the event, and this bounds a hub that never sends it.
 */
export const WAIT_MS = 15_000;

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'hub-test-'));
}

const made: string[] = [];
/** A data directory that `removeDataDirs()` (in an afterEach) deletes again. */
export function dataDir(): string {
  const d = tempDir();
  made.push(d);
  return d;
}
export function removeDataDirs(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** A real hub on a free port with a fresh data directory. */
export async function testHub(
  options: Partial<HubOptions> = {},
): Promise<Hub & { dataDir: string; stop(): Promise<void> }> {
  const dataDir = options.dataDir ?? tempDir();
  const hub = await startHub({ port: 0, distDir: join(dataDir, 'no-dist'), ...options, dataDir });
  return {
    ...hub,
    dataDir,
    stop: async () => {
      await hub.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The hub's `GET /api/v1/stats` (clients, tables, waiting overlays, memory). On a connection of its
 * own: on a loaded machine a later ask failed with `read ECONNRESET`, as a kept-alive connection
 * does when reused just as the hub's keep-alive timeout closes it (nodejs/undici#3141).
 */
export async function stats(
  hub: Hub,
): Promise<{ clients: number; tables: number; waiting: number; rss: number; queuedBytes: number }> {
  const res = await fetch(`${hub.url}/api/v1/stats`, {
    headers: { authorization: `Bearer ${hub.operatorToken}`, connection: 'close' },
  });
  return (await res.json()) as {
    clients: number;
    tables: number;
    waiting: number;
    rss: number;
    queuedBytes: number;
  };
}

let pings = 0;

/** A real `ws` client that records every frame and can wait for one. */
export class TestClient {
  readonly ws: WebSocket;
  readonly frames: ServerFrame[] = [];
  readonly raw: string[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: Array<() => void> = [];

  /** `options`: ws's client options (e.g. `localAddress`, to come from another address). */
  constructor(url: string, options: WebSocket.ClientOptions = {}) {
    this.ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws', options);
    this.ws.on('message', (data) => {
      const text = String(data);
      this.raw.push(text);
      this.frames.push(JSON.parse(text) as ServerFrame);
      this.wake();
    });
    this.ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
    this.ws.on('error', () => {});
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  opened(): Promise<void> {
    if (this.ws.readyState === WebSocket.OPEN) return Promise.resolve();
    return new Promise((ok, fail) => {
      this.ws.once('open', () => ok());
      this.ws.once('error', fail);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Waits until a frame of type `t` matching `pred` arrives after index `from`. */
  next<T extends ServerFrame['t']>(
    t: T,
    pred: (f: Extract<ServerFrame, { t: T }>) => boolean = () => true,
    from = 0,
    timeoutMs = WAIT_MS,
  ): Promise<Extract<ServerFrame, { t: T }>> {
    return this.nextOf(
      (f) => f.t === t && pred(f as Extract<ServerFrame, { t: T }>),
      from,
      timeoutMs,
    ) as Promise<Extract<ServerFrame, { t: T }>>;
  }

  /** Waits until a frame matching `pred` arrives after index `from`; returns it. */
  async nextOf(pred: (f: ServerFrame) => boolean, from = 0, timeoutMs = WAIT_MS): Promise<ServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(pred);
      if (found) return found;
      if (this.closed) throw new Error(`closed (${this.closed.code}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timeout; got ${JSON.stringify(this.frames).slice(-500)}`);
      await new Promise<void>((ok) => {
        const timer = setTimeout(ok, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          ok();
        });
      });
    }
  }

  /**
   * A barrier: a ping the hub answers after every frame it sent this client before it, so a
   * test can say "nothing (else) arrived" without sleeping.
   */
  async barrier(): Promise<void> {
    const c = -++pings;
    const from = this.frames.length;
    this.send({ t: 'ping', c });
    await this.next('pong', (f) => f.c === c, from);
  }

  async waitClosed(timeoutMs = WAIT_MS): Promise<{ code: number; reason: string }> {
    const deadline = Date.now() + timeoutMs;
    while (!this.closed) {
      if (Date.now() > deadline) throw new Error('not closed');
      await new Promise((ok) => setTimeout(ok, 10));
    }
    return this.closed;
  }

  /** The view as this client knows it: the last snapshot with every later update applied. */
  view(): { s: number; view: GameView } | null {
    let state: { s: number; view: GameView } | null = null;
    for (const f of this.frames) {
      if (f.t === 'snap') state = { s: f.s, view: f.state };
      else if (f.t === 'up' && state) state = { s: f.s, view: apply(state.view, f.p) };
    }
    return state;
  }

  close(): void {
    this.ws.close();
  }
}

type HelloOpts = {
  kind?: 'operator' | 'overlay' | 'controller' | 'judge';
  table?: string;
  feed?: 'table' | 'spectator' | 'judge';
  key?: string;
  token?: string;
  page?: string;
};

/** Connects and says hello; resolves after the snapshot. */
export async function connect(hub: Hub, opts: HelloOpts = {}): Promise<TestClient> {
  const c = new TestClient(hub.url);
  await c.opened();
  c.send({ t: 'hello', v: 1, kind: 'overlay', table: 'main', feed: 'table', ...opts });
  await c.next('snap');
  return c;
}

export function operator(hub: Hub, opts: HelloOpts = {}): Promise<TestClient> {
  return connect(hub, { kind: 'operator', feed: 'judge', token: hub.operatorToken, page: 'panel', ...opts });
}

let cmdId = 0;
/** Sends a command and waits for its ack or error. */
export async function command(c: TestClient, cmd: unknown) {
  const id = ++cmdId;
  const from = c.frames.length;
  c.send({ t: 'cmd', id, c: cmd });
  return c.nextOf((f) => (f.t === 'ack' || f.t === 'err') && f.id === id, from) as Promise<
    Extract<ServerFrame, { t: 'ack' | 'err' }>
  >;
}

/** Waits (polling every 10 ms) until `ok()` holds; throws after `ms`. */
export async function until(ok: () => boolean, ms = WAIT_MS): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The lines of the table's current game log, as the hub wrote them to `dataDir`. */
export function tableLog<Line>(dataDir: string, table: string): Line[] {
  return readFileSync(join(dataDir, 'tables', table, 'current.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);
}
