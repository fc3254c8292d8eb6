import { rmSync } from 'node:fs';
import { afterEach, expect, it } from 'vitest';
import type { GameCommand } from '../../../../src/protocol/index.ts';
import { command, tempDir, TestClient, WAIT_MS } from '../helpers.ts';
import { spawnHub, type SpawnedHub } from '../../../../scripts/spawn-hub.ts';

const cleanup: Array<() => void> = [];
afterEach(() => {
  for (const f of cleanup.splice(0)) f();
});

async function hello(hub: SpawnedHub, feed: 'judge' | 'table', kind: 'operator' | 'overlay') {
  const c = new TestClient(hub.url);
  await c.opened();
  c.send({
    t: 'hello',
    v: 1,
    kind,
    table: 'main',
    feed,
    token: kind === 'operator' ? hub.operatorToken : undefined,
  });
  await c.next('snap');
  return c;
}

it('a hub killed with SIGKILL mid-game loses no acked command; clients get the state on reconnect', async () => {
  const dir = tempDir();
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const env = { HUB_DATA_DIR: dir, HUB_RATE: JSON.stringify({ perSecond: 10_000, burst: 10_000 }) };
  const first = await spawnHub({ env });
  cleanup.push(() => first.child.kill('SIGKILL'));
  const op = await hello(first, 'judge', 'operator');
  const overlay = await hello(first, 'table', 'overlay');

  const sent: GameCommand[] = [{ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'crash-game' }];
  for (let i = 1; i < 3000; i++) sent.push({ type: 'seat/nickname', seat: (i % 10) + 1, nickname: `n${i}` });
  // a steady stream of commands, 10 a millisecond and at most AHEAD past the last ack, so that some
  // are always in flight (pipelined all at once, group commit acks them in one or two groups before
  // any kill can land; unbounded, a loaded machine ran the hub through all 3000 before this process
  // saw the 120th ack); the hub is killed as soon as 120 are acknowledged
  const AHEAD = 40;
  let sending = true;
  const stream = (async () => {
    for (let i = 0; i < sent.length && sending; i += 10) {
      if (i > AHEAD) {
        const acked = await op
          .next('ack', (a) => (a.id as number) >= i - AHEAD)
          .then(
            () => true,
            () => false, // the hub is gone
          );
        if (!acked) break;
      }
      sent.slice(i, i + 10).forEach((c, j) => op.send({ t: 'cmd', id: i + j, c }));
      await new Promise((r) => setTimeout(r, 1));
    }
  })();
  await op.next('ack', (a) => a.id === 120);
  first.child.kill('SIGKILL');
  await op.waitClosed();
  await overlay.waitClosed();
  sending = false;
  await stream;
  const acked = op.frames.flatMap((f) => (f.t === 'ack' ? [f] : []));
  expect(acked.length).toBeGreaterThanOrEqual(121);
  expect(acked.length).toBeLessThan(sent.length); // it really died mid-game
  const lastAck = acked[acked.length - 1]!;

  const second = await spawnHub({ env });
  cleanup.push(() => second.child.kill('SIGKILL'));
  const res = await fetch(`${second.url}/api/v1/games/crash-game/protocol.json`, {
    headers: { authorization: `Bearer ${second.operatorToken}` },
  });
  const protocol = (await res.json()) as { log: { command: GameCommand }[] };
  // every acked command is in the restored log, in order (durable ones not yet acked may follow)
  expect(protocol.log.length).toBeGreaterThanOrEqual(acked.length);
  for (const a of acked) expect(protocol.log[a.id as number]?.command).toEqual(sent[a.id as number]);

  // an overlay that reconnects is shown at least the last acked state
  const again = await hello(second, 'table', 'overlay');
  const snap = again.view()!;
  expect(snap.s).toBeGreaterThanOrEqual(lastAck.s);
  const seen = overlay.view()!;
  expect(snap.s).toBeGreaterThanOrEqual(seen.s);
  if (snap.s === seen.s) expect(snap.view).toEqual(seen.view);
  second.child.kill('SIGTERM');
}, 120_000);

