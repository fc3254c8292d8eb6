/**
 * Repaint after an OBS scene switch that reloads a source: navigation start to the first animation
 * frame that shows the live table (the page's own clock), in Chromium, for each page, cold (a new
 * browser profile: nothing cached) and warm (a reload, as OBS's "refresh when scene becomes active").
 * `--starts N`: also the first load of `full` right after the hub starts (a restart mid-broadcast),
 * N starts each with the build as it is (its files compressed ahead) and with a copy of it without
 * those copies (the hub compresses at the first request), alternated.
 *   npx astro build && node bench/overlay-paint.ts [--loads 30] [--starts 0]
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { browser, DIST, liveHub, sayLoad, NAMES, spread } from './overlay-common.ts';

const { values: opt } = parseArgs({
  options: { loads: { type: 'string', default: '30' }, starts: { type: 'string', default: '0' } },
});
const LOADS = Number(opt.loads);
const STARTS = Number(opt.starts);
const TABLE = 'paint';

/** What a page shows once it has the live table (day 1, seat 1 speaking, timer running). */
const READY: Record<string, string> = {
  full: `document.querySelector('[data-seat="1"] .nick')?.textContent === ${JSON.stringify(NAMES[0])}`,
  seats: `document.querySelector('[data-seat="1"] .nick')?.textContent === ${JSON.stringify(NAMES[0])}`,
  timer: `/\\d:\\d\\d/.test(document.querySelector('[data-testid="timer-clock"]')?.textContent ?? '')`,
  speaker: `document.querySelector('[data-speaker-seat="1"]') !== null`,
};

/**
 * Runs in the page from the start of its document (an init script, before any of the page's own):
 * `window.__live` resolves with performance.now() of the first animation frame where `ready` holds.
 * Asking from the test after the load instead would see a later frame whenever the page was faster
 * than the question.
 */
const watchFirstFrame = (ready: string) => `window.__live = new Promise((ok) => {
  const look = () => (${ready}) ? ok(performance.now()) : requestAnimationFrame(look);
  requestAnimationFrame(look);
});`;

/** One cold load of `full` on a hub that has just started, in the page's clock. */
async function firstLoadAfterStart(dist: string): Promise<number> {
  const fresh = await liveHub(TABLE, dist);
  const context = await b.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    await context.addInitScript(watchFirstFrame(READY.full ?? 'false'));
    const tab = await context.newPage();
    await tab.goto(`${fresh.url}/overlay/full/?table=${TABLE}&lang=en`, { waitUntil: 'commit' });
    return (await tab.evaluate('window.__live')) as number;
  } finally {
    await context.close();
    fresh.kill();
  }
}

const b = await browser();
sayLoad('start');
if (STARTS > 0) {
  const bare = join(mkdtempSync(join(tmpdir(), 'bench-dist-')), 'dist');
  cpSync(DIST, bare, { recursive: true, filter: (f) => !/\.(br|gz)$/.test(f) });
  const ahead: number[] = [];
  const atFirst: number[] = [];
  for (let i = 0; i < STARTS; i++)
    for (const withCopies of i % 2 ? [false, true] : [true, false])
      (withCopies ? ahead : atFirst).push(await firstLoadAfterStart(withCopies ? DIST : bare));
  console.log(`full, first load after a start, compressed ahead:          ${spread(ahead)}`);
  console.log(`full, first load after a start, compressed at the request: ${spread(atFirst)}`);
  rmSync(join(bare, '..'), { recursive: true, force: true });
}
const hub = await liveHub(TABLE);
try {
  for (const [page, ready] of Object.entries(READY)) {
    const url = `${hub.url}/overlay/${page}/?table=${TABLE}&lang=en`;
    const cold: number[] = [];
    const warm: number[] = [];
    for (let i = 0; i < LOADS; i++) {
      const context = await b.newContext({ viewport: { width: 1920, height: 1080 } });
      await context.addInitScript(watchFirstFrame(ready));
      const tab = await context.newPage();
      await tab.goto(url, { waitUntil: 'commit' });
      cold.push((await tab.evaluate('window.__live')) as number);
      await tab.reload({ waitUntil: 'commit' });
      warm.push((await tab.evaluate('window.__live')) as number);
      await context.close();
    }
    console.log(`${page.padEnd(8)} cold: ${spread(cold)}`);
    console.log(`${page.padEnd(8)} warm: ${spread(warm)}`);
  }
} finally {
  sayLoad('end');
  await b.close();
  hub.kill();
}
