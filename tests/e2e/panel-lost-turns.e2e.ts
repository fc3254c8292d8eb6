import { expect, test } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { hub, openPanel, play, toFirstSpeech } from './hub.ts';

/** Issue 21 item 1 from the panel, keyboard only: lost turns in a row (MafClub 4.4, FIIM 6.4). */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

async function nominations(table: string): Promise<{ seat: number; by: number }[]> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: { nominations: { seat: number; by: number }[] } }).state.nominations;
}

test('MafClub 4.4: seats 2 and 3 lost their speech: Shift+3 passes 2 without a nomination, 8 Space is 3’s nomination', async ({
  page,
}) => {
  const table = 'e2e-lost-turns';
  const fouls = [2, 3].flatMap((seat) =>
    Array.from({ length: 3 }, (): GameCommand => ({ type: 'foul/add', seat })),
  );
  await play(table, [...toFirstSpeech(NAMES), ...fouls, { type: 'speech/end' }]);
  await openPanel(page, table, 15_000);
  await expect(page.getByTestId('step-lostTurn-pass')).toContainText('2: no nomination (lost speech)');
  await page.keyboard.press('Shift+Digit3');
  await expect(page.getByTestId('step-nominate-lost-turn')).toContainText('Nomination by 3 (lost speech)');
  expect(await nominations(table)).toEqual([]);
  for (const key of ['8', 'Space']) await page.keyboard.press(key);
  await expect.poll(() => nominations(table)).toEqual([{ seat: 8, by: 3 }]);
  await expect(page.getByTestId('step-speech')).toContainText('Speech of 4');
});
