import { expect, test } from '@playwright/test';
import { hub } from './hub.ts';

/**
 * The roster player on the plates (SeatView.player) and the speaker's lower third, on the demo
 * game: seats 2 and 5 have photos, seat 9 a name typed without a roster player.
 */
const demo = (q: string) => `${hub().url}/overlay/full/?feed=spectator&lang=en&motion=off&${q}`;

test("a plate shows the player's photo, or his initials on his own colour, and his club under the nickname", async ({
  page,
}) => {
  await page.goto(demo('demo=day'));
  const photo = page.locator('[data-seat="2"] [data-testid="face"] img');
  await expect(photo).toHaveAttribute('src', '/demo/face-a.jpg');
  await expect
    .poll(() => photo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('[data-seat="2"] .club')).toHaveText('Polar Night');
  // No photo: initials, on a colour of the player id (the same on every page and game).
  const face = (seat: number) => page.locator(`[data-seat="${seat}"] [data-testid="face"]`);
  await expect(face(1)).toHaveText('ДР');
  await expect(face(3)).toHaveText('MG');
  await expect(face(9)).toHaveText('БК');
  const bg = (seat: number) => face(seat).evaluate((e) => getComputedStyle(e).backgroundColor);
  const colour = await bg(1);
  expect(colour).not.toBe(await bg(3));
  await page.reload();
  await expect(face(1)).toHaveText('ДР');
  expect(await bg(1)).toBe(colour);
  // Seat 3 has no club: nothing under the nickname but the fouls.
  await expect(page.locator('[data-seat="3"] .club')).toHaveCount(0);
});

test("a photo that does not load falls back to the player's initials", async ({ page }) => {
  await page.route('**/demo/face-a.jpg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(demo('demo=day'));
  await expect(page.locator('[data-seat="2"] [data-testid="face"]')).toHaveText('ЛИ');
  await expect(page.locator('[data-seat="2"] [data-testid="face"] img')).toHaveCount(0);
});

test('the speaker has a lower third during his speech: face, nickname, club, fouls and countdown', async ({
  page,
}) => {
  await page.goto(demo('demo=day'));
  const bar = page.getByTestId('speaker');
  await expect(bar).toHaveAttribute('data-speaker-seat', '4');
  await expect(bar).toContainText('Speech');
  await expect(bar).toContainText('Северянин');
  await expect(bar).toContainText('Тёмная сторона');
  await expect(bar).toContainText('2 fouls');
  await expect(bar.getByTestId('speaker-clock')).toHaveText(/^0:[34]\d$/);
  // The last word after the vote is a speech too; the night has none.
  await page.goto(demo('demo=vote&seats=16'));
  await expect(bar).toHaveAttribute('data-speaker-seat', '8');
  await expect(bar).toContainText('Last word');
  await page.goto(demo('demo=night'));
  await expect(page.getByTestId('seats')).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('the speaker page alone shows the lower third and nothing else', async ({ page }) => {
  await page.goto(`${hub().url}/overlay/speaker/?demo=day&feed=table&lang=ru&motion=off`);
  await expect(page.getByTestId('speaker')).toContainText('2 фола');
  await expect(page.getByTestId('seats')).toHaveCount(0);
  await expect(page.getByTestId('timer-clock')).toHaveCount(0);
});

test('the lower third slides in with gsap, and with motion off it is simply there', async ({ page }) => {
  // Every frame's opacity from the first paint: with motion on, some frames are half way.
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    const sample = () => {
      const bar = document.querySelector<HTMLElement>('[data-testid="speaker"]');
      if (bar) seen.push(Number(getComputedStyle(bar).opacity));
      if (seen.length < 400) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  const seen = () => page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  await page.goto(`${hub().url}/overlay/speaker/?demo=day&feed=table`);
  await expect(page.getByTestId('speaker')).toHaveCSS('opacity', '1');
  expect(
    (await seen()).some((o) => o > 0 && o < 1),
    'a frame half way in',
  ).toBe(true);
  await page.goto(`${hub().url}/overlay/speaker/?demo=day&feed=table&motion=off`);
  await expect(page.getByTestId('speaker')).toBeVisible();
  const still = await seen();
  expect(still.length).toBeGreaterThan(0);
  expect(still.every((o) => o === 1)).toBe(true);
});
