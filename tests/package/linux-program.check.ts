/**
 * The Linux venue program as a user gets it: copied alone into an empty folder, started with a clean
 * environment (no project, no node_modules, no Node on PATH), pages served, a game played over the
 * HTTP API, stopped with SIGTERM and started again with its state. Run by `npm run test:package`
 * after `npm run package` made release/ (node's test runner: vitest would start it in every unit run).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';
import { toFirstSpeech } from '../game-start.ts';

const root = resolve(import.meta.dirname, '../..');
const built = join(root, 'release', 'mafia-broadcast-linux-x64');
const overlaysInBuild = readdirSync(join(root, 'dist', 'overlay')).sort();
let folder: string;
let program: string;
// every program started, so a failed assertion never leaves one running (it would hang the runner)
const started = new Set<ChildProcess>();

interface Running {
  child: ChildProcess;
  output: string;
  base: string;
  token: string;
  overlays: string[];
}

/** Starts the program and waits for the links it prints. */
function start(): Promise<Running> {
  const child = spawn(program, ['--port', '0'], {
    cwd: folder,
    // what a fresh user session has: no Node, no npm, no project paths
    env: { PATH: '/usr/bin:/bin', HOME: folder, MAFIA_NO_OPEN: '1', LANG: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return new Promise((done, fail) => {
    let output = '';
    const timer = setTimeout(() => fail(new Error(`no panel link within 10 s:\n${output}`)), 10_000);
    const read = (chunk: Buffer) => {
      output += String(chunk);
      const panel = /http:\/\/(127\.0\.0\.1:\d+)\/panel\/\?token=([\w-]+)\n/.exec(output);
      if (!panel || !output.includes('Stop with')) return;
      clearTimeout(timer);
      const overlays = [...output.matchAll(/\/overlay\/([\w-]+)\/\?table=main/g)].map((m) => m[1] ?? '');
      done({ child, output, base: `http://${panel[1]}`, token: panel[2] ?? '', overlays });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => fail(new Error(`exited ${code} before listening:\n${output}`)));
  });
}

function stop(run: Running): Promise<number | null> {
  return new Promise((done) => {
    run.child.removeAllListeners('exit');
    run.child.on('exit', (code) => done(code));
    run.child.kill('SIGTERM');
  });
}

/** A raw GET, so the Content-Encoding is seen as sent. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; encoding: string | undefined; body: Buffer }>((done, fail) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on('error', fail)
      .end();
  });
}

async function command(run: Running, body: unknown): Promise<{ status: number; json: { s?: number } }> {
  const res = await fetch(`${run.base}/api/v1/tables/main/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${run.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { s?: number } };
}

async function tableState(
  run: Running,
): Promise<{ s: number; state: { seats: Array<{ nickname: string }> } }> {
  return (await (await fetch(`${run.base}/api/v1/tables/main/state`)).json()) as {
    s: number;
    state: { seats: Array<{ nickname: string }> };
  };
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
    const first = await start();
    // the data folder is made beside the program and holds the token the panel link carries
    assert.equal(readFileSync(join(folder, 'data', 'operator-token'), 'utf8').trim(), first.token);
    assert.deepEqual(first.overlays, overlaysInBuild);
    assert.ok(first.overlays.length >= 5, first.output);

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

    const names = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fox', 'Gus', 'Hal', 'Ivy', 'Jon'];
    let last = 0;
    for (const c of toFirstSpeech(names)) {
      const r = await command(first, c);
      assert.equal(r.status, 200, `${JSON.stringify(c)} -> ${JSON.stringify(r.json)}`);
      last = r.json.s ?? 0;
    }
    assert.equal((await command(first, { type: 'foul/add', seat: 4 })).status, 200);
    last += 1;
    assert.equal((await tableState(first)).s, last);

    assert.equal(await stop(first), 0, 'SIGTERM is a clean stop');
    const second = await start();
    assert.equal(second.token, first.token, 'the same panel link after a restart');
    const restored = await tableState(second);
    assert.equal(restored.s, last);
    assert.deepEqual(
      restored.state.seats.map((s) => s.nickname),
      names,
    );
    assert.equal(await stop(second), 0);
  },
);
