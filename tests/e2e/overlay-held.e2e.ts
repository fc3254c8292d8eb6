import { expect, test, type Page } from '@playwright/test';
import { dayOneToVote, hub, play } from './hub.ts';

/**
 * Moments held and queued (issue 23): a result stays on screen its hold time even when the next
 * command comes at once, rapid moments queue in order, and a leaving player's role reaches the
 * spectator feed only (the table feed's view has none).
 */
const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];
const HOLD = 1500;

async function open(page: Page, table: string, feed: 'table' | 'spectator'): Promise<void> {
  const { url, spectatorKey } = hub();
  const key = feed === 'spectator' ? `&feed=spectator&key=${spectatorKey}` : '';
  await page.goto(`${url}/overlay/full/?table=${table}${key}&lang=en&motion=off&hold=${HOLD}`);
  await expect(page.getByTestId('seats')).toBeVisible();
}

test("the re-vote's 5:5 is held on the card before the eliminate-all question, the same command or not", async ({
  page,
}) => {
  const table = 'e2e-held-revote';
  await open(page, table, 'table');
  await play(table, [...dayOneToVote(names), { type: 'vote/record', candidate: 4, count: 5 }]);
  const card = page.getByTestId('voting');
  // The candidate being voted on is marked while the vote runs.
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${hub().url}/api/v1/tables/${table}/state?feed=table`);
    if (((await res.json()) as { state: { stage: string } }).state.stage === 'revote') break;
    await play(table, [{ type: 'step/next' }]);
  }
  await expect(card).toHaveAttribute('data-round', 'tie');
  await expect(card.locator('li[aria-current="true"]')).toHaveAttribute('data-candidate', '4');
  await play(table, [{ type: 'vote/record', candidate: 4, count: 5 }]);
  // Decided 5:5 and moved to the eliminate-all question in one command: the card holds the tie.
  await expect(page.getByTestId('vote-outcome')).toHaveText('Tied again: the vote to eliminate all');
  await expect(card).toHaveAttribute('data-held', 'true');
  const shares = await card.locator('.fill').evaluateAll((e) => e.map((x) => Number(x.dataset.share)));
  expect(shares).toEqual([0.5, 0.5]);
  const since = Date.now();
  await expect(card).toHaveAttribute('data-round', 'eliminateAll', { timeout: HOLD + 3000 });
  expect(Date.now() - since).toBeGreaterThanOrEqual(HOLD - 400);
});

test('a vote that sends a player out: the result is held, then his role is revealed on the stream only', async ({
  browser,
}) => {
  const table = 'e2e-held-reveal';
  const stream = await browser.newPage();
  const venue = await browser.newPage();
  await open(stream, table, 'spectator');
  await open(venue, table, 'table');
  const roleSeen: string[] = [];
  venue.on('websocket', (ws) => ws.on('framereceived', (f) => roleSeen.push(String(f.payload))));
  await play(table, [...dayOneToVote(names), { type: 'vote/record', candidate: 4, count: 3 }]);
  // Queue order: the vote's result first (held), then the reveal in the centre.
  for (const page of [stream, venue]) {
    await expect(page.getByTestId('voting')).toHaveAttribute('data-held', 'true');
    await expect(page.getByTestId('moment')).toHaveCount(0);
  }
  const since = Date.now();
  await expect(stream.getByTestId('moment')).toHaveAttribute('data-kind', 'leave', { timeout: HOLD + 3000 });
  expect(Date.now() - since).toBeGreaterThanOrEqual(HOLD - 400);
  await expect(stream.getByTestId('moment-name')).toHaveText('7 · Gale');
  await expect(stream.getByTestId('moment-role')).toHaveText('Mafia');
  await expect(venue.getByTestId('moment-name')).toHaveText('7 · Gale');
  await expect(venue.getByTestId('moment-role')).toHaveCount(0);
  // His last word: the lower third names the role on the stream only.
  await play(table, [{ type: 'step/next' }]);
  await expect(stream.getByTestId('speaker-role')).toHaveText('Mafia');
  await expect(venue.getByTestId('speaker')).toBeVisible();
  await expect(venue.getByTestId('speaker-role')).toHaveCount(0);
  // Nothing of a role ever reached the venue's page.
  expect(roleSeen.join('\n')).not.toContain('"role"');
  // The moment is gone after its hold: nothing stays in the centre.
  await expect(stream.getByTestId('moment')).toHaveCount(0, { timeout: HOLD + 3000 });
  await stream.close();
  await venue.close();
});

test("a page opened mid-game fetches the centre card's code before the first moment, not at it (issue 38.10)", async ({
  page,
}) => {
  const table = 'e2e-held-card-ahead';
  await play(table, dayOneToVote(names));
  // The first reveal came 4.7-4.9 s after its result while the card's code loaded then.
  const code = page.waitForResponse((r) => /MomentCard[^/]*\.js$/.test(new URL(r.url()).pathname), {
    timeout: 20_000,
  });
  await open(page, table, 'spectator');
  expect((await code).ok()).toBe(true);
  // Fetched with no moment on screen: nothing waits for it when the vote's result comes.
  await expect(page.getByTestId('moment')).toHaveCount(0);
  await play(table, [{ type: 'vote/record', candidate: 4, count: 3 }]);
  await expect(page.getByTestId('moment')).toHaveAttribute('data-kind', 'leave', { timeout: HOLD + 5000 });
});

test('a removal during the vote cancels it (MafClub 4.12.1): the card says so, then the removed player is named, both feeds', async ({
  browser,
}) => {
  const table = 'e2e-held-cancelled';
  const stream = await browser.newPage();
  const venue = await browser.newPage();
  await open(stream, table, 'spectator');
  await open(venue, table, 'table');
  // Seats 4 and 7 on the vote; seat 9 removed before a count: night falls.
  await play(table, dayOneToVote(names));
  await expect(stream.getByTestId('voting').locator('li[aria-current="true"]')).toHaveAttribute(
    'data-candidate',
    '4',
  );
  await play(table, [{ type: 'removal', seat: 9 }]);
  for (const page of [stream, venue]) {
    await expect(page.getByTestId('vote-outcome')).toHaveText('Vote cancelled: seat 9 removed');
    await expect(page.getByTestId('voting').locator('li[aria-current="true"]')).toHaveCount(0);
  }
  for (const page of [stream, venue]) {
    await expect(page.getByTestId('moment')).toHaveAttribute('data-kind', 'leave', { timeout: HOLD + 5000 });
    await expect(page.getByTestId('moment-name')).toHaveText('9 · Iris');
  }
  await stream.close();
  await venue.close();
});
