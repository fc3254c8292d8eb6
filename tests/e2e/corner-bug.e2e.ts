import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { clipped, contrastViolations, overlaps, smallText } from './overlay-checks.ts';
import { hub } from './hub.ts';

/**
 * The corner bug (issue 9): the tournament's name, stage, table and game number over the stream,
 * restyled by the tournament's theme as soon as the operator saves it, never by a reload.
 */
const table = 'e2e-bug';
const BACKGROUND = readFileSync(resolve(import.meta.dirname, 'busy-background.png')).toString('base64');

async function put(path: string, body: unknown): Promise<number> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return res.status;
}

/** A demo page with motion off and its fonts loaded, over the busy picture OBS puts it on. */
async function openDemo(page: Page, query: string): Promise<void> {
  await page.goto(`${hub().url}/overlay/${query}&motion=off`);
  await page.getByTestId('bug').waitFor();
  await page.evaluate(() => document.fonts.ready);
  await page.addStyleTag({
    content: `html { background: url(data:image/png;base64,${BACKGROUND}) center / cover !important; }`,
  });
}

test('the bug shows the tournament, stage, table and game; a new theme applies without a reload', async ({
  page,
}) => {
  const identity = { stage: 'Финал', tables: { [table]: 'Стол 7' }, sponsor: { name: 'Acme' } };
  expect(
    await put('/tournaments/e2e-brand', {
      name: 'Кубок e2e',
      ruleset: 'mafclub-2023',
      tables: [table],
      identity,
    }),
  ).toBe(200);
  await page.goto(`${hub().url}/overlay/bug/?table=${table}&lang=ru`);
  const bug = page.getByTestId('bug');
  await expect(bug.getByTestId('bug-name')).toHaveText('Кубок e2e');
  await expect(bug.getByTestId('bug-facts').locator('span')).toHaveText(['Финал', 'Стол 7', 'Игра 1']);
  await expect(bug.getByTestId('bug-sponsor')).toContainText('Acme');
  await expect(bug.getByTestId('bug-logo')).toHaveAttribute('src', '/brand/default-logo.svg');
  await expect(bug).toHaveCSS('border-left-color', 'rgb(242, 179, 61)'); // the default accent

  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  const theme = { accent: '#00a0e0', plate: '#f4f4f6', text: '#14161c', font: 'oswald' };
  expect(await put('/tournaments/e2e-brand/identity', { ...identity, theme })).toBe(200);
  await expect(bug).toHaveCSS('border-left-color', 'rgb(0, 160, 224)');
  await expect(bug).toHaveCSS('background-color', 'rgb(244, 244, 246)');
  await expect(bug.getByTestId('bug-name')).toHaveCSS('color', 'rgb(20, 22, 28)');
  await expect(bug).toHaveCSS('font-family', /^"?Oswald/);
  // the bundled face, with its Cyrillic, is what draws the name
  await expect.poll(() => page.evaluate(() => document.fonts.check('800 24px Oswald', 'Кубок'))).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

  // a theme the hub refuses leaves the screen as it was
  expect(await put('/tournaments/e2e-brand/identity', { theme: { text: '#777777', plate: '#666666' } })).toBe(
    422,
  );
  await expect(bug).toHaveCSS('background-color', 'rgb(244, 244, 246)');
});

test('the bug over the busy background at 1080p: as the reference, readable, nothing cut', async ({
  page,
}) => {
  await openDemo(page, 'bug/?demo=day&lang=ru');
  expect(await clipped(page), 'clipped text').toEqual([]);
  expect(await smallText(page, 16), 'text under 16 px').toEqual([]);
  expect(await contrastViolations(page), 'contrast under 4.5:1 (default theme)').toEqual([]);
  await expect(page).toHaveScreenshot('corner-bug-ru-1080p.png', {
    animations: 'disabled',
    maxDiffPixelRatio: 0.001,
  });
});

test('&bug=1 adds the bug to the full page; it overlaps none of the plates', async ({ page }) => {
  for (const demo of ['day', 'vote', 'night'])
    for (const corner of ['tl']) {
      await openDemo(page, `full/?demo=${demo}&feed=spectator&lang=en&bug=1&corner=${corner}`);
      await expect(page.getByTestId('bug-facts').locator('span')).toHaveText(['Финал', 'Стол 1', 'Game 3']);
      expect(await overlaps(page), `${demo}, ${corner}`).toEqual([]);
    }
});
