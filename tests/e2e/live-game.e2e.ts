import { expect, test } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { dayOneToVote, hub, play, toFirstSpeech } from './hub.ts';

/** The start up to the first speech, without its speech/start. */
const setup = (): GameCommand[] => toFirstSpeech(names).slice(0, -1);

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

test('a real game on the stream and in the venue: votes, then the night with checks only on the stream', async ({
  browser,
}) => {
  const { url, spectatorKey } = hub();
  const table = 'e2e-live';
  // motion off: every change is on screen at once, so the photos need no wait for animations
  const stream = await browser.newPage({ reducedMotion: 'reduce' });
  const venue = await browser.newPage({ reducedMotion: 'reduce' });
  await stream.goto(`${url}/overlay/full/?table=${table}&feed=spectator&key=${spectatorKey}`);
  await venue.goto(`${url}/overlay/full/?table=${table}`);

  await play(table, dayOneToVote(names));
  for (const page of [stream, venue]) {
    await expect(page.getByTestId('voting')).toContainText('Dune');
    await expect(page.getByTestId('voting')).toContainText('Gale');
  }
  await expect(stream.locator('[data-seat="3"] .role')).toBeVisible();
  await expect(venue.locator('.role')).toHaveCount(0);

  await play(table, [{ type: 'vote/record', candidate: 4, count: 3 }]);
  await expect(stream.getByTestId('voting').locator('.count')).toHaveText(['3', '7']);
  await stream.screenshot({ path: 'test-results/live-voting.png', omitBackground: true });

  // Seat 7 leaves; night 1: the mafia shoot seat 1, the Don checks 8, the Sheriff checks 3.
  await play(table, [{ type: 'step/next' }, { type: 'step/next' }]);
  await expect(stream.locator('[data-seat="7"]')).toHaveAttribute('data-status', 'votedOut');
  await play(table, [
    { type: 'night/shot', seat: 1 },
    { type: 'night/donCheck', seat: 8 },
    { type: 'night/sheriffCheck', seat: 3 },
  ]);
  const night = stream.getByTestId('night');
  await expect(night).toContainText('Haze');
  await expect(night).toContainText('Cyan');
  await expect(night.locator('em.black')).toBeVisible();
  // The venue never sees a check; the shot only once the morning makes it public.
  await expect(venue.getByTestId('night').locator('em')).toHaveCount(0);
  await stream.screenshot({ path: 'test-results/live-night.png', omitBackground: true });
  await venue.screenshot({ path: 'test-results/live-night-venue.png', omitBackground: true });
  await stream.close();
  await venue.close();
});

test('the Prima Nota named at night (MafClub 2.6.2) stays on the stream through the last word', async ({
  browser,
}) => {
  const { url, spectatorKey } = hub();
  const table = 'e2e-bestmove';
  const stream = await browser.newPage();
  await stream.goto(`${url}/overlay/night/?table=${table}&feed=spectator&key=${spectatorKey}&lang=en`);
  await play(table, [
    ...setup(),
    // A quiet first day: ten speeches, nobody nominated.
    ...Array.from({ length: 10 }, (): GameCommand[] => [
      { type: 'speech/start' },
      { type: 'speech/end' },
    ]).flat(),
    { type: 'vote/start' },
    { type: 'night/shot', seat: 1 },
    { type: 'night/donCheck', seat: 2 },
    { type: 'night/sheriffCheck', seat: 6 },
    // MafClub 2.6.2: the Prima Nota is said at night, then "Morning".
    { type: 'bestMove', seats: [3, 6, 9] },
    { type: 'stage/end' },
    { type: 'speech/start', seat: 1 },
  ]);
  const night = stream.getByTestId('night');
  await expect(night.locator('.chip')).toHaveText(['3', '6', '9']);
  // MafClub names the first killed's pick Prima Nota (FIIM: the best move).
  await expect(night).toContainText('Prima Nota');
  await expect(night).toContainText('1 · Ace');
  await stream.close();
});
