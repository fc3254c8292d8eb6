/**
 * The Linux venue program as a user gets it: copied alone into an empty folder, started with a clean
 * environment (no project, no node_modules, no Node on PATH), pages served, a game played over the
 * HTTP API, stopped with SIGTERM and started again with its state. Run by `npm run test:package`
 * after `npm run package` made release/ (node's test runner: vitest would start it in every unit run).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { SEA_FUSE } from '../../scripts/package.ts';
import { exited, get, NAMES, playToAFoul, type Running, tableState, waitForLinks } from './venue-program.ts';

const root = resolve(import.meta.dirname, '../..');
const built = join(root, 'release', 'mafia-broadcast-linux-x64');
const overlaysInBuild = readdirSync(join(root, 'dist', 'overlay')).sort();
let folder: string;
let program: string;
// every program started, so a failed assertion never leaves one running (it would hang the runner)
const started = new Set<ChildProcess>();

/** Starts the program and waits for the links it prints. */
function start(args: string[] = ['--port', '0']): Promise<Running> {
  const child = spawn(program, args, {
    cwd: folder,
    // what a fresh user session has: no Node, no npm, no project paths
    env: { PATH: '/usr/bin:/bin', HOME: folder, MAFIA_NO_OPEN: '1', LANG: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let output = '';
  const read = (chunk: Buffer) => (output += String(chunk));
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  return waitForLinks(child, () => output, 10_000);
}

function stop(run: Running, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  const code = exited(run.child);
  run.child.kill(signal);
  return code;
}

before(() => {
  assert.ok(existsSync(built), `${built} is missing: run npm run package first`);
  folder = mkdtempSync(join(tmpdir(), 'venue-'));
  program = join(folder, 'mafia-broadcast-linux-x64');
  copyFileSync(built, program);
});
after(() => {
  for (const child of started) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

test(
  'a venue laptop: one file, started, every page served, a game played, restarted with its state',
  { timeout: 60_000 },
  async () => {
    assert.deepEqual(readdirSync(folder), ['mafia-broadcast-linux-x64']);
    // the hub is injected: Node's fuse is flipped
    assert.ok(readFileSync(program).includes(`${SEA_FUSE}:1`));
    const first = await start();
    // the data folder is made beside the program and holds the token the panel link carries
    assert.equal(readFileSync(join(folder, 'data', 'operator-token'), 'utf8').trim(), first.token);
    assert.deepEqual(first.overlays, overlaysInBuild);
    assert.ok(first.overlays.length >= 5, first.output());

    const panel = await get(`${first.base}/panel/`, { 'accept-encoding': 'br, gzip' });
    assert.equal(panel.status, 200);
    assert.equal(panel.encoding, 'br');
    const plain = await get(`${first.base}/panel/`);
    assert.match(plain.body.toString(), /<html/i);
    // the scripts and styles the panel loads are inside the program too
    const assets = [...plain.body.toString().matchAll(/(\/_astro\/[\w.-]+\.(?:js|css))/g)].map((m) => m[1]);
    assert.ok(assets.length > 0, 'the panel page names its bundles');
    for (const a of new Set(assets))
      assert.equal((await get(first.base + a, { 'accept-encoding': 'gzip' })).status, 200, a);
    for (const o of first.overlays) {
      const page = await get(`${first.base}/overlay/${o}/?table=main`, { 'accept-encoding': 'gzip' });
      assert.equal(page.status, 200, o);
      assert.equal(page.encoding, 'gzip', o);
    }

    const last = await playToAFoul(first);
    assert.equal((await tableState(first)).s, last);

    assert.equal(await stop(first), 0, 'SIGTERM is a clean stop');
    const second = await start();
    assert.equal(second.token, first.token, 'the same panel link after a restart');
    const restored = await tableState(second);
    assert.equal(restored.s, last);
    assert.deepEqual(
      restored.state.seats.map((s) => s.nickname),
      NAMES,
    );
    // a closed console window (Windows) or terminal sends SIGHUP: a clean stop too
    assert.equal(await stop(second, 'SIGHUP'), 0, 'SIGHUP is a clean stop');
  },
);
