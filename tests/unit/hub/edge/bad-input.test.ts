import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { command, connect, operator, testHub, TestClient, WAIT_MS } from '../helpers.ts';
import { en, ru } from '../../../said.ts';

let hub: Awaited<ReturnType<typeof testHub>>;
beforeEach(async () => {
  hub = await testHub({ rateLimit: { perSecond: 50, burst: 100 } });
});
afterEach(async () => {
  await hub.stop();
});

/** After the bad input: state is unchanged and a bystander overlay still gets updates. */
async function stillServing(bystander: TestClient, expectedSeq: number) {
  const op = await operator(hub);
  expect((await op.next('snap')).s).toBe(expectedSeq);
  const ack = await command(op, { type: 'seat/nickname', seat: 9, nickname: 'after' });
  expect(ack.t).toBe('ack');
  const up = await bystander.next('up', (u) => u.s === expectedSeq + 1);
  expect(up.p).toEqual([[['seats', 8, 'nickname'], 'after']]);
}

describe('bad input over WebSocket: typed error, nothing changes, everyone else is served', () => {
  it('malformed JSON -> err frame/malformed-json', async () => {
    const bystander = await connect(hub);
    const op = await operator(hub);
    op.send('{"t":"cmd", "id": 1, ');
    expect((await op.next('err')).code).toBe('frame/malformed-json');
    await stillServing(bystander, 0);
  });

  it('wrong types: a seat given as a string -> err command/invalid naming the field', async () => {
    const bystander = await connect(hub);
    const op = await operator(hub);
    op.send({ t: 'cmd', id: 'x1', c: { type: 'seat/nickname', seat: 'four', nickname: 'K' } });
    const err = await op.next('err');
    expect(err).toMatchObject({ id: 'x1', code: 'command/invalid', clause: null });
    expect(en(err.message)).toContain('seat');
    expect(ru(err.message)?.length).toBeGreaterThan(0);
    await stillServing(bystander, 0);
  });

  it('unknown command -> err command/unknown; unknown frame type -> err frame/unknown-type', async () => {
    const bystander = await connect(hub);
    const op = await operator(hub);
    op.send({ t: 'cmd', id: 7, c: { type: 'table/flip' } });
    expect(await op.next('err')).toMatchObject({ id: 7, code: 'command/unknown' });
    op.send({ t: 'shout', id: 8 });
    expect(await op.next('err', (e) => e.id === 8)).toMatchObject({ code: 'frame/unknown-type' });
    op.send([1, 2, 3]);
    expect(await op.next('err', (e) => e.code === 'frame/invalid')).toBeTruthy();
    await stillServing(bystander, 0);
  });

  it('a frame over 64 KB closes that connection with 1009; the hub keeps serving', async () => {
    const bystander = await connect(hub);
    const op = await operator(hub);
    op.send({ t: 'cmd', id: 1, c: { type: 'seat/nickname', seat: 1, nickname: 'x'.repeat(70_000) } });
    expect((await op.waitClosed()).code).toBe(1009);
    await stillServing(bystander, 0);
  });

  it('frames before hello -> err hello/required; binary frames -> err frame/binary', async () => {
    const c = new TestClient(hub.url);
    await c.opened();
    c.send({ t: 'cmd', id: 1, c: { type: 'undo' } });
    expect((await c.next('err')).code).toBe('hello/required');
    c.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await c.next('err', (e) => e.code === 'frame/binary')).toBeTruthy();
  });

  it('an overlay sending a command -> err auth/read-only', async () => {
    const bystander = await connect(hub);
    const overlay = await connect(hub);
    overlay.send({ t: 'cmd', id: 1, c: { type: 'seat/nickname', seat: 1, nickname: 'hack' } });
    expect(await overlay.next('err')).toMatchObject({ id: 1, code: 'auth/read-only' });
    await stillServing(bystander, 0);
  });

  it('operator without a token or with a wrong one: err auth/token, closed 4401', async () => {
    for (const token of [undefined, 'wrong', hub.operatorToken.slice(0, -1) + 'x']) {
      const c = new TestClient(hub.url);
      await c.opened();
      c.send({ t: 'hello', v: 1, kind: 'operator', table: 'main', feed: 'table', token });
      expect((await c.next('err')).code).toBe('auth/token');
      expect((await c.waitClosed()).code).toBe(4401);
    }
    const bystander = await connect(hub);
    await stillServing(bystander, 0);
  });

  it('invalid table ids are refused; a new valid id creates a table', async () => {
    for (const table of ['../etc', 'Main', '', 'a'.repeat(40), 'main/x']) {
      const c = new TestClient(hub.url);
      await c.opened();
      c.send({ t: 'hello', v: 1, kind: 'overlay', table, feed: 'table' });
      const err = await c.next('err');
      expect(err.code).toBe('frame/invalid');
    }
    const fresh = await connect(hub, { table: 'semifinal-2' });
    expect((await fresh.next('snap')).table).toBe('semifinal-2');
  });

  it('illegal game move: the engine error is passed through with its code', async () => {
    const bystander = await connect(hub);
    const op = await operator(hub);
    const err = await command(op, { type: 'speech/end' });
    expect(err.t).toBe('err');
    if (err.t === 'err') {
      expect(err.code).not.toMatch(/^(frame|command|auth)\//);
      expect(en(err.message)?.length).toBeGreaterThan(0);
    }
    await stillServing(bystander, 0);
  });

  it('a flood: err rate/limited once over the limit, closed 1008 when it persists', async () => {
    const bystander = await connect(hub);
    const op = await operator(hub);
    const t0 = Date.now();
    for (let i = 0; i < 400; i++) op.send({ t: 'ping', c: i });
    expect(await op.next('err', (e) => e.code === 'rate/limited')).toBeTruthy();
    expect((await op.waitClosed()).code).toBe(1008);
    const pongs = op.frames.filter((f) => f.t === 'pong').length;
    expect(pongs).toBeGreaterThanOrEqual(90); // burst 100, minus the hello
    // and 50 more a second however long a loaded machine took to read the 400
    expect(pongs).toBeLessThanOrEqual(100 + Math.ceil((50 * (Date.now() - t0)) / 1000));
    expect(pongs).toBeLessThan(400);
    await stillServing(bystander, 0);
  });

  it('a flood read slowly, that lets a frame through now and then as the bucket refills, is still closed 1008', async () => {
    const op = await operator(hub);
    // 60 frames every 100 ms against 50/s: each batch gets ~5 through, ~55 refused
    for (let batch = 0; batch < 40 && !op.closed; batch++) {
      for (let i = 0; i < 60; i++) op.send({ t: 'ping', c: batch * 100 + i });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await op.waitClosed()).code).toBe(1008);
    const pongs = op.frames.filter((f) => f.t === 'pong').length;
    expect(pongs).toBeGreaterThan(100); // some got through after the burst: not refused in a row
  });

  it('a flood of commands: every command is answered by its id (ack or err rate/limited), none dropped', async () => {
    const op = await operator(hub);
    const n = 150; // burst 100: some are accepted, the rest refused, the connection stays (under 200 in a row)
    for (let i = 1; i <= n; i++)
      op.send({ t: 'cmd', id: i, c: { type: 'seat/nickname', seat: 2, nickname: `f${i}` } });
    const answers = () =>
      new Set(
        op.frames.flatMap((f) =>
          (f.t === 'ack' || f.t === 'err') && typeof f.id === 'number' ? [f.id] : [],
        ),
      );
    await vi.waitFor(() => expect(answers().has(n)).toBe(true), { timeout: WAIT_MS });
    const answered = answers();
    for (let i = 1; i <= n; i++) expect(answered.has(i), `command ${i}`).toBe(true);
    const refused = op.frames.filter((f) => f.t === 'err' && f.code === 'rate/limited').length;
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThan(n);
  });

  it('a burst of commands within the limit is all accepted, in order', async () => {
    const op = await operator(hub);
    const o = await connect(hub);
    for (let i = 1; i <= 60; i++)
      op.send({ t: 'cmd', id: i, c: { type: 'seat/nickname', seat: 1, nickname: `n${i}` } });
    await op.next('ack', (a) => a.id === 60);
    await o.next('up', (u) => u.s === 60);
    expect(o.frames.filter((f) => f.t === 'up').map((f) => f.t === 'up' && f.s)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    expect(o.view()?.view.seats[0]?.nickname).toBe('n60');
  });

  it('overlays vanishing in the middle of a burst do not disturb the others', async () => {
    const op = await operator(hub);
    const stay = await connect(hub);
    const leaving = await Promise.all(Array.from({ length: 20 }, () => connect(hub)));
    for (let i = 1; i <= 40; i++) {
      op.send({ t: 'cmd', id: i, c: { type: 'seat/nickname', seat: 1, nickname: `n${i}` } });
      if (i === 10) for (const c of leaving) c.ws.terminate();
    }
    await op.next('ack', (a) => a.id === 40);
    await stay.next('up', (u) => u.s === 40);
    expect(stay.view()?.view.seats[0]?.nickname).toBe('n40');
  });

  it('repeated hello -> err hello/repeated; wrong protocol version -> closed', async () => {
    const o = await connect(hub);
    o.send({ t: 'hello', v: 1, kind: 'overlay', table: 'other', feed: 'table' });
    expect((await o.next('err')).code).toBe('hello/repeated');
    const c = new TestClient(hub.url);
    await c.opened();
    c.send({ t: 'hello', v: 99, kind: 'overlay', table: 'main', feed: 'table' });
    expect((await c.next('err')).code).toBe('protocol/version');
    expect((await c.waitClosed()).code).toBe(4400);
  });
});
