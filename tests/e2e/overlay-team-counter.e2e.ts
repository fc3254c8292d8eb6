import { expect, test } from '@playwright/test';
import { dealtToDayOne, NIGHT_ONE } from '../../scripts/fixtures/game-start.ts';
import { hub, play, ROLES, stepUntil } from './hub.ts';
import { overBusyPicture, overlaps, showShot, flipDisplay } from './overlay-checks.ts';

/**
 * The team counter under the headline (issue 38.13): "Reds 7 · Blacks 3" on the stream, counted
 * again as players leave; never on the venue's page, whose frames carry no role to count from.
 */
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 1280, height: 720 } });

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

test('the stream counts the teams at the table (Reds 7 · Blacks 3, then 6 after the night); the venue never', async ({
  browser,
}) => {
  const table = 'e2e-team-counter';
  const { url, spectatorKey } = hub();
  await play(table, dealtToDayOne(names, ROLES));
  const stream = await browser.newPage();
  const venue = await browser.newPage();
  const venueFrames: string[] = [];
  venue.on('websocket', (ws) => ws.on('framereceived', (f) => venueFrames.push(String(f.payload))));
  const q = 'lang=en&motion=off&hold=0';
  await stream.goto(`${url}/overlay/full/?table=${table}&feed=spectator&key=${spectatorKey}&${q}`);
  await venue.goto(`${url}/overlay/full/?table=${table}&${q}`);
  const counter = stream.getByTestId('teams');
  // Day 1: Don 6, mafia 3 and 7 against seven reds; the black team's number in its white mark.
  await expect(counter).toHaveText(/Reds\s*7\s*Blacks\s*3/, { timeout: 15_000 });
  await expect(stream.getByTestId('headline')).toContainText('Day 1');
  await expect(venue.getByTestId('headline')).toContainText('Day 1');
  await expect(venue.getByTestId('teams')).toHaveCount(0);

  // Night 1: seat 1 (a red) shot; the morning's count.
  await stepUntil(table, 'shot');
  await play(table, [...NIGHT_ONE, { type: 'bestMove', seats: [3, 6, 7] }]);
  await stepUntil(table, 'speech');
  await play(table, [{ type: 'speech/start' }]);
  await expect(counter).toHaveText(/Reds\s*6\s*Blacks\s*3/);
  await expect(stream.getByTestId('moment')).toHaveCount(0, { timeout: 10_000 });
  await overBusyPicture(stream);
  expect(await overlaps(stream)).toEqual([]);
  await showShot(stream, 'team-counter-day-2');

  // The director's roles switch off: no counter (nothing of a role on the stream).
  await flipDisplay(table, 'roles');
  await expect(counter).toHaveCount(0);
  await expect(venue.getByTestId('teams')).toHaveCount(0);
  expect(venueFrames.length).toBeGreaterThan(0);
  expect(venueFrames.join('\n')).not.toContain('"role"');
  await stream.close();
  await venue.close();
});
