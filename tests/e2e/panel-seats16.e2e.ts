import { expect, test } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { hub, play } from './hub.ts';

/** Issue 24: a club table of 16 (club rules, 6-16 seats) is played by keyboard as ten seats are. */
interface Judged {
  nominations: { seat: number }[];
}
async function judge(table: string): Promise<Judged> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: Judged }).state;
}

test('16-seat club table: seat 13 is nominated with 1 3 Shift+2; 1 then 3 after a pause is seat 3', async ({
  page,
}) => {
  const table = 'e2e-club-16';
  await play(table, [
    { type: 'game/new', ruleset: 'club-mafia', seats: 16 },
    ...Array.from({ length: 16 }, (_, i): GameCommand => ({
      type: 'seat/nickname',
      seat: i + 1,
      nickname: `P${i + 1}`,
    })),
    { type: 'deal/seeded', seed: 'club-16' },
    { type: 'game/start' },
    { type: 'stage/end' },
    { type: 'speech/start', seat: 1 },
  ]);
  const { url, token } = hub();
  await page.goto(`${url}/panel/?table=${table}&token=${token}&lang=en`);
  await expect(page.getByTestId('connection')).toHaveAttribute('class', /conn-live/);
  await expect(page.getByTestId('step-nominate')).toBeVisible();
  // the hint names the keys for 11-16
  await page.keyboard.press('Shift+Digit2');
  await expect(page.locator('.hint')).toContainText('11-16: 1 then 1-6');
  // two keys and the nominate key (club rules: the latest nomination of a speech stands)
  await page.keyboard.press('1');
  await page.keyboard.press('3');
  await expect(page.getByTestId('seat-13')).toHaveClass(/selected/);
  await page.keyboard.press('Shift+Digit2');
  await expect.poll(async () => (await judge(table)).nominations.map((n) => n.seat)).toEqual([13]);
  // a pause between the keys: two seats of their own, the second stands
  await page.keyboard.press('1');
  await page.waitForTimeout(1000);
  await page.keyboard.press('3');
  await expect(page.getByTestId('seat-3')).toHaveClass(/selected/);
});
