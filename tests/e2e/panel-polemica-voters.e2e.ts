import { expect, test } from '@playwright/test';
import { commandLog, dayOneToVote, hub, openPanel, play } from './hub.ts';

/**
 * Issue 40.8: Polemica learns who was voted out only from the ballots, so a table of a tournament
 * that goes to Polemica (its competition id set) records voters from the first vote, without
 * Shift+V; turned off, the panel says why they matter, and the choice survives a reload.
 */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

async function send(path: string, method: string, body: unknown): Promise<void> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const log = commandLog;

test("a Polemica tournament's table: the vote box takes voters at once; Shift+V off says why, and stays off after a reload", async ({
  page,
}) => {
  const run = `${test.info().repeatEachIndex}${test.info().retry}`;
  const table = `e2e-polemica-${run}`;
  await send(`/tournaments/${table}`, 'PUT', {
    name: 'Polemica cup',
    ruleset: 'mafclub-2023',
    tables: [table],
  });
  await send(`/tournaments/${table}/sites`, 'PUT', { polemica: { competitionId: 4321 } });
  // seats 1 and 2 nominate 4 and 7; the vote is on
  await play(
    table,
    dayOneToVote(NAMES).map((c) => (c.type === 'game/new' ? { ...c, gameId: table } : c)),
  );
  await openPanel(page, table);
  const box = page.getByTestId('vote-count');
  await expect(page.getByTestId('voters-mode')).toBeVisible();
  await expect(box).toHaveAttribute('data-voters', 'on');

  // the operator turns it off: the panel says what Polemica will miss, and a reload keeps it off
  await page.keyboard.press('Shift+KeyV');
  await expect(page.getByTestId('polemica-voters')).toContainText('learns who left only from the ballots');
  expect(new URL(page.url()).searchParams.get('voters')).toBe('0');
  await page.reload();
  await expect(page.getByTestId('polemica-voters')).toBeVisible({ timeout: 10_000 });
  await expect(box).not.toHaveAttribute('data-voters', 'on');

  // on again: the voters of 4 are recorded by seat
  await page.keyboard.press('Shift+KeyV');
  await expect(box).toHaveAttribute('data-voters', 'on');
  await expect(box).toBeFocused();
  const before = (await log(table)).length;
  for (const k of ['Digit1', 'Digit2', 'Digit0']) await page.keyboard.press(k);
  await expect(page.getByTestId('ballot')).toHaveText('3: 1, 2, 10');
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => (await log(table)).slice(before, before + 1))
    .toEqual([{ type: 'vote/record', candidate: 4, voters: [1, 2, 10] }]);
});
