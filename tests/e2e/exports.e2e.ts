import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameCommand } from '../../src/protocol/index.ts';
import readXlsxFile from 'read-excel-file/node';
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
  await expect(sheet.locator('body')).toContainText('removed, day 1');
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

test('tournament view: the rating-site ids saved from the panel, the standings .xlsx downloads with numbers and Cyrillic', async ({
  browser,
}) => {
  const table = 'e2e-texports';
  const tournament = 'e2e-texports-cup';
  const { url, token } = hub();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const put = await fetch(`${url}/api/v1/tournaments/${tournament}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ name: 'Кубок экспорта', ruleset: 'mafclub-2023', tables: [table] }),
  });
  expect(put.status).toBe(200);
  await play(
    table,
    golden('mafclub-red-win', 'e2e-texports-1').map((c) =>
      c.type === 'seat/nickname' && c.seat === 1 ? { ...c, nickname: 'Ёлка' } : c,
    ),
  );
  const panel = await browser.newPage({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  await panel.goto(`${url}/panel/?table=${table}&token=${token}&lang=en`);
  const section = panel.getByTestId('tournament-exports');
  await expect(section).toBeVisible();

  await section.getByText('Rating site ids').click();
  const form = section.getByTestId('site-ids');
  await form.getByLabel('mafiaratings: club id').fill('42');
  await form.getByLabel('mafiaratings: event id').fill('8812');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  const sites = (await (
    await fetch(`${url}/api/v1/tournaments/${tournament}/sites`, { headers })
  ).json()) as {
    mafiaratings: { clubId?: number; eventId?: number };
  };
  expect(sites.mafiaratings).toMatchObject({ clubId: 42, eventId: 8812 });

  const download = panel.waitForEvent('download');
  await section.getByRole('button', { name: 'Standings .xlsx' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${tournament}.xlsx`);
  const sheets = await readXlsxFile(readFileSync(await file.path()));
  // the sheet in the panel's language (English here; Russian without ?lang=en)
  const data = sheets.find((s) => s.sheet === 'Standings')!.data;
  const head = data.findIndex((row) => row[0] === 'Rank');
  const standings = data.slice(head + 1);
  expect(standings).toHaveLength(10);
  expect(standings.some((row) => row[1] === 'Ёлка')).toBe(true);
  const total = data[head]!.indexOf('Total');
  expect(standings.every((row) => typeof row[total] === 'number')).toBe(true);
});
