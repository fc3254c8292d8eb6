/** What the overlay benchmarks share: a built hub with a live game, and Chromium. */
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { toFirstSpeech } from '../scripts/fixtures/game-start.ts';
import type { SpawnedHub } from '../scripts/spawn-hub.ts';
import { benchHub } from './hub-spawn.ts';

export const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

export const DIST = join(import.meta.dirname, '../dist');

/** The hub as `npm start` runs it (bundled ahead), serving the built pages (`npx astro build` first). */
export async function liveHub(table: string, dist = DIST): Promise<SpawnedHub> {
  if (!existsSync(join(dist, 'overlay/full/index.html')))
    throw new Error('no dist/: run `npx astro build` first');
  const hub = await benchHub(mkdtempSync(join(tmpdir(), 'bench-overlay-')), {
    env: { HUB_DIST_DIR: dist },
    built: true,
  });
  // day 1, seat 1 speaking with the timer running: every page has something to show
  for (const c of toFirstSpeech(NAMES)) {
    const res = await fetch(`${hub.url}/api/v1/tables/${table}/commands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(c),
    });
    if (!res.ok) throw new Error(`${c.type}: ${res.status} ${await res.text()}`);
  }
  return hub;
}

export function browser(): Promise<Browser> {
  const executablePath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  return chromium.launch(executablePath ? { executablePath } : {});
}

/** min / p50 / p95 / p99 / max of a sample, in ms with one decimal. */
/** A 1080p tab of `b` with `probe` (the page's timing script) run before the page's own code. */
export async function probedTab(b: Browser, probe: string): Promise<Page> {
  const tab = await (await b.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await tab.addInitScript(probe);
  return tab;
}

export function spread(xs: number[]): string {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  const f = (x: number) => x.toFixed(1);
  return `min ${f(s[0] ?? NaN)} · p50 ${f(at(0.5))} · p95 ${f(at(0.95))} · p99 ${f(at(0.99))} · max ${f(s.at(-1) ?? NaN)} (n=${s.length})`;
}

/** The machine's load, said next to every figure (the benches share 2 vCPUs with Chromium). */
export function sayLoad(when: 'start' | 'end'): void {
  console.log(
    `load average at ${when}: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
}

/** The operator's socket on `table`, said hello and sent its snapshot. */
export interface OperatorSocket {
  /** Sends a command; resolves on its ack (or err) with the hub's sequence number (-1: none). */
  send(c: object): Promise<number>;
  close(): void;
}

export async function operatorSocket(hub: SpawnedHub, table: string): Promise<OperatorSocket> {
  const op = new WebSocket(hub.url.replace(/^http/, 'ws') + '/ws');
  const acks: Array<(s: number) => void> = [];
  op.on('message', (data) => {
    const f = JSON.parse(String(data)) as { t: string; s?: number };
    if (f.t === 'ack' || f.t === 'err') acks.shift()?.(f.s ?? -1);
  });
  await new Promise((ok) => op.once('open', ok));
  op.send(
    JSON.stringify({ t: 'hello', v: 1, kind: 'operator', table, feed: 'judge', token: hub.operatorToken }),
  );
  await new Promise((ok) => op.once('message', ok)); // the snapshot
  let id = 0;
  return {
    send: (c) =>
      new Promise<number>((ok) => {
        acks.push(ok);
        op.send(JSON.stringify({ t: 'cmd', id: id++, c }));
      }),
    close: () => op.terminate(),
  };
}
