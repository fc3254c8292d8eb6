import { expect, test, type Page } from '@playwright/test';
import { dealtToDayOne } from '../../scripts/fixtures/game-start.ts';
import { hub, play, ROLES, stateOf, stepUntil } from './hub.ts';
import { overBusyPicture, putTournament, showShot } from './overlay-checks.ts';

/**
 * The show's big moments played through the real hub (issue 23): the morning's killed card, the
 * first killed's Prima Nota with its verdict, the winner with each extra point explained, and the
 * standings on `full` between games. The stream gets roles and colours; the venue's page never
 * receives a role before the game's end (its WebSocket frames are read, not its CSS). Each moment is
 * also shot at 720p over a busy picture (test-results/show/) for a director to look at.
 */
test.describe.configure({ timeout: 150_000 });

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];
// Long enough for two screenshots while a moment is on screen.
const HOLD = 5000;

async function open(
  page: Page,
  table: string,
  feed: 'table' | 'spectator',
  lang: 'ru' | 'en',
): Promise<void> {
  const { url, spectatorKey } = hub();
  const key = feed === 'spectator' ? `&feed=spectator&key=${spectatorKey}` : '';
  await page.goto(`${url}/overlay/full/?table=${table}${key}&lang=${lang}&motion=off&hold=${HOLD}`);
  await overBusyPicture(page);
}

