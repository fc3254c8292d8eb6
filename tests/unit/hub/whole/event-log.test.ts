import type { Socket } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import type { Player } from '../../../../src/protocol/index.ts';
import { connect, stats, testHub } from '../helpers.ts';
import { api } from '../tournament-helpers.ts';

let hub: Awaited<ReturnType<typeof testHub>> | null = null;
afterEach(async () => {
  await hub?.stop();
  hub = null;
});

/** A hub whose log lines the test reads, with a short tally interval (several pass in a test). */
async function logged(options: Parameters<typeof testHub>[0] = {}) {
  const lines: string[] = [];
  hub = await testHub({ eventLogMs: 150, log: (l) => lines.push(l), ...options });
  return { hub, lines };
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('a flood of HTTP commands reaches the log as one line per interval with a count, every refusal counted', async () => {
  const { hub, lines } = await logged({ rateLimit: { perSecond: 5, burst: 5 } });
  const t0 = Date.now();
  let refused = 0;
  for (let round = 0; round < 6; round++) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api(hub, '/tables/main/commands', {
          method: 'POST',
          body: JSON.stringify({ command: { type: 'seat/nickname', seat: 1, nickname: 'A' } }),
        }),
      ),
    );
    refused += answers.filter((a) => a.status === 429).length;
    await wait(60);
  }
  const elapsed = Date.now() - t0;
  // burst 5, then 5 a second: the rest of the 300 are refused, however long the rounds took
  expect(refused).toBeGreaterThanOrEqual(300 - 5 - 5 * Math.ceil(elapsed / 1000));
  // each line is either the first of an interval (one refusal, said at once) or a count of the rest
  const counted = (flood: string[]) =>
    flood.reduce((sum, l) => sum + Number(/(\d+) more in the last 150 ms/.exec(l)?.[1] ?? 1), 0);
  // every refusal is counted once the last interval's line is out: waited for, however busy the machine
  await expect
    .poll(() => counted(lines.filter((l) => l.includes('flood: '))), { timeout: 20_000 })
    .toBe(refused);
  const flood = lines.filter((l) => l.includes('flood: '));
  // bounded by time, not by the flood: about one line per interval
  expect(flood.length).toBeLessThanOrEqual(Math.ceil((Date.now() - t0) / 150) + 2);
  expect(flood[0]).toMatch(/flood: HTTP commands from 127\.0\.0\.1/);
}, 60_000);

it('a WebSocket client too slow to read is closed and named in the log', async () => {
  // no frame limit and a small queue: the client fills it
  const { hub, lines } = await logged({
    rateLimit: { perSecond: 1e6, burst: 1e6 },
    limits: { syncIntervalMs: 0, publicRate: { perSecond: 1e6, burst: 1e6 }, queuedPerClient: 4096 },
    // no heartbeat within the test: a client that reads nothing never pongs, and the heartbeat's cut
    // (after 60 s beside a CPU-bound process) is not the slow-client close this test checks
    heartbeatMs: 600_000,
  });
  const slow = await connect(hub);
  (slow.ws as unknown as { _socket: Socket })._socket.pause(); // reads nothing from now on
  // until the hub closes it (the kernel's buffers fill first): waited for, not a count of rounds
  // that a busy machine may not finish. Each bad command's error is a frame of its own (snapshots
  // are coalesced, one on its way at a time), so a round queues about 200 KB of replies.
  const deadline = Date.now() + 100_000;
  let rounds = 0;
  while ((await stats(hub)).clients === 1) {
    if (Date.now() > deadline)
      throw new Error(`the slow client was not closed within 100 s (${rounds} rounds)`);
    for (let i = 0; i < 2000; i++) slow.send({ t: 'cmd', id: `c${i}`, c: { type: 'nope' } });
    await new Promise((ok) => slow.ws.send('{"t":"ping","c":0}', ok));
    rounds++;
  }
  await expect
    .poll(() => lines.some((l) => /slow-client: client c\w+ \(.*\) closed \(1013\)/.test(l)), {
      timeout: 20_000,
    })
    .toBe(true);
}, 150_000);

it('frames over the rate limit on a WebSocket are logged as a flood, once per interval', async () => {
  const { hub, lines } = await logged({ rateLimit: { perSecond: 5, burst: 5 } });
  const flooder = await connect(hub);
  for (let i = 0; i < 40; i++) flooder.send({ t: 'ping', c: i });
  await expect.poll(() => lines.some((l) => l.includes('flood: ')), { timeout: 20_000 }).toBe(true);
  await wait(400); // a second interval: still one count line at most
  const flood = lines.filter((l) => l.includes('flood: '));
  expect(flood[0]).toMatch(/flood: client c\w+/);
  expect(flood.length).toBeLessThanOrEqual(2);
});

it('a refused photo upload is in the log, named', async () => {
  const { hub, lines } = await logged();
  const p = (await (
    await api(hub, '/players', { method: 'POST', body: JSON.stringify({ nickname: 'Анна' }) })
  ).json()) as Player;
  const res = await fetch(`${hub.url}/api/v1/players/${p.id}/photo`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'image/svg+xml' },
    body: '<svg onload="alert(1)"></svg>',
  });
  expect(res.status).toBe(415);
  expect(lines.some((l) => l.includes(`refused-file: photo of ${p.id}: Not an image`))).toBe(true);
});
