import type { Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientFrame, openRaw } from '../../../../bench/soak-hostile.ts';
import { command, connect, dataDir, operator, removeDataDirs, testHub, WAIT_MS } from '../helpers.ts';

/**
 * Issue 22: 1024 public sockets flooding `sync` must not slow the operator's command. A public
 * socket over its rate is neither read nor written for a while: each update is one socket write
 * fewer per flooder (the work the operator's next command waited behind), and a snapshot brings it
 * up to date afterwards, so an overlay that floods by mistake still ends on the game.
 */
afterEach(removeDataDirs);

/** Everything the hub writes to `socket` from now on: the `up` and `snap` frames, by their `s`. */
function collect(socket: Socket): () => Array<{ t: string; s: number }> {
  const chunks: Buffer[] = [];
  socket.on('data', (d: Buffer) => chunks.push(d));
  socket.resume();
  return () =>
    [
      ...Buffer.concat(chunks)
        .toString('latin1')
        .matchAll(/\{"t":"(up|snap)","(?:table":"[^"]*","s|s)":(\d+)/g),
    ].map((m) => ({ t: m[1]!, s: Number(m[2]) }));
}

describe('a flood of syncs costs the hub no write per update', () => {
  it('a public overlay over its rate gets no updates while it is not read, then a snapshot of the game as it is', async () => {
    // a hold far longer than three commands take on a loaded machine (the default is a second)
    const hub = await testHub({ dataDir: dataDir(), limits: { syncIntervalMs: 100, floodHoldMs: 8000 } });
    const op = await operator(hub);
    const flooder = await openRaw(hub.port, '127.0.0.1', { kind: 'overlay', table: 'main', feed: 'table' });
    if (!flooder) throw new Error('no socket');
    flooder.on('error', () => {});
    const frames = collect(flooder);
    await vi.waitFor(() => expect(frames().length).toBeGreaterThan(0), { timeout: WAIT_MS }); // its hello's snapshot
    // 100 syncs at once: past its 40-frame burst, so its reading is held
    await new Promise((ok) =>
      flooder.write(Buffer.concat(Array.from({ length: 100 }, () => clientFrame('{"t":"sync"}'))), ok),
    );
    // the flood is in the hub's socket before this ping: answered, the hub has read the flood too
    op.send({ t: 'ping', c: 7 });
    await op.nextOf((f) => f.t === 'pong' && f.c === 7);
    const before = frames().length;
    const acked: number[] = [];
    for (let k = 1; k <= 3; k++) {
      const r = await command(op, { type: 'seat/nickname', seat: k, nickname: `Игрок ${k}` });
      if (r.t === 'ack') acked.push(r.s);
    }
    expect(acked).toHaveLength(3);
    // once its hold ends it is caught up with a snapshot of the game after them ...
    await vi.waitFor(() => expect(frames().at(-1)).toEqual({ t: 'snap', s: acked[2] }), { timeout: 30_000 });
    // ... and none of the three updates was written to it
    expect(
      frames()
        .slice(before)
        .filter((f) => f.t === 'up'),
    ).toEqual([]);
    flooder.destroy();
    op.close();
    await hub.stop();
  });

  it('an overlay past 200 refused frames stays connected and held (closed, a flooder comes back at once); it is answered again once it calms down', async () => {
    const hub = await testHub({ dataDir: dataDir() });
    const page = await connect(hub);
    for (let i = 0; i < 600; i++) page.send({ t: 'ping', c: i });
    await page.next('err', (e) => e.code === 'rate/limited');
    await new Promise((ok) => setTimeout(ok, 2500));
    expect(page.closed).toBeNull();
    const from = page.frames.length;
    page.send({ t: 'ping', c: 9999 });
    await page.nextOf((f) => f.t === 'pong' && f.c === 9999, from);
    page.close();
    await hub.stop();
  });
});
