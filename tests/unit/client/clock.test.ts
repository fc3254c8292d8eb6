import { describe, expect, it } from 'vitest';
import { estimateOffset, sampleFromPong } from '../../../src/client/clock.ts';
import { backoffMs } from '../../../src/client/connection.ts';
import { formatClock, msToNextSecond, timerRemaining } from '../../../src/client/countdown.ts';

describe('clock offset from ping/pong', () => {
  it('a symmetric 40 ms round trip to a hub 5 s ahead -> offset 5000', () => {
    // sent at 1000, hub stamped 6020 at the midpoint, received at 1040
    expect(sampleFromPong(1000, 6020, 1040)).toEqual({ offset: 5000, rtt: 40 });
  });

  it('one slow, lopsided round trip does not move the estimate', () => {
    const good = [4998, 5000, 5001, 5002].map((offset) => ({ offset, rtt: 10 }));
    const slow = { offset: 5600, rtt: 1200 };
    const estimate = estimateOffset([...good, slow]) ?? 0;
    expect(estimate).toBeGreaterThanOrEqual(4998);
    expect(estimate).toBeLessThanOrEqual(5002);
  });

  it('no samples -> no estimate', () => {
    expect(estimateOffset([])).toBeNull();
  });
});

describe('countdown', () => {
  const timer = { kind: 'speech', seat: 3, durationMs: 60_000, remainingMs: 60_000 } as const;

  it('a running timer counts from its start on the hub clock', () => {
    expect(timerRemaining({ ...timer, runningSince: 10_000 }, 12_500)).toBe(57_500);
  });

  it('a paused timer shows what was left', () => {
    expect(timerRemaining({ ...timer, remainingMs: 31_000, runningSince: null }, 99_999)).toBe(31_000);
  });

  it('seconds round up, so 0:00 shows exactly when time is up, never below', () => {
    expect(formatClock(60_000)).toBe('1:00');
    expect(formatClock(59_001)).toBe('1:00');
    expect(formatClock(59_000)).toBe('0:59');
    expect(formatClock(1)).toBe('0:01');
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-4_000)).toBe('0:00');
  });

  it('a running countdown wakes when the shown second changes, not every frame', () => {
    expect(msToNextSecond(57_500)).toBe(500); // 0:58 until 57 000 left
    expect(msToNextSecond(57_001)).toBe(1);
    expect(msToNextSecond(57_000)).toBe(1000); // just turned 0:57: the next change is a second away
    expect(msToNextSecond(-250)).toBe(750); // run out: the overrun still counts in whole seconds
  });
});

describe('reconnect backoff', () => {
  it('starts near 250 ms, doubles, and stays within 5 s (jitter +-25%)', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => backoffMs(n, mid))).toEqual([
      250, 500, 1000, 2000, 4000, 5000, 5000,
    ]);
    expect(backoffMs(10, () => 0.999)).toBeLessThanOrEqual(6250);
    expect(backoffMs(1, () => 0)).toBe(188);
  });
});
