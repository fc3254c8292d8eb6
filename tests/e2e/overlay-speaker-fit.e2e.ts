import { expect, test } from '@playwright/test';
import { hub, play, toFirstSpeech } from './hub.ts';

/**
 * Issue 23: at 720p the speaking seat's plate cut "Александр Великолепный" to "Великолепны" with no
 * sign: at the row's 20 px floor the word is wider than a 10-seat plate's line. Issue 38.5: the row
 * keeps its one size (that plate at 16 px made four sizes in a row); the plate ends the name in "…",
 * and the lower third above it names him whole.
 */
const names = [
  'Александр Великолепный',
  'Лиса',
  'Mr. Grey',
  'Северянин',
  'Алхимик',
  'Кэп',
  'Ветер',
  'Ирбис',
  'Белая Королева',
  'Бармалей',
];

for (const [width, height] of [
  [1280, 720],
  [1920, 1080],
] as const) {
  test(`at ${height}p seat 1, speaking: "Александр Великолеп…" on its plate, the row one size, the lower third whole`, async ({
    page,
  }) => {
    const table = `e2e-speaker-fit-${height}`;
    await page.setViewportSize({ width, height });
    await play(table, toFirstSpeech(names));
    const { url, spectatorKey } = hub();
    await page.goto(`${url}/overlay/full/?table=${table}&feed=spectator&key=${spectatorKey}`);
    const plate = page.locator('[data-seat="1"]');
    await expect(plate).toHaveAttribute('aria-current', 'true');
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(800);
    const nick = plate.locator('.nick');
    await expect(nick).toHaveText(/^Александр Велико.*…$/);
    const cut = await nick.evaluate(
      (n) => n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1,
    );
    expect(cut, 'the speaking plate cuts its nickname with no sign').toBe(false);
    await expect(page.getByTestId('speaker')).toContainText('Александр Великолепный');
    const size = (seat: number) =>
      page.locator(`[data-seat="${seat}"] .nick`).evaluate((n) => parseFloat(getComputedStyle(n).fontSize));
    // Every plate of the row at the row's size, the floor of 20 px for ten seats.
    for (const seat of [1, 2, 5, 9]) expect(await size(seat)).toBe(20);
  });
}
