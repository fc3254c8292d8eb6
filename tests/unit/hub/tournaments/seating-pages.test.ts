import { afterEach, describe, expect, it } from 'vitest';
import type { Seating } from '../../../../src/protocol/seating.ts';
import { command, dataDir, operator, removeDataDirs, testHub, TestClient } from '../helpers.ts';
import { api, fast, play, rest, seatingCup } from '../tournament-helpers.ts';

afterEach(removeDataDirs);

/**
 * Issue 41, one live channel: the seating page (the venue screen, its overlay) follows the
 * tournament's seating on the hub's socket `/ws`, as the other screens do, instead of asking over
 * HTTP every 15 s. Each wait below is for the frame itself (bounded by the helpers' limit).
 */
type SeatingFrame = { t: 'seating'; seating: Seating; next: { current: Record<string, number> } };
const seatingOf = (f: unknown): SeatingFrame | null =>
  (f as { t?: unknown }).t === 'seating' ? (f as SeatingFrame) : null;
const isSeating = (f: unknown): boolean => seatingOf(f) !== null;
type TestHub = Awaited<ReturnType<typeof testHub>>;

async function seatingPage(hub: TestHub, tournament: string): Promise<TestClient> {
  const page = new TestClient(hub.url);
  await page.opened();
  page.send({ t: 'hello', kind: 'seating', tournament });
  return page;
}

const plan = (hub: TestHub, seed: string) =>
  api(hub, '/tournaments/cup/seating', {
    method: 'POST',
    body: JSON.stringify({ rounds: 2, seed, iterations: 2000 }),
  });

describe('the seating page follows the schedule on the live channel', () => {
  it('an open page gets the schedule on hello, a re-planned one and the round a finished game moves on, unasked', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    await seatingCup(hub, 20);
    expect((await plan(hub, 'first')).status).toBe(200);
    const page = await seatingPage(hub, 'cup');
    const first = (await page.nextOf(isSeating)) as unknown as SeatingFrame;
    expect(first.seating.seed).toBe('first');
    expect(first.next.current).toEqual({ t1: 1, t2: 1 });

    // the organiser re-plans: the open page has it without a reload
    let from = page.frames.length;
    expect((await plan(hub, 'second')).status).toBe(200);
    const replanned = (await page.nextOf(isSeating, from)) as unknown as SeatingFrame;
    expect(replanned.seating.seed).toBe('second');

    // table 1 finishes its game: the page hears that it plays round 2 now
    from = page.frames.length;
    const op = await operator(hub, { table: 't1' });
    expect((await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 't1r1' })).t).toBe('ack');
    await play(op, rest('t1r1'));
    const moved = (await page.nextOf(
      (f) => seatingOf(f)?.next.current['t1'] === 2,
      from,
    )) as unknown as SeatingFrame;
    expect(moved.next.current['t2']).toBe(1);
    op.close();
    page.close();
    await hub.close();
  });

  it("a player's nickname fixed in the roster reaches an open page", async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const ids = await seatingCup(hub, 20);
    expect((await plan(hub, 'names')).status).toBe(200);
    const page = await seatingPage(hub, 'cup');
    await page.nextOf(isSeating);
    const from = page.frames.length;
    const id = ids[0] ?? '';
    const fixed = await api(hub, `/players/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ nickname: 'Анна' }),
    });
    expect(fixed.status).toBe(200);
    const named = (await page.nextOf(isSeating, from)) as unknown as {
      next: { names: Record<string, { nickname: string }> };
    };
    expect(named.next.names[id]?.nickname).toBe('Анна');
    page.close();
    await hub.close();
  });

  it('a seating socket that sends anything after its hello is cut; the other pages and the hub go on', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    await seatingCup(hub, 20);
    expect((await plan(hub, 'quiet')).status).toBe(200);
    const noisy = await seatingPage(hub, 'cup');
    const page = await seatingPage(hub, 'cup');
    await noisy.nextOf(isSeating);
    await page.nextOf(isSeating);
    for (let i = 0; i < 50; i++) noisy.send({ t: 'ping', id: i });
    expect((await noisy.waitClosed()).code).toBe(1006); // terminated, no close handshake
    const from = page.frames.length;
    expect((await plan(hub, 'after')).status).toBe(200);
    expect(((await page.nextOf(isSeating, from)) as unknown as SeatingFrame).seating.seed).toBe('after');
    page.close();
    await hub.close();
  });

  it('a page for a tournament the hub does not know is told so and closed', async () => {
    const hub = await testHub({ dataDir: dataDir(), ...fast });
    const page = await seatingPage(hub, 'nowhere');
    expect((await page.waitClosed()).code).toBe(4400);
    expect(page.frames.some((f) => f.t === 'err')).toBe(true);
    await hub.close();
  });
});
