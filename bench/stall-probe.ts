/**
 * Loaded into the hub by bench/stall.ts (`node --import`): the event loop's delay, said on SIGUSR2 as
 * one `stall {...}` line on stdout, then reset: the longest and p99 delay (wall time, in ms), and
 * `cpu`, the most CPU the hub's thread spent between two ticks of a 2 ms timer: what the hub itself
 * held the loop for, without the time a loaded machine left it waiting for a core.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
const cpuNow = () => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};
let last = cpuNow();
let cpuMax = 0;
setInterval(() => {
  const now = cpuNow();
  cpuMax = Math.max(cpuMax, now - last);
  last = now;
}, 2).unref();
process.on('SIGUSR2', () => {
  const ms = (ns: number) => Math.round(ns / 1e5) / 10;
  const line = { max: ms(delay.max), p99: ms(delay.percentile(99)), cpu: Math.round(cpuMax * 10) / 10 };
  process.stdout.write(`stall ${JSON.stringify(line)}\n`);
  delay.reset();
  cpuMax = 0;
});
