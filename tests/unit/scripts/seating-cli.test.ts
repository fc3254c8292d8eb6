import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const node = process.execPath;

/** `npm run seating -- …` is `node scripts/seating.ts …`: its contract for scripts (docs/protocol.md "Seating"). */
async function seating(...args: string[]) {
  return run(node, ['scripts/seating.ts', ...args]).then(
    (r) => ({ code: 0, ...r }),
    (e: { code: number; stdout: string; stderr: string }) => ({
      code: e.code,
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
}

describe('npm run seating', () => {
  it('--json prints the rounds, seats in order, players 1..N, those sitting out left out, and the quality', async () => {
    const r = await seating(
      '--players',
      '23',
      '--tables',
      '2',
      '--rounds',
      '3',
      '--seed',
      's',
      '--json',
      '--iterations',
      '5000',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as { rounds: number[][][]; quality: { pairs: { of: number } } };
    expect(out.rounds).toHaveLength(3);
    for (const round of out.rounds) {
      expect(round).toHaveLength(2);
      const all = round.flat();
      expect(all).toHaveLength(20);
      expect(new Set(all).size).toBe(20);
      for (const p of all) expect(p >= 1 && p <= 23).toBe(true);
    }
    expect(out.quality.pairs.of).toBe((23 * 22) / 2);
  });

  it('the same seed prints the same schedule', async () => {
    const args = ['--players', '20', '--tables', '2', '--rounds', '2', '--seed', 'x', '--iterations', '3000'];
    const [a, b] = await Promise.all([seating(...args), seating(...args)]);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).toContain('Round 2');
    expect(a.stdout).toContain('pair meetings');
  });

  it('a missing or bad number says which and exits 2', async () => {
    const r = await seating('--players', '20', '--tables', 'two', '--rounds', '2');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--tables');
    const few = await seating('--players', '8', '--tables', '1', '--rounds', '2');
    expect(few.code).toBe(2);
    expect(few.stderr).toContain('cannot fill a table');
  });
});
