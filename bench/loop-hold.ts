/** Shared by the benches that time a request on a live hub: the event loop's longest hold, and a summary. */

/** Starts watching the event loop; the stop returns the longest it was held (ms) meanwhile. */
export function loopHold(): () => number {
  let last = performance.now();
  let hold = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    hold = Math.max(hold, now - last);
    last = now;
  }, 1);
  return () => {
    clearInterval(tick);
    return hold;
  };
}

/** "median (min-max) ms" of the runs. */
export const range = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `${(s[Math.floor(s.length / 2)] ?? NaN).toFixed(0)} (${(s[0] ?? NaN).toFixed(0)}-${(s.at(-1) ?? NaN).toFixed(0)}) ms`;
};
