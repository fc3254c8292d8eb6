import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as WsSocket } from 'ws';
import { $connection, connect, type Connection } from '../../../src/client/connection.ts';

// The browser connection (Node's own WebSocket) against a scripted hub that answers by hand.
const until = async (ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const state = { seats: [{ seat: 1, nickname: 'a' }] };
const snap = (s: number) =>
  JSON.stringify({ t: 'snap', table: 't', s, now: Date.now(), state, clientId: 'c1' });
const up = (s: number) => JSON.stringify({ t: 'up', s, p: [[['seats', 0, 'nickname'], `n${s}`]] });

type Received = { t: string; at: number };
let wss: WebSocketServer | null = null;
let conn: Connection | null = null;
afterEach(async () => {
  conn?.close();
  const w = wss;
  if (w) await new Promise((r) => w.close(r));
});

/** A scripted hub: records what each socket says; `onFrame` decides the answers. */
async function scripted(onFrame: (ws: WsSocket, t: string, socket: number) => void) {
  wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss?.once('listening', r));
  const port = (wss.address() as { port: number }).port;
  const sockets: Array<{ ws: WsSocket; opened: number; got: Received[] }> = [];
  wss.on('connection', (ws) => {
    const entry = { ws, opened: Date.now(), got: [] as Received[] };
    const index = sockets.push(entry) - 1;
    ws.on('message', (m) => {
      const t = (JSON.parse(String(m)) as { t: string }).t;
      entry.got.push({ t, at: Date.now() });
      onFrame(ws, t, index);
    });
  });
  return { sockets, url: `ws://127.0.0.1:${port}` };
}

describe('the connection asks for what it needs once', () => {
  it('a gap that persists over several updates asks for one sync until the snapshot comes, then again', async () => {
    let barrier = 0;
    const hub = await scripted((ws, t) => {
      if (t === 'hello') ws.send(snap(5));
    });
    conn = connect({
      kind: 'overlay',
      table: 't',
      feed: 'table',
      url: hub.url,
      onReload: () => conn?.post({ t: 'clients' }), // the barrier's answer: after every frame before it
    });
    await until(() => $connection.get().status === 'live');
    const ws = hub.sockets[0]!.ws;
    const said = (t: string) => hub.sockets[0]!.got.filter((f) => f.t === t).length;
    const flush = async () => {
      ws.send(JSON.stringify({ t: 'reload' }));
      await until(() => said('clients') > barrier);
      barrier++;
    };
    for (const s of [7, 8, 9, 10]) ws.send(up(s)); // 6 is missing, and stays missing
    await flush();
    expect(said('sync')).toBe(1);
    ws.send(snap(10)); // the answer to the sync
    ws.send(up(11));
    ws.send(up(13)); // a new gap after the snapshot asks again
    ws.send(up(14));
    await flush();
    expect(said('sync')).toBe(2);
  });

  it('a socket dropped during the first ping burst: the new socket gets only its own burst', async () => {
    const hub = await scripted((ws, t, socket) => {
      if (t !== 'hello') return;
      if (socket === 0) return void setTimeout(() => ws.terminate(), 100); // mid-burst
      ws.send(snap(1));
    });
    conn = connect({ kind: 'overlay', table: 't', feed: 'table', url: hub.url });
    await until(() => hub.sockets.length === 2 && $connection.get().status === 'live');
    const second = hub.sockets[1]!;
    const pings = () => second.got.filter((f) => f.t === 'ping');
    await until(() => pings().length >= 5);
    // its own burst is one ping every 150 ms: the fifth comes 600 ms after it opened; pings left
    // over from the first socket's burst would have brought the count to five sooner
    expect(pings()[4]!.at - second.opened).toBeGreaterThanOrEqual(550);
  });
});
