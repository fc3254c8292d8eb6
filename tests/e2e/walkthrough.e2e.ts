import { expect, test, type Page } from '@playwright/test';
import type { GameView } from '../../src/protocol/index.ts';
import { hub } from './hub.ts';

/**
 * A whole MafClub game run from the panel with the keyboard alone, as a viewer sees it: the
 * overlays are photographed over a bright picture (the hard case for contrast) at the moments
 * that matter, into test-results/walk-*.png, for a person to look at.
 */
/** A fresh table for each run (`--repeat-each` included): the first press meets a table that never had a game. */
const tableId = () => `e2e-walk-${test.info().repeatEachIndex}`;
const names = [
  'Константинопольский',
  'Александра Великая',
  'Мистер Гудвин',
  'Ёжик в тумане',
  'Щелкунчик',
  'Брусника',
  'Доктор Ватсон',
  'Тень',
  'Кот Бегемот',
  'Зимородок',
];
const bright = `html body { background: linear-gradient(160deg, #fff 0%, #ffe9a8 35%, #9fd3ff 70%, #fff 100%) !important; }`;

async function judgeView(): Promise<{ s: number; view: GameView }> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/tables/${tableId()}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { s: number; state: GameView };
  return { s: body.s, view: body.state };
}

async function stepIds(panel: Page): Promise<string[]> {
  const ids = await panel
    .locator('[data-testid^="step-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.slice('step-'.length));
}

/** Presses keys and waits until the hub has taken one more command. */
async function act(panel: Page, ...keys: string[]): Promise<void> {
  const before = (await judgeView()).s;
  // a change the panel did not bring (a vote that decided itself) holds keys until it is seen
  await expect(panel.locator('.panel[data-holding]')).toHaveCount(0);
  for (const k of keys) await panel.keyboard.press(k);
  await expect(panel.getByTestId('error')).not.toContainText(/\S/);
  await expect.poll(async () => (await judgeView()).s).toBeGreaterThan(before);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.addStyleTag({ content: bright });
  await page.screenshot({ path: `test-results/walk-${name}.png` });
}

test('a whole game from the keyboard, photographed on the stream and in the venue', async ({ browser }) => {
  test.setTimeout(180_000);
  const { url, token, spectatorKey } = hub();
  const table = tableId();
  const panel = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  // motion off: every change is on screen at once, so the photos need no wait for animations
  const stream = await browser.newPage({ reducedMotion: 'reduce' });
  const venue = await browser.newPage({ reducedMotion: 'reduce' });
  const scores = await browser.newPage({ reducedMotion: 'reduce' });
  await panel.goto(`${url}/panel/?table=${table}&token=${token}`);
  await stream.goto(`${url}/overlay/full/?table=${table}&feed=spectator&key=${spectatorKey}`);
  await venue.goto(`${url}/overlay/full/?table=${table}`);
  await scores.goto(`${url}/overlay/scores/?table=${table}&feed=spectator&key=${spectatorKey}`);
  await expect(panel.getByTestId('connection')).toHaveAttribute('class', /conn-live/);

  // Shift+N arms a new game, Enter confirms it.
  await panel.keyboard.press('Shift+N');
  await expect(panel.getByTestId('game-new')).toHaveClass(/confirming/);
  await panel.keyboard.press('Enter');
  await expect(panel.getByTestId('step-deal')).toBeVisible();
  // A fresh table shows the deal step before the new game lands too, and the new game's update
  // clears the selection: select seat 1 and open its field until the field has the focus.
  await expect(async () => {
    await panel.keyboard.press('1');
    await panel.keyboard.press('n');
    await expect(panel.getByTestId('nick-1')).toBeFocused({ timeout: 500 });
  }).toPass();
  // new names: Shift+Enter says "new" to the roster (issue 37)
  for (const name of names) {
    await panel.keyboard.type(name);
    await panel.keyboard.press('Shift+Enter');
  }
  await panel.keyboard.press('Escape');
  await expect(venue.locator('[data-seat="10"] .nick')).toHaveText('Зимородок');
  await act(panel, 'Space', 'Space'); // deal from a seed: its own confirmation

  const shots = new Set<string>();
  const spoke = new Set<number>();
  for (let guard = 0; guard < 200; guard++) {
    const { view } = await judgeView();
    const ids = (view.next ?? []).map((n) => n.id);
    // The keys act on what the panel shows: let it catch up with the hub first.
    await expect.poll(() => stepIds(panel)).toEqual(ids);
    const first = ids[0];
    if (!first || first === 'game-over') break;
    const alive = view.seats.filter((s) => s.status === 'alive');
    const black = alive.filter((s) => s.role === 'mafia' || s.role === 'don');
    const red = alive.filter((s) => s.role !== 'mafia' && s.role !== 'don');
    const digit = (seat: number) => String(seat % 10);

    // Each day the first speaker nominates a black player, the second a red one (never themselves).
    const nominated = view.nominations.map((n) => n.seat);
    if (
      first === 'speech-end' &&
      ids.includes('nominate') &&
      nominated.length < 2 &&
      !spoke.has(view.speaker ?? 0)
    ) {
      spoke.add(view.speaker ?? 0);
      const pool = nominated.length === 0 ? black : red;
      const target = pool.find((s) => s.seat !== view.speaker && !nominated.includes(s.seat));
      if (target) {
        await act(panel, digit(target.seat), `Shift+Digit${ids.indexOf('nominate') + 1}`);
        if (!shots.has('speech') && nominated.length === 1) {
          shots.add('speech');
          // "День 1" is on the stage chip; the announcement does not say it a second time.
          await expect(stream.locator('.chip')).toContainText('ДЕНЬ 1', { ignoreCase: true });
          await expect(stream.getByText('День 1', { exact: true })).toHaveCount(0);
          await shoot(stream, 'speech-stream');
        }
        continue;
      }
    }
    if (first === 'speech') spoke.clear();
    if (first === 'vote-on') {
      const candidate = view.voting?.candidates[view.voting.votes.length];
      const count = candidate !== undefined && black.some((s) => s.seat === candidate) ? alive.length : 0;
      await expect(panel.getByTestId('vote-count')).toBeFocused(); // the vote opened with it focused
      await panel.keyboard.type(String(count));
      await act(panel, 'Enter');
      if (!shots.has('voting')) {
        shots.add('voting');
        await shoot(stream, 'voting-stream');
      }
      continue;
    }
    const pick: Record<string, number | undefined> = {
      shot: red.find((s) => s.role !== 'sheriff')?.seat,
      donCheck: red.find((s) => s.role === 'sheriff')?.seat ?? red[0]?.seat,
      sheriffCheck: black[0]?.seat,
    };
    if (first in pick && pick[first] !== undefined) {
      await act(panel, digit(pick[first] as number), 'Space');
      // The shot used the selected seat: a second Space must not aim the Don's check at it.
      if (first === 'shot')
        await expect(panel.locator('[data-testid^="step-"]').first()).not.toContainText('→');
      if (first === 'sheriffCheck' && !shots.has('night')) {
        shots.add('night');
        await shoot(stream, 'night-stream');
        await shoot(venue, 'night-venue');
      }
      continue;
    }
    if (first === 'bestMove') {
      // the first killed's picks: three digits and Enter
      await expect(panel.locator('.panel[data-holding]')).toHaveCount(0);
      for (const s of black.slice(0, 3)) await panel.keyboard.press(digit(s.seat));
      await act(panel, 'Enter');
      await shoot(stream, 'bestmove-stream');
      continue;
    }
    await act(panel, 'Space');
  }

  const { view } = await judgeView();
  expect(view.winner).toBe('red');
  expect([...shots].sort()).toEqual(['night', 'speech', 'voting']);
  // the result table comes once the game's last moments (removals, the winner) have had their holds
  await expect(stream.getByTestId('result')).toBeVisible({ timeout: 60_000 });
  await expect(scores.getByTestId('result').locator('h2')).toHaveText('Победа красных');
  await shoot(stream, 'end-stream');
  await shoot(venue, 'end-venue');
  await shoot(scores, 'end-scores');
  await panel.screenshot({ path: 'test-results/walk-end-panel.png' });
  for (const p of [panel, stream, venue, scores]) await p.close();
});
