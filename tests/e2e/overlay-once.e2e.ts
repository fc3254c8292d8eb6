import { expect, test } from '@playwright/test';
import type { GameCommand } from '../../src/protocol/index.ts';
import { CLUB_ROLES, NIGHT_ONE } from '../../scripts/fixtures/game-start.ts';
import { dayOneToVote, hub, play, stateOf, stepUntil } from './hub.ts';
import { onAir, openOnAir, toldOnce } from './on-air-log.ts';

/**
 * A moment is shown once, when it happens, in the order it happened (issue 38): read as a viewer
 * reads it, the visible text of the centre card and the vote's result line, on fresh pages of both
 * feeds, through a day's vote, the night, the Prima Nota and the next morning.
 */
test.describe.configure({ timeout: 120_000 });

const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Jade'];
const HOLD = 800;

test("after a tie, a re-vote and the vote to eliminate all, the morning tells the Prima Nota and the kill, never the day's votes again", async ({
  browser,
}) => {
  const table = 'e2e-once';
  await play(table, [{ type: 'game/new', ruleset: 'mafclub-2023' }]);
  const stream = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const venue = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await play(table, dayOneToVote(names));
  await openOnAir(stream, table, 'spectator', 'ru', HOLD);
  await openOnAir(venue, table, 'table', 'en', HOLD);
  // Day 1: 5:5, the tie's speeches, 5:5 again, the eliminate-all vote keeps all ten (MafClub 2.5).
  await play(table, [{ type: 'vote/record', candidate: 4, count: 5 }]);
  await stepUntil(table, 'revote');
  await play(table, [
    { type: 'vote/record', candidate: 4, count: 5 },
    { type: 'eliminateAll/record', count: 3 },
  ]);
  // Night 1: seat 1 shot; ten at the table, so his Prima Nota (2.6.1, 2.6.2), then the morning.
  await stepUntil(table, 'shot');
  await play(table, [...NIGHT_ONE, { type: 'bestMove', seats: [3, 6, 7] }, { type: 'stage/end' }]);
  // The killed's last word under the night panel (its four lines): the cards told beside it.
  await stepUntil(table, 'lastWord');
  if ((await stateOf(table)).speaker === null) await play(table, [{ type: 'step/next' }]);
  for (const page of [stream, venue]) {
    await expect(page.getByTestId('night')).toBeVisible();
    await expect(page.getByTestId('moment')).toHaveAttribute('data-kind', 'leave', { timeout: 10_000 });
  }
  await stream.screenshot({ path: 'test-results/show/morning-card-and-night-panel.png' });
  await stepUntil(table, 'speech');
  const expected = {
    stream: [
      /^vote: Поровну: оправдательные речи$/,
      /^vote: Снова поровну: голосуем за подъём всех$/,
      /^vote: 3 из 10: все остаются$/,
      /^card: Прима Нота · 1 · Ace .*3 из 3 чёрных$/i,
      /^card: Убит ночью 1 · Ace Мирный$/i,
    ],
    venue: [
      /^vote: A tie: the tied players speak again$/,
      /^vote: Tied again: the vote to eliminate all$/,
      /^vote: 3 of 10: all stay$/,
      /^card: Prima Nota · 1 · Ace 3 · Cyan 6 · Fjord 7 · Gale$/i,
      /^card: Killed at night 1 · Ace$/i,
    ],
  };
  await toldOnce(
    [
      [stream, expected.stream],
      [venue, expected.venue],
    ],
    HOLD,
  );
  await stream.close();
  await venue.close();
});

/** The table's vote as the hub holds it now (table feed). */
async function votingOf(
  table: string,
): Promise<{ stage: string; candidates: number[]; voted: number; voters: number }> {
  const res = await fetch(`${hub().url}/api/v1/tables/${table}/state?feed=table`);
  const { state } = (await res.json()) as {
    state: { stage: string; voting: { candidates: number[]; votes: unknown[]; voterCount: number } | null };
  };
  const v = state.voting;
  return {
    stage: state.stage,
    candidates: v?.candidates ?? [],
    voted: v?.votes.length ?? 0,
    voters: v?.voterCount ?? 0,
  };
}

test('club: the psychopath voted out takes seat 4 along by day: "taken along by seat 7", never "killed at night"', async ({
  browser,
}) => {
  const table = 'e2e-once-club';
  await play(table, [
    { type: 'game/new', ruleset: 'club-mafia', seats: 10 },
    ...names.map((nickname, i): GameCommand => ({ type: 'seat/nickname', seat: i + 1, nickname })),
    ...CLUB_ROLES.map((role, i): GameCommand => ({ type: 'seat/role', seat: i + 1, role })),
    { type: 'game/start' },
  ]);
  const stream = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const venue = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await openOnAir(stream, table, 'spectator', 'ru', HOLD);
  await openOnAir(venue, table, 'table', 'en', HOLD);
  // Day 1: every vote goes to seat 7, the psychopath; in his last word he takes seat 4 along.
  await stepUntil(table, 'voting');
  for (let i = 0; i < 12; i++) {
    const v = await votingOf(table);
    if (v.stage !== 'voting') break;
    const candidate = v.candidates[v.voted] ?? 0;
    await play(table, [{ type: 'vote/record', candidate, count: candidate === 7 ? v.voters : 0 }]);
  }
  await stepUntil(table, 'lastWord');
  await play(table, [{ type: 'revenge', seat: 4 }]);
  const expected = {
    stream: [
      /^vote: .*7 · Gale покидает стол$/i,
      /^card: Заголосован 7 · Gale Психопат$/i,
      /^card: Уходит вслед за игроком 7 4 · Dune Мафия$/i,
    ],
    venue: [
      /^vote: .*7 · Gale leaves the table$/i,
      /^card: Voted out 7 · Gale$/i,
      /^card: Taken along by seat 7 4 · Dune$/i,
    ],
  };
  await toldOnce(
    [
      [stream, expected.stream],
      [venue, expected.venue],
    ],
    HOLD,
  );
  for (const page of [stream, venue]) expect((await onAir(page)).join('\n')).not.toMatch(/ночью|at night/i);
  await stream.close();
  await venue.close();
});
