import { expect, test, type Page } from '@playwright/test';
import type { GameCommand, Player } from '../../src/protocol/index.ts';
import { NIGHT_ONE } from '../../scripts/fixtures/game-start.ts';
import { dayOneToVote, hub, play, stepUntil } from './hub.ts';
import { clipped, overBusyPicture, overlaps, putTournament, showShot } from './overlay-checks.ts';
import { openOnAir, toldOnce } from './on-air-log.ts';

/**
 * Whole games as a viewer sees them (issue 38, "done when"): a 10-seat MafClub game and a 16-seat
 * club game through the hub, on fresh pages of both feeds. By the visible text, each moment is
 * shown once and in order, to the winner, the result alone and the standings alone; at every step
 * no two blocks overlap and every name is whole (no text cut, no "…": a long nickname has a
 * stage name). Shots at 720p over a busy picture are left in test-results/show/.
 */
test.describe.configure({ timeout: 240_000 });

const HOLD = 800;

async function open(page: Page, table: string, feed: 'table' | 'spectator', lang: 'ru' | 'en') {
  await openOnAir(page, table, feed, lang, HOLD);
  await overBusyPicture(page);
}

/** What a director would not put on air, at this moment: overlapping blocks, cut text, a "…". */
async function looksRight(pages: Page[], shot?: string): Promise<void> {
  for (const [i, page] of pages.entries()) {
    expect(await overlaps(page), 'overlapping blocks').toEqual([]);
    expect(await clipped(page), 'text cut with no sign').toEqual([]);
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.stage *')]
        .filter((e) => e.children.length === 0 && e.getClientRects().length > 0)
        .map((e) => e.textContent?.trim() ?? '')
        .filter((t) => t.endsWith('…')),
    );
    expect(cut, 'a name cut with "…"').toEqual([]);
    if (shot) await showShot(page, `whole-${shot}-${i === 0 ? 'stream' : 'venue'}`);
  }
}

test('10 seats, MafClub: a vote, the night, the morning, three removals, the winner, the result, the standings: each once, in order', async ({
  browser,
}) => {
  const table = 'e2e-whole-10';
  const names = ['Ace', 'Bora', 'Cyan', 'Dune', 'Echo', 'Fjord', 'Gale', 'Haze', 'Iris', 'Полуфиналист'];
  await putTournament('e2e-whole-cup', 'Кубок целых игр', [table]);
  await play(table, [{ type: 'game/new', ruleset: 'mafclub-2023' }]);
  const stream = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const venue = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await play(table, dayOneToVote(names));
  await open(stream, table, 'spectator', 'ru');
  await open(venue, table, 'table', 'en');
  const pages = [stream, venue];
  await looksRight(pages, '10-vote');
  // Day 1: six of ten vote seat 4 out (the ROLES deal: Don 6, mafia 3 and 7, Sheriff 8).
  await play(table, [{ type: 'vote/record', candidate: 4, count: 6 }]);
  await stepUntil(table, 'lastWord');
  await looksRight(pages, '10-last-word');
  // Night 1: seat 1 shot; nine at the table, so no Prima Nota; the morning's card.
  await stepUntil(table, 'shot');
  await play(table, [...NIGHT_ONE]);
  await looksRight(pages, '10-night');
  await stepUntil(table, 'speech');
  await looksRight(pages);
  // Day 2: the three blacks removed: the reds win.
  await play(table, [{ type: 'speech/start' }]);
  await play(
    table,
    [3, 6, 7].map((seat): GameCommand => ({ type: 'removal', seat })),
  );
  for (const page of pages)
    await expect(page.getByTestId('moment')).toHaveAttribute('data-kind', 'winner', { timeout: 20_000 });
  await looksRight(pages, '10-winner');
  for (const page of pages) await expect(page.getByTestId('result')).toBeVisible({ timeout: 20_000 });
  await looksRight(pages, '10-result');
  for (const page of pages) await expect(page.getByTestId('standings')).toBeVisible({ timeout: 20_000 });
  await looksRight(pages, '10-standings');
  await toldOnce(
    [
      [
        stream,
        [
          /^vote: .*4 · Dune покидает стол$/,
          /^card: Заголосован 4 · Dune Мирный$/i,
          /^card: Убит ночью 1 · Ace Мирный$/i,
          /^card: .*3 · Cyan Мафия$/i,
          /^card: .*6 · Fjord Дон$/i,
          /^card: .*7 · Gale Мафия$/i,
          /^card: Победа красных/i,
          /^table: result$/,
          /^table: standings$/,
        ],
      ],
      [
        venue,
        [
          /^vote: .*4 · Dune leaves the table$/,
          /^card: Voted out 4 · Dune$/i,
          /^card: Killed at night 1 · Ace$/i,
          /^card: .*3 · Cyan$/i,
          /^card: .*6 · Fjord$/i,
          // the game is over with this removal: every feed has the roles now
          /^card: .*7 · Gale( Mafia)?$/i,
          /^card: Red team wins/i,
          /^table: result$/,
          /^table: standings$/,
        ],
      ],
    ],
    HOLD,
  );
  await stream.close();
  await venue.close();
});

