import { expect, test, type Page } from '@playwright/test';
import { NIGHT_ONE } from '../../scripts/fixtures/game-start.ts';
import { dayOneToVote, hub, play, stepUntil } from './hub.ts';
import { clipped, flipDisplay, overBusyPicture, overlaps, showShot } from './overlay-checks.ts';

/**
 * The vote history grid (issue 38.11): called up by the director (`votes`), it says who voted for
 * whom in every round of the day, a count-only round by its counts alone; team-coloured on the
 * stream, and on the venue's page with no team at all, its frames holding no role to colour from.
 */
test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 720 } });

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

/** The text of seat `seat`'s row of the grid: his seat, nickname and a vote per round. */
const row = (page: Page, seat: number) => page.locator(`[data-testid=grid-row][data-seat="${seat}"]`);

test('day 1: 5:5 with voters named, a count-only re-vote, the eliminate-all: the grid says who voted for whom, black team marked on the stream only', async ({
  browser,
}) => {
  const table = 'e2e-vote-grid';
  const { url, spectatorKey } = hub();
  await play(table, dayOneToVote(names));
  // Seats 1, 2, 3, 5, 6 for seat 4; the rest (4, 7, 8, 9, 10) for seat 7 (mafia 3 and 7, the Don 6).
  // The last candidate's are the rest (MafClub 2.4.14): named too, as the first's were.
  await play(table, [{ type: 'vote/record', candidate: 4, voters: [1, 2, 3, 5, 6] }]);
  await stepUntil(table, 'revote');
  await play(table, [
    { type: 'vote/record', candidate: 4, count: 5 },
    { type: 'eliminateAll/record', count: 3 },
  ]);
  await stepUntil(table, 'shot');

  const stream = await browser.newPage();
  const venue = await browser.newPage();
  const venueFrames: string[] = [];
  venue.on('websocket', (ws) => ws.on('framereceived', (f) => venueFrames.push(String(f.payload))));
  const q = `table=${table}&lang=en&motion=off&hold=0`;
  await stream.goto(`${url}/overlay/full/?${q}&feed=spectator&key=${spectatorKey}`);
  await venue.goto(`${url}/overlay/full/?${q}`);
  await expect(stream.getByTestId('headline')).toContainText('Night 1', { timeout: 15_000 });
  // Off until the director calls it up.
  await expect(stream.getByTestId('vote-grid')).toHaveCount(0);
  await flipDisplay(table, 'votes');

  for (const page of [stream, venue]) {
    const grid = page.getByTestId('vote-grid');
    await expect(grid).toBeVisible({ timeout: 15_000 });
    await expect(grid).toContainText('Who voted for whom');
    await expect(grid).toContainText('Day 1');
    await expect(row(page, 1)).toHaveText(/^\s*1\s*Ace\s*4\s*$/);
    await expect(row(page, 6)).toHaveText(/^\s*6\s*Fjord\s*4\s*$/);
    await expect(row(page, 9)).toHaveText(/^\s*9\s*Iris\s*7\s*$/);
    // The re-vote was counted without voters and the eliminate-all is a count: said as counts.
    const counts = page.getByTestId('grid-counts');
    await expect(counts.nth(1)).toHaveText(/4: 5\s*7: 5/);
    await expect(counts.nth(2)).toHaveText('3 of 10');
    await expect(grid).toContainText('counts only');
  }
  // The stream marks the black team (mafia 3, the Don 6, mafia 7): seat numbers and votes for 7.
  await expect(row(stream, 3).locator('.num-cell')).toHaveClass(/team-black/);
  await expect(row(stream, 9).getByTestId('grid-vote')).toHaveClass(/team-black/);
  await expect(row(stream, 2).locator('.num-cell')).toHaveClass(/team-red/);
  // The venue: no team at all, and not because it is hidden: its frames carry no role.
  await expect(
    venue.locator('[data-testid=vote-grid] [class*=team-black], [data-testid=vote-grid] [class*=team-red]'),
  ).toHaveCount(0);
  expect(venueFrames.join('\n')).toContain('voteDays');
  expect(venueFrames.join('\n')).not.toContain('"role"');
  expect(venueFrames.join('\n')).not.toContain('"team"');

  // As the director sees it at night, beside the night panel, over a busy picture.
  await play(table, [...NIGHT_ONE]);
  await overBusyPicture(stream);
  await expect(stream.getByTestId('night')).toBeVisible();
  await showShot(stream, 'vote-grid-night-1');
  expect(await overlaps(stream)).toEqual([]);
  expect(await clipped(stream)).toEqual([]);

  // Day 2: the grid stays while called up, clear of the speaker's lower third; off again when put away.
  await play(table, [{ type: 'bestMove', seats: [3, 6, 7] }]);
  await stepUntil(table, 'speech');
  await play(table, [{ type: 'speech/start' }]);
  await expect(stream.getByTestId('moment')).toHaveCount(0, { timeout: 15_000 });
  await expect(row(stream, 1)).toHaveText(/^\s*1\s*Ace\s*4\s*$/);
  await expect(stream.getByTestId('vote-grid')).toBeVisible();
  expect(await overlaps(stream)).toEqual([]);
  await showShot(stream, 'vote-grid-day-2');
  await stream.getByTestId('vote-grid').screenshot({ path: 'test-results/show/vote-grid-alone.png' });
  await overBusyPicture(venue);
  await showShot(venue, 'vote-grid-day-2-venue');
  await flipDisplay(table, 'votes');
  await expect(stream.getByTestId('vote-grid')).toHaveCount(0);
  await stream.close();
  await venue.close();
});
