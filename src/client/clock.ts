/**
 * Clock offset between this browser and the hub, from ping/pong round trips. Every overlay
 * counts timers down from the hub's clock, so two overlays never show different seconds.
 */

export interface ClockSample {
  /** serverTime - clientTime at the moment the pong was sent, assuming a symmetric path. */
  offset: number;
  rtt: number;
}

/** One sample from a pong: c = our send time, s = server time, now = our receive time. */
export function sampleFromPong(c: number, s: number, now: number): ClockSample {
  const rtt = Math.max(0, now - c);
  return { offset: s + rtt / 2 - now, rtt };
}

/**
 * The median offset of the samples with the shortest round trips (slow trips have the most
 * asymmetric paths). Null when there are none.
 */
export function estimateOffset(samples: readonly ClockSample[]): number | null {
  if (samples.length === 0) return null;
  const byRtt = [...samples].sort((a, b) => a.rtt - b.rtt);
  const best = byRtt.slice(0, Math.max(3, Math.ceil(byRtt.length / 2)));
  const offsets = best.map((x) => x.offset).sort((a, b) => a - b);
  const mid = offsets.length >> 1;
  const median =
    offsets.length % 2 === 1 ? offsets[mid]! : ((offsets[mid - 1] ?? 0) + (offsets[mid] ?? 0)) / 2;
  return Math.round(median);
}
