import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` options an operator can mistype: an unknown option or a value out of range stops the
 * start with exit 2 and a sentence saying what is allowed (never a stack trace), before the hub
 * writes anything (no data folder is made).
 */
const script = join(import.meta.dirname, '../../../../scripts/start-hub.ts');
/** At most this long for node to load the hub and exit: a loaded machine took 20 s (issue 33). */
const EXIT_MS = 50_000;

/**
 * Runs `npm start`'s hub with `args` until it exits, or until it says it is running (the option was
 * let through: it is stopped then, and has no exit code), bounded by EXIT_MS.
 */
function start(args: string[]): Promise<{ status: number | null; stderr: string; started: boolean }> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  child.stdout.setEncoding('utf8').on('data', (d: string) => {
    stdout += d;
    if (stdout.includes('hub is running')) child.kill('SIGKILL');
  });
  const bound = setTimeout(() => child.kill('SIGKILL'), EXIT_MS);
  return new Promise((ok) =>
    child.on('close', (status) => {
      clearTimeout(bound);
      ok({ status, stderr, started: stdout.includes('hub is running') });
    }),
  );
}
const parent = mkdtempSync(join(tmpdir(), 'start-flags-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('a mistyped npm start option says so and starts nothing', () => {
  it.each([
    [['--inline-sync-ms', 'abc'], 'inline sync limit'],
    [['--inline-sync-ms=-1'], 'inline sync limit'],
    [['--inline-sync-ms', '-1'], 'goes after "="'],
    [['--bogus'], 'Options: --port'],
    [['--inline-sync-ms', '5000'], 'inline sync limit'],
    [['--heartbeat-ms', '5'], 'heartbeat'],
  ])(
    '%j',
    async (args, says) => {
      const data = join(parent, `data-${args.join('')}`);
      const run = await start([...args, '--data', data, '--port', '0']);
      expect(run.started, 'the hub started').toBe(false);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain(says);
      expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
      expect(existsSync(data), 'no data folder').toBe(false);
    },
    EXIT_MS + 10_000,
  );
});
