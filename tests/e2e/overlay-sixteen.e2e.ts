import { expect, test } from '@playwright/test';
import { plateRoom } from '../../overlays/plate-room.ts';
import { clipped, openMoment, overlaps, showShot, type Moment } from './overlay-checks.ts';

/**
 * Sixteen seats keep the picture (issue 38.7): the plates stand in a side column on the right, one
 * line each, instead of two rows and a lower third over 40 % of the picture's height; nothing
 * overlaps and no text is cut with no sign, by day, in the vote, by night and at the end, both
 * feeds. The shots (720p over the busy picture) are for a director to look at.
 */
for (const demo of ['day', 'vote', 'night', 'end'] as const)
  for (const [feed, lang] of [
    ['spectator', 'ru'],
    ['spectator', 'en'],
    ['table', 'en'],
    ['table', 'ru'],
  ] as const)
    test(`16 seats, ${demo}, ${feed} feed, ${lang}: the plates in a side column, the picture kept`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 720 });
      const m: Moment = { part: 'full', demo, feed, seats: 16, lang };
      await openMoment(page, m);
      await showShot(page, `sixteen-${demo}-${feed}-${m.lang}`);
      expect(await overlaps(page)).toEqual([]);
      expect(await clipped(page)).toEqual([]);
      const seats = page.getByTestId('seats');
      // the end's result lists every seat: the table takes the plates' place
      if (demo === 'end') return expect(seats).toHaveCount(0);
      const box = (await seats.boundingBox())!;
      expect(box.width / 1280, 'the column is a side strip').toBeLessThan(0.25);
      expect(box.x + box.width).toBeGreaterThan(1280 * 0.97);
      // everything else stays left of the column (the speaking plate steps out 16 px)
      const others = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.info-panel, section.timer, section.speaker, .top')]
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => e.getBoundingClientRect().right),
      );
      for (const right of others) expect(right).toBeLessThan(box.x);
    });

for (const seats of [10, 16] as const)
  test(`${seats} seats: the room the panel measures a name against is the plate's own (plate-room.ts)`, async ({
    page,
  }) => {
    await openMoment(page, { part: 'full', demo: 'day', feed: 'table', seats, lang: 'en' }, false);
    const room = plateRoom(seats);
    const width = await page.locator('[data-seat="3"] .nick').evaluate((n) => n.clientWidth);
    expect(Math.abs(width - room.width), `${width} vs ${room.width}`).toBeLessThanOrEqual(1);
  });
