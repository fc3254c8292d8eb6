import { expect, test } from 'vitest';
import { RSS_GROWTH_LIMIT_MB } from '../../bench/soak-goals.ts';
import { runSoak } from './run.ts';

/**
 * The soak of `npm run soak`, one minute long with a 1 s heartbeat (so it spans 60 heartbeat
 * periods): 500 overlays on the table, spectator and judge feeds, each the real browser
 * connection with its reconnect, and an operator sending 20 commands/s, against the hub in its
 * own process. A broadcast must survive it without a single cut, gap or stale screen.
 */
test('one minute on air: 500 overlays and 20 commands/s, nothing lost, nobody reconnects, memory flat', async () => {
  const { r, report } = await runSoak(['--seconds', '60', '--heartbeat-ms', '1000']);
  expect(r.commands.sent).toBe(1200);
  expect(
    {
      lost: r.lost,
      duplicated: r.duplicated,
      reordered: r.reordered,
      reconnects: r.reconnects,
      closes: r.closes,
      mismatched: r.mismatched,
    },
    report.join('\n'),
  ).toEqual({ lost: 0, duplicated: 0, reordered: 0, reconnects: 0, closes: 0, mismatched: 0 });
  expect(r.updates, 'every overlay got every update').toBeGreaterThanOrEqual(500 * 1200);
  expect(r.commands.applied, 'every command applied exactly once').toBe(r.commands.sent);
  expect(r.rssMb.end - r.rssMb.start).toBeLessThan(RSS_GROWTH_LIMIT_MB);
}, 300_000);
