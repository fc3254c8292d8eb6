/**
 * Command to moment card, as a distribution: the operator removes a player (a WebSocket client in
 * Node), the hub sends the `up` frame, the `full` page's moment queue puts the centre card (a
 * player leaving, his role on the stream) in the DOM, the next animation frame paints it. Times
 * are wall clock in both (same machine): Node's and the page's performance.timeOrigin +
 * performance.now(). Each game removes three citizens, one every --every ms (longer than the
 * page's hold, so each card is shown as it comes), then a new game starts; the first card of the
 * page also loads the card's code (issue 9: not in the page's first load) and is told apart.
 *   npx astro build && node bench/command-to-moment.ts [--games 20] [--every 600] [--hold 300]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { dealtToDayOne, ROLES } from '../scripts/fixtures/game-start.ts';
import type { GameCommand } from '../src/protocol/index.ts';
import { benchHub } from './hub-spawn.ts';
import { browser, DIST, NAMES, operatorSocket, probedTab, sayLoad, spread } from './overlay-common.ts';

const { values: opt } = parseArgs({
  options: {
    games: { type: 'string', default: '20' },
    every: { type: 'string', default: '600' },
    hold: { type: 'string', default: '300' },
  },
});
const TABLE = 'moments';
/** Citizens in ROLES: three of them out leaves four reds against three blacks (the game goes on). */
const OUT = [1, 2, 4];
const now = () => performance.timeOrigin + performance.now();

/** In the page, before its own scripts: when each leaving card enters the DOM and is painted. */
const PROBE = `(() => {
  const clock = () => performance.timeOrigin + performance.now();
  const t = (window.__mo = { dom: {}, paint: {} });
  new MutationObserver(() => {
    const card = document.querySelector('[data-testid="moment"][data-kind="leave"] [data-testid="moment-name"]');
    const key = card && card.textContent.trim();
    if (!key || t.dom[key] !== undefined) return;
    t.dom[key] = clock();
    requestAnimationFrame(() => { t.paint[key] = clock(); });
  }).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

// The hub as `npm start` runs it, with a spectator key of the bench's own (the stream's page shows roles).
const dataDir = mkdtempSync(join(tmpdir(), 'bench-moment-'));
const SPECTATOR_KEY = 'bench-moment-key-0123456789';
writeFileSync(join(dataDir, 'spectator-key'), SPECTATOR_KEY);
const hub = await benchHub(dataDir, { env: { HUB_DIST_DIR: DIST }, built: true });
const b = await browser();
sayLoad('start');
try {
  const tab = await probedTab(b, PROBE);
  const key = encodeURIComponent(SPECTATOR_KEY);
  await tab.goto(
    `${hub.url}/overlay/full/?table=${TABLE}&feed=spectator&key=${key}&lang=en&motion=off&hold=${opt.hold}`,
  );

  const op = await operatorSocket(hub, TABLE);
  const send = (c: GameCommand) => op.send(c);
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  // Each game's names differ, so each card is told apart by its text ("1 · Ace g3").
  const sent = new Map<string, number>();
  for (let g = 0; g < Number(opt.games); g++) {
    const names = NAMES.map((n) => `${n} g${g}`);
    for (const c of dealtToDayOne(names, ROLES)) await send(c);
    if (g === 0) await tab.waitForSelector('[data-seat="3"]');
    await pause(Number(opt.every));
    for (const seat of OUT) {
      sent.set(`${seat} · ${names[seat - 1]}`, now());
      void send({ type: 'removal', seat });
      await pause(Number(opt.every));
    }
  }
  await pause(1000); // the last paints
  const seen = (await tab.evaluate('window.__mo')) as Record<'dom' | 'paint', Record<string, number>>;
  const dom: number[] = [];
  const paint: number[] = [];
  let first: [number, number] | null = null;
  for (const [name, at] of sent) {
    const d = seen.dom[name];
    const p = seen.paint[name];
    if (d === undefined || p === undefined) continue;
    if (first === null) {
      first = [d - at, p - at]; // the card's code loaded with it
      continue;
    }
    dom.push(d - at);
    paint.push(p - at);
  }
  if (first)
    console.log(
      `first card (its code loaded): DOM ${first[0].toFixed(1)} ms, painted ${first[1].toFixed(1)} ms`,
    );
  console.log(`command -> card in the DOM : ${spread(dom)}`);
  console.log(`command -> card painted    : ${spread(paint)}`);
  console.log(`(${sent.size} cards asked for; ${sent.size - paint.length - (first ? 1 : 0)} never seen)`);
  op.close();
} finally {
  sayLoad('end');
  await b.close();
  hub.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
