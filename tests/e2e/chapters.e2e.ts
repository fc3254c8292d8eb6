import { expect, test } from '@playwright/test';
import { NIGHT_ONE } from '../../scripts/fixtures/game-start.ts';
import { dayOneToVote, hub, play, stepUntil } from './hub.ts';

/**
 * VOD chapters (issue 38.15): a game played through the hub, its moments exported as YouTube's
 * chapter lines, counted from the stream's start; the export answers like the other exports.
 */
test.describe.configure({ timeout: 90_000 });

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];

async function chapters(
  path: string,
): Promise<{ status: number; type: string; cache: string; text: string }> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    cache: res.headers.get('cache-control') ?? '',
    text: await res.text(),
  };
}

test("a game's moments as chapter lines: from the stream's start, each at its time", async () => {
  const table = 'e2e-chapters';
  // The stream went on air 65 s before the game started.
  const onAir = Date.now() - 65_000;
  await play(table, dayOneToVote(names));
  await play(table, [{ type: 'vote/record', candidate: 4, count: 6 }]);
  await stepUntil(table, 'shot');
  await play(table, [...NIGHT_ONE]);
  const { url } = hub();
  const state = (await (await fetch(`${url}/api/v1/tables/${table}/state?feed=table`)).json()) as {
    state: { gameId: string };
  };
  const game = encodeURIComponent(state.state.gameId);

  const got = await chapters(`/games/${game}/chapters.txt?from=${onAir}&lang=en&gap=0`);
  expect(got.status).toBe(200);
  expect(got.type).toBe('text/plain; charset=utf-8');
  expect(got.cache).toBe('no-store');
  const lines = got.text.trim().split('\n');
  expect(lines[0]).toBe('0:00 Start');
  const titles = lines.slice(1).map((l) => l.replace(/^\d+:\d\d /, ''));
  expect(titles).toEqual([
    'The game starts',
    'Day 1',
    'Day 1: the vote',
    'Player 4 Dune voted out',
    'Night 1',
    'Day 2',
    'Player 1 Ace killed at night',
  ]);
  // each at its time: 65 s and a little after the stream's start, in order
  for (const l of lines.slice(1)) expect(l).toMatch(/^1:(0[5-9]|[1-5]\d) /);

  // YouTube's rule by default: the first moment is 0:00, those within 10 s of it share its line.
  const youtube = (await chapters(`/games/${game}/chapters.txt`)).text.trim().split('\n');
  expect(youtube[0]).toMatch(/^0:00 Игра( \d+)? начинается · День 1 · /);
  // typed errors: a start that is no time, no recording, no token
  expect((await chapters(`/games/${game}/chapters.txt?from=yesterday`)).status).toBe(400);
  const none = await chapters(`/games/${game}/chapters.txt?from=recording`);
  expect(none.status).toBe(404);
  expect(JSON.parse(none.text).error.code).toBe('export/no-recording');
  expect((await fetch(`${url}/api/v1/games/${game}/chapters.txt`)).status).toBe(401);
});
