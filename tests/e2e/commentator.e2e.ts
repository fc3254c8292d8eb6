import { expect, test, type Page } from '@playwright/test';
import { NIGHT_ONE } from '../../scripts/fixtures/game-start.ts';
import { dayOneToVote, hub, play, stepUntil } from './hub.ts';
import { overBusyPicture, showShot } from './overlay-checks.ts';

/**
 * The commentator's screen (issue 38.14): the stream's roles per seat, the vote grid, the moments
 * to come; the director holds the vote card on air, skips the next moment (the stream never shows
 * it) and replays the last vote card the next day, through the hub's cue.
 */
test.describe.configure({ timeout: 120_000 });

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];
const HOLD = 1500;

/** Every centre card and vote card the page put on screen, in order (a page-side log). */
async function logMoments(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid=moment]')) {
        const kind = `moment:${el.dataset.kind}`;
        if (seen.at(-1) !== kind) seen.push(kind);
      }
    }).observe(document.body, { subtree: true, childList: true });
  });
}
const seen = (page: Page) => page.evaluate(() => (window as unknown as { seen: string[] }).seen);

async function cue(table: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/cue`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

test('the commentator sees the roles and the moments to come; hold keeps the vote on air, skip drops the next, R replays the vote', async ({
  browser,
}) => {
  const table = 'e2e-commentator';
  const { url, token, spectatorKey } = hub();
  await play(table, dayOneToVote(names));
  const stream = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const desk = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await stream.goto(
    `${url}/overlay/full/?table=${table}&feed=spectator&key=${spectatorKey}&lang=en&motion=off&hold=${HOLD}`,
  );
  await desk.goto(`${url}/commentator/?table=${table}&token=${token}&lang=en&hold=${HOLD}`);
  await expect(desk.getByTestId('connection')).toHaveText('live', { timeout: 15_000 });
  await expect(stream.getByTestId('voting')).toBeVisible({ timeout: 15_000 });
  await logMoments(stream);

  // The roles as the stream has them: Don 6, mafia 3 and 7, Sheriff 8.
  const roles = desk.getByTestId('seat-role');
  await expect(roles).toHaveCount(10);
  await expect(roles.nth(5)).toHaveText(/6\s*Fjord\s*Don/);
  await expect(roles.nth(7)).toHaveText(/8\s*Haze\s*Sheriff/);
  await expect(roles.nth(2)).toHaveClass(/team-black/);

  // Hold first, then the vote: seat 4 voted out. The vote card stays; his card waits.
  await desk.keyboard.press('h');
  await expect(desk.getByTestId('held')).toBeVisible();
  await play(table, [{ type: 'vote/record', candidate: 4, count: 6 }]);
  const onAir = desk.getByTestId('on-air');
  await expect(onAir).toContainText('Vote result', { timeout: 10_000 });
  await expect(desk.getByTestId('waiting')).toHaveText('Player 4 leaves the table');
  await stream.waitForTimeout(3 * HOLD);
  await expect(onAir).toContainText('Vote result');
  await expect(stream.getByTestId('moment')).toHaveCount(0);
  // the grid beside it: seat 4's vote
  await expect(desk.getByTestId('vote-grid')).toContainText('Day 1');

  // Skip the next (his card), release: the stream never shows it.
  await desk.keyboard.press('s');
  await expect(desk.getByTestId('waiting')).toHaveText('');
  await desk.keyboard.press('h');
  await expect(desk.getByTestId('held')).toHaveCount(0);
  await expect(onAir).toContainText('nothing', { timeout: 10_000 });
  await stream.waitForTimeout(2 * HOLD);
  expect(await seen(stream)).not.toContain('moment:leave');

  // Day 2: the director replays the last vote card (R): the stream shows day 1's result again.
  await stepUntil(table, 'shot');
  await play(table, [...NIGHT_ONE]);
  await stepUntil(table, 'speech');
  await expect(stream.getByTestId('moment')).toHaveCount(0, { timeout: 20_000 });
  await expect(stream.getByTestId('voting')).toHaveCount(0);
  await desk.keyboard.press('r');
  // told as it was: seat 4 left that day (never "nobody leaves")
  await expect(stream.getByTestId('vote-outcome')).toHaveText(/4 · Dune leaves/, { timeout: 10_000 });
  await expect(onAir).toContainText('Replay: vote result');
  await overBusyPicture(stream);
  await showShot(stream, 'commentator-replayed-vote');
  await showShot(desk, 'commentator-desk');
  await expect(stream.getByTestId('voting')).toHaveCount(0, { timeout: 10_000 });

  // Every cue is answered: the whole cue, or a typed error; no token, no cue.
  const ack = await cue(table, {});
  expect(ack.status).toBe(200);
  expect(ack.body).toMatchObject({ hold: false, replay: 1 });
  expect((ack.body.skip as string[]).some((id) => id.endsWith(':leave:4'))).toBe(true);
  const wrong = await cue(table, { hold: 'yes' });
  expect(wrong.status).toBe(400);
  expect((wrong.body.error as { code: string }).code).toBe('frame/invalid');
  const anon = await fetch(`${url}/api/v1/tables/${table}/cue`, { method: 'POST', body: '{}' });
  expect(anon.status).toBe(401);

  // With the spectator key alone the screen shows, and its keys say they need the operator's link.
  const guest = await browser.newPage();
  await guest.goto(`${url}/commentator/?table=${table}&key=${spectatorKey}&lang=en`);
  await expect(guest.getByTestId('seat-role').nth(5)).toHaveText(/Don/, { timeout: 15_000 });
  await expect(guest.getByTestId('hold')).toBeDisabled();
  await expect(guest.getByText("The director's keys work with the operator's link")).toBeVisible();
  await guest.close();
  await stream.close();
  await desk.close();
});
