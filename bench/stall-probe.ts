/**
 * Loaded into the hub by bench/stall.ts (`node --import`): the event loop's delay, said on
 * SIGUSR2 as one `stall {...}` line on stdout (the longest and p99 since the last, in ms), then reset.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
process.on('SIGUSR2', () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  process.stdout.write(`stall ${JSON.stringify({ max: ms(delay.max), p99: ms(delay.percentile(99)) })}\n`);
  delay.reset();
});
