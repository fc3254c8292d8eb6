import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { ObsStatus } from '../../src/protocol/obs.ts';
import { openDataDir } from '../../src/server/store/data-dir.ts';
import { ObsLink } from '../../src/server/obs/index.ts';
import { Tables } from '../../src/server/tables/tables.ts';
import { freePort, startObs, type HeadlessObs } from './headless-obs.ts';

/** Short timing so a test runs several connect/retry periods in well under a second each. */
const FAST = { connectTimeoutMs: 150, retryMs: 40, maxRetryMs: 120 };

async function until<T>(read: () => T, ok: (v: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A TCP listener that counts connections: either silent (accepts, never answers) or a relay to `to`. */
async function listener(
  to?: number,
): Promise<{ port: number; accepted: number; open: Set<Socket>; server: Server }> {
  const state = { port: 0, accepted: 0, open: new Set<Socket>(), server: null as unknown as Server };
  state.server = createServer((socket) => {
    state.accepted++;
    state.open.add(socket);
    socket.on('close', () => state.open.delete(socket));
    socket.on('error', () => {});
    if (to === undefined) return void socket.resume(); // silent: reads (so it sees the close), never answers
    const upstream = connect(to, '127.0.0.1');
    upstream.on('error', () => socket.destroy());
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  await new Promise<void>((ok) => state.server.listen(0, '127.0.0.1', ok));
  state.port = (state.server.address() as { port: number }).port;
  return state;
}

const dirs: string[] = [];
/** The hub's OBS link for table "main" of a fresh data directory, recording every status it reports. */
function link(url: string, password?: string, timing = FAST) {
  const dir = mkdtempSync(join(tmpdir(), 'obs-faults-'));
  dirs.push(dir);
  const tables = new Tables(openDataDir(dir), {}, () => {});
  const seen: ObsStatus[] = [];
  const l = new ObsLink(
    openDataDir(dir),
    tables,
    () => {},
    (s) => seen.push(s),
    { enabled: true, url, password },
    timing,
  );
  l.start();
  return {
    link: l,
    seen,
    /** The states it went through (a change of detail within one state is not a new entry). */
    states: () => seen.map((s) => s.state).filter((s, i, all) => s !== all[i - 1]),
    close: async () => {
      await l.close();
      tables.close();
    },
  };
}
const count = (list: string[], state: string) => list.filter((s) => s === state).length;

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

test('an endpoint that accepts TCP and never answers: timed out, shown, retried with backoff', async () => {
  const silent = await listener();
  const { link: l, seen, states, close } = link(`ws://127.0.0.1:${silent.port}`);
  try {
    // several connect-timeout + retry periods
    await until(
      () => silent.accepted,
      (n) => n >= 4,
    );
    expect(silent.accepted).toBeGreaterThanOrEqual(4);
    const timedOut = seen.filter((s) => s.state === 'timeout');
    expect(timedOut[0]?.lastError).toMatch(/no answer from OBS in 150 ms/);
    // the first attempt is `connecting`; from its timeout on, every retry still shows the timeout
    expect(states()).toEqual(['connecting', 'timeout']);
    const delays = seen.filter((s) => s.retryAt).map((s) => s.retryAt!);
    expect(delays.length).toBeGreaterThanOrEqual(3);
    // a given-up attempt's socket is closed, not left hanging
    await until(
      () => silent.open.size,
      (n) => n <= 1,
    );
    expect(l.status().state).toBe('timeout');
  } finally {
    await close();
    silent.server.close();
  }
}, 30_000);

describe('against a real headless OBS', () => {
  let obs: HeadlessObs;
  beforeAll(async () => {
    obs = await startObs();
  }, 40_000);
  afterAll(async () => {
    await obs?.stop();
  });

  test('a wrong password is shown as such and not retried until the settings change', async () => {
    const relay = await listener(Number(new URL(obs.url).port));
    // a real OBS's handshake: a deadline a busy machine meets (150 ms is for the silent peers)
    const wrong = link(`ws://127.0.0.1:${relay.port}`, 'not-the-password', {
      ...FAST,
      connectTimeoutMs: 3_000,
    });
    // the control: same timing, a port where nothing listens, so it keeps retrying
    const control = link(`ws://127.0.0.1:${await freePort()}`);
    try {
      const failed = await until(
        () => wrong.link.status(),
        (s) => s.state === 'auth-failed',
      );
      expect(failed.lastError).toMatch(/4009/);
      expect(failed.retryAt ?? null).toBeNull();
      // barrier: the control link has meanwhile gone through five retry periods
      const retries = () => new Set(control.seen.map((s) => s.retryAt).filter(Boolean)).size;
      const before = retries();
      await until(retries, (n) => n >= before + 5);
      expect(relay.accepted, JSON.stringify(wrong.seen)).toBe(1);
      expect(wrong.link.status().state).toBe('auth-failed');
      expect(count(wrong.states(), 'connecting')).toBe(1);

      // the operator fixes the password: a new attempt, and it connects
      expect(await wrong.link.configure({ password: obs.password })).toBeNull();
      await until(
        () => wrong.link.status().state,
        (s) => s === 'connected',
      );
      expect(relay.accepted).toBe(2);
      expect(wrong.link.status().lastError ?? '').not.toMatch(/4009/);
    } finally {
      await wrong.close();
      await control.close();
      relay.server.close();
    }
  }, 60_000);
});
