import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  command,
  connect,
  dataDir,
  operator,
  removeDataDirs,
  testHub,
  type TestClient,
  WAIT_MS,
} from '../helpers.ts';
import { FaultyDisk } from '../disk-faults.ts';
import type { ServerFrame } from '../../../../src/protocol/index.ts';

/**
 * Commands that arrive while the disk syncs are synced together next (group commit), and nobody
 * sees or gets an answer for one before its sync is done. A refused sync fails its whole group:
 * the table goes back to the game before the group, in memory and on disk.
 */

afterEach(removeDataDirs);

const LOG = /tables\/main\/current\.jsonl$/;
const nick = (seat: number, nickname: string) => ({ type: 'seat/nickname', seat, nickname });

/** A command with a precondition that cannot hold: refused at once with the table's `s`. */
async function stale(c: TestClient, id: number) {
  c.send({ t: 'cmd', id, s: 0, c: nick(9, 'Z') });
  return c.nextOf((f) => f.t === 'err' && f.id === id);
}

/** Resolves once the hub has handled everything the client sent before (a ping is answered in order). */
async function barrier(c: TestClient): Promise<void> {
  const stamp = Math.random();
  c.send({ t: 'ping', c: stamp });
  await c.next('pong', (f) => f.c === stamp);
}

type Answer = Extract<ServerFrame, { t: 'ack' | 'err' }>;
const answers = (c: TestClient, ids: number[]): Answer[] =>
  c.frames.filter((f): f is Answer => (f.t === 'ack' || f.t === 'err') && ids.includes(f.id as number));
const shown = (f: Answer) => (f.t === 'err' ? f.code : f.s);

