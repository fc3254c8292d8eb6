import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameCommand } from '../../src/protocol/index.ts';
import { hub, play } from './hub.ts';

const golden = (name: string, gameId: string): GameCommand[] =>
  (
    JSON.parse(readFileSync(join('tests/fixtures/games', `${name}.json`), 'utf8')) as {
      commands: GameCommand[];
    }
  ).commands.map((c) => (c.type === 'game/new' ? { ...c, gameId } : c));

test('game end: the printable protocol opens to print, the mafiaratings file downloads', async ({
  browser,
}) => {
  const table = 'e2e-exports';
  await play(table, golden('mafclub-removal', 'e2e-exports-1'));
  const { url, token } = hub();
  const panel = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  await panel.goto(`${url}/panel/?table=${table}&token=${token}&lang=en`);
  const exports = panel.getByTestId('game-end').getByTestId('exports');
  await expect(exports).toBeVisible();

  const popup = panel.waitForEvent('popup');
  await exports.getByRole('button', { name: 'Protocol (print)' }).click();
  const sheet = await popup;
  await expect(sheet.locator('h1')).toHaveText('Game protocol');
  await expect(sheet.locator('body')).toContainText('removed Day 1');
  await sheet.emulateMedia({ media: 'print' });
  await sheet.setViewportSize({ width: 1123, height: 794 }); // A4 landscape at 96 dpi
  await sheet.screenshot({ path: test.info().outputPath('protocol-10.png'), fullPage: true });
  // one A4 page: the whole sheet fits the printable height
  const height = await sheet.evaluate(() => document.body.scrollHeight);
  expect(height).toBeLessThan(794);

  const download = panel.waitForEvent('download');
  await exports.getByRole('button', { name: 'mafiaratings' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('e2e-exports-1.mafiaratings.json');
  const game = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
    players: { name: string }[];
    winner: string;
  };
  expect(game.players).toHaveLength(10);
  expect(game.winner).toBe('civ');
});
