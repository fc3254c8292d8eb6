import { expect, test } from 'vitest';
import { HOSTILE_PEAK_RSS_MB } from '../../bench/soak-goals.ts';
import { runSoak } from './run.ts';

/**
 * The hostile soak of `npm run soak:hostile`, 20 s long (issue 22): a game at 5 commands/s with 150
 * real overlays while 1024 sockets that never read send `sync` 95 times a second (each opened again
 * when the hub cuts it) and 50 pages a second join and leave. The hub's memory stays under a stated
 * figure and the honest overlays lose nothing.
 */
test('1024 read-nothing sync flooders and a registry flood beside a game: memory bounded, the overlays lose nothing', async () => {
  const { r, report } = await runSoak([
    ...['--seconds', '20', '--rate', '5', '--clients', '150'],
    ...['--hostile', '1024', '--churn', '50'],
  ]);
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
