import { expect, test } from '@playwright/test';
import { hub, play, toFirstSpeech } from './hub.ts';

/**
 * Issue 23: at 720p the speaking seat's plate cut "Александр Великолепный" to "Великолепны" with no
 * sign: at 20 px the word is wider than a 10-seat plate's line. Issue 38.5: the row keeps one size
 * (that plate alone at 16 px made four sizes in a row). The row takes the size at which every name
 * is whole, down to 18 px at ten seats (above the 17 px club line; a 12-letter nickname is an
 * ordinary one); only a name too long even there ends in "…". The lower third names him whole.
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
  test(`at ${height}p seat 1, speaking: "Александр Великолепный" whole on its plate, the row one size, the lower third whole`, async ({
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
    await expect(nick).toHaveText('Александр Великолепный');
    const cut = await nick.evaluate(
      (n) => n.scrollHeight > n.clientHeight + 1 || n.scrollWidth > n.clientWidth + 1,
    );
    expect(cut, 'the speaking plate cuts its nickname with no sign').toBe(false);
    await expect(page.getByTestId('speaker')).toContainText('Александр Великолепный');
    const size = (seat: number) =>
      page.locator(`[data-seat="${seat}"] .nick`).evaluate((n) => parseFloat(getComputedStyle(n).fontSize));
    // Every plate of the row at the row's one size: below 20 px for this name, never below 18.
    const row = await size(1);
    expect(row).toBeGreaterThanOrEqual(18);
    expect(row).toBeLessThan(20);
    for (const seat of [2, 5, 9]) expect(await size(seat)).toBe(row);
  });
}
