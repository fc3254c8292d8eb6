import { afterEach, beforeEach, expect, it } from 'vitest';
import { command, connect, operator, testHub } from './helpers.ts';

let hub: Awaited<ReturnType<typeof testHub>>;
beforeEach(async () => {
  hub = await testHub({ spectatorKey: 'k', feedDelays: { spectator: 0.3 } });
});
afterEach(async () => {
  await hub.stop();
});

it('a delayed spectator feed gets each update that many seconds later; the table feed at once', async () => {
  const op = await operator(hub);
  const venue = await connect(hub, { feed: 'table' });
  const stream = await connect(hub, { feed: 'spectator', key: 'k' });
  const sent = Date.now();
  await command(op, { type: 'seat/nickname', seat: 1, nickname: 'A' });
  await venue.next('up');
  expect(Date.now() - sent).toBeLessThan(200);

  // a spectator client joining inside the delay is shown the delayed state, not the live one
  const late = await connect(hub, { feed: 'spectator', key: 'k' });
  expect(late.view()).toMatchObject({ s: 0 });
  expect(late.view()!.view.seats[0]?.nickname).toBe('');

  const up = await stream.next('up');
  expect(Date.now() - sent).toBeGreaterThanOrEqual(290);
  expect(up.s).toBe(1);
  await late.next('up');
  expect(late.view()!.view.seats[0]?.nickname).toBe('A');
});
