import { expect, test, type Page } from '@playwright/test';
import { hub } from './hub.ts';

/**
 * Issue 24, the whole show from the panel: a tournament, its roster and a game of any size the
 * rules allow, set up by keyboard and mouse. Nothing here calls the HTTP API: the operator has
 * only the page.
 */
/** Runs share one hub (--repeat-each): each run has its own tables, tournaments and names. */
const run = () => `${test.info().repeatEachIndex}${test.info().retry}`;

async function openPanel(page: Page, table: string, lang: 'en' | 'ru' = 'en'): Promise<void> {
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=${table}&token=${token}&lang=${lang}`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/, { timeout: 10_000 });
}

test('at 1920x1080 the new-game form is on screen without scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openPanel(page, `e2e-fold-${run()}`);
  const box = await page.getByTestId('game-new').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y + box!.height).toBeLessThanOrEqual(1080);
  // the width is used: the panel is wider than the old 1280 px column
  const panel = await page.locator('.panel').boundingBox();
  expect(panel!.width).toBeGreaterThan(1700);
});

test('club mafia: the seat count 6-16 on the new-game form by keyboard; the sport rules stay at 10', async ({
  page,
}) => {
  const table = `e2e-seats-${run()}`;
  await openPanel(page, table);
  const seats = page.getByTestId('seat-count').locator('select');
  await expect(seats).toBeDisabled(); // MafClub: 10 seats only (1.1)
  await expect(seats).toHaveValue('10');
  await page.keyboard.press('Shift+KeyN');
  while ((await page.getByLabel('ruleset').inputValue()) !== 'club-mafia')
    await page.keyboard.press('ArrowDown');
  await expect(seats).toBeEnabled();
  expect(await seats.locator('option').allTextContents()).toEqual(
    Array.from({ length: 11 }, (_, i) => String(6 + i)),
  );
  // ← from the ruleset wraps to the seat count (the last row of the form)
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('seat-count')).toHaveClass(/current/);
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown');
  await expect(seats).toHaveValue('16');
  await expect(page.getByTestId('confirm')).toContainText('16 seats');
  await page.keyboard.press('Enter');
  await expect(page.locator('.seats .row')).toHaveCount(16);
  await expect(page.getByTestId('seat-16')).toBeVisible();
});
