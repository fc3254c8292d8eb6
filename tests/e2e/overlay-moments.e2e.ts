import { expect, test, type Page } from '@playwright/test';
import { dayOneToVote as dayOneVote, hub, play, stepUntil } from './hub.ts';

/**
 * Every moment of a real game told on the stream and in the venue (issue 9): only today's
 * nominations, the vote's result with its count, the eliminate-all outcome even when the game goes
 * straight to the night, and each night under its own number.
 */
const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

const dayOneToVote = () => dayOneVote(names);

async function open(page: Page, table: string, feed: 'table' | 'spectator'): Promise<void> {
  const { url, spectatorKey } = hub();
  const key = feed === 'spectator' ? `&feed=spectator&key=${spectatorKey}` : '';
  await page.goto(`${url}/overlay/full/?table=${table}${key}&lang=en&motion=off`);
  await expect(page.getByTestId('seats')).toBeVisible();
}

test("the vote's result card says how many of the voters sent the player out", async ({ page }) => {
  const table = 'e2e-count';
  await open(page, table, 'table');
  await play(table, [...dayOneToVote(), { type: 'vote/record', candidate: 4, count: 3 }]);
  // 7 of the 10 voters for seat 7.
  await expect(page.getByTestId('vote-outcome')).toHaveText('7 of 10: 7 · Gale leaves the table');
});

test("yesterday's nominees are gone in the morning and in the killed player's last word; each night under its own number", async ({
  browser,
}) => {
  const table = 'e2e-moments';
  // The director calls up the record of past nights (off by default), checked at the end.
  const { url, token } = hub();
  const nights = await fetch(`${url}/api/v1/tables/${table}/display`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ nights: true }),
  });
  expect(nights.status).toBe(200);
  const stream = await browser.newPage();
  const venue = await browser.newPage();
  await open(stream, table, 'spectator');
  await open(venue, table, 'table');
  await play(table, [...dayOneToVote(), { type: 'vote/record', candidate: 4, count: 3 }]);
  for (const page of [stream, venue]) {
    await expect(page.getByTestId('vote-outcome')).toContainText('7 · Gale leaves the table');
    await expect(page.getByTestId('voting').locator('.count')).toHaveText(['3', '7']);
  }
  await play(table, [{ type: 'step/next' }, { type: 'step/next' }]);
  await play(table, [
    { type: 'night/shot', seat: 1 },
    { type: 'night/donCheck', seat: 8 },
    { type: 'night/sheriffCheck', seat: 3 },
  ]);
  // The morning of day 2: the night is told, yesterday's nominees (4 and 7) are not.
  for (const page of [stream, venue]) {
    await expect(page.locator('.top .chip')).toContainText('Day 2');
    await expect(page.getByTestId('night').locator('h2')).toHaveText('Night 1');
    await expect(page.getByTestId('voting')).toHaveCount(0);
  }
  // Seat 1, killed at night, has the last word: still no stale list, and his lower third.
  await stepUntil(table, 'lastWord');
  await play(table, [{ type: 'step/next' }]);
  await expect(stream.getByTestId('speaker')).toHaveAttribute('data-speaker-seat', '1');
  for (const page of [stream, venue]) {
    await expect(page.getByTestId('voting')).toHaveCount(0);
    await expect(page.getByTestId('night').locator('h2')).toHaveText('Night 1');
  }
  // Day 2 without nominations goes to night 2: night 1's actions are not shown under "Night 2".
  await stepUntil(table, 'shot', 2);
  await expect(stream.getByTestId('night')).toHaveCount(0);
  await play(table, [{ type: 'night/shot', seat: 2 }]);
  await expect(stream.getByTestId('night').locator('h2')).toHaveText('Night 2');
  await expect(stream.getByTestId('night')).not.toContainText('Cyan');
  await expect(stream.getByTestId('night')).toContainText('Bora');
  // The stream's record rides under tonight's story on the one night panel (issue 38.8): night 1
  // under its own number, tonight's shot on the panel's own lines, never a second panel.
  await expect(stream.getByTestId('past-nights').locator('[data-night="1"]')).toContainText(
    'Sheriff checked 3',
  );
  await expect(stream.locator('[data-night="2"]')).toHaveCount(0);
  await expect(stream.getByTestId('night-record')).toHaveCount(0);
  await stream.close();
  await venue.close();
});

