import { expect, test } from '@playwright/test';
import { dealtToDayOne, SPORT_ROLES } from '../../scripts/fixtures/game-start.ts';
import { play, stateOf } from './hub.ts';
import { openJudge, SHOTS, TABLET, wifi } from './judge-helpers.ts';

/**
 * Issue 35: offline the screen does not freeze. The tablet folds the taps still waiting onto the
 * game's log with the engine the hub runs and shows the next step, marked as not yet confirmed; a
 * reload while the Wi-Fi is down opens the page from the tablet (service worker) with its queue;
 * when the hub is back the taps land once, in order, and the hub's game replaces the forecast.
 */
const NAMES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
test.use(TABLET);

test('offline: two speeches end on the forecast, the page reloads from the tablet, the hub takes both once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const table = 'e2e-judge-offline';
  await play(table, [...dealtToDayOne(NAMES, SPORT_ROLES), { type: 'speech/start' }]);
  const w = await wifi(context, { browserOffline: true });
  await openJudge(page, table);
  // the page and its code are kept once its service worker runs it; the game's log is kept too
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByTestId('judge-connection')).toHaveAttribute('data-status', 'live', {
    timeout: 15_000,
  });
  await expect
    .poll(() => page.evaluate((t) => localStorage.getItem(`mafia-judge-log:${t}`) !== null, table))
    .toBe(true);

  await w.cut();
  await expect(page.getByTestId('judge-connection')).toHaveAttribute('data-status', /offline|connecting/, {
    timeout: 5000,
  });
  const steps = page.getByTestId('judge-steps');
  await expect(steps).toHaveAttribute('data-steps', /^speech-end/);
  await page.getByTestId('step-speech-end').tap();
  // the screen runs ahead: seat 2's speech is next, marked as not confirmed
  await expect(page.getByTestId('judge-ahead')).toBeVisible();
  await expect(steps).toHaveAttribute('data-steps', /^speech\b/);
  await page.getByTestId('step-speech').tap();
  await expect(steps).toHaveAttribute('data-steps', /^speech-end/);
  await expect(page.getByTestId('seat-2')).toHaveClass(/speaking/);
  await page.screenshot({ path: `${SHOTS}/tablet-offline-ahead.png` });

  // a reload while the Wi-Fi is still down: the page opens from the tablet, its queue and forecast too
  await page.reload();
  await expect(page.getByTestId('action')).toHaveCount(2);
  await expect(page.getByTestId('seat-2')).toHaveClass(/speaking/);
  await expect(page.getByTestId('judge-ahead')).toBeVisible();
  expect((await stateOf(table)).speaker).toBe(1);

  await w.back();
  await expect(page.getByTestId('judge-connection')).toHaveAttribute('data-status', 'live', {
    timeout: 15_000,
  });
  await expect(page.locator('[data-testid="action"][data-state="acked"]')).toHaveCount(2);
  await expect(page.getByTestId('judge-ahead')).toHaveCount(0);
  await expect(page.getByTestId('seat-2')).toHaveClass(/speaking/);
  const now = await stateOf(table);
  expect(now.speaker).toBe(2);
});
