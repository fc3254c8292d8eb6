import { expect, test } from '@playwright/test';
import type { GameCommand, GameView } from '../../src/protocol/index.ts';
import { hub, openPanel, play, postCommand, ROLES, toFirstSpeech } from './hub.ts';

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];
/** A MafClub game on `table` up to the first speech of day 1. */
async function firstDay(table: string): Promise<void> {
  await play(table, toFirstSpeech(names));
}

async function techFouls(table: string, seat: number): Promise<number | undefined> {
  const res = await fetch(`${hub().url}/api/tables/${table}/state`);
  const body = (await res.json()) as { state: GameView };
  return body.state.seats.find((s) => s.seat === seat)?.techFouls;
}

test('removal and red card from the keyboard wait for a second press or Enter; Esc drops them', async ({
  browser,
}) => {
  const table = 'e2e-sanctions';
  await firstDay(table);
  const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  const overlay = await browser.newPage();
  await openPanel(panel, table);
  await overlay.goto(`${hub().url}/overlay/seats/?table=${table}&lang=en`);
  const status = (seat: number) => overlay.locator(`[data-seat="${seat}"]`);
  // the panel clears a selection when the game moves on: the next seat is picked once it has
  const outOnPanel = (seat: number) => expect(panel.getByTestId(`seat-${seat}`)).toHaveClass(/\bout\b/);

  // R arms the removal of seat 1; nothing is sent until R again.
  await panel.keyboard.press('1');
  await panel.keyboard.press('r');
  await expect(panel.getByTestId('confirm')).toContainText('Remove seat 1');
  await expect(status(1)).toHaveAttribute('data-status', 'alive');
  await panel.keyboard.press('r');
  await expect(status(1)).toHaveAttribute('data-status', 'removed');
  await expect(panel.getByTestId('confirm')).toHaveCount(0);
  await outOnPanel(1);

  // Armed then Esc: seat 2 stays; armed then Enter: seat 2 leaves (and Enter is not "next step").
  await panel.keyboard.press('2');
  await panel.keyboard.press('r');
  await panel.keyboard.press('Escape');
  await expect(panel.getByTestId('confirm')).toHaveCount(0);
  await expect(status(2)).toHaveAttribute('data-status', 'alive');
  await panel.keyboard.press('r');
  await panel.keyboard.press('Enter');
  await expect(status(2)).toHaveAttribute('data-status', 'removed');
  await outOnPanel(2);

  // Armed, then another seat selected: disarmed, nobody removed.
  await panel.keyboard.press('9');
  await panel.keyboard.press('Shift+R');
  await expect(panel.getByTestId('confirm')).toContainText('Red card to seat 9');
  await panel.keyboard.press('4');
  await expect(panel.getByTestId('confirm')).toHaveCount(0);
  await expect(status(9)).toHaveAttribute('data-status', 'alive');

  // Shift+R twice: a red card to seat 4. T and Y on seat 10 reach the hub (the overlay's plate).
  await panel.keyboard.press('Shift+R');
  await panel.keyboard.press('Shift+R');
  await expect(status(4)).toHaveAttribute('data-status', 'removed');
  await outOnPanel(4);
  await panel.keyboard.press('0');
  await panel.keyboard.press('y');
  // the card uses the selection up as it is sent: seat 10 picked again at once, before its answer, stays
  await panel.keyboard.press('0');
  await expect(status(10).locator('.card')).toHaveCount(1);
  await expect(panel.getByTestId('cards-10').locator('.yellow')).toHaveCount(1);
  await expect(panel.getByTestId('sanction-techFoul')).toBeEnabled();
  await panel.getByTestId('sanction-techFoul').click();
  await expect.poll(() => techFouls(table, 10)).toBe(1);
  await expect(panel.getByTestId('cards-10').locator('.tech')).toHaveText('T1');
  await panel.keyboard.press('Control+z');
  await expect.poll(() => techFouls(table, 10)).toBe(0);
  await panel.screenshot({ path: 'test-results/panel-sanctions.png' });
  await panel.close();
  await overlay.close();
});

