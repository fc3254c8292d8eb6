import { expect, test } from '@playwright/test';
import { hub, openPanel } from './hub.ts';

/**
 * Issue 21: the extended award limits agreed with the chief judge (MafClub 3.3.1 / 3.4.1) are a
 * tournament setting, set in the panel's tournament form by keyboard; the form keeps the variants a
 * tournament has when it saves something else.
 */
const run = () => `${test.info().repeatEachIndex}${test.info().retry}`;

async function tournament(id: string): Promise<{ options?: Record<string, string> }> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tournaments/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { options?: Record<string, string> };
}

test('MafClub 3.3.1: the tournament form sets extended award limits by keyboard (Tab to it, ↓, Enter)', async ({
  page,
}) => {
  const table = `e2e-limits-${run()}`;
  await openPanel(page, table, 15_000); // a loaded machine: the first page of a run can take longer than 5 s
  const form = page.getByTestId('tournament-form');
  await form.locator('[name=name]').focus();
  await page.keyboard.type(`Limits cup ${run()}`);
  const limits = page.getByTestId('tournament-option-awardLimits');
  while (!(await limits.evaluate((e) => e === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await expect(limits).toHaveValue('extended');
  await page.keyboard.press('Tab'); // to the tables field
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tournament-save')).toHaveText('Saved');
  expect((await tournament(`limits-cup-${run()}`)).options).toEqual({ awardLimits: 'extended' });
});

test('a tournament with variants set over the API: saving a new stage in the panel keeps them', async ({
  page,
}) => {
  const { url, token } = hub();
  const [table, id] = [`e2e-keep-${run()}`, `keep-cup-${run()}`];
  const options = { firstDay: 'noVote', awardLimits: 'extended' };
  const put = await fetch(`${url}/api/v1/tournaments/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Keep cup', ruleset: 'mafclub-2023', tables: [table], options }),
  });
  expect(put.status).toBe(200);
  await openPanel(page, table, 15_000); // a loaded machine: the first page of a run can take longer than 5 s
  await expect(page.getByTestId('tournament-pick')).toHaveValue(id);
  await expect(page.getByTestId('tournament-option-awardLimits')).toHaveValue('extended');
  await expect(page.getByTestId('tournament-option-firstDay')).toHaveValue('noVote');
  const stage = page.getByTestId('tournament-form').locator('[name=stage]');
  await stage.focus();
  await page.keyboard.type('Final');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tournament-save')).toHaveText('Saved');
  expect((await tournament(id)).options).toEqual(options);
});
