import { expect, test, type Page } from '@playwright/test';
import { dealtToDayOne, SPORT_ROLES } from '../../scripts/fixtures/game-start.ts';
import { play, postCommand, stateOf } from './hub.ts';
import { landed, openJudge, SHOTS, TABLET } from './judge-helpers.ts';

/**
 * Issue 35: one habitual tap never does what the judge did not mean. A seat is chosen for one
 * event; a double tap on "foul +" is one foul; the foul that removes asks first; the undo says
 * what it takes back (and who pressed it) before it does.
 */
const NAMES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'];
test.use(TABLET);

async function seatFouls(table: string, seat: number): Promise<number> {
  const s = (await stateOf(table)) as unknown as { seats: { seat: number; fouls: number }[] };
  return s.seats.find((x) => x.seat === seat)?.fouls ?? -1;
}

/** The controls take taps again: 450 ms after a press they ignore any (a double tap, a moved target). */
const cooled = (page: Page) => expect(page.locator('[data-cooling]')).toHaveCount(0);

test('a seat chosen is cleared by the event; a double tap on foul + is one foul; the fourth asks first', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const table = 'e2e-judge-taps';
  await play(table, [
    ...dealtToDayOne(NAMES, SPORT_ROLES),
    { type: 'speech/start' },
    { type: 'foul/add', seat: 6 },
    { type: 'foul/add', seat: 6 },
  ]);
  await openJudge(page, table);

  // seat 4 chosen; the speech ends (another event): nothing stays chosen for the next one
  await page.getByTestId('seat-4').tap();
  await expect(page.getByTestId('seat-actions')).toBeVisible();
  await page.getByTestId('step-speech-end').tap();
  await landed(page);
  await expect(page.getByTestId('seat-4')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('seat-actions')).toHaveCount(0);

  // a double tap on "foul +" for seat 2: one foul (tapped once the last press's guard is over, as
  // a judge's next deliberate tap comes)
  await cooled(page);
  await page.getByTestId('seat-2').tap();
  await page.getByTestId('foul-add').scrollIntoViewIfNeeded();
  const b = (await page.getByTestId('foul-add').boundingBox())!;
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  await page.touchscreen.tap(b.x + b.width / 2, b.y + b.height / 2);
  await landed(page);
  await expect.poll(() => seatFouls(table, 2)).toBe(1);
  await page.waitForTimeout(1000); // a second foul would have landed by now
  expect(await seatFouls(table, 2)).toBe(1);
  await expect(page.getByTestId('action')).toHaveCount(2);

  // seat 6 has two fouls: the third is one tap; the fourth would remove him: it asks first
  await cooled(page);
  await page.getByTestId('seat-6').tap();
  await page.getByTestId('foul-add').tap();
  await expect.poll(() => seatFouls(table, 6)).toBe(3);
  await cooled(page);
  await page.getByTestId('seat-6').tap();
  await page.getByTestId('foul-add').tap();
  await expect(page.getByTestId('reason-sheet')).toContainText('removes seat 6');
  await page.screenshot({ path: `${SHOTS}/tablet-fourth-foul.png` });
  expect(await seatFouls(table, 6)).toBe(3);
  await page.getByTestId('reason-clause').fill('4.8');
  await page.getByTestId('reason-send').tap();
  await expect.poll(() => seatFouls(table, 6)).toBe(4);
  await expect(page.getByTestId('seat-6')).toHaveAttribute('data-status', /removed|out/);
});

test('the undo says what it takes back and who pressed it; it takes back that and nothing else', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const table = 'e2e-judge-undo-says';
  await play(table, [...dealtToDayOne(NAMES, SPORT_ROLES), { type: 'speech/start' }]);
  await openJudge(page, table);
  await page.getByTestId('seat-3').tap();
  await page.getByTestId('foul-add').tap();
  await landed(page);
  // the operator fouls seat 7 from the panel: the judge's undo would take back that one
  expect((await postCommand(table, { type: 'foul/add', seat: 7 })).status).toBe(200);
  await expect(page.getByTestId('fouls-7')).toHaveAttribute('data-fouls', '1');
  await page.getByTestId('undo').tap();
  await expect(page.getByTestId('reason-sheet')).toContainText('Undo: foul/add 7 (API)');
  await page.screenshot({ path: `${SHOTS}/tablet-undo-says.png` });
  await page.getByTestId('reason-cancel').tap();
  // meanwhile another foul: an undo asked about 7 is not sent on top of something else
  await page.getByTestId('undo').tap();
  await expect(page.getByTestId('reason-sheet')).toContainText('foul/add 7');
  expect((await postCommand(table, { type: 'foul/add', seat: 8 })).status).toBe(200);
  await page.getByText('Wrong seat').tap();
  await page.getByTestId('reason-send').tap();
  await expect(page.getByTestId('action').first()).toHaveAttribute('data-state', 'refused');
  await expect(page.getByTestId('action').first()).toContainText('command/stale');
  expect(await seatFouls(table, 8)).toBe(1);
  expect(await seatFouls(table, 7)).toBe(1);
  expect(await seatFouls(table, 3)).toBe(1);
});
