import { expect, test, type Page } from '@playwright/test';
import type { GameView } from '../../src/protocol/index.ts';
import {
  draftStatus,
  drawOnTablet,
  expectNothingSecret,
  record,
  TABLET,
  venueOverlay,
} from './draft-helpers.ts';
import { hub, openPanel } from './hub.ts';

/**
 * Issue 27, the role draft run from the crew's screens: the operator's panel by keyboard alone, and
 * the judge's tablet by touch. Neither screen shows a role; the venue's feed never carries one.
 */
const ROLE_NAMES = /Citizen|Sheriff|Mafia|\bDon\b/;
const LANDSCAPE_TABLET = { viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: true };

async function judgeState(table: string): Promise<GameView> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: GameView }).state;
}

async function confirm(panel: Page): Promise<void> {
  await expect(panel.getByTestId('confirm')).toBeVisible();
  await panel.keyboard.press('Enter');
  await expect(panel.getByTestId('confirm')).toHaveCount(0);
}

test('the panel opens a draft by keyboard, ten tablets draw, the operator forces and closes the last card, the game starts', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const table = 'e2e-draft-panel';
  const venue = await venueOverlay(browser, table);
  const panel = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await openPanel(panel, table);
  // a new game (Shift+N, Enter), then the draft for it (Shift+D): no mouse
  await panel.keyboard.press('Shift+N');
  await panel.keyboard.press('Enter');
  await expect(panel.getByTestId('draft-panel')).toHaveAttribute('data-status', 'none');
  await expect(panel.getByTestId('draft-panel')).toContainText('MafClub 2023, 10 seats');
  await panel.keyboard.press('Shift+D');
  await expect(panel.getByTestId('draft-panel')).toHaveAttribute('data-status', 'open');
  await expect(panel.getByTestId('draft-progress')).toContainText('Cards closed: 0 of 10; Seat 1 is on turn');
  // seat 1's link and QR code on screen; the draft's own key nowhere
  await expect(panel.getByTestId('draft-qr')).toHaveAttribute('data-text', /seat=1&key=/);
  const urls = (await draftStatus(table)).seats.map((s) => s.url ?? '');
  expect(await panel.getByTestId('draft-url').getAttribute('href')).toBe(urls[0]);
  await panel.screenshot({ path: 'test-results/draft-panel-open.png' });

  const tablets = await browser.newContext(TABLET);
  const seats: Page[] = [];
  for (const u of urls) {
    const page = await tablets.newPage();
    await page.goto(`${u}&lang=en`);
    await expect(page.getByTestId('draft')).toHaveAttribute('data-link', 'live');
    seats.push(page);
  }
  for (const page of seats.slice(0, 9)) await drawOnTablet(page);

  // seat 10 does not draw: the operator draws for him from the panel, then closes his card
  await panel.bringToFront();
  await expect(panel.getByTestId('draft-seat-9')).toHaveAttribute('data-state', 'closed');
  await expect(panel.getByTestId('draft-force')).toContainText('Draw the card for seat 10');
  await panel.keyboard.press('Shift+D');
  await expect(panel.getByTestId('confirm')).toContainText("Draw seat 10's card?");
  await confirm(panel);
  await expect(panel.getByTestId('draft-seat-10')).toHaveAttribute('data-state', 'drawn');
  await expect(seats[9]!.getByTestId('card')).toBeVisible(); // his own tablet has it, face down
  await panel.keyboard.press('Shift+D');
  await expect(panel.getByTestId('confirm')).toContainText("Close seat 10's open card?");
  await confirm(panel);
  await expect(panel.getByTestId('draft-dealt')).toBeVisible();
  const dealt = await judgeState(table);
  expect(dealt.seats.every((s) => s.role)).toBe(true);
  // the draft section never showed a role (its socket's progress has none)
  await expect(panel.getByTestId('draft-panel')).not.toContainText(ROLE_NAMES);
  // the game starts: the next step, once the panel has let go of the keys the deal surprised
  await expect(panel.locator('.panel[data-holding]')).toHaveCount(0);
  await panel.keyboard.press('Space');
  await expect.poll(async () => (await judgeState(table)).phase).not.toBe('setup');
  await expect(panel.getByTestId('draft-panel')).toHaveCount(0);
  expectNothingSecret(venue.frames);
  await tablets.close();
});