test('a whole game on air: the killed card, "3 из 3 чёрных", the winner with every extra explained, then the standings', async ({
  browser,
}) => {
  const table = 'e2e-show';
  const { url, token } = hub();
  await putTournament('e2e-show-cup', 'Кубок шоу', [table]);
  const stream = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const venue = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  // Every frame the venue's page receives, from its first connection.
  const venueFrames: string[] = [];
  venue.on('websocket', (ws) => ws.on('framereceived', (f) => venueFrames.push(String(f.payload))));
  // The director calls up the record of past nights (off by default): it must still wait for the card.
  const nights = await fetch(`${url}/api/v1/tables/${table}/display`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ nights: true }),
  });
  expect(nights.status).toBe(200);
  await open(stream, table, 'spectator', 'ru');
  await open(venue, table, 'table', 'ru');

  // Day 1 passes without a nomination (all ten at the table: MafClub 2.6.1); night 1: seat 1 shot.
  await play(table, dealtToDayOne(names, ROLES));
  // Each page has its first view before the night: a moment is a change a page sees, and a page
  // whose first snapshot already held the Prima Nota has none to tell (CI saw the venue's late).
  for (const page of [stream, venue]) await expect(page.getByTestId('seats')).toContainText('Jade');
  await stepUntil(table, 'shot');
  await play(table, [
    { type: 'night/shot', seat: 1 },
    { type: 'night/donCheck', seat: 8 },
    { type: 'night/sheriffCheck', seat: 3 },
  ]);
  expect((await stateOf(table)).stage).toBe('bestMove');
  // The Prima Nota (MafClub 2.6.2, said before the morning): the Don 6 and mafia 3 and 7, all black.
  await play(table, [{ type: 'bestMove', seats: [3, 6, 7] }, { type: 'stage/end' }]);

  const streamCard = stream.getByTestId('moment');
  const venueCard = venue.getByTestId('moment');
  // Both pages show the card for its hold from about the same moment: looked for at once.
  await Promise.all([
    expect(streamCard).toHaveAttribute('data-kind', 'bestMove'),
    expect(venueCard).toHaveAttribute('data-kind', 'bestMove'),
  ]);
  await expect(streamCard.locator('.label')).toContainText('Прима Нота');
  await expect(stream.getByTestId('verdict')).toHaveText('3 из 3 чёрных');
  await expect(streamCard.locator('li.team-black')).toHaveCount(3);
  // Told once: the stream's night record (which lists the Prima Nota too) waits while the card is up.
  await expect(stream.getByTestId('night-record')).toHaveCount(0);
  // The venue learns the three names (public once named), never their colours nor the verdict.
  await expect(venueCard.locator('li')).toHaveText([/3 · Cyan/, /6 · Fjord/, /7 · Gale/]);
  await expect(venueCard.locator('li.team-black')).toHaveCount(0);
  await expect(venue.getByTestId('verdict')).toHaveCount(0);
  await showShot(stream, 'best-move-spectator');
  await showShot(venue, 'best-move-table');

  // The morning's card after it (held, not cut short): killed at night, his role on the stream only.
  await expect(streamCard).toHaveAttribute('data-kind', 'leave', { timeout: HOLD * 1.6 + 3000 });
  await expect(stream.getByTestId('moment-name')).toHaveText('1 · Ace');
  await expect(streamCard).toContainText('Убит ночью');
  await expect(stream.getByTestId('moment-role')).toHaveText('Мирный');
  // A red's tag is quiet (grey, a thin red line): the black team is the one that stands out.
  await expect(stream.getByTestId('moment-role')).toHaveCSS('background-color', 'rgb(58, 61, 71)');
  await expect(venue.getByTestId('moment-name')).toHaveText('1 · Ace');
  await expect(venue.getByTestId('moment-role')).toHaveCount(0);
  await showShot(stream, 'killed-spectator');
  await showShot(venue, 'killed-table');

  // Day 2: the three blacks removed during the speeches: the reds win; the judge gives 8 the best play.
  await stepUntil(table, 'speech');
  expect(venueFrames.length).toBeGreaterThan(0);
  // Up to here, nothing of a role reached the venue, in any frame.
  expect(venueFrames.join('\n')).not.toContain('"role"');
  await play(table, [
    { type: 'removal', seat: 3 },
    { type: 'removal', seat: 6 },
    { type: 'removal', seat: 7 },
    { type: 'score/extra', seat: 8, kind: 'bestPlay', points: 2 },
  ]);
  // The first black out: his tag is white on the card, the mark a viewer finds first.
  await expect(stream.getByTestId('moment-name')).toHaveText('3 · Cyan', { timeout: HOLD + 5000 });
  await expect(stream.getByTestId('moment-role')).toHaveCSS('background-color', 'rgb(244, 244, 246)');
  for (const page of [stream, venue]) {
    const card = page.getByTestId('moment');
    await expect(card).toHaveAttribute('data-kind', 'winner', { timeout: 3 * HOLD + 5000 });
    await expect(card).toHaveClass(/team-red/);
    await expect(card.locator('h2')).toHaveText('Победа красных');
    // The win's points name the seven reds, not the losers (a MafClub loss pays a point too: 3.1).
    await expect(page.getByTestId('win-points')).toContainText('1 · Ace');
    await expect(page.getByTestId('win-points')).toContainText('10 · Jade');
    await expect(page.getByTestId('win-points')).not.toContainText('Cyan');
    // Each extra with its reason, its points said once (the right column): the Prima Nota's three
    // blacks for seat 1, the judge's best play for 8, given after the end while the card is up.
    const extra = (seat: number) => page.getByTestId('extras').locator(`[data-seat="${seat}"]`);
    await expect(extra(1).locator('span')).toHaveText('Прима Нота, чёрных: 3 (3.2)');
    await expect(extra(1).locator('em')).toHaveText('+1');
    await expect(extra(8).locator('span')).toHaveText('лучшая игра (3.2)');
    await expect(extra(8).locator('em')).toHaveText('+2');
  }
  // The removed blacks' own lines: a minus with its reason.
  await expect(stream.getByTestId('extras').locator('[data-seat="3"]')).toHaveText(
    /удаление \(3\.12\)\s*−1,5/,
  );
  await showShot(stream, 'winner-spectator');
  await showShot(venue, 'winner-table');

  // The winner's card gives way to the result table; a new game: the standings, not empty plates.
  await expect(stream.getByTestId('moment')).toHaveCount(0, { timeout: 3 * HOLD + 3000 });
  await expect(stream.getByTestId('result')).toBeVisible();
  await play(table, [{ type: 'game/new', ruleset: 'mafclub-2023' }]);
  for (const page of [stream, venue]) {
    await expect(page.getByTestId('standings')).toBeVisible();
    await expect(page.getByTestId('standings').locator('h2')).toHaveText('Кубок шоу');
    await expect(page.getByTestId('seats')).toHaveCount(0);
  }
  await expect(stream.getByTestId('standings').locator('li').first()).toContainText('Haze');
  await showShot(stream, 'between-games-spectator');
  // The new game's first seat typed: the plates are back, the standings gone.
  await play(table, [{ type: 'seat/nickname', seat: 1, nickname: 'Ace' }]);
  await expect(stream.getByTestId('seats')).toBeVisible();
  await expect(stream.getByTestId('standings')).toHaveCount(0);
  await stream.close();
  await venue.close();
});
