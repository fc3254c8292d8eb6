import { expect, test } from '@playwright/test';
import { dealtToDayOne } from '../../scripts/fixtures/game-start.ts';
import { openPanel, play, ROLES } from './hub.ts';

/**
 * Issue 37, what operators of vMix / H2R / Companion expect: the commands applied (who, what,
 * when) with the undo the hub has, status in sight at any scroll, a preview of the stream, and the
 * game-end exports by keys. Keys only. The pictures are the operator guide's (docs/img).
 */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

test('the applied list names each command; Ctrl+Z takes back the newest; the status stays in sight scrolled; the preview is the spectator feed', async ({
  page,
}) => {
  const table = 'e2e-status-applied';
  await play(table, [...dealtToDayOne(NAMES, ROLES, { gameId: table }), { type: 'speech/start' }]);
  await page.setViewportSize({ width: 1920, height: 700 });
  await openPanel(page, table);
  await expect(page.getByTestId('preview')).toHaveAttribute('data-feed', 'spectator');
  await expect(page.getByTestId('lock-state')).toHaveAttribute('data-locked', 'yes');
  for (const key of ['Digit4', 'f']) await page.keyboard.press(key);
  await expect(page.getByTestId('applied-0')).toContainText('foul/add · seat 4');
  await expect(page.getByTestId('applied-0')).toContainText('operator');
  await expect(page.getByTestId('applied-1')).toContainText('speech/start');
  await page.screenshot({ path: 'docs/img/panel-applied.png' });
  // the preview is the stream's full overlay, live: seat 4's plate is there
  const stream = page.frameLocator('[data-testid="preview"] iframe');
  await expect(stream.locator('[data-seat="4"]').first()).toBeVisible();
  await page.getByTestId('preview').screenshot({ path: 'docs/img/panel-preview.png' });
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId('applied-0')).toContainText('undo');
  // scrolled to the bottom, an armed removal is still in sight, with the lock
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  for (const key of ['Digit9', 'r']) await page.keyboard.press(key);
  await expect(page.getByTestId('confirm')).toBeInViewport();
  await expect(page.getByTestId('lock-state')).toBeInViewport();
  await expect(page.getByTestId('connection')).toBeInViewport();
  await page.screenshot({ path: 'docs/img/panel-sticky.png' });
  await page.keyboard.press('Escape');
});

test('game end by keys: Shift+E reaches the exports, Tab walks them, Enter downloads one, Esc leaves', async ({
  page,
}) => {
  const table = 'e2e-status-exports';
  await play(table, [
    ...dealtToDayOne(NAMES, ROLES, { gameId: table }),
    { type: 'speech/start' },
    // the three blacks removed: the town wins (MafClub 4.1)
    ...[3, 6, 7].map((seat) => ({ type: 'removal' as const, seat })),
  ]);
  await openPanel(page, table);
  await expect(page.getByTestId('exports').first()).toBeVisible();
  await page.keyboard.press('Shift+E');
  const buttons = page.getByTestId('exports').first().locator('button');
  await expect(buttons.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(buttons.nth(1)).toBeFocused();
  const file = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await file).suggestedFilename()).toMatch(/\.\w+$/);
  await page.keyboard.press('Escape');
  await expect(buttons.nth(1)).not.toBeFocused();
});
