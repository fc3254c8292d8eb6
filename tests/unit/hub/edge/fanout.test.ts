import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, GameViewSchema, ServerFrameSchema } from '../../../../src/protocol/index.ts';
import { command, connect, operator, testHub } from '../helpers.ts';

let hub: Awaited<ReturnType<typeof testHub>>;
beforeEach(async () => {
  hub = await testHub({ spectatorKey: 'spec-key' });
});
afterEach(async () => {
  await hub.stop();
});

describe('hello, snapshot, command, update', () => {
  it('an overlay says hello and gets the table snapshot with its client id', async () => {
    const overlay = await connect(hub, { page: 'overlay/seats' });
    const snap = await overlay.next('snap');
    expect(ServerFrameSchema.parse(snap)).toBeTruthy();
    expect(snap.table).toBe('main');
    expect(snap.s).toBe(0);
    expect(GameViewSchema.parse(snap.state).feed).toBe('table');
    expect(snap.clientId).toMatch(/^c/);
    expect(Math.abs(snap.now - Date.now())).toBeLessThan(1000);
  });

  it('operator sets a nickname -> ack with the new seq, every overlay gets one small update', async () => {
    const op = await operator(hub);
    const overlays = await Promise.all([connect(hub), connect(hub), connect(hub)]);
    const ack = await command(op, { type: 'seat/nickname', seat: 4, nickname: 'Kot' });
    expect(ack).toEqual({ t: 'ack', id: expect.anything(), s: 1 });
    for (const o of overlays) {
      const up = await o.next('up');
      expect(up.s).toBe(1);
      expect(o.view()?.view.seats[3]?.nickname).toBe('Kot');
    }
    // every overlay of the feed got byte-identical frames
    const sizes = new Set(overlays.map((o) => o.raw[1]));
    expect(sizes.size).toBe(1);
    expect(Buffer.byteLength(overlays[0]!.raw[1]!)).toBeLessThan(150);
  });

  it('the sender gets the update of its own feed before the ack', async () => {
    const op = await operator(hub);
    await command(op, { type: 'seat/nickname', seat: 2, nickname: 'B' });
    expect(op.frames.slice(-2).map((f) => f.t)).toEqual(['up', 'ack']);
  });

  it('undo and redo are broadcast like any other change', async () => {
    const op = await operator(hub);
    const o = await connect(hub);
    await command(op, { type: 'seat/nickname', seat: 5, nickname: 'Kot' });
    expect((await command(op, { type: 'undo' })).t).toBe('ack');
    await o.next('up', (u) => u.s === 2);
    expect(o.view()?.view.seats[4]?.nickname).toBe('');
    expect((await command(op, { type: 'redo' })).t).toBe('ack');
    await o.next('up', (u) => u.s === 3);
    expect(o.view()?.view.seats[4]?.nickname).toBe('Kot');
  });

  it('tables are independent: a command on "final" is not seen on "main"', async () => {
    const opFinal = await operator(hub, { table: 'final' });
    const onMain = await connect(hub, { table: 'main' });
    const onFinal = await connect(hub, { table: 'final' });
    await command(opFinal, { type: 'seat/nickname', seat: 1, nickname: 'A' });
    await onFinal.next('up');
    await onMain.barrier();
    expect(onMain.frames.filter((f) => f.t === 'up')).toHaveLength(0);
  });

  it('a client joining during a burst sees its snapshot then exactly the later updates, in order', async () => {
    const op = await operator(hub);
    for (let i = 1; i <= 40; i++)
      op.send({ t: 'cmd', id: i, c: { type: 'seat/nickname', seat: (i % 10) + 1, nickname: `n${i}` } });
    await op.next('ack', (a) => a.id === 5);
    const late = await connect(hub);
    await op.next('ack', (a) => a.id === 40);
    await late.nextOf((f) => (f.t === 'up' || f.t === 'snap') && f.s === 40);
    const seqs = late.frames.flatMap((f) => (f.t === 'snap' || f.t === 'up' ? [f.s] : []));
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => seqs[0]! + i));
    const fresh = await connect(hub);
    expect(late.view()).toEqual(fresh.view());
  });

  it('ping -> pong with the client stamp and server time', async () => {
    const o = await connect(hub);
    o.send({ t: 'ping', c: 123.5 });
    const pong = await o.next('pong');
    expect(pong.c).toBe(123.5);
    expect(Math.abs(pong.s - Date.now())).toBeLessThan(1000);
  });

  it('an update was missed -> sync brings a snapshot at the current seq', async () => {
    const op = await operator(hub);
    const o = await connect(hub);
    await command(op, { type: 'seat/nickname', seat: 1, nickname: 'A' });
    await command(op, { type: 'seat/nickname', seat: 2, nickname: 'B' });
    await o.next('up', (u) => u.s === 2);
    // pretend the client lost update 1: it asks for a snapshot and gets state at seq 2
    const from = o.frames.length;
    o.send({ t: 'sync' });
    const snap = await o.next('snap', () => true, from);
    expect(snap.s).toBe(2);
    expect(snap.state.seats.slice(0, 2).map((s) => s.nickname)).toEqual(['A', 'B']);
    // the next update follows the snapshot without a gap and applies to it cleanly
    await command(op, { type: 'seat/nickname', seat: 3, nickname: 'C' });
    const up = await o.next('up', (u) => u.s === 3);
    expect(apply(snap.state, up.p)).toEqual((await connect(hub)).view()?.view);
  });
});

