import { expect, test } from '@playwright/test';
import { hub, play } from './hub.ts';

/**
 * One OBS set for every table (issue 12): a source opened with `table=on-air` shows the table on
 * air and moves with it, without a reload, when the operator presses V in another table's panel.
 */
test('V in the final table’s panel moves the on-air source from the semifinal to the final at once', async ({
  browser,
}) => {
  const { url, token } = hub();
  await play('e2e-semi', [
    { type: 'game/new', ruleset: 'mafclub-2023' },
    { type: 'seat/nickname', seat: 1, nickname: 'Полуфиналист' },
  ]);
  await play('e2e-final', [
    { type: 'game/new', ruleset: 'mafclub-2023' },
    { type: 'seat/nickname', seat: 1, nickname: 'Финалист' },
  ]);
  const put = (table: string) =>
    fetch(`${url}/api/v1/obs`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ table }),
    });
  const before = (
    (await (await fetch(`${url}/api/v1/obs`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      settings: { table: string };
    }
  ).settings.table;
  try {
    expect((await put('e2e-semi')).status).toBe(200);
    const source = await browser.newPage({ reducedMotion: 'reduce' });
    await source.goto(`${url}/overlay/seats/?table=on-air&lang=en`);
    await expect(source.locator('[data-seat="1"] .nick')).toHaveText('Полуфиналист');
    const loads: string[] = [];
    source.on('load', () => loads.push(source.url()));

    const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await panel.goto(`${url}/panel/?table=e2e-final&token=${token}&lang=en`);
    await expect(panel.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
    await expect(panel.getByTestId('on-air')).toHaveAttribute('data-on-air', 'e2e-semi');
    await panel.keyboard.press('v');
    await expect(source.locator('[data-seat="1"] .nick')).toHaveText('Финалист');
    await expect(panel.getByTestId('on-air')).toHaveAttribute('data-on-air', 'e2e-final');
    await expect(panel.getByTestId('on-air')).toHaveClass(/ours/);
    expect(loads).toEqual([]); // the page was never reloaded

    // the panel itself never follows: `on-air` is no table of its own
    const wrong = await browser.newPage();
    await wrong.goto(`${url}/panel/?table=on-air&token=${token}&lang=en`);
    await expect(wrong.getByTestId('error')).toBeVisible();
  } finally {
    await put(before);
  }
});
