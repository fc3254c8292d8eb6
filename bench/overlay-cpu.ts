/**
 * What an overlay page costs OBS while a speech timer runs: the CPU time of the whole Chromium
 * process tree (browser, renderer, GPU/compositor, utility) over a window, as a share of one core,
 * for each page alone in a fresh browser, beside a blank transparent page measured the same way.
 * Each page gets its own hub with day 1's first speech running (60 s), so the timer runs all window.
 *   npx astro build && node bench/overlay-cpu.ts [--seconds 15] [--runs 3] [--pages blank,timer,speaker,full,seats]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { liveHub, sayLoad } from './overlay-common.ts';

const { values: opt } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'blank,timer,speaker,full,seats' },
  },
});
const SECONDS = Number(opt.seconds);
const RUNS = Number(opt.runs);
const PAGES = opt.pages.split(',');
const TABLE = 'cpu';
const TICK = 100; // USER_HZ on Linux: /proc's utime and stime count 1/100 s

/** utime + stime (in ticks) of `root` and every process below it, from /proc. */
function treeTicks(root: number): number {
  const parent = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // the command name may hold spaces: fields start after its closing parenthesis
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(f[1]));
      ticks.set(Number(name), Number(f[11]) + Number(f[12]));
    } catch {
      // the process ended while we read
    }
  }
  let sum = 0;
  for (const [pid, t] of ticks) {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parent.get(p))
      if (p === root) {
        sum += t;
        break;
      }
  }
  return sum;
}

/** Share of one core (%) that the page's browser spends over the window, after 3 s to settle. */
async function measure(page: string): Promise<number> {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  const server = await chromium.launchServer(executablePath ? { executablePath } : {});
  const hub = page === 'blank' ? null : await liveHub(TABLE);
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    const tab = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    if (hub) await tab.goto(`${hub.url}/overlay/${page}/?table=${TABLE}&lang=en`);
    else await tab.setContent('<html><body style="background:transparent"></body></html>');
    await tab.waitForTimeout(3000);
    const pid = server.process().pid;
    if (pid === undefined) throw new Error('no browser process');
    const before = treeTicks(pid);
    const t0 = performance.now();
    await tab.waitForTimeout(SECONDS * 1000);
    const ticks = treeTicks(pid) - before;
    const wall = (performance.now() - t0) / 1000;
    await browser.close();
    return (ticks / TICK / wall) * 100;
  } finally {
    hub?.kill();
    await server.close();
  }
}

sayLoad('start');
for (const page of PAGES) {
  const shares: number[] = [];
  for (let i = 0; i < RUNS; i++) shares.push(await measure(page));
  shares.sort((a, b) => a - b);
  const f = (x: number | undefined) => (x ?? NaN).toFixed(1);
  console.log(
    `${page.padEnd(8)} timer running: ${f(shares[0])}-${f(shares.at(-1))} % of a core (median ${f(shares[Math.floor(shares.length / 2)])}, ${RUNS} x ${SECONDS} s)`,
  );
}
sayLoad('end');
