import { expect, test } from '@playwright/test';
import { alphaAt, decodePng } from './png.ts';
import { hub } from './hub.ts';

// A stand-in for the video under the overlay, for judging legibility in the saved screenshots.
const FAKE_VIDEO = `
  html { background:
    radial-gradient(circle at 30% 40%, #c9b48a 0, transparent 35%),
    radial-gradient(circle at 75% 60%, #f3f1ea 0, transparent 30%),
    linear-gradient(160deg, #4b5d6b, #a99b86 55%, #2f2a26) !important; }`;

const corners = [
  [0, 0],
  [1919, 0],
  [0, 1079],
  [1919, 1079],
] as const;

for (const [part, probe] of [
  ['seats', '[data-seat="1"]'],
  ['timer', '[data-testid="timer-clock"]'],
  ['speaker', '[data-testid="speaker"]'],
  ['voting', '[data-testid="voting"]'],
  ['night', '[data-testid="night"]'],
  ['full', '[data-seat="1"]'],
] as const) {
  test(`/overlay/${part}/ is transparent around its plates (demo game, spectator feed)`, async ({ page }) => {
    const stage = part === 'night' ? 'night' : 'day';
    await page.emulateMedia({ reducedMotion: 'reduce' }); // every plate in place at once
    await page.goto(`${hub().url}/overlay/${part}/?demo=${stage}&feed=spectator`);
    await expect(page.locator(probe)).toBeVisible();
    const png = decodePng(await page.screenshot({ omitBackground: true }));
    for (const [x, y] of corners) expect(alphaAt(png, x, y), `alpha at ${x},${y}`).toBe(0);
    const bg = await page.evaluate(() => [
      getComputedStyle(document.documentElement).backgroundColor,
      getComputedStyle(document.body).backgroundColor,
    ]);
    expect(bg).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    await page.addStyleTag({ content: FAKE_VIDEO });
    await page.screenshot({ path: `test-results/look-${part}.png` });
  });
}

test('the English overlay speaks English', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${hub().url}/overlay/full/?demo=vote&feed=spectator&lang=en`);
  await expect(page.getByTestId('voting')).toContainText('Vote result');
  await expect(page.getByTestId('vote-outcome')).toHaveText('5 of 8: 8 · Ирбис leaves the table');
  await page.addStyleTag({ content: FAKE_VIDEO });
  await page.screenshot({ path: 'test-results/look-full-en.png' });
});

test.describe('a wrong overlay URL says so on the page, and shows no other table', () => {
  for (const [what, query, says] of [
    ['a malformed table id', 'table=T10', 'table=T10'],
    ['a wrong spectator key', 'feed=spectator&key=wrong', 'key='],
    ['an unknown feed', 'feed=judges', 'feed=judges'],
  ] as const) {
    test(what, async ({ page }) => {
      let sockets = 0;
      page.on('websocket', () => (sockets += 1));
      await page.goto(`${hub().url}/overlay/full/?${query}`);
      await expect(page.getByTestId('refused')).toContainText(says);
      await expect(page.getByTestId('seats')).toHaveCount(0);
      // A malformed parameter connects to nothing; the hub's refusals need the one attempt.
      if (query.includes('T10') || query.includes('judges')) expect(sockets).toBe(0);
    });
  }
});

test('no motion: `&motion=off` or the system setting puts every change on screen at once', async ({
  page,
}) => {
  await page.goto(`${hub().url}/overlay/voting/?demo=vote&feed=spectator&motion=off`);
  // The panel's entrance tween has no duration: fully opaque in its first frame.
  await expect(page.getByTestId('voting')).toHaveCSS('opacity', '1', { timeout: 2000 });
  await expect(page.locator('html')).toHaveClass(/no-motion/);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${hub().url}/overlay/voting/?demo=vote&feed=spectator`);
  await expect(page.locator('html')).toHaveClass(/no-motion/);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto(`${hub().url}/overlay/voting/?demo=vote&feed=spectator`);
  await expect(page.getByTestId('voting')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/no-motion/);
});
