/**
 * Repaint after an OBS scene switch that reloads a source: navigation start to the first animation
 * frame that shows the live table (the page's own clock), in Chromium, for each page, cold (a new
 * browser profile: nothing cached) and warm (a reload, as OBS's "refresh when scene becomes active").
 *   npx astro build && node bench/overlay-paint.ts [--loads 30]
 */
import { parseArgs } from 'node:util';
import { browser, liveHub, sayLoad, NAMES, spread } from './overlay-common.ts';

const { values: opt } = parseArgs({ options: { loads: { type: 'string', default: '30' } } });
const LOADS = Number(opt.loads);
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

const hub = await liveHub(TABLE);
const b = await browser();
sayLoad('start');
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
