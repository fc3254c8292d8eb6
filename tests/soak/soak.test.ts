import { expect, test } from 'vitest';
import { RSS_GROWTH_LIMIT_MB } from '../../bench/soak-goals.ts';
import { runSoak } from './run.ts';

/**
 * The soak of `npm run soak`, 30 seconds long with a 1 s heartbeat (so it spans 30 heartbeat
 * periods; `npm run soak` itself runs 10 minutes): 500 overlays on the table, spectator and judge feeds, each the real browser
 * connection with its reconnect, and an operator sending 20 commands/s, against the hub in its
 * own process. A broadcast must survive it without a single cut, gap or stale screen.
 */
test('30 seconds on air: 500 overlays and 20 commands/s, nothing lost, nobody reconnects, memory flat', async () => {
  const { r, report } = await runSoak(['--seconds', '30', '--heartbeat-ms', '1000']);
  expect(r.commands.sent).toBe(600);
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
  expect(r.updates, 'every overlay got every update').toBeGreaterThanOrEqual(500 * 600);
  expect(r.commands.applied, 'every command applied exactly once').toBe(r.commands.sent);
  expect(r.rssMb.end - r.rssMb.start).toBeLessThan(RSS_GROWTH_LIMIT_MB);
}, 300_000);
