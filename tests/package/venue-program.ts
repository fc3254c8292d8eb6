/**
 * What the packaged-program checks share, whatever system runs the program: waiting for the links
 * it prints, raw GETs, commands over the HTTP API, and the table's state.
 */
import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { toFirstSpeech } from '../../scripts/fixtures/game-start.ts';

export interface Running {
  child: ChildProcess;
  /** Everything the program printed so far. */
  output(): string;
  base: string;
  token: string;
  overlays: string[];
}

/** Waits (polling what it printed) for the panel link and the stop line; fails if it exits first. */
export function waitForLinks(child: ChildProcess, output: () => string, ms: number): Promise<Running> {
  return new Promise((done, fail) => {
    const stop = () => {
      clearTimeout(timer);
      clearInterval(poll);
      child.off('exit', early);
    };
    const timer = setTimeout(() => {
      stop();
      fail(new Error(`no panel link within ${ms / 1000} s:\n${output()}`));
    }, ms);
    const poll = setInterval(() => {
      const text = output();
      const panel = /http:\/\/(127\.0\.0\.1:\d+)\/panel\/\?token=([\w-]+)\r?\n/.exec(text);
      if (!panel || !text.includes('Stop with')) return;
      stop();
      const overlays = [...text.matchAll(/\/overlay\/([\w-]+)\/\?table=main/g)].map((m) => m[1] ?? '');
      done({ child, output, base: `http://${panel[1]}`, token: panel[2] ?? '', overlays });
    }, 50);
    const early = (code: number | null) => {
      stop();
      fail(new Error(`exited ${code} before listening:\n${output()}`));
    };
    child.once('exit', early);
  });
}

/** Waits for the program to exit and gives its exit code. */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => {
    child.removeAllListeners('exit');
    child.on('exit', (code) => done(code));
  });
}

/** A raw GET, so the Content-Encoding is seen as sent. */
export function get(url: string, headers: Record<string, string> = {}) {
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

export async function command(
  run: Running,
  body: unknown,
): Promise<{ status: number; json: { s?: number } }> {
  const res = await fetch(`${run.base}/api/v1/tables/main/commands`, {
    method: 'POST',
    headers: { authorization: `Bearer ${run.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as { s?: number } };
}

/** The table's state without the hub's clock: what a restart must give back. */
export async function kept(run: Running) {
  const { now, ...rest } = await tableState(run);
  void now;
  return rest;
}

export async function tableState(
  run: Running,
): Promise<{ s: number; now?: number; state: { seats: Array<{ nickname: string; fouls: number }> } }> {
  return (await (await fetch(`${run.base}/api/v1/tables/main/state`)).json()) as {
    s: number;
    now?: number;
    state: { seats: Array<{ nickname: string; fouls: number }> };
  };
}

export const NAMES = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fox', 'Gus', 'Hal', 'Ivy', 'Jon'];

/** Seats ten players, deals, plays to the first speech and gives seat 4 a foul: the last version. */
export async function playToAFoul(run: Running): Promise<number> {
  let last = 0;
  for (const c of toFirstSpeech(NAMES)) {
    const r = await command(run, c);
    if (r.status !== 200) throw new Error(`${JSON.stringify(c)} -> ${r.status} ${JSON.stringify(r.json)}`);
    last = r.json.s ?? 0;
  }
  const foul = await command(run, { type: 'foul/add', seat: 4 });
  if (foul.status !== 200) throw new Error(`foul -> ${foul.status}`);
  return foul.json.s ?? last + 1;
}
