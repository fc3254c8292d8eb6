import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { HOSTILE_PEAK_RSS_MB, judge, type SoakResult } from '../../bench/soak-goals.ts';

/**
 * The hostile soak of `npm run soak:hostile`, 20 s long (issue 22): a game at 5 commands/s with 150
 * real overlays while 1024 sockets that never read send `sync` 95 times a second (each opened again
 * when the hub cuts it) and 50 pages a second join and leave. The hub's memory stays under a stated
 * figure and the honest overlays lose nothing.
 */
test('1024 read-nothing sync flooders and a registry flood beside a game: memory bounded, the overlays lose nothing', async () => {
  const soak = spawn(
    process.execPath,
    [
      join(import.meta.dirname, '../../bench/soak.ts'),
      ...[
        '--seconds',
        '20',
        '--rate',
        '5',
        '--clients',
        '150',
        '--hostile',
        '1024',
        '--churn',
        '50',
        '--json',
      ],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  soak.stdout.on('data', (d) => (out += String(d)));
  soak.stderr.on('data', (d) => (err += String(d)));
  await new Promise((ok) => soak.once('exit', ok));
  const line = out.trim().split('\n').pop() ?? '';
  expect(line, `the soak printed no result; its stderr:\n${err.slice(-2000)}`).toMatch(/^\{/);
  const r = JSON.parse(line) as SoakResult;
  const { report } = judge(r);
  console.log(report.join('\n'));
  expect(r.hostile?.opened).toBeGreaterThanOrEqual(1024);
  expect(
    {
      lost: r.lost,
      duplicated: r.duplicated,
      reordered: r.reordered,
      reconnects: r.reconnects,
      mismatched: r.mismatched,
    },
    report.join('\n'),
  ).toEqual({ lost: 0, duplicated: 0, reordered: 0, reconnects: 0, mismatched: 0 });
  expect(r.commands.applied, 'never applied twice').toBeLessThanOrEqual(r.commands.sent);
  expect(r.commands.acked).toBeGreaterThan(0);
  expect(r.peakMb.rss, report.join('\n')).toBeLessThan(HOSTILE_PEAK_RSS_MB);
}, 300_000);
