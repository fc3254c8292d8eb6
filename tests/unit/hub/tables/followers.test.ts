import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { project } from '../../../../src/engine/index.ts';
import type { GameView } from '../../../../src/protocol/index.ts';
import { apply, type Patch } from '../../../../src/protocol/patch.ts';
import type { Subscriber } from '../../../../src/server/tables/feed-channel.ts';
import { Tables } from '../../../../src/server/tables/tables.ts';
import { toFirstSpeech } from '../../../../scripts/fixtures/game-start.ts';
import { WAIT_MS } from '../helpers.ts';
import { openDataDir } from '../../../../src/server/store/data-dir.ts';

const NAMES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
const dirs: string[] = [];
const opened: Tables[] = [];
afterEach(() => {
  for (const t of opened.splice(0)) t.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function hubTables(delays: { spectator?: number } = {}, say: (line: string) => void = () => {}) {
  const dir = mkdtempSync(join(tmpdir(), 'followers-'));
  dirs.push(dir);
  const tables = new Tables(openDataDir(dir), delays, say);
  opened.push(tables);
  return tables;
}

const until = async (ok: () => boolean, ms = WAIT_MS) => {
  const deadline = Date.now() + ms;
  while (!ok() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
};

it('a follower of a spectator feed delayed 0.3 s sees each state once, in order, no sooner than the delay, as the feed’s sockets see it', async () => {
  const tables = hubTables({ spectator: 0.3 });
  const opened = tables.open('main', true);
  if (!opened.ok) throw new Error(opened.error.code);
  const table = opened.table;
  // a socket of the same feed: the view it rebuilds from its snapshot and patches, by state number
  let socketView = table.snapshot('spectator').view;
  let socketS = table.snapshot('spectator').s;
  const socketSaw = new Map<number, GameView>();
  const socket: Subscriber = {
    sendRaw(payloads) {
      for (const p of payloads) {
        const frame = JSON.parse(p.toString('utf8')) as { t: string; s: number; p: Patch };
        if (frame.t !== 'up') continue;
        expect(frame.s).toBe(socketS + 1);
        socketView = apply(socketView, frame.p);
        socketS = frame.s;
        socketSaw.set(frame.s, socketView);
      }
    },
  };
  table.channel('spectator').add(socket);

  const seen: Array<{ s: number; view: GameView; at: number }> = [];
  const followed = table.follow('spectator', (s, view) => seen.push({ s, view, at: Date.now() }));
  expect(followed.s).toBe(0);

  // sent together, so that the disk syncs some of them as one group: each state is still released
  const commands = toFirstSpeech(NAMES);
  // the judge feed is never delayed: its follower hears each state when the table publishes it
  const publishedAt = new Map<number, number>();
  const states = new Map<number, GameView>();
  table.follow('judge', (s) => {
    publishedAt.set(s, Date.now());
    states.set(s, project(table.game.state, 'spectator'));
  });
  const results = await Promise.all(commands.map((c, i) => table.run(c, 1_000 + i)));
  expect(results.map((r) => r.ok && r.s)).toEqual(commands.map((_, i) => i + 1));
  await until(() => seen.length >= commands.length);
  await new Promise((r) => setTimeout(r, 100)); // nothing twice afterwards

  expect(seen.map((e) => e.s)).toEqual(commands.map((_, i) => i + 1));
  for (const { s, view, at } of seen) {
    // the spectator channel reads the clock for its delay before the judge's follower does (the
    // same publish can cross a millisecond), so the judge's time may be a millisecond or two late
    expect(at - publishedAt.get(s)!).toBeGreaterThanOrEqual(298);
    expect(view).toEqual(socketSaw.get(s));
    expect(view).toEqual(states.get(s)); // the state it was published with, delayed
  }
  // the last state is the game's state now, as projected for the feed
  expect(seen.at(-1)!.view).toEqual(project(table.game.state, 'spectator'));
  expect(seen.at(-1)!.view).toEqual(states.get(commands.length));

  followed.stop();
  await table.run({ type: 'speech/end' }, 2_000);
  await new Promise((r) => setTimeout(r, 400));
  expect(seen).toHaveLength(commands.length);
});

it('a follower that throws is named in the log; the feed’s sockets and the other followers still get every state', async () => {
  const lines: string[] = [];
  const tables = hubTables({}, (line) => lines.push(line));
  const opened = tables.open('main', true);
  if (!opened.ok) throw new Error(opened.error.code);
  const table = opened.table;
  let frames = 0;
  table.channel('judge').add({ sendRaw: (payloads) => void (frames += payloads.length) });
  table.follow('judge', () => {
    throw new Error('follower bug');
  });
  const seen: number[] = [];
  table.follow('judge', (s) => seen.push(s));
  for (const c of toFirstSpeech(NAMES).slice(0, 3)) await table.run(c, 1_000);
  table.channel('judge').flush();
  expect(seen).toEqual([1, 2, 3]);
  expect(frames).toBe(3);
  expect(lines.filter((l) => l.includes('a follower of the judge feed threw'))).toHaveLength(3);
});

it('following every table hears the tables open now and those opened later, each state once, until stopped', async () => {
  const tables = hubTables();
  const first = tables.open('main', true);
  if (!first.ok) throw new Error(first.error.code);
  const heard: string[] = [];
  const stop = tables.follow('judge', (table, s, _view, initial) =>
    heard.push(`${table.id}:${s}${initial ? ' now' : ''}`),
  );
  // an overlay waiting for a table nobody opened is not followed until the table opens
  const waiting = tables.watch('side');
  if (!waiting.ok) throw new Error(waiting.error.code);
  expect(heard).toEqual(['main:0 now']);
  const side = tables.open('side', true);
  if (!side.ok) throw new Error(side.error.code);
  const game = toFirstSpeech(NAMES);
  await first.table.run(game[0]!, 1_000);
  await side.table.run(game[0]!, 1_000);
  await side.table.run(game[1]!, 1_000);
  expect(heard).toEqual(['main:0 now', 'side:0 now', 'main:1', 'side:1', 'side:2']);
  // it keeps no table open: a table without a log and without clients is still released
  const typo = tables.open('typo', false);
  if (!typo.ok) throw new Error(typo.error.code);
  tables.release(typo.table);
  expect(tables.byId.has('typo')).toBe(false);
  stop();
  await first.table.run(game[1]!, 1_000);
  expect(heard).toHaveLength(6); // 'typo:0 now' and nothing after the stop
});