/** The table's seats and roles as the judge sees them. */
async function rolesOf(table: string): Promise<{ seat: number; role: string }[]> {
  const { url, token } = hub();
  const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=judge`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { state: { seats: { seat: number; role: string }[] } }).state.seats;
}

/** The club's vote on every player: all the votes go to `target`. */
async function voteOut(table: string, target: number): Promise<void> {
  const { url } = hub();
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${url}/api/v1/tables/${table}/state?feed=table`);
    const { state } = (await res.json()) as {
      state: { stage: string; voting: { candidates: number[]; votes: unknown[]; voterCount: number } | null };
    };
    if (state.stage !== 'voting' || !state.voting) return;
    const candidate = state.voting.candidates[state.voting.votes.length] ?? 0;
    const count = candidate === target ? state.voting.voterCount : 0;
    await play(table, [{ type: 'vote/record', candidate, count }]);
  }
}

async function rosterPlayer(nickname: string, stage?: string): Promise<Player> {
  const { url, token } = hub();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const made = (await (
    await fetch(`${url}/api/v1/players`, { method: 'POST', headers, body: JSON.stringify({ nickname }) })
  ).json()) as Player;
  if (!stage) return made;
  const body = JSON.stringify({ stage });
  return (await (
    await fetch(`${url}/api/v1/players/${made.id}`, { method: 'PATCH', headers, body })
  ).json()) as Player;
}

test('16 seats, club: the vote on every player, the plates in the side column, the removals, the winner: each once, in order, nothing over anything', async ({
  browser,
}) => {
  const table = 'e2e-whole-16';
  const long = await rosterPlayer('Екатерина Великолепная-Неподражаемая', 'Екатерина');
  const names = Array.from({ length: 16 }, (_, i) => `Игрок ${i + 1}`);
  await play(table, [
    { type: 'game/new', ruleset: 'club-mafia', seats: 16 },
    ...names.map((nickname, i): GameCommand => ({ type: 'seat/nickname', seat: i + 1, nickname })),
    { type: 'seat/player', seat: 11, player: long.id },
    { type: 'deal/seeded', seed: 'whole-16' },
    { type: 'game/start' },
  ]);
  const seats = await rolesOf(table);
  const black = seats.filter((s) => s.role === 'mafia' || s.role === 'don').map((s) => s.seat);
  const maniac = seats.filter((s) => s.role === 'maniac').map((s) => s.seat);
  const citizen = seats.find((s) => s.role === 'citizen')!.seat;
  const stream = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const venue = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  await open(stream, table, 'spectator', 'ru');
  await open(venue, table, 'table', 'en');
  const pages = [stream, venue];
  await expect(stream.locator('[data-seat="11"] .nick')).toHaveText('Екатерина');
  await stepUntil(table, 'speech');
  await play(table, [{ type: 'speech/start' }]);
  await looksRight(pages, '16-speech');
  // Day 1: the vote on every player, all of it on one citizen.
  await stepUntil(table, 'voting');
  await looksRight(pages, '16-vote');
  await voteOut(table, citizen);
  await looksRight(pages, '16-vote-result');
  await stepUntil(table, 'lastWord');
  await looksRight(pages, '16-last-word');
  // The blacks and the maniac removed: the reds win.
  await play(
    table,
    [...black, ...maniac].map((seat): GameCommand => ({ type: 'removal', seat })),
  );
  // the game ends after the last word (club rules, as MafClub 2.7.4)
  await stepUntil(table, 'finished');
  for (const page of pages)
    await expect(page.getByTestId('moment')).toHaveAttribute('data-kind', 'winner', { timeout: 30_000 });
  await looksRight(pages, '16-winner');
  for (const page of pages) await expect(page.getByTestId('moment')).toHaveCount(0, { timeout: 20_000 });
  await looksRight(pages, '16-end');
  const gone = [...black, ...maniac];
  // the stream calls seat 11 by his stage name
  const shown = (seat: number) => (seat === 11 ? 'Екатерина' : `Игрок ${seat}`);
  await toldOnce(
    [
      [
        stream,
        [
          new RegExp(`^vote: .*${citizen} · Игрок ${citizen} покидает стол$`),
          new RegExp(`^card: Заголосован ${citizen} · Игрок ${citizen} Мирный$`, 'i'),
          ...gone.map((seat) => new RegExp(`^card: .*${seat} · ${shown(seat)} `, 'i')),
          /^card: Победа красных/i,
          /^table: result$/,
        ],
      ],
      [
        venue,
        [
          new RegExp(`^vote: .*${citizen} · Игрок ${citizen} leaves the table$`),
          new RegExp(`^card: Voted out ${citizen} · Игрок ${citizen}$`, 'i'),
          ...gone.map(
            (seat, i) =>
              new RegExp(`^card: .*${seat} · ${shown(seat)}${i === gone.length - 1 ? '( \\S+)?' : ''}$`, 'i'),
          ),
          /^card: Red team wins/i,
          /^table: result$/,
        ],
      ],
    ],
    HOLD,
  );
  await stream.close();
  await venue.close();
});