describe('feeds', () => {
  it('spectator feed without the key is refused and closed', async () => {
    const c = await connect(hub, { feed: 'spectator' }).catch((e: Error) => e);
    expect(c).toBeInstanceOf(Error);
  });

  it('spectator feed with the key, judge feed with the token', async () => {
    const spec = await connect(hub, { feed: 'spectator', key: 'spec-key' });
    expect((await spec.next('snap')).state.feed).toBe('spectator');
    const judge = await connect(hub, { feed: 'judge', token: hub.operatorToken });
    expect((await judge.next('snap')).state.feed).toBe('judge');
  });

  it('judge feed without the token: err auth/token, closed 4401', async () => {
    const { TestClient } = await import('../helpers.ts');
    const c = new TestClient(hub.url);
    await c.opened();
    c.send({ t: 'hello', v: 1, kind: 'overlay', table: 'main', feed: 'judge' });
    const err = await c.next('err');
    expect(err.code).toBe('auth/token');
    expect((await c.waitClosed()).code).toBe(4401);
  });

  it('each feed gets its own projection (the judge update carries the judge feed only)', async () => {
    const op = await operator(hub);
    const table = await connect(hub, { feed: 'table' });
    const spec = await connect(hub, { feed: 'spectator', key: 'spec-key' });
    await command(op, { type: 'seat/nickname', seat: 2, nickname: 'Don' });
    await table.next('up');
    await spec.next('up');
    expect(table.view()?.view.feed).toBe('table');
    expect(spec.view()?.view.feed).toBe('spectator');
    expect(op.view()?.view.feed).toBe('judge');
  });
});

describe('registry and reload', () => {
  it('operator lists clients and reloads one overlay; the others are untouched', async () => {
    const op = await operator(hub);
    const a = await connect(hub, { page: 'overlay/seats' });
    const b = await connect(hub, { page: 'overlay/timer' });
    op.send({ t: 'clients' });
    const list = (await op.next('clients')).list;
    expect(list.map((c) => c.page).sort()).toEqual(['overlay/seats', 'overlay/timer', 'panel']);
    const aId = (await a.next('snap')).clientId;
    op.send({ t: 'reload', target: aId });
    await a.next('reload');
    await b.barrier();
    expect(b.frames.some((f) => f.t === 'reload')).toBe(false);
    op.send({ t: 'reload', target: 'all' });
    await b.next('reload');
    expect(op.frames.some((f) => f.t === 'reload')).toBe(false);
  });

  it('an operator who asked for the registry gets it again when an overlay joins or leaves', async () => {
    const op = await operator(hub);
    op.send({ t: 'clients' });
    expect((await op.next('clients')).list).toHaveLength(1);
    const from = op.frames.length;
    const o = await connect(hub, { page: 'overlay/timer' });
    const joined = await op.next('clients', (f) => f.list.length === 2, from);
    expect(joined.list.map((c) => c.page)).toContain('overlay/timer');
    o.close();
    await op.next('clients', (f) => f.list.length === 1, op.frames.length);
  });

  it('an overlay cannot list or reload clients', async () => {
    const o = await connect(hub);
    o.send({ t: 'reload', target: 'all' });
    expect((await o.next('err')).code).toBe('auth/read-only');
  });
});
