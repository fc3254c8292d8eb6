import { expect, test } from '@playwright/test';
import { hub, openPanel } from './hub.ts';

/**
 * Issue 23, OBS follows the speaker: the operator switches it on and off from the keyboard
 * (Shift+C); the hub's OBS settings keep it, with the crew's scene names untouched.
 */
const obsSettings = async () => {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/obs`, { headers: { 'x-operator-token': token } });
  return ((await res.json()) as { settings: { speakerScenes: Record<string, unknown> } }).settings;
};

test('Shift+C switches OBS following the speaker on and off, keeping the seat scene names', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { url, token } = hub();
  // the crew's own name for seat 7's scene (a wide shot): a toggle must not lose it
  const put = await fetch(`${url}/api/v1/obs`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-operator-token': token },
    body: JSON.stringify({
      speakerScenes: { enabled: false, template: 'Cam {n}', seats: { '7': 'Wide 7' } },
    }),
  });
  expect(put.status).toBe(200);
  await openPanel(page, 'e2e-speaker-scenes', 20_000);
  const chip = page.getByTestId('speaker-scenes');
  await expect(chip).toHaveAttribute('data-on', 'false');
  await expect(chip).toContainText('Camera follows the speaker: off');

  await page.keyboard.press('Shift+KeyC');
  await expect(chip).toHaveAttribute('data-on', 'true');
  await expect(chip).toContainText('"Cam 1" … "Cam 10"');
  await chip.screenshot({ path: 'test-results/panel-speaker-scenes.png' });
  expect((await obsSettings()).speakerScenes).toEqual({
    enabled: true,
    template: 'Cam {n}',
    seats: { '7': 'Wide 7' },
  });

  await page.keyboard.press('Shift+KeyC');
  await expect(chip).toHaveAttribute('data-on', 'false');
  expect((await obsSettings()).speakerScenes).toMatchObject({ enabled: false, seats: { '7': 'Wide 7' } });
  // C alone is still the citizen key of the setup: it does not touch OBS
  await page.keyboard.press('KeyC');
  await page.waitForTimeout(300);
  expect((await obsSettings()).speakerScenes).toMatchObject({ enabled: false });
});