test('a forced pick armed on the panel, then seat 1 draws on his own tablet -> the confirm is dropped, seat 2 keeps his card in the deck', async ({
  browser,
}) => {
  const table = 'e2e-draft-panel-race';
  const panel = await (await browser.newContext({ viewport: { width: 1920, height: 1080 } })).newPage();
  await openPanel(panel, table);
  await panel.keyboard.press('Shift+N');
  await panel.keyboard.press('Enter');
  await expect(panel.getByTestId('draft-panel')).toHaveAttribute('data-status', 'none');
  await panel.keyboard.press('Shift+D');
  await expect(panel.getByTestId('draft-panel')).toHaveAttribute('data-status', 'open');
  const url = (await panel.getByTestId('draft-url').getAttribute('href')) ?? '';
  const tablet = await (await browser.newContext(TABLET)).newPage();
  await tablet.goto(`${url}&lang=en`);
  await expect(tablet.getByTestId('draft')).toHaveAttribute('data-link', 'live');
  await panel.bringToFront();
  await panel.keyboard.press('Shift+D');
  await expect(panel.getByTestId('confirm')).toContainText("Draw seat 1's card?");
  await drawOnTablet(tablet);
  await panel.bringToFront();
  // the draft moved on under the armed pick: it goes, and a late Enter draws nobody's card
  await expect(panel.getByTestId('draft-seat-1')).toHaveAttribute('data-state', 'closed');
  await expect(panel.getByTestId('confirm')).toHaveCount(0);
  await panel.keyboard.press('Enter');
  await expect(panel.getByTestId('draft-seat-2')).toHaveAttribute('data-state', 'waiting');
  const { url: hubUrl, token } = hub();
  const res = await fetch(`${hubUrl}/api/v1/tables/${table}/draft`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await res.json()) as { cards: Array<{ state: string }> }).cards[1]?.state).toBe('waiting');
});

test.describe('on the judge\'s 10" tablet', () => {
  test.use(LANDSCAPE_TABLET);

  test('a fresh table: the judge picks the rules, opens a draft, forces a pick and closes the card; no role on his screen', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const table = 'e2e-draft-judge';
    const venue = await venueOverlay(browser, table);
    const frames = record(page);
    const { url, token } = hub();
    await page.goto(`${url}/judge/?table=${table}&token=${token}&lang=en`);
    await expect(page.getByTestId('judge-connection')).toHaveAttribute('data-status', 'live', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('new-ruleset')).toHaveValue('mafclub-2023');
    await page.getByTestId('new-ruleset').selectOption('fiim-2019');
    await page.getByTestId('new-game').tap();
    await expect(page.getByTestId('judge-draft')).toHaveAttribute('data-status', 'none');
    await expect(page.getByTestId('judge-draft')).toContainText('FIIM 2019, 10 seats');
    expect((await judgeState(table)).ruleset).toBe('fiim-2019');
    await page.getByTestId('draft-open').tap();
    await expect(page.getByTestId('judge-draft')).toHaveAttribute('data-status', 'open');
    // a pick: the first tap arms, the second sends
    await page.getByTestId('draft-force').tap();
    await expect(page.getByTestId('draft-force')).toContainText("Draw seat 1's card?");
    await expect(page.getByTestId('draft-seat-1')).toHaveAttribute('data-state', 'waiting');
    await page.getByTestId('draft-force').tap();
    await expect(page.getByTestId('draft-seat-1')).toHaveAttribute('data-state', 'drawn');
    await page.screenshot({ path: 'test-results/judge/draft-drawn.png' });
    await page.getByTestId('draft-close').tap();
    await page.getByTestId('draft-close').tap();
    await expect(page.getByTestId('draft-seat-1')).toHaveAttribute('data-state', 'closed');
    await expect(page.getByTestId('draft-force')).toContainText('Draw the card for seat 2');
    // roles stay hidden on the judge's screen, and the venue feed never had one
    expect(await page.getByTestId('judge').innerText()).not.toMatch(ROLE_NAMES);
    for (const f of frames) expect(f).not.toMatch(/"role":"(citizen|sheriff|mafia|don)"/);
    expectNothingSecret(venue.frames);
  });
});
