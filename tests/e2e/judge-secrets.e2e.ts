import { expect, test, type Page } from '@playwright/test';
import { dealtToDayOne, SPORT_ROLES } from '../../scripts/fixtures/game-start.ts';
import { play, stateOf, stepUntil } from './hub.ts';
import { landed, openJudge, SHOTS, TABLET } from './judge-helpers.ts';

/**
 * Issue 35: the tablet lies on the table and the first killed has his eyes open at night. Night
 * actions, roles and what implies them (a skipped check, a check's result) are in the page's
 * visible text only while the judge holds the roles control; the labels are the same words whether
 * or not the actor is at the table.
 */
const NAMES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
test.use(TABLET);

const visible = (page: Page) => page.locator('body').innerText();
/** The morning tells the table who was killed: the rest stays the judge's. */
const SECRET_EN = [
  /night\//,
  /→ [0-9]/,
  /Sheriff/,
  /\bDon\b/,
  /out, skip/i,
  /mafia/i,
  /\bmiss\b/i,
  /No action/,
];
const SECRET_RU = [
  /night\//,
  /→ [0-9]/,
  /Шериф/,
  /Дон/,
  /выбыл/,
  /пропуск/,
  /мафи/i,
  /промах/i,
  /Без действия/,
];

test('the Don removed on day 1: his check looks as any other; nothing of the night is readable unless held (en, ru)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const table = 'e2e-judge-secrets';
  // seat 3 is the Don (SPORT_ROLES); a removal is public, his role is not
  await play(table, [...dealtToDayOne(NAMES, SPORT_ROLES), { type: 'removal', seat: 3, clause: '4.8' }]);
  await stepUntil(table, 'shot');
  await openJudge(page, table);

  const steps = page.getByTestId('judge-steps');
  await expect(steps.getByRole('button')).toHaveText(['Mafia shot', 'Miss']);
  await page.getByTestId('seat-1').tap();
  await page.getByTestId('step-shot').tap();
  await landed(page);
  await expect.poll(async () => (await stateOf(table)).stage).toBe('donCheck');
  // the Don is out: the same two buttons as when he is at the table
  await expect(steps.getByRole('button')).toHaveText(['Don check', 'No action']);
  // nor is the shot's seat shown killed before the morning
  const night = await visible(page);
  for (const secret of [/out, skip/i, /killed/i, /→ [0-9]/, /night\//]) expect(night).not.toMatch(secret);
  await page.getByTestId('step-donCheck-pass').tap();
  await landed(page);
  await expect(steps.getByRole('button')).toHaveText(['Sheriff check', 'No action']);
  await page.getByTestId('seat-4').tap();
  await page.getByTestId('step-sheriffCheck').tap();
  await landed(page);
  await expect.poll(async () => (await stateOf(table)).stage).toBe('morning');

  await expect(page.getByTestId('action')).toHaveCount(3);
  await expect(page.getByTestId('action').first()).toContainText('Night action');
  const en = await visible(page);
  for (const secret of SECRET_EN) expect(en, String(secret)).not.toMatch(secret);
  await page.screenshot({ path: `${SHOTS}/tablet-morning-not-held.png` });

  await page.getByRole('button', { name: 'RU' }).tap();
  await expect(page.getByTestId('action').first()).toContainText('Ночное действие');
  const ru = await visible(page);
  for (const secret of SECRET_RU) expect(ru, String(secret)).not.toMatch(secret);

  // held: the journal says what was recorded, as before
  const peek = page.getByTestId('peek');
  await peek.dispatchEvent('pointerdown', { pointerType: 'touch' });
  await expect(page.getByTestId('action').first()).toContainText('night/sheriffCheck 4');
  await expect(page.getByTestId('action').nth(1)).toContainText('night/pass');
  await peek.dispatchEvent('pointerup', { pointerType: 'touch' });
  await expect(page.getByTestId('action').first()).toContainText('Ночное действие');
});
