/**
 * Command to pixels, as a distribution: a command leaves a WebSocket client (Node), the overlay
 * page in Chromium gets the hub's frame, Svelte changes the DOM, the next animation frame paints
 * it. Times are wall clock in both (same machine): Node's and the page's performance.timeOrigin +
 * performance.now(). One command every --every ms (open loop), a foul added or taken back on seat 3.
 *   npx astro build && node bench/command-to-pixel.ts [--commands 300] [--every 50] [--page seats]
 */
import { parseArgs } from 'node:util';
import { browser, liveHub, operatorSocket, probedTab, sayLoad, spread } from './overlay-common.ts';

const { values: opt } = parseArgs({
  options: {
    commands: { type: 'string', default: '300' },
    every: { type: 'string', default: '50' },
    page: { type: 'string', default: 'seats' },
  },
});
const N = Number(opt.commands);
const TABLE = 'pixels';
const now = () => performance.timeOrigin + performance.now();

/** In the page, before its own scripts: when each `up` arrives, when the DOM changes, when it is painted. */
const PROBE = `(() => {
  const clock = () => performance.timeOrigin + performance.now();
  const t = (window.__px = { up: {}, dom: {}, paint: {}, last: null, open: null });
  const Native = WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (ev) => {
        const at = clock();
        const m = /^\\{"t":"up","s":(\\d+)/.exec(String(ev.data));
        if (m) { t.up[m[1]] = at; t.open = m[1]; }
      });
    }
  };
  new MutationObserver(() => {
    const s = t.open;
    if (s === null || t.dom[s] !== undefined) return;
    t.dom[s] = clock();
    requestAnimationFrame(() => { t.paint[s] = clock(); });
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;

const hub = await liveHub(TABLE);
const b = await browser();
sayLoad('start');
try {
  const tab = await probedTab(b, PROBE);
  await tab.goto(`${hub.url}/overlay/${opt.page}/?table=${TABLE}&lang=en`);
  await tab.waitForSelector('[data-seat="3"]');

  const op = await operatorSocket(hub, TABLE);
  let s = await op.send({ type: 'foul/add', seat: 3 });
  const sent = new Map<number, number>();
  for (let k = 1; k <= N; k++) {
    sent.set(++s, now());
    void op.send({ type: k % 2 === 0 ? 'foul/add' : 'foul/remove', seat: 3 });
    await new Promise((r) => setTimeout(r, Number(opt.every)));
  }
  await new Promise((r) => setTimeout(r, 500)); // the last paints
  const seen = (await tab.evaluate('window.__px')) as Record<'up' | 'dom' | 'paint', Record<string, number>>;
  const arrival: number[] = [];
  const dom: number[] = [];
  const paint: number[] = [];
  for (const [seq, at] of sent) {
    const key = String(seq);
    if (seen.up[key] !== undefined) arrival.push(seen.up[key] - at);
    if (seen.dom[key] !== undefined) dom.push(seen.dom[key] - at);
    if (seen.paint[key] !== undefined) paint.push(seen.paint[key] - at);
  }
  console.log(`command -> frame arrives : ${spread(arrival)}`);
  console.log(`command -> DOM changed   : ${spread(dom)}`);
  console.log(`command -> next frame    : ${spread(paint)}`);
  console.log(`(${N} commands sent; ${N - paint.length} without a painted frame of their own)`);
  op.close();
} finally {
  sayLoad('end');
  await b.close();
  hub.kill();
}
