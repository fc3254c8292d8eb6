import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { command, connect, operator, testHub, stats } from '../helpers.ts';

let hub: Awaited<ReturnType<typeof testHub>> | null = null;
afterEach(async () => {
  await hub?.stop();
  hub = null;
});

describe('bounded memory per client on every send path', () => {
  it('an overlay that stops reading and floods syncs holds one snapshot at a time; hub memory stays bounded', async () => {
    // no rate limit here: the bounds alone must hold
    hub = await testHub({
      rateLimit: { perSecond: 1e6, burst: 1e6 },
      limits: { publicRate: { perSecond: 1e6, burst: 1e6 } },
    });
    const op = await operator(hub);
    const bystander = await connect(hub);
    const slow = await connect(hub);
    expect((await stats(hub)).clients).toBe(3);
    (slow.ws as unknown as { _socket: Socket })._socket.pause(); // reads nothing from now on
    const rss0 = process.memoryUsage().rss;
    let peak = rss0;
    let queued = 0;
    const hugeId = 'i'.repeat(60_000);
    // each `sync` asks for a snapshot, each bad command gets an error: a snapshot on its way answers
    // every sync after it, the errors are small
    for (let round = 0; round < 400; round++) {
      for (let i = 0; i < 50; i++) slow.send({ t: 'sync' });
      slow.send({ t: 'cmd', id: hugeId, c: { type: 'nope' } });
      await new Promise((ok) => slow.ws.send('{"t":"ping","c":0}', ok));
      peak = Math.max(peak, process.memoryUsage().rss);
      if (round % 50 === 49) queued = Math.max(queued, (await stats(hub)).queuedBytes);
    }
    expect(peak - rss0).toBeLessThan(200 * 1024 * 1024);
    expect(queued).toBeLessThan(1024 * 1024);
    // the others are still served
    expect((await command(op, { type: 'seat/nickname', seat: 2, nickname: 'Боб' })).t).toBe('ack');
    await bystander.next('up', (u) => u.s === 1);
    // what the slow one finally reads: far fewer snapshots than the 20 000 syncs, ending on the
    // state now, its error replies without the 60 KB id
    (slow.ws as unknown as { _socket: Socket })._socket.resume();
    await slow.barrier();
    const snaps = slow.frames.filter((f) => f.t === 'snap').length;
    expect(snaps).toBeLessThan(5000);
    expect(slow.view()?.view.seats[1]?.nickname).toBe('Боб');
    expect(slow.raw.some((r) => r.includes(hugeId))).toBe(false);
  }, 60_000);

  it('a reader that stops reading and sends 1000 frames with 60 KB ids has only small replies queued', async () => {
    hub = await testHub({
      rateLimit: { perSecond: 1e6, burst: 1e6 },
      limits: { publicRate: { perSecond: 1e6, burst: 1e6 } },
    });
    const slow = await connect(hub);
    const socket = (slow.ws as unknown as { _socket: Socket })._socket;
    socket.pause();
    const rss0 = process.memoryUsage().rss;
    const hugeId = 'i'.repeat(60_000);
    for (let i = 0; i < 1000; i++) {
      slow.send({ t: 'cmd', id: hugeId, c: { type: 'seat/nickname', seat: 1, nickname: 'x' } });
      if (i % 100 === 99) await new Promise((ok) => slow.ws.send('{"t":"sync"}', ok));
    }
    slow.send({ t: 'cmd', id: 'end', c: { type: 'nope' } });
    const grown = process.memoryUsage().rss - rss0;
    socket.resume();
    await slow.next('err', (e) => e.id === 'end');
    const replies = slow.raw.reduce((n, r) => n + r.length, 0);
    // 1000 replies of a few hundred bytes and 10 snapshots; echoing the ids would be 60 MB
    expect(replies).toBeLessThan(1_000_000);
    expect(grown).toBeLessThan(200 * 1024 * 1024);
    expect(slow.frames.filter((f) => f.t === 'err' && f.id === null)).toHaveLength(1000);
  }, 60_000);

  it('a 60 KB id in a refused frame is answered with id null, never echoed', async () => {
    hub = await testHub();
    const c = await connect(hub);
    c.send({ t: 'cmd', id: 'x'.repeat(60_000), c: { type: 'seat/nickname', seat: 1, nickname: 'x' } });
    const err = await c.next('err');
    expect(err).toMatchObject({ id: null, code: 'command/invalid' });
    expect(c.raw.at(-1)!.length).toBeLessThan(1000);
  });
});