it('the browser client reconnects by itself to a hub restarted after SIGKILL and shows every acked command', async () => {
  const { connect: connectClient, $connection, $view } = await import('../../../../src/client/connection.ts');
  const dir = tempDir();
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const env = { HUB_DATA_DIR: dir };
  const first = await spawnHub({ env });
  cleanup.push(() => first.child.kill('SIGKILL'));
  const overlay = connectClient({
    kind: 'overlay',
    table: 'main',
    feed: 'table',
    page: 'test',
    url: `ws://127.0.0.1:${first.port}/ws`,
  });
  cleanup.push(() => overlay.close());
  const op = await hello(first, 'judge', 'operator');
  for (let i = 1; i <= 10; i++)
    op.send({ t: 'cmd', id: i, c: { type: 'seat/nickname', seat: i, nickname: `before-${i}` } });
  await op.next('ack', (a) => a.id === 10);
  first.child.kill('SIGKILL');
  await op.waitClosed();

  const second = await spawnHub({ env: { ...env, HUB_PORT: String(first.port) } });
  cleanup.push(() => second.child.kill('SIGKILL'));
  const op2 = await hello(second, 'judge', 'operator');
  await command(op2, { type: 'seat/nickname', seat: 1, nickname: 'after' });
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline && $view.get()?.seats[0]?.nickname !== 'after')
    await new Promise((r) => setTimeout(r, 50));
  expect($connection.get().status).toBe('live');
  expect($view.get()?.seats.map((s) => s.nickname)).toEqual([
    'after',
    ...Array.from({ length: 9 }, (_, i) => `before-${i + 2}`),
  ]);
}, 120_000);

it('SIGKILL at random moments with commands in flight: the panel resends with its keys, 0 acked lost, 0 applied twice', async () => {
  const { connect: connectClient, $connection } = await import('../../../../src/client/connection.ts');
  const dir = tempDir();
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  const env = { HUB_DATA_DIR: dir, HUB_RATE: JSON.stringify({ perSecond: 10_000, burst: 10_000 }) };
  let hub = await spawnHub({ env });
  const port = String(hub.port);
  cleanup.push(() => hub.child.kill('SIGKILL'));
  const panel = connectClient({
    kind: 'operator',
    table: 'main',
    feed: 'judge',
    token: hub.operatorToken,
    page: 'panel',
    url: `ws://127.0.0.1:${port}/ws`,
  });
  cleanup.push(() => panel.close());
  const live = async () => {
    const end = Date.now() + 15_000;
    while ($connection.get().status !== 'live' && Date.now() < end)
      await new Promise((r) => setTimeout(r, 20));
  };
  await live();
  expect(await panel.send({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'once-crash' })).toMatchObject(
    {
      ok: true,
    },
  );

  const ROUNDS = 5;
  const PER_ROUND = 30;
  const sent: string[] = [];
  const results: Array<Awaited<ReturnType<typeof panel.send>>> = [];
  let inFlightAtKill = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    await live();
    let acked = 0;
    const press = (i: number) => {
      const nickname = `r${round}-${i}`;
      sent.push(nickname);
      return panel.send({ type: 'seat/nickname', seat: (i % 10) + 1, nickname }).then((r) => {
        acked++;
        return r;
      });
    };
    // kill -9 after a random number of acks, with the last presses sent in the same turn: those are
    // in flight by construction (a loaded machine's group commit acked a whole round in one group,
    // so no count of acks to wait for left any in flight); the earlier ones may be logged, unacked
    const early = Math.floor(Math.random() * (PER_ROUND - 5));
    const presses = Array.from({ length: early }, (_, i) => press(i));
    const killAfter = Math.floor(Math.random() * (early + 1));
    const end = Date.now() + WAIT_MS;
    while (acked < killAfter && Date.now() < end) await new Promise((r) => setImmediate(r));
    for (let i = early; i < PER_ROUND; i++) presses.push(press(i));
    hub.child.kill('SIGKILL');
    inFlightAtKill += PER_ROUND - acked;
    await new Promise((r) => hub.child.once('exit', r));
    hub = await spawnHub({ env: { ...env, HUB_PORT: port } });
    results.push(...(await Promise.all(presses)));
  }
  const dups = results.filter((r) => r.ok && r.dup).length;
  console.log(
    `${ROUNDS} SIGKILLs, ${inFlightAtKill} commands in flight at the kills, ${dups} answered as dup`,
  );
  expect(inFlightAtKill).toBeGreaterThan(0);
  // every press was acknowledged in the end (the panel resent it after the restart)
  expect(results.filter((r) => !r.ok)).toEqual([]);

  // count from the restored log: archive the game on the restarted hub and read its protocol
  panel.close();
  hub.child.kill('SIGKILL');
  await new Promise((r) => hub.child.once('exit', r));
  hub = await spawnHub({ env: { ...env, HUB_PORT: port } });
  const auth = { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' };
  const next = await fetch(`${hub.url}/api/v1/tables/main/commands`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ type: 'game/new', ruleset: 'mafclub-2023', gameId: 'after' }),
  });
  expect(next.status).toBe(200);
  const res = await fetch(`${hub.url}/api/v1/games/once-crash/protocol.json`, { headers: auth });
  const protocol = (await res.json()) as { log: { command: GameCommand }[] };
  const names = protocol.log.flatMap((e) => (e.command.type === 'seat/nickname' ? [e.command.nickname] : []));
  expect(names).toEqual(sent); // each exactly once, in the order pressed
  hub.child.kill('SIGTERM');
}, 180_000);
