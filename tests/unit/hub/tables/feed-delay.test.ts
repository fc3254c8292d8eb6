import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { command, connect, operator, testHub } from '../helpers.ts';
import { startHub } from '../../../../src/server/index.ts';

let hub: Awaited<ReturnType<typeof testHub>>;
beforeEach(async () => {
  hub = await testHub({ spectatorKey: 'k', feedDelays: { spectator: 0.3 } });
});
afterEach(async () => {
  await hub.stop();
});

it('a delayed spectator feed gets each update that many seconds later; the table feed at once', async () => {
  // 5 s: what this test does inside the delay fits in it on a loaded machine too
  const delayed = await testHub({ spectatorKey: 'k', feedDelays: { spectator: 5 } });
  try {
    const op = await operator(delayed);
    const venue = await connect(delayed, { feed: 'table' });
    const stream = await connect(delayed, { feed: 'spectator', key: 'k' });
    const sent = Date.now();
    await command(op, { type: 'seat/nickname', seat: 1, nickname: 'A' });
    await venue.next('up');
    // the table feed's update is out while the spectator's waits its delay
    expect(stream.frames.some((f) => f.t === 'up')).toBe(false);

    // a spectator client joining inside the delay is shown the delayed state, not the live one
    const late = await connect(delayed, { feed: 'spectator', key: 'k' });
    expect(late.view()).toMatchObject({ s: 0 });
    expect(late.view()!.view.seats[0]?.nickname).toBe('');

    const up = await stream.next('up');
    expect(Date.now() - sent).toBeGreaterThanOrEqual(4990);
    expect(up.s).toBe(1);
    await late.next('up');
    expect(late.view()!.view.seats[0]?.nickname).toBe('A');
  } finally {
    await delayed.stop();
  }
});

describe('feed delay set at run time (table settings)', () => {
  const put = (h: typeof hub, body: unknown) =>
    fetch(`${h.url}/api/v1/tables/main/settings`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${h.operatorToken}` },
      body: JSON.stringify(body),
    });

  it('the operator delays the table feed; lowering the delay never reorders updates; it survives a restart', async () => {
    const op = await operator(hub);
    const venue = await connect(hub, { feed: 'table' });
    expect((await put(hub, { feedDelays: { table: 0.25 } })).status).toBe(200);
    const sent = Date.now();
    await command(op, { type: 'seat/nickname', seat: 1, nickname: 'first' });
    expect((await put(hub, { feedDelays: { table: 0 } })).status).toBe(200);
    await command(op, { type: 'seat/nickname', seat: 2, nickname: 'second' });
    await venue.next('up', (u) => u.s === 2);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(240);
    expect(venue.frames.flatMap((f) => (f.t === 'up' ? [f.s] : []))).toEqual([1, 2]);

    await put(hub, { feedDelays: { spectator: 12 } });
    const settings = await fetch(`${hub.url}/api/v1/tables/main/settings`, {
      headers: { authorization: `Bearer ${hub.operatorToken}` },
    });
    expect(await settings.json()).toEqual({ feedDelays: { table: 0, spectator: 12, judge: 0 } });
    await hub.close();
    const again = await testHub({ dataDir: hub.dataDir });
    const res = await fetch(`${again.url}/api/v1/tables/main/settings`, {
      headers: { authorization: `Bearer ${again.operatorToken}` },
    });
    expect(await res.json()).toEqual({ feedDelays: { table: 0, spectator: 12, judge: 0 } });
    hub = again;
  });

  it('settings need the token and a valid body', async () => {
    const noToken = await fetch(`${hub.url}/api/v1/tables/main/settings`, { method: 'PUT', body: '{}' });
    expect(noToken.status).toBe(401);
    for (const body of [{ feedDelays: { god: 3 } }, { feedDelays: { spectator: -1 } }, { other: 1 }]) {
      const res = await put(hub, body);
      expect(res.status).toBe(400);
    }
  });

  it('the judge feed cannot be delayed (the panel would lag behind its own commands): a typed error, nothing kept', async () => {
    const now = async () =>
      (await fetch(`${hub.url}/api/v1/tables/main/settings`, {
        headers: { authorization: `Bearer ${hub.operatorToken}` },
      }).then((r) => r.json())) as unknown;
    const before = await now();
    const res = await put(hub, { feedDelays: { spectator: 5, judge: 3 } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('feed/judge-delay');
    expect(await now()).toEqual(before);
    await expect(startHub({ port: 0, dataDir: hub.dataDir, feedDelays: { judge: 1 } })).rejects.toThrow(
      /judge/,
    );
  });
});
