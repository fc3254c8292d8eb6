import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('--games 10 --weigh mafiaratings: their shape (25 players, 13 rounds, the last one table, 10 games each) and their score', async () => {
    const r = await seating(
      '--players',
      '25',
      '--tables',
      '2',
      '--games',
      '10',
      '--weigh',
      'mafiaratings',
      '--json',
      '--iterations',
      '20000', // 5000 ended with 9 and 11 games (the sit-out trades still hot)
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as {
      rounds: number[][][];
      mafiaratings: { pairs: number; numbers: number; tables: number; total: number };
    };
    expect(out.rounds.map((round) => round.length)).toEqual([...new Array<number>(12).fill(2), 1]);
    const games = new Map<number, number>();
    for (const p of out.rounds.flat(2)) games.set(p, (games.get(p) ?? 0) + 1);
    expect(new Set(games.values())).toEqual(new Set([10]));
    const { pairs, numbers, tables, total } = out.mafiaratings;
    expect(tables).toBe(0); // two tables: they do not weigh them
    expect(total).toBeCloseTo(pairs + numbers, 1);
    expect((await seating('--players', '25', '--tables', '2', '--games', '3')).stderr).toContain(
      'players × games must fill whole tables of 10',
    );
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

  it('on a terminal a progress bar runs to 100% on stderr; in a pipe (scripts, --json) stderr stays empty', async () => {
    const args = ['--players', '20', '--tables', '2', '--rounds', '3', '--iterations', '20000'];
    const piped = await seating(...args, '--json');
    expect(piped.stderr).toBe('');
    JSON.parse(piped.stdout);
    // util-linux `script` gives the command a terminal; the schedule itself still goes to the file
    const out = join(mkdtempSync(join(tmpdir(), 'seating-')), 'out.txt');
    const terminal = await run('script', [
      '-qec',
      `${node} scripts/seating.ts ${args.join(' ')} > ${out}`,
      '/dev/null',
    ]);
    const shown = terminal.stdout.split('\r').filter((x) => x.includes('%'));
    expect(shown[0]).toContain(' 0%');
    expect(shown.at(-1)).toContain('100%');
    expect(shown.length).toBeGreaterThan(10);
    expect(readFileSync(out, 'utf8')).toContain('Round 3');
  });
});
