import { describe, expect, it } from 'vitest';
import { ReadHolds } from '../../../../src/server/edge/read-holds.ts';

/**
 * Issue 22: 1024 flooders held for their rate start and end their holds together; resumed all at
 * once, their backlogs are read in one block and the operator's command waits behind it.
 */
describe('held sockets resume in slices', () => {
  it('100 holds that end together resume at most 32 per loop turn, in the order they began, with I/O read in between', async () => {
    const holds = new ReadHolds(20, 32);
    const resumed: number[] = [];
    const turns: number[][] = [];
    for (let i = 0; i < 100; i++) holds.hold(() => resumed.push(i));
    // what the loop does between turns: a setImmediate queued by each turn's last resume sees
    // how many had resumed by then
    const seen = new Promise<void>((ok) => {
      const watch = () => {
        if (resumed.length > 0 && (turns.length === 0 || turns.at(-1)!.length !== resumed.length))
          turns.push([...resumed]);
        if (resumed.length < 100) setImmediate(watch);
        else ok();
      };
      setImmediate(watch);
    });
    await seen;
    expect(resumed).toEqual(Array.from({ length: 100 }, (_, i) => i));
    const slices = turns.map((t, i) => t.length - (turns[i - 1]?.length ?? 0));
    expect(Math.max(...slices)).toBeLessThanOrEqual(32);
    expect(slices.length).toBeGreaterThanOrEqual(4);
  });

  it('a hold lasts its time: none resumes sooner', async () => {
    const holds = new ReadHolds(200, 32);
    const t0 = performance.now();
    const at = await new Promise<number>((ok) => holds.hold(() => ok(performance.now())));
    expect(at - t0).toBeGreaterThanOrEqual(199);
  });
});
