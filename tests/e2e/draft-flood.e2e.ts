import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { DRAFT_PROTOCOL, type DraftStatusResponse } from '../../src/protocol/index.ts';
import { spawnHub, type SpawnedHub } from '../../scripts/spawn-hub.ts';
import { readAndClose, TABLET } from './draft-helpers.ts';

/**
 * Issue 36, done when: "512 keyless pages and 1000 silent sockets do not stop a real player or the
 * panel". The hub runs in its own process with 1024 descriptors (`prlimit`, as a default Linux
 * account gives it); the attack comes from two other addresses of the venue Wi-Fi (127.0.0.2 and
 * .3, loopback aliases), the player's phone and the panel from 127.0.0.1. Every wait is for an
 * event (a socket opened or closed, a page's state), bounded by a generous limit.
 */
const TABLE = 'flood';
const SILENT = 1000;
const KEYLESS = 512;
let hub: SpawnedHub;
let dataDir: string;

test.beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mafia-e2e-draft-flood-'));
  // silent sockets are held the whole test (the hello deadline past its end): the player and the
  // panel are served while they are there, not after they were cut
  hub = await spawnHub({
    env: {
      HUB_DATA_DIR: dataDir,
      HUB_DIST_DIR: resolve('dist'),
      HUB_LIMITS: JSON.stringify({ helloMs: 600_000 }),
    },
    wrapper: ['prlimit', '--nofile=1024'],
  });
});
test.afterEach(() => {
  hub.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function api(path: string, body: unknown): Promise<Response> {
  return fetch(`${hub.url}/api/v1/tables/${TABLE}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** A socket from `localAddress`: settles once it is open (held) or was refused or closed. */
function attacker(localAddress: string, hello: unknown) {
  const ws = new WebSocket(`${hub.url.replace(/^http/, 'ws')}/ws`, { localAddress });
  const closed = new Promise<number>((done) => ws.on('close', (code) => done(code)));
  const settled = new Promise<'open' | 'refused'>((done) => {
    ws.on('open', () => {
      if (hello !== null) ws.send(JSON.stringify(hello));
      done('open');
    });
    ws.on('unexpected-response', (_req, res) => {
      res.resume();
      done('refused');
      ws.terminate();
    });
    ws.on('error', () => done('refused'));
  });
  return { ws, closed, settled };
}

/** `n` attackers made `batch` at a time (each batch settled before the next). */
async function many(n: number, batch: number, make: (i: number) => ReturnType<typeof attacker>) {
  const all: Array<ReturnType<typeof attacker>> = [];
  for (let i = 0; i < n; i += batch) {
    const some = Array.from({ length: Math.min(batch, n - i) }, (_, j) => make(i + j));
    await Promise.all(some.map((a) => a.settled));
    all.push(...some);
  }
  return all;
}

test('512 keyless draft pages and 1000 silent sockets on a hub with 1024 descriptors: a real player draws his card and the panel follows it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  expect((await api('/commands', { type: 'game/new', gameId: 'flood-1' })).status).toBe(200);
  const draft = (await (await api('/draft', {})).json()) as DraftStatusResponse;

  // 1000 silent sockets from 127.0.0.2: as many as its address may hold are let in and held, the
  // rest refused at the upgrade; none says a word
  const silent = await many(SILENT, 100, () => attacker('127.0.0.2', null));
  const held = silent.filter((a) => a.ws.readyState === WebSocket.OPEN);
  expect(held.length).toBeGreaterThan(200);
  // 512 keyless draft pages from 127.0.0.3: each refused at its hello (4403), none holds a place
  const keyless = await many(KEYLESS, 100, (i) =>
    attacker('127.0.0.3', {
      t: 'hello',
      v: DRAFT_PROTOCOL,
      kind: 'draft',
      table: TABLE,
      key: `guess-${i}`,
      seat: (i % 10) + 1,
    }),
  );
  expect(new Set(await Promise.all(keyless.map((a) => a.closed)))).toEqual(new Set([4403]));

  // the panel (the operator's) and seat 1's phone, from 127.0.0.1, while the silent ones are held
  const panel = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await panel.goto(`${hub.url}/panel/?table=${TABLE}&token=${hub.operatorToken}&lang=en`);
  await expect(panel.getByTestId('draft-panel')).toHaveAttribute('data-status', 'open', { timeout: 30_000 });
  const phone = await (await browser.newContext(TABLET)).newPage();
  await phone.goto(`${draft.seats[0]!.url!}&lang=en`);
  await expect(phone.getByTestId('draft')).toHaveAttribute('data-link', 'live', { timeout: 30_000 });
  await expect(panel.getByTestId('draft-link-1')).toHaveAttribute('data-device', 'online');
  await phone.getByTestId('draw').tap();
  await readAndClose(phone);
  await expect(phone.getByTestId('closed')).toBeVisible();
  await expect(panel.getByTestId('draft-seat-1')).toHaveAttribute('data-state', 'closed');
  await expect(panel.getByTestId('draft-progress')).toContainText('Seat 2 is on turn');

  // all the while the silent sockets were held, and the hub never went down
  expect(held.filter((a) => a.ws.readyState === WebSocket.OPEN)).toHaveLength(held.length);
  expect(hub.child.exitCode).toBe(null);
  for (const a of silent) a.ws.terminate();
});