test('after the game the judge awards extras by keyboard; a rejected award names its clause', async ({
  page,
}) => {
  const table = 'e2e-game-end';
  await firstDay(table);
  // Four reds removed: three black against three red, the black team wins (MafClub 1.8).
  for (const seat of [1, 2, 4, 5]) await postCommand(table, { type: 'removal', seat });
  await openPanel(page, table);
  const end = page.getByTestId('game-end');
  await expect(end).toContainText('Black team wins');
  await expect(page.getByTestId('score-3')).toContainText('Cyan');

  // 3, A, Enter (to the points, 2 by default for the best play), Enter: +2 for seat 3.
  await page.keyboard.press('3');
  await page.keyboard.press('a');
  await expect(page.getByTestId('award-kind')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('award-points')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('score-3').locator('td').nth(3)).toHaveText('+2');

  // A second best play (seat 8) is refused: the engine says why and which clause.
  await page.keyboard.press('Escape');
  await page.keyboard.press('8');
  await page.keyboard.press('a');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  const error = page.getByTestId('error');
  await expect(error.locator('code')).toHaveText(/^score\//);
  await expect(error.locator('.clause')).toContainText('3.');
  await expect(page.getByTestId('score-8').locator('td').nth(3)).toHaveText('');
  await page.screenshot({ path: 'test-results/panel-game-end.png' });
});

test('an award answered late: the operator already back in the points field stays there, his Enter is the award', async ({
  page,
}) => {
  const table = 'e2e-game-end-late';
  await firstDay(table);
  for (const seat of [1, 2, 4, 5]) await postCommand(table, { type: 'removal', seat });
  // a slow network: the hub's acks are held until the test lets them through (its updates are not)
  const held: (() => void)[] = [];
  let hold = true;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => {
      if (hold && typeof m === 'string' && m.includes('"t":"ack"')) held.push(() => ws.send(m));
      else ws.send(m);
    });
  });
  await openPanel(page, table);
  await expect(page.getByTestId('game-end')).toContainText('Black team wins');
  for (const key of ['3', 'a', 'Enter', 'Enter']) await page.keyboard.press(key);
  await expect(page.getByTestId('score-3').locator('td').nth(3)).toHaveText('+2');
  // F with no seat leaves an error the ack clears: its going shows the ack was taken in (the first
  // Esc may leave the points field, the second drops the selection)
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await page.keyboard.press('f');
  const error = page.getByTestId('error');
  await expect(error.locator('code')).toHaveText('client/no-seat');
  for (const key of ['8', 'a', 'Enter']) await page.keyboard.press(key);
  await expect(page.getByTestId('award-points')).toBeFocused();
  expect(held).toHaveLength(1);
  hold = false;
  for (const send of held.splice(0)) send();
  await expect(error.locator('code')).toHaveCount(0);
  await expect(page.getByTestId('award-points')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(error.locator('code')).toHaveText(/^score\//);
});

test('FIIM 8.5: the penalty the panel offers is -0.4, and the engine takes it', async ({ page }) => {
  const table = `e2e-fiim-penalty-${Date.now().toString(36)}`;
  await play(table, [
    { type: 'game/new', ruleset: 'fiim-2019' },
    ...ROLES.map((role, i): GameCommand => ({ type: 'seat/role', seat: i + 1, role })),
    { type: 'game/start' },
    { type: 'stage/end' },
    { type: 'stage/end' },
    // Four reds removed: three black against three red, the black team wins.
    ...[1, 2, 4, 5].map((seat): GameCommand => ({ type: 'removal', seat })),
  ]);
  await openPanel(page, table);
  await expect(page.getByTestId('game-end')).toContainText('Black team wins');
  await page.keyboard.press('8');
  await page.getByTestId('award-kind').selectOption('penalty');
  await expect(page.getByTestId('award-points')).toHaveValue('-0.4');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('score-8').locator('td').nth(3)).toHaveText('-0.4');
  await expect(page.getByTestId('error')).not.toContainText('score/');
});
