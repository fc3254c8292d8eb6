import { rmSync } from 'node:fs';
import { connect as netConnect, type Socket } from 'node:net';
import { expect, it } from 'vitest';
import { tempDir, TestClient } from '../helpers.ts';
import { spawnHub, type SpawnedHub } from '../../../../scripts/spawn-hub.ts';
import { cleanupEachTest, UPGRADE } from '../raw-sockets.ts';

/**
 * Issue 33 item 0: a visitor on the venue Wi-Fi resets every socket he opened, refused or not,
 * upgraded or not, half-sent or not. The hub runs in its own process (an uncaught exception ends
 * it there as it would at the venue) and must go on serving.
 */
const cleanup = cleanupEachTest();

/** A raw TCP socket that sends `request` and records whether the hub answered or closed it. */
async function send(hub: SpawnedHub, request: string): Promise<{ socket: Socket; heard: Promise<void> }> {
  const socket = netConnect({ host: '127.0.0.1', port: hub.port });
  socket.on('error', () => {});
  await new Promise<void>((ok, fail) => socket.once('connect', ok).once('error', fail));
  const heard = new Promise<void>((ok) => socket.once('data', () => ok()).once('close', () => ok()));
  socket.write(request);
  return { socket, heard };
}

async function connections(hub: SpawnedHub): Promise<number> {
  const res = await fetch(`${hub.url}/api/v1/stats`, {
    headers: { authorization: `Bearer ${hub.operatorToken}` },
  });
  return ((await res.json()) as { connections: number }).connections;
}

it('refused upgrades (on /ws and on paths that are none), upgraded sockets and half-sent requests, all reset at once: the hub keeps serving', async () => {
  const dir = tempDir();
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  // 4 public sockets per address (+8 for an operator's hello), so a few dozen sockets are refused
  const hub = await spawnHub({
    env: { HUB_DATA_DIR: dir, HUB_LIMITS: JSON.stringify({ publicPerAddress: 4 }) },
  });
  cleanup.push(() => hub.child.kill('SIGKILL'));
  let exited: number | null = null;
  hub.child.once('exit', (code) => (exited = code ?? -1));

  const requests = [
    // 12 upgraded, the rest refused with 503 client/limit
    ...Array<string>(20).fill(`GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\n${UPGRADE}`),
    // a path that is no socket (the draft pages' old /draft/ws: they are on /ws): closed at once
    ...Array<string>(10).fill(`GET /draft/ws HTTP/1.1\r\nHost: 127.0.0.1\r\n${UPGRADE}`),
    // refused with 403 (DNS rebinding, a foreign page)
    ...Array<string>(10).fill(`GET /ws HTTP/1.1\r\nHost: evil.example\r\n${UPGRADE}`),
    ...Array<string>(10).fill(
      `GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example\r\n${UPGRADE}`,
    ),
  ];
  const sent = [];
  for (const r of requests) sent.push(await send(hub, r));
  // half-sent requests: headers cut in the middle, an upgrade's and a page's
  for (let i = 0; i < 10; i++) sent.push(await send(hub, `GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgr`));
  for (let i = 0; i < 10; i++) sent.push(await send(hub, 'GET /api/v1/health HTTP/1.1\r\nHo'));
  // every complete request answered (101, 403 or 503) before the reset
  await Promise.all(sent.slice(0, requests.length).map((s) => s.heard));
  for (const { socket } of sent) socket.resetAndDestroy();

  // the hub saw every reset: its connections are back to the one asking
  const deadline = Date.now() + 40_000;
  while (!((await connections(hub)) <= 1)) {
    expect(Date.now()).toBeLessThan(deadline);
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(exited).toBe(null);
  expect((await fetch(`${hub.url}/api/v1/health`)).status).toBe(200);
  const panel = new TestClient(hub.url);
  cleanup.push(() => panel.ws.terminate());
  await panel.opened();
  panel.send({ t: 'hello', v: 1, kind: 'operator', table: 'main', feed: 'judge', token: hub.operatorToken });
  await panel.next('snap', () => true, 0, 20_000);
}, 90_000);
