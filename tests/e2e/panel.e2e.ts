import { expect, test } from '@playwright/test';
import { hub, postCommand, ROLES } from './hub.ts';

test('the operator runs setup and the first speeches from the keyboard alone', async ({ browser }) => {
  const { url, token } = hub();
  const table = 'e2e-keyboard';
  const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const overlay = await browser.newPage();
  await panel.goto(`${url}/panel/?table=${table}&token=${token}`);
  await overlay.goto(`${url}/overlay/full/?table=${table}&lang=en`);
  await expect(panel.getByTestId('connection')).toHaveAttribute('class', /conn-live/);

  // A new game (two clicks: the second confirms).
  await panel.getByTestId('game-new').click();
  await panel.getByTestId('game-new').click();
  await expect(panel.getByTestId('step-deal')).toBeVisible();

  // Ten nicknames: Enter moves on to the next seat's field.
  await panel.getByTestId('nick-1').click();
  const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];
  // new names: Shift+Enter says "new" to the roster (issue 37)
  for (const name of names) {
    await panel.keyboard.type(name);
    await panel.keyboard.press('Shift+Enter');
  }
  await expect(overlay.locator('[data-seat="10"] .nick')).toHaveText('Jade');
  await expect(overlay.locator('[data-seat="1"] .nick')).toHaveText('Ace');

  // Space = the next step: deal (its own confirmation: Space again), start, arrangement, Don's look,
  // Sheriff's look, first speech.
  await panel.keyboard.press('Escape');
  await panel.keyboard.press('Space');
  await expect(panel.getByTestId('confirm')).toBeVisible();
  await panel.keyboard.press('Space');
  await expect(panel.getByTestId('step-start')).toBeVisible();
  await expect(overlay.locator('.role')).toHaveCount(0); // table feed: roles stay secret
  for (let i = 0; i < 4; i++) await panel.keyboard.press('Space');
  await expect(panel.getByTestId('step-speech')).toBeVisible();
  await panel.keyboard.press('Space');
  await expect(overlay.locator('[data-seat="1"]')).toHaveAttribute('aria-current', 'true');
  await expect(overlay.getByTestId('speaker-clock')).toHaveText(/^(1:00|0:5\d)$/);

  // 2, F = a foul on seat 2; Ctrl+Z takes it back.
  await panel.keyboard.press('2');
  await panel.keyboard.press('f');
  await expect(overlay.locator('[data-seat="2"] .fouls i.on')).toHaveCount(1);
  await panel.keyboard.press('Control+z');
  await expect(overlay.locator('[data-seat="2"] .fouls i.on')).toHaveCount(0);
  await panel.keyboard.press('Control+Shift+z');
  await expect(overlay.locator('[data-seat="2"] .fouls i.on')).toHaveCount(1);

  // Nomination needs a seat: without one the panel says so; with seat 4 selected it goes through.
  await panel.keyboard.press('Escape');
  await panel.keyboard.press('Shift+Digit2');
  await expect(panel.locator('.hint')).toBeVisible();
  await panel.keyboard.press('4');
  await panel.keyboard.press('Shift+Digit2');
  await expect(overlay.getByTestId('voting')).toContainText('Dune');

  await panel.keyboard.press('?');
  await expect(panel.getByRole('dialog', { name: /^(key map|клавиши)$/ })).toBeVisible();
  await panel.screenshot({ path: 'test-results/panel-keymap.png' });
  await panel.keyboard.press('Escape');
  await expect(panel.getByRole('dialog')).toHaveCount(0);
  await panel.screenshot({ path: 'test-results/panel-day.png' });
  await overlay.screenshot({ path: 'test-results/overlay-full-live.png', omitBackground: true });
  await panel.close();
  await overlay.close();
});

test('a rejected command shows its typed error in the panel language', async ({ page }) => {
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=e2e-reject&token=${token}&lang=en`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
  await page.keyboard.press('Control+z'); // nothing to undo on a fresh table
  await expect(page.getByTestId('error')).toContainText(/undo/i);
  await expect(page.getByTestId('error').locator('code')).not.toBeEmpty();
});

test('the panel lists connected overlays and reloads them', async ({ browser }) => {
  const { url, token } = hub();
  const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const overlay = await browser.newPage();
  await overlay.goto(`${url}/overlay/timer/?table=e2e-reload`);
  await panel.goto(`${url}/panel/?table=e2e-reload&token=${token}`);
  await expect(panel.locator('.clients .page', { hasText: 'overlay/timer' }).first()).toBeVisible();
  // the hub pushes the registry: an overlay that joins shows up without the panel asking again
  const later = await browser.newPage();
  await later.goto(`${url}/overlay/seats/?table=e2e-reload`);
  await expect(panel.locator('.clients .page', { hasText: 'overlay/seats' }).first()).toBeVisible({
    timeout: 2000,
  });
  await later.close();
  const reloaded = overlay.waitForEvent('load');
  await panel.getByTestId('reload-all').click();
  await reloaded;
  await panel.close();
  await overlay.close();
});

test('without a token the panel says where to get one and sends nothing', async ({ page }) => {
  await page.goto(`${hub().url}/panel/?lang=en`);
  await expect(page.getByTestId('error')).toContainText('open the link printed in the terminal');
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-idle/);
});

test("a new game keeps the table's ruleset unless the operator picks another", async ({ page }) => {
  const { url, token } = hub();
  const table = 'e2e-rules';
  expect((await postCommand(table, { type: 'game/new', ruleset: 'fiim-2019' })).status).toBe(200);
  await page.goto(`${url}/panel/?table=${table}&token=${token}`);
  await expect(page.getByLabel(/^(ruleset|правила)$/)).toHaveValue('fiim-2019');
  await page.keyboard.press('Shift+N');
  await page.keyboard.press('Enter');
  const state = async () =>
    (
      (await (await fetch(`${url}/api/v1/tables/${table}/state?feed=table`)).json()) as {
        state: { ruleset: string };
      }
    ).state.ruleset;
  await expect.poll(state).toBe('fiim-2019');
  // another ruleset without the mouse: arm, ↓ to the next rules (FIIM -> club), confirm
  await page.keyboard.press('Shift+N');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel(/^(ruleset|правила)$/)).toHaveValue('club-mafia');
  await page.keyboard.press('Enter');
  await expect.poll(state).toBe('club-mafia');
});

test('the operator enters the dealt roles with one key a seat, and the game starts', async ({ page }) => {
  const { url, token } = hub();
  const table = 'e2e-roles';
  expect((await postCommand(table, { type: 'game/new', ruleset: 'mafclub-2023' })).status).toBe(200);
  await page.goto(`${url}/panel/?table=${table}&token=${token}`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
  await page.keyboard.press('1');
  for (const key of 'ccbccdbkcc') await page.keyboard.press(key);
  const roles = async () =>
    (
      (await (
        await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()) as { state: { seats: { role?: string }[] } }
    ).state.seats.map((s) => s.role);
  await expect.poll(roles).toEqual([...ROLES]);
  await expect(page.getByTestId('step-start')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('step-start')).toHaveCount(0);
});
