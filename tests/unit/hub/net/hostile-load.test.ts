import { connect as netConnect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  command,
  connect,
  dataDir,
  operator,
  removeDataDirs,
  stats,
  testHub,
  TestClient,
  WAIT_MS,
} from '../helpers.ts';
import { STARTED_GAME } from '../started-game.ts';

/**
 * Issue 22: what all connections together may make the hub hold, and what they cost the broadcast.
 * Real hub on port 0, real sockets; the flooders are raw TCP sockets that never read a byte.
 */
afterEach(removeDataDirs);
type Hub = Awaited<ReturnType<typeof testHub>>;

/** A masked client text frame (RFC 6455 5.3; the mask key is zero, so the payload is as is). */
function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const head =
    n < 126
      ? Buffer.from([0x81, 0x80 | n, 0, 0, 0, 0])
      : Buffer.from([0x81, 0x80 | 126, n >> 8, n & 255, 0, 0, 0, 0]);
  return Buffer.concat([head, payload]);
}

/** A WebSocket that says hello and then reads nothing, ever (the kernel's buffers fill, then the hub's). */
async function readNothing(hub: Hub, hello: object, localAddress = '127.0.0.1'): Promise<Socket> {
  const socket = netConnect({ host: '127.0.0.1', port: hub.port, localAddress });
  await new Promise<void>((ok, fail) => socket.once('connect', ok).once('error', fail));
  socket.on('error', () => {});
  socket.write(
    'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  );
  // the 101 answer is read, then nothing more
  await new Promise<void>((ok) => socket.once('data', () => ok()));
  socket.pause();
  socket.write(
    clientFrame(
      JSON.stringify({ t: 'hello', v: 1, kind: 'overlay', table: 'main', feed: 'table', ...hello }),
    ),
  );
  return socket;
}

const SYNC = clientFrame('{"t":"sync"}');

/** Reads what the hub queued for a socket until it is quiet; counts the snapshot frames in it. */
function snapshotsIn(socket: Socket): Promise<number> {
  const chunks: Buffer[] = [];
  socket.on('data', (d: Buffer) => chunks.push(d));
  socket.resume();
  return new Promise((ok) => {
    let last = chunks.length;
    const check = setInterval(() => {
      if (chunks.length !== last) return void (last = chunks.length);
      clearInterval(check);
      socket.destroy();
      ok(Buffer.concat(chunks).toString('latin1').split('{"t":"snap"').length - 1);
    }, 300);
  });
}
const hubMemory = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

describe('memory is bounded in total, not per connection', () => {
  it('150 public overlays that read nothing and send sync 95 times a second: the hub holds little and the game goes on', async () => {
    const hub = await testHub({ dataDir: dataDir(), limits: { queuedTotal: 16 * 1024 * 1024 } });
    const op = await operator(hub);
    for (const c of STARTED_GAME) expect((await command(op, c)).t).toBe('ack');
    const bystander = await connect(hub);
    const flooders = await Promise.all(Array.from({ length: 150 }, () => readNothing(hub, {})));
    const base = hubMemory();
    let peak = 0;
    let queued = 0;
    // 6 s at 95 syncs a second (under the 100/s rate limit), a command every 100 ms meanwhile
    const tick = setInterval(() => {
      for (const s of flooders) if (!s.destroyed) s.write(Buffer.concat([SYNC, SYNC, SYNC, SYNC, SYNC]));
    }, 50);
    let acked = 0;
    const end = Date.now() + 6000;
    try {
      for (let k = 0; Date.now() < end; k++) {
        const r = await command(op, { type: 'seat/nickname', seat: (k % 10) + 1, nickname: `n${k}` });
        if (r.t === 'ack') acked++;
        peak = Math.max(peak, hubMemory() - base);
        queued = Math.max(queued, (await stats(hub)).queuedBytes);
        await new Promise((ok) => setTimeout(ok, 100));
      }
    } finally {
      clearInterval(tick);
    }
    // each flooder holds a few bytes of its own per snapshot; the game's JSON is shared
    expect(peak).toBeLessThan(64 * 1024 * 1024);
    expect(queued).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(acked).toBeGreaterThan(5);
    await bystander.barrier();
    expect(bystander.view()?.s).toBe(op.view()?.s);
    // what the hub wrote for a flooder in those 6 s: about one snapshot a second (syncIntervalMs),
    // not one per sync (570 each)
    for (const s of flooders.slice(5)) s.destroy();
    const counts = await Promise.all(flooders.slice(0, 5).map(snapshotsIn));
    for (const n of counts) expect(n).toBeLessThanOrEqual(10);
    await hub.stop();
  }, 60_000);

  it('public sockets are capped per address; the operator still gets in from that address, another address is not affected', async () => {
    const hub = await testHub({ dataDir: dataDir(), limits: { publicPerAddress: 20 } });
    const pages = await Promise.all(Array.from({ length: 20 }, () => connect(hub)));
    const refused = new TestClient(hub.url);
    await refused.opened();
    refused.send({ t: 'hello', v: 1, kind: 'overlay', table: 'main', feed: 'table' });
    expect((await refused.waitClosed()).reason).toBe('client/limit');
    // the operator's panel on the same machine proves the token: let in
    const op = await operator(hub);
    expect((await command(op, { type: 'seat/nickname', seat: 1, nickname: 'Оператор' })).t).toBe('ack');
    // a page from another address
    const other = await readNothing(hub, {}, '127.0.0.2');
    await expect.poll(async () => (await stats(hub)).clients, { timeout: WAIT_MS }).toBe(22);
    // past the cap and a small reserve, sockets are refused before their hello
    const extra = await Promise.all(Array.from({ length: 12 }, () => new TestClient(hub.url)));
    const outcomes = await Promise.all(
      extra.map((c) =>
        c.opened().then(
          () => 'open',
          () => 'refused',
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'refused').length).toBeGreaterThan(0);
    for (const p of [...pages, ...extra, op]) p.close();
    other.destroy();
    await hub.stop();
  });
});

describe('what a crowd costs the broadcast', () => {
  it('70 on-air sources follow a table that is not open yet while the watcher caps are full', async () => {
    const hub = await testHub({ dataDir: dataDir(), limits: { publicPerAddress: 2000 } });
    const t1 = await operator(hub, { table: 't1' });
    await command(t1, { type: 'seat/nickname', seat: 1, nickname: 'Первый' });
    const put = (table: string) =>
      fetch(`${hub.url}/api/v1/obs`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ table }),
      });
    expect((await put('t1')).status).toBe(200);
    const sources = await Promise.all(Array.from({ length: 70 }, () => connect(hub, { table: 'on-air' })));
    // every waiting slot taken: 16 unknown tables x 64 overlays
    const waiting: TestClient[] = [];
    for (let t = 0; t < 16; t++)
      waiting.push(
        ...(await Promise.all(Array.from({ length: 64 }, () => connect(hub, { table: `w${t}` })))),
      );
    expect((await stats(hub)).waiting).toBe(1024);
    const from = sources.map((s) => s.frames.length);
    expect((await put('t2')).status).toBe(200);
    await Promise.all(sources.map((s, i) => s.next('snap', (f) => f.table === 't2', from[i], 10_000)));
    for (const c of [...sources, ...waiting, t1]) c.close();
    await hub.stop();
  }, 60_000);

  it('an operator watching the registry gets a join as one entry, not the list of every client', async () => {
    const hub = await testHub({ dataDir: dataDir(), limits: { registryPushMs: 50 } });
    await operator(hub); // the table is open: no cap on its watchers
    const crowd = await Promise.all(Array.from({ length: 100 }, () => connect(hub)));
    const op = await operator(hub);
    op.send({ t: 'clients', changes: true });
    const list = await op.next('clients');
    expect(list.list).toHaveLength(102);
    const from = op.frames.length;
    const late = await connect(hub, { page: 'overlay/late' });
    const change = await op.nextOf(
      (f) => f.t === 'clients-changed' && f.add.some((c) => c.page === 'overlay/late'),
      from,
    );
    // joins pushed before it may still come as changes; never the whole list again
    expect(op.frames.slice(from).filter((f) => f.t === 'clients')).toEqual([]);
    expect(change.t === 'clients-changed' && change.add.length).toBeLessThanOrEqual(2);
    expect(op.raw[op.frames.indexOf(change)]!.length).toBeLessThan(1000);
    const mark = op.frames.length;
    late.close();
    const gone = await op.nextOf((f) => f.t === 'clients-changed', mark);
    expect(gone).toMatchObject({ add: [], gone: [late.frames.find((f) => f.t === 'snap')!.clientId] });
    // several periods: nothing changes, nothing is pushed
    const quiet = op.frames.length;
    await new Promise((ok) => setTimeout(ok, 300));
    await op.barrier();
    expect(op.frames.slice(quiet).filter((f) => f.t === 'clients' || f.t === 'clients-changed')).toEqual([]);
    for (const c of [...crowd, op]) c.close();
    await hub.stop();
  });

  it('a controller or a panel saying hello with table "on-air" is refused: a command names its table', async () => {
    const hub = await testHub({ dataDir: dataDir() });
    for (const kind of ['controller', 'operator'] as const) {
      const c = new TestClient(hub.url);
      await c.opened();
      c.send({ t: 'hello', v: 1, kind, table: 'on-air', feed: 'judge', token: hub.operatorToken });
      expect(await c.next('err')).toMatchObject({ code: 'table/invalid' });
      expect((await c.waitClosed()).code).toBe(4400);
    }
    await hub.stop();
  });
});