test('an eliminate-all vote that keeps both players says so with its count (5 of 10 is no majority), though the game goes straight to the night', async ({
  browser,
}) => {
  const table = 'e2e-stay';
  const stream = await browser.newPage();
  const venue = await browser.newPage();
  await open(stream, table, 'spectator');
  await open(venue, table, 'table');
  // 5 - 5, the tied speak again, 5 - 5 again: the table votes whether both leave.
  await play(table, [...dayOneToVote(), { type: 'vote/record', candidate: 4, count: 5 }]);
  for (const page of [stream, venue])
    await expect(page.getByTestId('vote-outcome')).toHaveText('A tie: the tied players speak again');
  await stepUntil(table, 'revote');
  await play(table, [{ type: 'vote/record', candidate: 4, count: 5 }]);
  await play(table, [{ type: 'eliminateAll/record', count: 5 }]);
  for (const page of [stream, venue]) {
    await expect(page.locator('.top .chip')).toContainText('Night 1');
    await expect(page.getByTestId('vote-outcome')).toHaveText('5 of 10: all stay');
    await expect(page.locator('[data-seat="4"]')).toHaveAttribute('data-status', 'alive');
  }
  // A page loaded now (an OBS source reloaded at night) tells the same result.
  const late = await browser.newPage();
  await open(late, table, 'table');
  await expect(late.getByTestId('vote-outcome')).toHaveText('5 of 10: all stay');
  await late.close();
  // The night's first action ends the card: the night panel takes the corner.
  await play(table, [{ type: 'night/shot', seat: 1 }]);
  await expect(stream.getByTestId('voting')).toHaveCount(0);
  await expect(stream.getByTestId('night')).toBeVisible();
  await stream.close();
  await venue.close();
});

test('an eliminate-all vote that removes both tells the count: 6 of 10, all leave', async ({ page }) => {
  const table = 'e2e-all-leave';
  await open(page, table, 'table');
  await play(table, [...dayOneToVote(), { type: 'vote/record', candidate: 4, count: 5 }]);
  await stepUntil(table, 'revote');
  await play(table, [
    { type: 'vote/record', candidate: 4, count: 5 },
    { type: 'eliminateAll/record', count: 6 },
  ]);
  // The two tied rounds are each held 2.5 s first (the moment queue), then this result.
  await expect(page.getByTestId('vote-outcome')).toHaveText('6 of 10: all leave', { timeout: 10_000 });
});

test("the maniac wears his own colour, not the black team's, on the plate and in the night record", async ({
  page,
}) => {
  await page.goto(`${hub().url}/overlay/full/?demo=night&feed=spectator&seats=16&lang=en&motion=off`);
  const maniac = page.locator('[data-seat="11"] .role');
  await expect(maniac).toHaveText(/maniac/i);
  const colour = (sel: string) =>
    page
      .locator(sel)
      .first()
      .evaluate((e) => getComputedStyle(e).backgroundColor);
  const black = await colour('[data-seat="3"] .role');
  expect(await colour('[data-seat="11"] .role')).not.toBe(black);
});

test('the end of the game is a result card with the winner and every seat', async ({ page }) => {
  await page.goto(`${hub().url}/overlay/full/?demo=end&feed=table&seats=10&lang=en&motion=off`);
  await expect(page.getByTestId('result')).toContainText(/red/i);
  await expect(page.getByTestId('result').locator('li[data-seat]')).toHaveCount(10);
});
