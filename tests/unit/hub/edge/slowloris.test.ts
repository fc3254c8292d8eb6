import { rmSync } from 'node:fs';
import { connect as netConnect, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { DRAFT_PROTOCOL } from '../../../../src/protocol/index.ts';
import { command, tempDir, TestClient } from '../helpers.ts';
import { DraftClient, draftApi, keyOf } from '../draft-client.ts';
import { spawnHub, type SpawnedHub } from '../../../../scripts/spawn-hub.ts';
import { cleanupEachTest, UPGRADE } from '../raw-sockets.ts';

/**
 * Issue 33 (slow HTTP headers) and issue 36 (silent sockets): one address on the venue Wi-Fi
 * opens a thousand connections of each kind and holds them. The hub runs in its own process with
 * 1024 descriptors, as a default Linux account gives it; every other address is served, a player's
 * draft page too.
 */
const cleanup = cleanupEachTest();

/** `n` raw sockets from 127.0.0.1 that each send `request` and then nothing, ever. */
async function hold(hub: SpawnedHub, n: number, request: string): Promise<Socket[]> {
  const held: Socket[] = [];
  for (let i = 0; i < n; i += 100) {
    const batch = Array.from({ length: Math.min(100, n - i) }, () => {
      const s = netConnect({ host: '127.0.0.1', port: hub.port, localAddress: '127.0.0.1' });
      s.on('error', () => {});
      s.resume(); // reads what the hub says (a 503, a 408), so its close is seen
      held.push(s);
      return new Promise<void>((ok) => {
        s.once('connect', () => {
          s.write(request);
          ok();
        });
        s.once('close', () => ok());
      });
    });
    await Promise.all(batch);
  }
  cleanup.push(() => held.forEach((s) => s.destroy()));
  return held;
}

/** A client from another address (127.0.0.2): its hello answered with a snapshot. */
async function joins(hub: SpawnedHub, kind: 'operator' | 'overlay'): Promise<TestClient> {
  const c = new TestClient(hub.url, { localAddress: '127.0.0.2' });
  cleanup.push(() => c.ws.terminate());
  await c.opened();
  const token = kind === 'operator' ? hub.operatorToken : undefined;
  c.send({ t: 'hello', v: 1, kind, table: 'main', feed: kind === 'operator' ? 'judge' : 'table', token });
  await c.next('snap', () => true, 0, 20_000);
  return c;
}

async function otherAddressGets(hub: SpawnedHub, path: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((ok, fail) => {
    const req = request(`${hub.url}${path}`, { localAddress: '127.0.0.2', agent: false }, (res) => {
      res.resume();
      ok(res.statusCode ?? 0);
    });
    req.on('error', fail);
    req.end();
  });
}

/** A player's draft page from another address (127.0.0.2): shown the draft, his draw answered. */
async function playerDraws(hub: SpawnedHub, url: string | null): Promise<void> {
  const page = new DraftClient(hub.url, { localAddress: '127.0.0.2' });
  cleanup.push(() => page.ws.terminate());
  await page.open();
  const key = keyOf(url);
  page.send({ t: 'hello', v: DRAFT_PROTOCOL, kind: 'draft', table: 'main', key, seat: 1 });
  await page.until((f) => f.t === 'draft', 0, 20_000);
  expect(await page.act('draw', 1, 20_000)).toMatchObject({ t: 'ack' });
}

it('a thousand slow-header requests and a thousand silent /ws sockets from one address: a hub with 1024 descriptors serves the panel, overlays and a player', async () => {
  const dir = tempDir();
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  // the header deadline past the test's end: the per-address limits alone hold the attack off
  const limits = JSON.stringify({ headersTimeoutMs: 120_000 });
  const hub = await spawnHub({
    env: { HUB_DATA_DIR: dir, HUB_LIMITS: limits },
    wrapper: ['prlimit', '--nofile=1024'],
  });
  cleanup.push(() => hub.child.kill('SIGKILL'));

  // a game in setup with its role draft open, before the attack
  const op = await joins(hub, 'operator');
  expect(await command(op, { type: 'game/new', gameId: 'g1' })).toMatchObject({ t: 'ack' });
  const seat1 = (await draftApi(hub, 'main', {})).body.seats[0]!.url;

  const slow = await hold(hub, 1000, 'GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  const silentWs = await hold(hub, 1000, `GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\n${UPGRADE}`);
  // most of them were refused at once (503 or closed), the rest are held by the hub
  const open = (all: Socket[]) => all.filter((s) => !s.destroyed && s.readyState === 'open').length;
  expect(open(slow) + open(silentWs)).toBeGreaterThan(0);

  expect(await otherAddressGets(hub, '/api/v1/health')).toBe(200);
  await joins(hub, 'operator');
  await joins(hub, 'overlay');
  await playerDraws(hub, seat1);
  expect(hub.child.exitCode).toBe(null);
}, 120_000);

it('a request whose headers do not arrive within headersTimeoutMs is closed', async () => {
  const dir = tempDir();
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const hub = await spawnHub({
    env: { HUB_DATA_DIR: dir, HUB_LIMITS: JSON.stringify({ headersTimeoutMs: 1000 }) },
  });
  cleanup.push(() => hub.child.kill('SIGKILL'));
  const [socket] = await hold(hub, 1, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  const t0 = performance.now();
  await new Promise<void>((ok) => socket!.once('close', () => ok()));
  // cut by the deadline (checked a few times within it), not at once and not after Node's 60 s
  expect(performance.now() - t0).toBeGreaterThan(500);
}, 60_000);
