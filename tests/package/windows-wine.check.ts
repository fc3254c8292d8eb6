/**
 * The Windows venue program run as a venue laptop would run it, under Wine 10 (tests/package/wine.ts):
 * copied alone into an empty folder, started, pages served, commands applied over HTTP and the
 * WebSocket, a game archived, its state kept across a stop and a kill, a second copy on the same
 * data refused, and no browser opened under --no-open (one is, with the whole panel link, without).
 * Run by `npm run test:windows` (inside `npm test`) after `npm run package` made release/.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import WebSocket from 'ws';
import {
  command,
  exited,
  get,
  kept,
  playToAFoul,
  type Running,
  tableState,
  waitForLinks,
} from './venue-program.ts';
import { ensureWine, inWine, stopWine, wine64 } from './wine.ts';

const root = resolve(import.meta.dirname, '../..');
const built = join(root, 'release', 'mafia-broadcast-win-x64.exe');
const EXE = 'mafia-broadcast-win-x64.exe';
let wine: string;
/** The program's folder, seen from Linux and from Windows. */
let folder: string;
let winFolder: string;
const started = new Set<ChildProcess>();
let runs = 0;

/** Starts the program under Wine; its output goes to a file (Node under Wine cannot write a pipe). */
function start(args: string[]): { child: ChildProcess; output: () => string } {
  const log = join(folder, `run-${++runs}.log`);
  const fd = openSync(log, 'w');
  const child = inWine(wine, wine64(`${winFolder}\\${EXE}`, args), fd);
  closeSync(fd);
  started.add(child);
  child.once('exit', () => started.delete(child));
  return { child, output: () => readFileSync(log, 'utf8') };
}

/** Started and listening (Wine's first start of a prefix takes a few seconds). */
function listening(args = ['--port', '0', '--no-open']): Promise<Running> {
  const { child, output } = start(args);
  return waitForLinks(child, output, 60_000);
}

function kill(run: Running, signal: NodeJS.Signals): Promise<number | null> {
  const code = exited(run.child);
  run.child.kill(signal);
  return code;
}

const opened = () => {
  const file = join(wine, 'tmp', 'opened-urls');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
};

/** A WebSocket client of the hub: its frames, and a wait for one. */
async function socket(run: Running, hello: Record<string, unknown>) {
  const ws = new WebSocket(`${run.base.replace('http', 'ws')}/ws`);
  const frames: Array<{ t: string; id?: number }> = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as { t: string; id?: number }));
  await new Promise((ok, fail) => ws.once('open', ok).once('error', fail));
  const seen = async (ok: (f: { t: string; id?: number }) => boolean) => {
    const end = Date.now() + 20_000;
    while (!frames.some(ok)) {
      if (Date.now() > end) throw new Error(`no such frame; got ${JSON.stringify(frames).slice(-300)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  ws.send(JSON.stringify({ t: 'hello', v: 1, table: 'main', ...hello }));
  await seen((f) => f.t === 'snap');
  return { ws, frames, seen };
}

async function games(run: Running): Promise<unknown> {
  const res = await fetch(`${run.base}/api/v1/games`, { headers: { authorization: `Bearer ${run.token}` } });
  assert.equal(res.status, 200);
  return res.json();
}

before(() => {
  assert.ok(existsSync(built), `${built} is missing: run npm run package first`);
  wine = ensureWine();
  rmSync(join(wine, 'tmp', 'opened-urls'), { force: true });
  folder = mkdtempSync(join(wine, 'work', 'venue-'));
  winFolder = `Z:${folder.slice(wine.length).replace(/\//g, '\\')}`;
  copyFileSync(built, join(folder, EXE));
});
after(() => {
  for (const child of started) child.kill('SIGKILL');
  stopWine(wine);
  rmSync(folder, { recursive: true, force: true });
});

test(
  'a Windows venue laptop: started in an empty folder, served, played, archived, stopped, killed, one copy per data folder',
  { timeout: 300_000 },
  async () => {
    const first = await listening();
    // the data folder beside the program holds the token the panel link carries (the folder sync
    // Windows refuses did not stop the first save)
    assert.equal(readFileSync(join(folder, 'data', 'operator-token'), 'utf8').trim(), first.token);
    // Z:\work is outside the user's folder: the program says its files may be read by other accounts
    assert.match(first.output(), /other accounts on this computer may read/);

    const panel = await get(`${first.base}/panel/`, { 'accept-encoding': 'br, gzip' });
    assert.equal(panel.status, 200);
    assert.equal(panel.encoding, 'br');
    const full = await get(`${first.base}/overlay/full/?table=main`);
    assert.equal(full.status, 200);
    assert.match(full.body.toString(), /<html/i);

    // over HTTP: ten players seated, the deal, day 1, a foul
    const fouled = await playToAFoul(first);
    // over the WebSocket: an overlay follows, the operator's command lands and the overlay sees it
    const overlay = await socket(first, { kind: 'overlay', feed: 'table' });
    const op = await socket(first, { kind: 'operator', feed: 'judge', token: first.token, page: 'panel' });
    const before = overlay.frames.length;
    op.ws.send(JSON.stringify({ t: 'cmd', id: 1, c: { type: 'foul/add', seat: 7 } }));
    await op.seen((f) => f.t === 'ack' && f.id === 1);
    await overlay.seen((f) => f.t === 'up' && overlay.frames.indexOf(f) >= before);
    op.ws.close();
    overlay.ws.close();
    assert.equal((await tableState(first)).s, fouled + 1);

    // a new game archives this one
    assert.equal((await command(first, { type: 'game/new', gameId: 'windows-2' })).status, 200);
    const archived = await games(first);
    assert.match(JSON.stringify(archived), /"gameId":"[^"]+"/);
    const renamed = await command(first, { type: 'seat/nickname', seat: 2, nickname: 'Окно' });
    assert.equal(renamed.status, 200);
    const state = await kept(first);

    // a second copy on the same data folder (a double click too many) is refused and says why
    const second = start(['--port', '0', '--no-open']);
    assert.notEqual(await exited(second.child), 0);
    assert.match(second.output(), /another hub is running on the data folder/);
    assert.equal((await tableState(first)).s, state.s, 'the first one still serves');

    // stopped, started: the same link and state; killed, started: the same again
    await kill(first, 'SIGTERM');
    const again = await listening();
    assert.equal(again.token, first.token, 'the same panel link after a restart');
    assert.deepEqual(await kept(again), state);
    assert.deepEqual(await games(again), archived);
    await kill(again, 'SIGKILL');
    const afterKill = await listening();
    assert.deepEqual(await kept(afterKill), state);
    assert.equal((await tableState(afterKill)).state.seats[1]?.nickname, 'Окно');
    await kill(afterKill, 'SIGKILL');
    assert.equal(opened(), '', '--no-open opened no browser');
  },
);

test(
  'without --no-open the panel opens in the default browser, its link whole',
  { timeout: 120_000 },
  async () => {
    const run = await listening(['--port', '0']);
    const end = Date.now() + 60_000;
    while (!opened().includes('\n') && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    assert.equal(opened().trim(), `${run.base}/panel/?token=${run.token}`);
    await kill(run, 'SIGKILL');
  },
);
