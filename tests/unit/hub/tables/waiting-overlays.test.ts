import { afterEach, describe, expect, it } from 'vitest';
import { $connection, $lastError, $view, connect as connectPage } from '../../../../src/client/connection.ts';
import { MAX_WATCHERS_PER_TABLE } from '../../../../src/server/tables/tables.ts';
import { command, connect, operator, testHub, TestClient, stats, WAIT_MS } from '../helpers.ts';

let hub: Awaited<ReturnType<typeof testHub>> | null = null;
afterEach(async () => {
  await hub?.stop();
  hub = null;
});

const until = async (ok: () => boolean, ms = WAIT_MS) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out; connection ${JSON.stringify($connection.get())}`);
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('read-only clients cannot exhaust the table limits', () => {
  it('300 overlays on junk table ids create no table; the operator still opens final-2 and its overlay gets the game', async () => {
    // all from one address: past the default cap of public sockets per address, which is not this test's
    hub = await testHub({ limits: { publicPerAddress: 1000 } });
    const h = hub;
    const junk = await Promise.all(Array.from({ length: 300 }, (_, i) => connect(h, { table: `junk-${i}` })));
    for (const j of junk) expect(j.frames[0]).toMatchObject({ t: 'snap', s: 0 }); // a new game while it waits
    const overlay = await connect(h, { table: 'final-2' });
    expect(await stats(h)).toMatchObject({ tables: 0, waiting: 301 });
    const op = await operator(h, { table: 'final-2' });
    expect((await command(op, { type: 'seat/nickname', seat: 5, nickname: 'Финал' })).t).toBe('ack');
    await overlay.next('up', (u) => u.s === 1);
    expect(overlay.view()?.view.seats[4]?.nickname).toBe('Финал');
    expect(await stats(h)).toMatchObject({ tables: 1, waiting: 300 });
    for (const j of junk) j.close();
    await expect.poll(async () => (await stats(h)).waiting, { timeout: 10_000 }).toBe(0);
  }, 60_000);

  it('one unknown id takes a bounded number of watchers; the next gets table/limit; an operator is never refused', async () => {
    hub = await testHub();
    const h = hub;
    const waiting = await Promise.all(
      Array.from({ length: MAX_WATCHERS_PER_TABLE }, () => connect(h, { table: 'crowded' })),
    );
    const refused = new TestClient(h.url);
    await refused.opened();
    refused.send({ t: 'hello', v: 1, kind: 'overlay', table: 'crowded', feed: 'table' });
    expect(await refused.next('err')).toMatchObject({ code: 'table/limit' });
    expect(await refused.waitClosed()).toEqual({ code: 4400, reason: 'table/limit' });
    const op = await operator(h, { table: 'crowded' });
    await command(op, { type: 'seat/nickname', seat: 1, nickname: 'A' });
    for (const w of waiting) await w.next('up', (u) => u.s === 1);
  });
});

describe('the page connection retries refusals that can pass, and only those', () => {
  it('an overlay refused with table/limit retries with backoff and goes live once there is room', async () => {
    hub = await testHub();
    const h = hub;
    const crowd = await Promise.all(
      Array.from({ length: MAX_WATCHERS_PER_TABLE }, () => connect(h, { table: 'semi' })),
    );
    const url = h.url.replace(/^http/, 'ws') + '/ws';
    const page = connectPage({ kind: 'overlay', table: 'semi', feed: 'table', url });
    await until(() => $connection.get().attempt >= 2); // refused, and tried again
    expect($connection.get().status).not.toBe('refused');
    expect($lastError.get()?.code).toBe('table/limit');
    for (const c of crowd.splice(0, 5)) c.close();
    await until(() => $connection.get().status === 'live');
    const op = await operator(h, { table: 'semi' });
    await command(op, { type: 'seat/nickname', seat: 3, nickname: 'C' });
    await until(() => $view.get()?.seats[2]?.nickname === 'C');
    page.close();
  }, 30_000);

  it('refusals that cannot pass (bad table id, missing spectator key) are final and shown', async () => {
    hub = await testHub();
    const url = hub.url.replace(/^http/, 'ws') + '/ws';
    for (const [opts, code] of [
      [{ table: 'Not Valid', feed: 'table' }, 'frame/invalid'],
      [{ table: 'main', feed: 'spectator' }, 'auth/spectator-key'],
    ] as const) {
      $lastError.set(null);
      const page = connectPage({ kind: 'overlay', url, ...opts });
      await until(() => $connection.get().status === 'refused');
      expect($lastError.get()?.code).toBe(code);
      expect($connection.get().attempt).toBe(0);
      page.close();
    }
  });
});
