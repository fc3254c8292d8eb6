import { expect, test } from '@playwright/test';
import { hub, play, postCommand, toFirstSpeech } from './hub.ts';

/** One story on screen (docs/broadcast-design.md): nothing the viewer sees twice. */
const NAMES = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

test('one timer: during a speech only the lower third counts down, and a pause shows once', async ({
  page,
}) => {
  const table = 'story-timer';
  await play(table, toFirstSpeech(NAMES));
  await page.goto(`${hub().url}/overlay/full/?table=${table}&lang=en&motion=off`);
  await expect(page.getByTestId('speaker-clock')).toHaveText(/^(1:00|0:5\d)$/);
  await expect(page.getByTestId('timer-clock')).toHaveCount(0);
  await expect(page.getByText(/^paused$/i)).toHaveCount(0);
  expect((await postCommand(table, { type: 'timer/pause' })).status).toBe(200);
  await expect(page.getByText(/^paused$/i)).toHaveCount(1);
  await expect(page.getByTestId('speaker-paused')).toBeVisible();
  expect((await postCommand(table, { type: 'timer/resume' })).status).toBe(200);
  await expect(page.getByText(/^paused$/i)).toHaveCount(0);
  // A timer that is nobody's speech (the judge's own minute) has the timer plate, once.
  expect((await postCommand(table, { type: 'speech/end' })).status).toBe(200);
  expect((await postCommand(table, { type: 'timer/start', durationMs: 60_000 })).status).toBe(200);
  await expect(page.getByTestId('timer-clock')).toHaveCount(1);
  await expect(page.getByTestId('speaker-clock')).toHaveCount(0);
});

test('the timer page alone still shows every timer, a speech included', async ({ page }) => {
  const table = 'story-timer-page';
  await play(table, toFirstSpeech(NAMES));
  await page.goto(`${hub().url}/overlay/timer/?table=${table}&lang=en&motion=off`);
  await expect(page.getByTestId('timer-clock')).toHaveText(/^(1:00|0:5\d)$/);
});
