import { expect, test } from '@playwright/test';
import { dealtToDayOne, SPORT_ROLES } from '../../scripts/fixtures/game-start.ts';
import { hub, play } from './hub.ts';
import { landed, openJudge, PHONE, SHOTS, TABLET, wifi } from './judge-helpers.ts';

/**
 * Issue 27 on the judge's tablet, touch only: the queue kept on the device across a reload while
 * the venue Wi-Fi is down, and the cards and removals from the seat's actions with their clause.
 */
const NAMES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];

interface LogLine {
  k?: string;
  by?: string;
  command: { type: string; seat?: number };
}
async function state(table: string, feed: 'table' | 'judge') {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=${feed}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (
    (await res.json()) as {
      state: {
        gameId: string;
        seats: { seat: number; fouls: number; status: string; yellowCards: number }[];
        sanctions?: { seat: number; kind: string; clause?: string; reason?: string }[];
      };
    }
  ).state;
}
async function judgeLog(table: string): Promise<LogLine[]> {
  const { url, token } = hub();
  const { gameId } = await state(table, 'table');
  const res = await fetch(`${url}/api/v1/games/${encodeURIComponent(gameId)}/protocol.json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { log: LogLine[] }).log.filter((l) => l.by === 'judge');
}
test.describe('on a phone, the Wi-Fi down', () => {
  test.use(PHONE);

  test('3 actions recorded offline survive a reload and land once, in order, when the Wi-Fi is back', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const table = 'e2e-judge-reload';
    await play(table, [...dealtToDayOne(NAMES, SPORT_ROLES), { type: 'speech/start' }]);
    const w = await wifi(context, { browserOffline: false });
    await openJudge(page, table);

    // 1: the hub gets this foul, but the cut eats its answer
    w.net.answers = false;
    await page.getByTestId('seat-4').tap();
    await page.getByTestId('foul-add').tap();
    await expect.poll(async () => (await state(table, 'table')).seats[3]?.fouls).toBe(1);
    await w.cut();
    await expect(page.getByTestId('judge-connection')).toHaveAttribute('data-status', /offline|connecting/);
    // 2 and 3 while the Wi-Fi is down: a foul on 7, the speech ends
    await page.getByTestId('seat-7').tap();
    await page.getByTestId('foul-add').tap();
    await page.getByTestId('step-speech-end').tap();
    await expect(page.locator('[data-testid="action"][data-state="pending"]')).toHaveCount(3);

    // the tablet reloads (a crash, a sleep, a swipe) while the Wi-Fi is still down
    await page.reload();
    await expect(page.getByTestId('judge-connection')).toHaveAttribute('data-status', /offline|connecting/);
    const waiting = page.locator('[data-testid="action"][data-state="pending"][data-restored]');
    await expect(waiting).toHaveCount(3);
    await expect(page.getByTestId('judge-connection')).toContainText('3 waiting');
    await expect(page.getByTestId('new-game')).toHaveCount(0); // no table seen yet: nothing to start over
    await expect(page.getByTestId('action').first()).toContainText('kept on this tablet');
    await expect(page.getByTestId('action').first()).toContainText('End the speech of 1');
    await page.screenshot({ path: `${SHOTS}/phone-reloaded-offline.png`, fullPage: true });
    expect((await state(table, 'table')).seats[6]?.fouls).toBe(0);

    await w.back();
    await expect(page.getByTestId('judge-connection')).toHaveAttribute('data-status', 'live', {
      timeout: 15_000,
    });
    await expect(page.locator('[data-testid="action"][data-state="acked"][data-restored]')).toHaveCount(3);
    await expect(page.getByTestId('action').last()).toContainText('resend, applied once');
    await expect(page.getByTestId('judge-connection')).not.toContainText('waiting');
    await page.screenshot({ path: `${SHOTS}/phone-reloaded-back.png`, fullPage: true });

    // the hub's log: each once, in the order pressed, all from the judge; nothing applied twice
    const after = await state(table, 'table');
    expect([after.seats[3]?.fouls, after.seats[6]?.fouls]).toEqual([1, 1]);
    const log = await judgeLog(table);
    expect(log.map((l) => [l.command.type, l.command.seat])).toEqual([
      ['foul/add', 4],
      ['foul/add', 7],
      ['speech/end', undefined],
    ]);
    expect(new Set(log.map((l) => l.k)).size).toBe(3);
    // nothing is left on the tablet: another reload sends nothing again
    await page.reload();
    await expect(page.getByTestId('judge-connection')).toHaveAttribute('data-status', 'live');
    await expect(page.getByTestId('action')).toHaveCount(0);
    expect(await judgeLog(table)).toHaveLength(3);
  });

  test('a damaged queue on the tablet is ignored with a message; the page works', async ({ page }) => {
    const table = 'e2e-judge-damaged';
    await play(table, [...dealtToDayOne(NAMES, SPORT_ROLES), { type: 'speech/start' }]);
    const { url } = hub();
    await page.goto(`${url}/`);
    await page.evaluate(
      (key) => localStorage.setItem(key, '{"v":1,"entries":[{"k":'),
      `mafia-judge-outbox:${table}`,
    );
    await openJudge(page, table);
    await expect(page.getByTestId('store-damaged')).toContainText('client/stored-damaged');
    await page.getByTestId('seat-4').tap();
    await page.getByTestId('foul-add').tap();
    await landed(page);
    expect((await state(table, 'table')).seats[3]?.fouls).toBe(1);
  });
});

test.describe('on a 10" tablet, cards and removals', () => {
  test.use(TABLET);

  test('MafClub 4.17, 4.8: the judge gives seat 2 a yellow card and removes seat 7 under a clause; the stream shows it, the table feed gets no secret', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const table = 'e2e-judge-cards';
    const { url, spectatorKey } = hub();
    await play(table, [...dealtToDayOne(NAMES, SPORT_ROLES), { type: 'speech/start' }]);
    const venue = await browser.newPage();
    const venueFrames: string[] = [];
    venue.on('websocket', (ws) => ws.on('framereceived', (f) => venueFrames.push(String(f.payload))));
    await venue.goto(`${url}/overlay/seats/?table=${table}&feed=table&lang=en`);
    const stream = await browser.newPage();
    await stream.goto(`${url}/overlay/seats/?table=${table}&feed=spectator&key=${spectatorKey}&lang=en`);
    await openJudge(page, table);

    await page.getByTestId('seat-2').tap();
    const yellow = page.getByTestId('sanction-card-yellow');
    expect((await yellow.boundingBox())?.height).toBeGreaterThanOrEqual(48);
    await yellow.tap();
    const sheet = page.getByTestId('reason-sheet');
    await expect(sheet).toHaveAttribute('data-kind', 'sanction');
    await expect(sheet).toContainText('Yellow card to seat 2');
    await expect(page.getByTestId('reason-send')).toBeDisabled(); // no clause, no reason yet
    await page.getByTestId('reason-clause').fill('4.17.4');
    await page.getByTestId('reason-text').fill('abuse');
    await page.screenshot({ path: `${SHOTS}/tablet-card-sheet.png` });
    await page.getByTestId('reason-send').tap();
    await landed(page);
    // the card is on the seat ring (issue 35), as on the panel
    await expect(page.getByTestId('yellow-2')).toBeVisible();

    await page.getByTestId('seat-7').tap();
    await page.getByTestId('sanction-removal').tap();
    await expect(sheet).toContainText('Remove seat 7 from the game');
    await page.getByTestId('reason-clause').fill('4.8.x');
    await expect(page.getByTestId('reason-send')).toBeDisabled(); // not a clause
    await page.getByTestId('reason-clause').fill('4.8.4');
    await page.getByTestId('reason-text').fill('profanity');
    await page.getByTestId('reason-send').tap();
    await landed(page);

    const judged = await state(table, 'judge');
    expect(judged.sanctions).toMatchObject([
      { seat: 2, kind: 'yellowCard', clause: '4.17.4', reason: 'abuse' },
      { seat: 7, kind: 'removal', clause: '4.8.4', reason: 'profanity' },
    ]);
    expect([judged.seats[1]?.yellowCards, judged.seats[6]?.status]).toEqual([1, 'removed']);
    expect((await judgeLog(table)).map((l) => l.command.type)).toEqual(['card/yellow', 'removal']);

    // the stream: seat 2 carries the card, seat 7 is out
    await expect(stream.locator('[data-seat="2"] .card')).toHaveCount(1);
    await expect(stream.locator('[data-seat="7"]')).toHaveAttribute('data-status', 'removed');
    await expect(venue.locator('[data-seat="7"]')).toHaveAttribute('data-status', 'removed');
    await page.screenshot({ path: `${SHOTS}/tablet-cards.png` });
    // the venue's feed: the public facts only, never the judge's clause or words, nor a role
    const all = venueFrames.join('\n');
    expect(all).toContain('removed');
    for (const secret of ['4.17.4', '4.8.4', 'abuse', 'profanity', '"sanctions"', '"role"'])
      expect(all, secret).not.toContain(secret);
  });
});
