import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $connection, $view, connect, type Connection } from '../../../src/client/connection.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { tableLog, testHub, until } from '../hub/helpers.ts';
import { STARTED_GAME } from '../hub/started-game.ts';
import { Line } from './line.ts';

// The panel's connection (Node's own WebSocket) against the real hub, through a TCP proxy that plays
// the network (line.ts).

type Hub = Awaited<ReturnType<typeof testHub>>;
let hub: Hub;
let line: Line;
let panel: Connection;
let table = 0;
let tableId = '';

const logged = () => tableLog<{ k?: string; command: GameCommand }>(hub.dataDir, tableId);
const post = (c: GameCommand, extra: object = {}) =>
  fetch(`${hub.url}/api/v1/tables/${tableId}/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ command: c, ...extra }),
  });

beforeEach(async () => {
  hub = await testHub();
  line = new Line(hub.port);
  const port = await line.listen();
  tableId = `outbox-${++table}`;
  panel = connect({
    kind: 'operator',
    table: tableId,
    feed: 'judge',
    token: hub.operatorToken,
    page: 'panel',
    url: `ws://127.0.0.1:${port}/ws`,
  });
  await until(() => $connection.get().status === 'live');
});
afterEach(async () => {
  panel.close();
  await line.close();
  await hub.stop();
});

describe('the panel outbox: a key press is applied exactly once', () => {
  it('the line drops after the hub logged a command but before its ack: resent, acked once, applied once', async () => {
    line.cutOnAck = true;
    const r = await panel.send({ type: 'foul/add', seat: 4 });
    expect(r).toMatchObject({ ok: true, seq: 1, dup: true }); // the resend got the original ack
    expect($connection.get().attempt).toBe(0); // reconnected: the answer came on a new socket
    expect(logged().filter((l) => l.command.type === 'foul/add')).toHaveLength(1);
    await until(() => $view.get()?.seats[3]?.fouls === 1);
    // the next press is a new command
    expect(await panel.send({ type: 'foul/add', seat: 4 })).toMatchObject({ ok: true, seq: 2 });
    expect(logged()).toHaveLength(2);
    expect(new Set(logged().map((l) => l.k)).size).toBe(2);
  });

  it('keys pressed while the line is down are sent in order once it is back', async () => {
    line.refuse = true;
    line.cutAll();
    await until(() => $connection.get().status === 'offline');
    const presses = [1, 2, 3].map((seat) =>
      panel.send({ type: 'seat/nickname', seat, nickname: `p${seat}` }),
    );
    const refused = line.refused;
    await until(() => line.refused > refused); // the reconnects meanwhile are refused
    line.refuse = false;
    const results = await Promise.all(presses);
    expect(results).toEqual([
      { ok: true, seq: 1 },
      { ok: true, seq: 2 },
      { ok: true, seq: 3 },
    ]);
    expect(logged().map((l) => l.command)).toEqual(
      [1, 2, 3].map((seat) => ({ type: 'seat/nickname', seat, nickname: `p${seat}` })),
    );
  });

  it('each answer resolves its own press, errors included', async () => {
    const [a, b, c] = await Promise.all([
      panel.send({ type: 'undo' }),
      panel.send({ type: 'foul/add', seat: 2 }),
      panel.send({ type: 'undo' }),
    ]);
    expect(a).toMatchObject({ ok: false, error: { code: 'log/nothing-to-undo' } });
    expect(b).toEqual({ ok: true, seq: 1 });
    expect(c).toEqual({ ok: true, seq: 2 });
  });
});

describe('"next step" carries the state the operator saw', () => {
  beforeEach(async () => {
    for (const c of STARTED_GAME) expect((await post(c)).status).toBe(200);
    await until(() => $connection.get().seq === STARTED_GAME.length);
  });

  it('another controller stepped first (not yet shown on the panel): the panel gets command/stale', async () => {
    line.hold = true; // the deck's step has not reached the panel's screen
    expect((await post({ type: 'step/next' }, { s: STARTED_GAME.length })).status).toBe(200);
    const heldBefore = line.heldCount;
    const pressed = panel.send({ type: 'step/next' });
    await until(() => line.heldCount > heldBefore); // the hub answered (into the held line)
    line.release();
    const r = await pressed;
    expect(r).toMatchObject({ ok: false, error: { code: 'command/stale' } });
    expect(logged().filter((l) => l.command.type !== 'seat/role')).toHaveLength(3); // new, start, one step
  });

  it('a "next" pressed right after a refused command expects the state as it is (the refusal moved nothing)', async () => {
    const s = STARTED_GAME.length;
    const [refused, next] = await Promise.all([
      panel.send({ type: 'foul/remove', seat: 3 }), // no foul to take back
      panel.send({ type: 'step/next' }),
    ]);
    expect(refused).toMatchObject({ ok: false });
    expect(next).toEqual({ ok: true, seq: s + 1 });
  });

  it('quick presses on one panel chain: each takes one step', async () => {
    const s = STARTED_GAME.length;
    const r = await Promise.all([panel.send({ type: 'step/next' }), panel.send({ type: 'step/next' })]);
    expect(r).toEqual([
      { ok: true, seq: s + 1 },
      { ok: true, seq: s + 2 },
    ]);
  });
});

describe('outbox bounds', () => {
  it('while offline: at most `size` commands wait, each up to `ageMs`, then a clear error', async () => {
    panel.close();
    const offline = connect({
      kind: 'operator',
      table: 'nowhere',
      feed: 'judge',
      token: 'x',
      url: 'ws://127.0.0.1:9/ws',
      outbox: { size: 2, ageMs: 300 },
    });
    const waiting = [offline.send({ type: 'undo' }), offline.send({ type: 'undo' })];
    expect(await offline.send({ type: 'undo' })).toMatchObject({
      ok: false,
      error: { code: 'client/queue-full' },
    });
    for (const r of await Promise.all(waiting))
      expect(r).toMatchObject({
        ok: false,
        error: { code: 'client/expired', message: { key: 'client.client/expired' } },
      });
    offline.close();
  });
});
