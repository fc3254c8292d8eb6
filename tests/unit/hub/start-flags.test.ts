import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` options an operator can mistype: an unknown option or a value out of range stops the
 * start with exit 2 and a sentence saying what is allowed (never a stack trace), before the hub
 * writes anything (no data folder is made).
 */
const script = join(import.meta.dirname, '../../../scripts/start-hub.ts');
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
  ])('%j', (args, says) => {
    const data = join(parent, `data-${args.join('')}`);
    const run = spawnSync(process.execPath, [script, ...args, '--data', data, '--port', '0'], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(says);
    expect(run.stderr).not.toMatch(/\n\s+at /); // no stack trace
    expect(existsSync(data), 'no data folder').toBe(false);
  });
});
