import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { hub } from './hub.ts';

/**
 * The operator brands the tournament from the panel, by keyboard: stage, table label, a logo
 * scaled in the browser and uploaded, colours with their contrast shown; the overlays follow.
 */
const table = 'e2e-brand-panel';

test('the branding form: typed, checked for contrast, saved; the corner bug follows without a reload', async ({
  browser,
}) => {
  const { url, token } = hub();
  const put = await fetch(`${url}/api/v1/tournaments/e2e-brand-panel`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Лига e2e', ruleset: 'mafclub-2023', tables: [table] }),
  });
  expect(put.status).toBe(200);
  const bugPage = await browser.newPage();
  await bugPage.goto(`${url}/overlay/bug/?table=${table}&lang=ru`);
  const bug = bugPage.getByTestId('bug');
  await expect(bug.getByTestId('bug-facts').locator('span')).toHaveText([table, 'Игра 1']);

  const panel = await browser.newPage();
  await panel.goto(`${url}/panel/?table=${table}&token=${token}&lang=en`);
  const summary = panel.getByText('Tournament branding');
  await summary.focus();
  await panel.keyboard.press('Enter'); // opens the section
  const form = panel.getByTestId('identity-form');
  await expect(form.getByText('Лига e2e', { exact: true })).toBeVisible();

  await form.locator('input[name=stage]').focus();
  await panel.keyboard.type('Полуфинал');
  await panel.keyboard.press('Tab');
  await panel.keyboard.type('Стол А');
  await form.locator('input[name=logo]').setInputFiles(resolve('tests/fixtures/images/face.png'));
  await expect(form.locator('img.thumb')).toHaveAttribute('src', /^\/media\/brand\/[0-9a-f]{16}\.png$/);

  // an unreadable pair is shown as such and cannot be saved
  await form.locator('input[name=text]').fill('#777777');
  await form.locator('input[name=plate]').fill('#666666');
  await expect(panel.getByTestId('identity-contrast')).toContainText('at least 4.5:1');
  await expect(form.locator('button[type=submit]')).toBeDisabled();
  await form.locator('input[name=text]').fill('#14161c');
  await form.locator('input[name=plate]').fill('#f4f4f6');
  await form.locator('input[name=accent]').fill('#00a0e0');
  await expect(panel.getByTestId('identity-preview')).toHaveCSS('background-color', 'rgb(244, 244, 246)');
  // a light accent on a light plate is told (headings use it) but may be saved
  await expect(panel.getByTestId('identity-accent')).toContainText('2.');
  await form.locator('select[name=font]').selectOption('montserrat');

  // Enter in a field saves the form (and is not the game's "next step")
  await form.locator('input[name=stage]').focus();
  await panel.keyboard.press('Enter');
  await expect(form.locator('button[type=submit]')).toHaveText('Saved');

  await expect(bug.getByTestId('bug-facts').locator('span')).toHaveText(['Полуфинал', 'Стол А', 'Игра 1']);
  await expect(bug.getByTestId('bug-logo')).toHaveAttribute('src', /^\/media\/brand\//);
  await expect(bug).toHaveCSS('border-left-color', 'rgb(0, 160, 224)');
  await expect(bug).toHaveCSS('font-family', /^"?Montserrat/);
  await expect(panel.getByTestId('error').locator('.err')).toHaveCount(0);
});