describe('group commit', () => {
  it('three commands that arrive during a sync that the disk then refuses all get store/write-failed; the one synced before them stands', async () => {
    const dir = dataDir();
    const disk = new FaultyDisk();
    // syncs on the thread pool: the hub goes on reading frames while one is under way
    const hub = await testHub({ dataDir: dir, disk, inlineSyncMs: 0 });
    const op = await operator(hub);
    expect((await command(op, nick(1, 'A'))).t).toBe('ack'); // the log exists
    const overlay = await connect(hub);

    disk.hold(); // a slow disk: the next sync waits
    op.send({ t: 'cmd', id: 101, c: nick(2, 'B') });
    await vi.waitFor(() => expect(disk.waiting, 'the first command is syncing').toBe(1), {
      timeout: WAIT_MS,
    });
    for (const [id, seat] of [
      [102, 3],
      [103, 4],
      [104, 5],
    ] as const)
      op.send({ t: 'cmd', id, c: nick(seat, `X${seat}`) });
    // the operator's own ping waits behind its commands' answers: another panel's stale command
    // tells the sequence number commands are decided on, 5 once the three are in
    const probe = await operator(hub);
    let probeId = 900;
    await vi.waitFor(
      async () => expect(await stale(probe, ++probeId)).toMatchObject({ code: 'command/stale', s: 5 }),
      { timeout: WAIT_MS },
    );
    probe.close();
    await barrier(overlay);
    expect(answers(op, [101, 102, 103, 104]), 'no answer before the sync').toEqual([]);
    expect(
      overlay.frames.filter((f) => f.t === 'up'),
      'nothing shown before the sync',
    ).toEqual([]);

    // the first sync goes through; the group's (the three commands together) fails
    disk.arm({ op: 'fdatasync', path: LOG, nth: 2, error: 'EIO' });
    disk.release();
    await op.nextOf((f) => f.t === 'err' && f.id === 104);
    expect(disk.fired).toBe(true);
    expect(answers(op, [101, 102, 103, 104]).map((f) => [f.id, shown(f)])).toEqual([
      [101, 2],
      [102, 'store/write-failed'],
      [103, 'store/write-failed'],
      [104, 'store/write-failed'],
    ]);
    await barrier(overlay);
    expect(overlay.frames.filter((f) => f.t === 'up').map((f) => f.s)).toEqual([2]);

    // memory went back to the game before the group: the next command is number 3 on top of B
    const seats = () =>
      op
        .view()
        ?.view.seats.map((s) => s.nickname)
        .slice(0, 5);
    expect(seats()).toEqual(['A', 'B', '', '', '']);
    const next = await command(op, nick(3, 'C'));
    expect(next).toMatchObject({ t: 'ack', s: 3 });
    const lines = readFileSync(join(dir, 'tables', 'main', 'current.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines.map((l) => (JSON.parse(l) as { command: { nickname: string } }).command.nickname)).toEqual([
      'A',
      'B',
      'C',
    ]);
    op.close();
    overlay.close();
    await hub.close();

    const again = await testHub({ dataDir: dir });
    const view = (await operator(again)).view();
    expect(view?.s).toBe(3);
    expect(view?.view.seats.map((s) => s.nickname).slice(0, 5)).toEqual(['A', 'B', 'C', '', '']);
    await again.close();
  });

  it('a sync the disk refuses: the updates made for its group while it synced never reach an overlay, and the next change is shown on top of what the overlay was shown', async () => {
    const disk = new FaultyDisk();
    const hub = await testHub({ dataDir: dataDir(), disk, inlineSyncMs: 0 });
    const op = await operator(hub);
    expect((await command(op, nick(1, 'A'))).t).toBe('ack');
    const overlay = await connect(hub);

    disk.hold();
    op.send({ t: 'cmd', id: 301, c: nick(2, 'B') });
    await vi.waitFor(() => expect(disk.waiting, 'B is syncing').toBe(1), { timeout: WAIT_MS });
    op.send({ t: 'cmd', id: 302, c: nick(3, 'C') }); // its update is made on top of B's meanwhile
    const probe = await operator(hub);
    let probeId = 950;
    await vi.waitFor(
      async () => expect(await stale(probe, ++probeId)).toMatchObject({ code: 'command/stale', s: 3 }),
      { timeout: WAIT_MS },
    );
    probe.close();
    disk.arm({ op: 'fdatasync', path: LOG, nth: 1, error: 'EIO' });
    disk.release();
    await op.nextOf((f) => f.t === 'err' && f.id === 302);
    expect(answers(op, [301, 302]).map(shown)).toEqual(['store/write-failed', 'store/write-failed']);

    // B again: its update must carry seat 2, which the refused group's updates had already set
    expect(await command(op, nick(2, 'B'))).toMatchObject({ t: 'ack', s: 2 });
    await overlay.next('up', (f) => f.s === 2);
    expect(overlay.frames.filter((f) => f.t === 'up').map((f) => f.s)).toEqual([2]);
    const seats = (c: TestClient) =>
      c
        .view()
        ?.view.seats.map((s) => s.nickname)
        .slice(0, 4);
    expect(seats(overlay)).toEqual(['A', 'B', '', '']);
    const fresh = await connect(hub);
    expect(overlay.view()?.view, 'the same as a new overlay is shown').toEqual(fresh.view()?.view);
    for (const c of [op, overlay, fresh]) c.close();
    await hub.close();
  });

  it('commands sent together are all answered in order and every overlay sees each of them once', async () => {
    const hub = await testHub({ dataDir: dataDir() });
    const op = await operator(hub);
    expect((await command(op, nick(1, 'A'))).t).toBe('ack');
    const overlay = await connect(hub);
    const ids = [201, 202, 203, 204, 205, 206];
    ids.forEach((id, i) => op.send({ t: 'cmd', id, c: nick(i + 2, `P${i + 2}`) }));
    await op.nextOf((f) => f.t === 'ack' && f.id === 206);
    expect(answers(op, ids).map(shown)).toEqual([2, 3, 4, 5, 6, 7]);
    await overlay.next('up', (f) => f.s === 7);
    expect(overlay.frames.filter((f) => f.t === 'up').map((f) => f.s)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(
      overlay
        .view()
        ?.view.seats.map((s) => s.nickname)
        .slice(0, 7),
    ).toEqual(['A', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7']);
    op.close();
    overlay.close();
    await hub.close();
  });
});

describe('where a log sync runs', () => {
  it('a disk that turns slow: the syncs after a slow one leave the main thread (a page is answered meanwhile), and come back once it is fast', async () => {
    const disk = new FaultyDisk();
    // the limit and the slow disk far apart: a fast sync on a loaded machine still waits for a core
    const hub = await testHub({ dataDir: dataDir(), disk, inlineSyncMs: 1000 });
    const op = await operator(hub);
    expect((await command(op, nick(1, 'A'))).t).toBe('ack'); // the log exists
    const overlay = await connect(hub);
    disk.record();
    const syncs = () =>
      (disk.trace ?? []).filter((t) => LOG.test(t) && t.startsWith('fdatasync')).map((t) => t.split(' ')[0]);

    expect((await command(op, nick(2, 'B'))).t).toBe('ack');
    disk.slowMs = 2500;
    expect((await command(op, nick(3, 'C'))).t).toBe('ack'); // on the main thread, slow
    op.send({ t: 'cmd', id: 404, c: nick(4, 'D') }); // on the thread pool
    await vi.waitFor(() => expect(syncs()).toHaveLength(3), { timeout: WAIT_MS });
    await barrier(overlay);
    expect(answers(op, [404]), 'the page was answered while the sync ran').toEqual([]);
    await op.nextOf((f) => f.t === 'ack' && f.id === 404);
    disk.slowMs = 0;
    expect((await command(op, nick(5, 'E'))).t).toBe('ack'); // still on the thread pool: D was slow
    expect((await command(op, nick(6, 'F'))).t).toBe('ack'); // E was fast: back on the main thread
    expect(syncs()).toEqual(['fdatasyncSync', 'fdatasyncSync', 'fdatasync', 'fdatasync', 'fdatasyncSync']);
    expect(
      overlay
        .view()
        ?.view.seats.map((s) => s.nickname)
        .slice(0, 6),
    ).toEqual(['A', 'B', 'C', 'D', 'E', 'F']);
    op.close();
    overlay.close();
    await hub.close();
  });
});
