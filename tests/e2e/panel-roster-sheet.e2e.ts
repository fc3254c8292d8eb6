import { expect, test, type Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { hub } from './hub.ts';

/**
 * Issue 40.12, imports of real files from the panel: an .xlsx with a title row above its header and
 * blank rows inside is taken (before: the panel read CSV only); a bad row is named by the row
 * number the spreadsheet shows, in the panel's language, and nothing is imported.
 */
const run = () => `${test.info().repeatEachIndex}${test.info().retry}`;

async function tournamentPanel(page: Page, table: string, lang: 'ru' | 'en'): Promise<void> {
  const { url, token } = hub();
  await fetch(`${url}/api/v1/tournaments/${table}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Sheet cup ${run()}`, ruleset: 'mafclub-2023', tables: [table] }),
  });
  await page.goto(`${url}/panel/?table=${table}&token=${token}&lang=${lang}`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/, { timeout: 10_000 });
}

const xlsx = async (rows: (string | null)[][]) =>
  Buffer.from(
    await writeXlsxFile(rows.map((r) => r.map((value) => (value === null ? null : { value })))).toBuffer(),
  );

test('an .xlsx with a title row and blank rows: a nameless row 7 is named "строка 7" in a Russian panel, "row 7" in an English one; fixed, both players join', async ({
  page,
}) => {
  const table = `e2e-sheet-${run()}`;
  const [zoya, inna] = [`Зоя ${run()}`, `Инна ${run()}`];
  const sheet: (string | null)[][] = [
    ['Кубок осени'],
    [null],
    ['Ник', 'Клуб'],
    [zoya, 'Север'],
    [null, null],
    [null, null],
    [null, 'Юг'],
  ];
  await tournamentPanel(page, table, 'ru');
  const input = page.locator('[name=csv]');
  const file = async (rows: (string | null)[][]) =>
    input.setInputFiles({
      name: 'игроки.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await xlsx(rows),
    });
  await file(sheet);
  await expect(page.getByTestId('roster-sheet')).toContainText('игроки.xlsx');
  await page.getByTestId('roster-add').click();
  const alert = page.getByTestId('roster-import').getByRole('alert');
  await expect(alert).toContainText('строка 7');
  await expect(alert).not.toContainText('row 7');

  await page.goto(page.url().replace('lang=ru', 'lang=en'));
  await file(sheet);
  await page.getByTestId('roster-add').click();
  await expect(alert).toContainText('row 7: no nickname');

  sheet[6] = [inna, 'Юг'];
  await file(sheet);
  await page.getByTestId('roster-add').click();
  await expect(page.getByTestId('roster-done')).toHaveText('Done: 2 in the tournament, 2 new', {
    timeout: 60_000,
  }); // the compute worker yields to the load
});
