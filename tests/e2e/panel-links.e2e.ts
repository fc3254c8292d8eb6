import { expect, test } from '@playwright/test';
import { hub, postCommand } from './hub.ts';

/** Panel links: a wrong token or table id is said out loud, and the good stored token stays. */

test('a link with a wrong token keeps the stored good one and says the link was wrong', async ({ page }) => {
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=e2e-links&token=${token}&lang=en`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
  await page.goto(`${url}/panel/?table=e2e-links&token=old-${token}&lang=en`);
  await expect(page.getByTestId('error')).toContainText("The link's token is wrong or old");
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
  expect(page.url()).not.toContain('token=');
  await page.goto(`${url}/panel/?table=e2e-links&lang=en`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
});

test('an invalid table id is an error, not the main table', async ({ page }) => {
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=Final&token=${token}&lang=en`);
  await expect(page.getByTestId('error')).toContainText('Invalid table id');
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-idle/);
  await page.keyboard.press('Shift+N');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('error')).toContainText('Invalid table id');
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-idle/);
});

test('two operators on one table see each other', async ({ browser }) => {
  const { url, token } = hub();
  const a = await browser.newPage();
  const b = await browser.newPage();
  await a.goto(`${url}/panel/?table=e2e-two&token=${token}&lang=en`);
  await expect(a.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
  await expect(a.getByTestId('other-operators')).toHaveCount(0);
  await b.goto(`${url}/panel/?table=e2e-two&token=${token}&lang=en`);
  await expect(a.getByTestId('other-operators')).toContainText('Also operating this table: 1');
  await expect(b.getByTestId('other-operators')).toContainText('Also operating this table: 1');
  await b.close();
  await expect(a.getByTestId('other-operators')).toHaveCount(0);
  await a.close();
});

test('the browser tab names the table and where its game is, and warns when the panel is cut off', async ({
  page,
  request,
}) => {
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=e2e-title&token=${token}&lang=en`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
  await postCommand('e2e-title', { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'e2e-title' });
  const stage = (await page.getByTestId('stage').textContent()) ?? '';
  expect(stage).toMatch(/ · (day|night) \d+$/);
  await expect(page).toHaveTitle(`e2e-title · Control panel — ${stage}`);
  // cut off: an invalid table never connects
  await page.goto(`${url}/panel/?table=Final&token=${token}&lang=en`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-idle/);
  await expect(page).toHaveTitle('⚠ Final · Control panel');
  // the tab's icon is served, and a browser source asks for none
  const icon = await request.get(`${url}/favicon.svg`);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});
