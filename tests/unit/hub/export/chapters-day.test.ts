import { afterEach, expect, it } from 'vitest';
import { command, dataDir, operator, removeDataDirs, testHub } from '../helpers.ts';
import { api, fast, golden, play, putTournament } from '../tournament-helpers.ts';

afterEach(removeDataDirs);

/**
 * A day's VOD chapters (issue 38.15): `GET /tournaments/:id/chapters.txt?table=` lists the games
 * played at that table in order, each game's moments under its number, from one stream's start.
 */
it('two games at the stream table, then a third begun: the day lists both games in order', async () => {
  const hub = await testHub({ dataDir: dataDir(), ...fast });
  expect(
    (await putTournament(hub, 'cup', { name: 'Кубок', ruleset: 'mafclub-2023', tables: ['main'] })).status,
  ).toBe(200);
  const op = await operator(hub);
  await play(op, golden('mafclub-red-win', 'cup-1'));
  await play(op, golden('mafclub-red-win', 'cup-2'));
  await command(op, { type: 'game/new', ruleset: 'mafclub-2023', gameId: 'cup-3' });
  const res = await api(hub, '/tournaments/cup/chapters.txt?table=main&lang=en&gap=0');
  const text = await res.text();
  expect(res.status).toBe(200);
  const titles = text
    .trim()
    .split('\n')
    .map((l) => l.replace(/^\d+:\d\d /, ''));
  expect(titles.filter((t) => /starts$|wins$/.test(t))).toEqual([
    'Game 1 starts',
    'The red team wins',
    'Game 2 starts',
    'The red team wins',
  ]);
  // each game's moments under its own number: the second game's vote after its start line
  expect(titles.indexOf('Game 2 starts')).toBe(titles.length / 2);
  op.close();
  await hub.close();
}, 60_000);
