import { expect, test } from '@playwright/test';
import {
  clipped,
  contrastViolations,
  momentName,
  openMoment,
  overlaps,
  smallText,
  type Moment,
} from './overlay-checks.ts';

/**
 * Every overlay page at the moments that matter, 10 and 16 seats, both feeds: nothing overlaps,
 * no text is cut, nothing is set under 16 px at 1080p, and axe finds no text under 4.5:1.
 */
const moments: (Moment & { axe: boolean })[] = [];
for (const demo of ['day', 'vote', 'night', 'end'] as const)
  for (const feed of ['table', 'spectator'] as const)
    for (const seats of [10, 16] as const)
      moments.push({
        part: 'full',
        demo,
        feed,
        seats,
        lang: feed === 'table' ? 'ru' : 'en',
        axe:
          seats === 16 && (demo === 'vote' || demo === 'end' || (demo === 'night' && feed === 'spectator')),
      });
for (const [part, demo] of [
  ['seats', 'vote'],
  ['timer', 'day'],
  ['voting', 'vote'],
  ['night', 'night'],
  ['scores', 'end'],
  ['speaker', 'day'],
] as const) {
  moments.push({ part, demo, feed: 'spectator', seats: 16, lang: 'ru', axe: true });
}

for (const m of moments) {
  test(`${momentName(m)}: no overlap, no clipped text, 16 px and 4.5:1 at least`, async ({ page }) => {
    await openMoment(page, m);
    expect(await overlaps(page), 'overlapping boxes').toEqual([]);
    expect(await clipped(page), 'clipped text').toEqual([]);
    expect(await smallText(page, 16), 'text under 16 px').toEqual([]);
    // axe takes seconds a page: once per page part and feed, at its busiest moment.
    if (m.axe) expect(await contrastViolations(page), 'contrast under 4.5:1').toEqual([]);
  });
}

test('a table feed never shows a role or a night action before the morning (demo, night 2)', async ({
  page,
}) => {
  await openMoment(page, { part: 'full', demo: 'night', feed: 'table', seats: 16, lang: 'ru' }, false);
  await expect(page.locator('[data-seat="1"]')).toBeVisible();
  await expect(page.getByTestId('role')).toHaveCount(0);
  await expect(page.getByTestId('night')).toHaveCount(0);
});

test('the 720p and 4K sources show the whole 1080p composition, scaled', async ({ page }) => {
  for (const [w, h] of [
    [1280, 720],
    [3840, 2160],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await openMoment(page, { part: 'full', demo: 'vote', feed: 'spectator', seats: 16, lang: 'ru' }, false);
    const box = await page.locator('.stage').boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: w, height: h });
    // The last plate ends inside the picture: nothing is cut at 720p, nothing left unused at 4K.
    // The speaker's lower third (last word of seat 8) is in the picture, above the plates.
    const bar = await page.getByTestId('speaker').boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(h);
    const last = await page.locator('[data-seat="16"] .plate').boundingBox();
    expect(last!.x + last!.width).toBeLessThanOrEqual(w);
    expect(last!.y + last!.height).toBeLessThanOrEqual(h);
    expect(last!.x + last!.width).toBeGreaterThan(w * 0.95);
    expect(await overlaps(page)).toEqual([]);
    expect(await clipped(page)).toEqual([]);
  }
});

test("the vote card's voter chips sit above their row's bar, never on it (demo vote, 16 seats)", async ({
  page,
}) => {
  await openMoment(page, { part: 'full', demo: 'vote', feed: 'spectator', seats: 16, lang: 'ru' }, false);
  const rows = await page.locator('[data-testid="voting"] li').evaluateAll((lis) =>
    lis.flatMap((li) => {
      const bar = li.querySelector('.fill')?.getBoundingClientRect();
      return bar
        ? [...li.querySelectorAll('.voter')].map((v) => ({
            seat: li.getAttribute('data-candidate'),
            over: v.getBoundingClientRect().bottom - bar.top,
          }))
        : [];
    }),
  );
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((r) => r.over > 0.5)).toEqual([]);
});
