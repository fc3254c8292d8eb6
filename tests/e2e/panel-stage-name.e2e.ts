import { expect, test } from '@playwright/test';
import type { Player } from '../../src/protocol/index.ts';
import { hub, openPanel, play } from './hub.ts';

/**
 * A stage name (issue 38.5): the panel warns when the name the stream will show does not fit its
 * plate at the row's smallest size, measured in the overlay's font against the plate's room
 * (overlays/plate-room.ts); the operator gives a shorter stage name (J), the warning goes, and
 * the overlays show that name, whole, while the panel and the record keep the nickname.
 */
const run = () => `${test.info().repeatEachIndex}${test.info().retry}`;

async function create(nickname: string): Promise<Player> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/players`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ nickname, club: 'Клуб 13' }),
  });
  return (await res.json()) as Player;
}

test('"Константинопольский-Старший" will not fit his plate: the panel says so; the stage name "Костя" fits and is what the stream shows', async ({
  page,
  browser,
}) => {
  const table = `e2e-stage-${run()}`;
  const long = `Константинопольский-Старший${run()}`;
  const kostya = await create(long);
  const short = await create(`Ёж ${run()}`);
  await play(table, [
    { type: 'game/new', ruleset: 'mafclub-2023' },
    { type: 'seat/player', seat: 4, player: kostya.id },
    { type: 'seat/player', seat: 5, player: short.id },
  ]);
  await openPanel(page, table, 10_000);
  await expect(page.locator('.panel')).toHaveAttribute('data-roster', 'loaded');
  // a short name: no warning
  await page.keyboard.press('Digit5');
  await expect(page.getByTestId('player-card')).toContainText('Ёж');
  await expect(page.getByTestId('name-too-long')).toHaveCount(0);
  await page.keyboard.press('Digit4');
  await expect(page.getByTestId('player-card')).toContainText(long);
  await expect(page.getByTestId('name-too-long')).toContainText('10 seats');

  await page.keyboard.press('KeyJ');
  await page.locator('input[name="stage-name"]').focus();
  await page.keyboard.insertText('Костя');
  await expect(page.getByTestId('name-too-long')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('player-edit')).toBeHidden();
  await expect(page.getByTestId('player-stage')).toContainText('Костя');
  await expect(page.getByTestId('player-card')).toContainText(long);

  // the stream (both feeds) names him "Костя", whole, on his plate
  const { url, spectatorKey } = hub();
  const stream = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await stream.goto(`${url}/overlay/full/?table=${table}&feed=spectator&key=${spectatorKey}&motion=off`);
  await expect(stream.locator('[data-seat="4"] .nick')).toHaveText('Костя');
  const venue = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await venue.goto(`${url}/overlay/full/?table=${table}&motion=off`);
  await expect(venue.locator('[data-seat="4"] .nick')).toHaveText('Костя');
  await stream.close();
  await venue.close();
});
