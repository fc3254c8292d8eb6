import { expect, test, type Page } from '@playwright/test';
import { dealtToDayOne } from '../../scripts/fixtures/game-start.ts';
import { hub, openPanel, play, ROLES, stepUntil } from './hub.ts';

/**
 * The director's switches (issue 23): roles, scores, the whole overlay and the record of past
 * nights flipped live from the
 * panel's keys and from a Companion button (the hub's display endpoint), held by the hub per table
 * and pushed to every overlay of it. The venue's page never receives a role, switch or no switch.
 */
test.describe.configure({ timeout: 120_000 });

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

async function open(page: Page, table: string, feed: 'table' | 'spectator'): Promise<void> {
  const { url, spectatorKey } = hub();
  const key = feed === 'spectator' ? `&feed=spectator&key=${spectatorKey}` : '';
  await page.goto(`${url}/overlay/full/?table=${table}${key}&lang=en&motion=off&hold=0`);
  // a loaded machine (the suite shares it) can take a while to the first frame
  await expect(page.getByTestId('seats')).toBeVisible({ timeout: 15_000 });
}

/** A table nobody switched: everything on but the record of past nights. */
const DEFAULTS = { roles: true, scores: true, overlay: true, nights: false, votes: false };

/** What a Companion button sends: a flip of one switch. */
async function companionFlip(table: string, what: string): Promise<unknown> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/display`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-operator-token': token },
    body: JSON.stringify({ flip: what }),
  });
  expect(res.status).toBe(200);
  return res.json();
}

test('the director hides the roles, the scores and the whole overlay live; the venue never gets a role', async ({
  browser,
}) => {
  const table = 'e2e-display';
  await play(table, [...dealtToDayOne(names, ROLES), { type: 'speech/start' }]);
  const stream = await browser.newPage();
  const venue = await browser.newPage();
  const venueFrames: string[] = [];
  venue.on('websocket', (ws) => ws.on('framereceived', (f) => venueFrames.push(String(f.payload))));
  const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await open(stream, table, 'spectator');
  await open(venue, table, 'table');
  await openPanel(panel, table, 20_000);
  const streamRoles = stream.locator('[data-seat] .role');
  await expect(streamRoles).toHaveCount(10);
  await expect(stream.locator('[data-seat="3"]')).toContainText('Mafia');

  // Shift+X on the panel: the stream's roles and team marks go, at once; the switch shows it.
  await panel.keyboard.press('Shift+X');
  await expect(streamRoles).toHaveCount(0);
  await expect(stream.locator('[data-seat="3"]')).not.toContainText('Mafia');
  await expect(panel.getByTestId('display-roles')).toHaveAttribute('aria-pressed', 'false');
  // A page loaded now gets the switch with its first frames (and a restart keeps it: the settings).
  const late = await browser.newPage();
  await open(late, table, 'spectator');
  await expect(late.locator('[data-seat] .role')).toHaveCount(0);
  await late.close();
  // Companion's ROLES button flips it back.
  expect(await companionFlip(table, 'roles')).toEqual(DEFAULTS);
  await expect(streamRoles).toHaveCount(10);
  await expect(panel.getByTestId('display-roles')).toHaveAttribute('aria-pressed', 'true');

  // Shift+H: the whole overlay off on every page of the table, then back.
  await panel.keyboard.press('Shift+H');
  for (const page of [stream, venue]) await expect(page.getByTestId('seats')).toHaveCount(0);
  await panel.getByTestId('display-overlay').click();
  for (const page of [stream, venue]) await expect(page.getByTestId('seats')).toBeVisible();

  // The game ends (the three blacks removed): the result table, then Shift+S hides the scores.
  await play(
    table,
    [3, 6, 7].map((seat) => ({ type: 'removal' as const, seat })),
  );
  await expect(stream.getByTestId('result')).toBeVisible({ timeout: 10_000 });
  await panel.keyboard.press('Shift+S');
  await expect(stream.getByTestId('result')).toHaveCount(0);
  await expect(venue.getByTestId('result')).toHaveCount(0);
  expect(await companionFlip(table, 'scores')).toEqual(DEFAULTS);
  await expect(stream.getByTestId('result')).toBeVisible();

  // Until the end nothing of a role reached the venue's page, whatever the switches did.
  const beforeEnd = venueFrames.slice(
    0,
    venueFrames.findIndex((f) => f.includes('"finished"')),
  );
  expect(beforeEnd.length).toBeGreaterThan(0);
  expect(beforeEnd.join('\n')).not.toContain('"role"');
  for (const p of [stream, venue, panel]) await p.close();
});

test("past nights are the director's to call up: by default day 2 shows no record, Shift+P brings it to the stream, never to the venue", async ({
  browser,
}) => {
  const table = 'e2e-nights';
  await play(table, dealtToDayOne(names, ROLES));
  await stepUntil(table, 'shot');
  const stream = await browser.newPage();
  const venue = await browser.newPage();
  const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await open(stream, table, 'spectator');
  await open(venue, table, 'table');
  await openPanel(panel, table, 20_000);
  await expect(panel.getByTestId('display-nights')).toHaveAttribute('aria-pressed', 'false');

  // Night 1: tonight's story is told once, in the night panel; no record beside it.
  await play(table, [
    { type: 'night/shot', seat: 1 },
    { type: 'night/donCheck', seat: 8 },
    { type: 'night/sheriffCheck', seat: 3 },
  ]);
  await expect(stream.getByTestId('night')).toBeVisible();
  await expect(stream.getByTestId('night')).toContainText('8');
  await expect(stream.getByTestId('night-record')).toHaveCount(0);
  await play(table, [{ type: 'bestMove', seats: [3, 6, 7] }, { type: 'stage/end' }]);

  // Day 2, the morning's cards gone: nothing of the past night on screen.
  await stepUntil(table, 'speech');
  await play(table, [{ type: 'speech/start' }]);
  await expect(stream.getByTestId('moment')).toHaveCount(0, { timeout: 10_000 });
  await expect(stream.getByTestId('seats')).toBeVisible();
  await expect(stream.getByTestId('night-record')).toHaveCount(0);

  // Shift+P on the panel: the stream shows the record (night 1: the shot and both checks).
  await panel.keyboard.press('Shift+P');
  await expect(panel.getByTestId('display-nights')).toHaveAttribute('aria-pressed', 'true');
  const record = stream.getByTestId('night-record');
  await expect(record).toBeVisible();
  await expect(record.locator('[data-night="1"]')).toContainText('8');
  // A page loaded now gets the switch with its first frames; the venue's page never shows a record.
  const late = await browser.newPage();
  await open(late, table, 'spectator');
  await expect(late.getByTestId('night-record')).toBeVisible();
  await late.close();
  await expect(venue.getByTestId('seats')).toBeVisible();
  await expect(venue.getByTestId('night-record')).toHaveCount(0);

  // Companion's NIGHTS button puts it away.
  expect(await companionFlip(table, 'nights')).toEqual(DEFAULTS);
  await expect(record).toHaveCount(0);
  for (const p of [stream, venue, panel]) await p.close();
});
