import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket as WsSocket } from 'ws';
import { $clockOffset, $connection, $view, connect } from '../../../src/client/connection.ts';
import { startHub, type Hub } from '../../../src/server/index.ts';

// The browser connection runs here on Node's own WebSocket against the real hub.
let hub: Hub;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'client-test-'));
  hub = await startHub({ port: 0, dataDir });
});
afterAll(async () => {
  await hub.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const until = async (ok: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const wsUrl = () => hub.url.replace('http', 'ws') + '/ws';

describe('client connection against the real hub', () => {
  it('an operator command is acked and its change arrives as a patch on the view', async () => {
    const conn = connect({
      kind: 'operator',
      table: 'client-a',
      feed: 'judge',
      token: hub.operatorToken,
      url: wsUrl(),
    });
    await until(() => $connection.get().status === 'live');
    const r = await conn.send({ type: 'seat/nickname', seat: 3, nickname: 'Дракон' });
    expect(r).toMatchObject({ ok: true });
    await until(() => $view.get()?.seats[2]?.nickname === 'Дракон');
    conn.close();
  });

  it('a rejected command resolves with the typed error, in ru and en', async () => {
    const conn = connect({
      kind: 'operator',
      table: 'client-b',
      feed: 'judge',
      token: hub.operatorToken,
      url: wsUrl(),
    });
    await until(() => $connection.get().status === 'live');
    const r = await conn.send({ type: 'undo' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error).toMatchObject({
        code: expect.any(String),
        message: { key: expect.stringMatching(/^rule\./) },
      });
    conn.close();
  });

  it('a command on a page the hub refused (wrong token) resolves at once with client/offline', async () => {
    const conn = connect({
      kind: 'operator',
      table: 'client-c',
      feed: 'judge',
      token: 'x',
      url: wsUrl(),
    });
    await until(() => $connection.get().status === 'refused');
    const r = await conn.send({ type: 'undo' });
    expect(r).toMatchObject({ ok: false, error: { code: 'client/offline' } });
    conn.close();
  });

  it('the clock offset to a hub on the same machine is a few ms at most', async () => {
    $clockOffset.set(99_999);
    const conn = connect({ kind: 'overlay', table: 'client-d', feed: 'table', url: wsUrl() });
    await until(() => Math.abs($clockOffset.get()) < 50);
    conn.close();
  });
});

describe('client connection against a scripted hub', () => {
  it('a gap in the sequence asks for sync; a dropped socket reconnects and says hello again', async () => {
    const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => wss.once('listening', r));
    const port = (wss.address() as { port: number }).port;
    const received: string[] = [];
    const sockets: WsSocket[] = [];
    const state = { seats: [{ seat: 1, nickname: 'a' }] };
    wss.on('connection', (ws) => {
      sockets.push(ws);
      ws.on('message', (m) => {
        const f = JSON.parse(String(m)) as { t: string };
        received.push(f.t);
        if (f.t === 'hello' || f.t === 'sync')
          ws.send(JSON.stringify({ t: 'snap', table: 't', s: 5, now: Date.now(), state, clientId: 'c1' }));
      });
    });
    const conn = connect({ kind: 'overlay', table: 't', feed: 'table', url: `ws://127.0.0.1:${port}` });
    await until(() => $connection.get().status === 'live');
    const ws = sockets[0]!;
    ws.send(JSON.stringify({ t: 'up', s: 6, p: [[['seats', 0, 'nickname'], 'b']] }));
    await until(() => ($view.get() as unknown as typeof state).seats[0]?.nickname === 'b');
    ws.send(JSON.stringify({ t: 'up', s: 8, p: [[['seats', 0, 'nickname'], 'lost']] })); // 7 is missing
    await until(() => received.includes('sync'));
    expect(($view.get() as unknown as typeof state).seats[0]?.nickname).not.toBe('lost');
    await until(() => ($view.get() as unknown as typeof state).seats[0]?.nickname === 'a'); // fresh snapshot
    ws.terminate();
    await until(() => received.filter((t) => t === 'hello').length === 2, 5000);
    conn.close();
    await new Promise((r) => wss.close(r));
  });
});
