/**
 * Tournament table across finished games, by player: a roster player by his id (a nickname fix
 * never splits him), a typed name by its text; an unnamed seat is nobody and is left out (empty
 * seats never merge into one row). A player sits at different seats in different games. Games are taken in the order given: compensation depends on it (MafClub 3.10).
 * One distance only: stages and coefficients (MafClub 3.10.3, FIIM 8.6.4) are the caller's split.
 */
import { roundPoints, sum, teamOf } from './common.ts';
import type { GameResult, RulesetId, ScoredGame, SeatResult, Standing } from './types.ts';

interface Played {
  result: GameResult;
  seat: SeatResult;
  main: number;
  extras: number;
}

const won = (g: Played) => g.result.winner !== 'draw' && teamOf(g.seat) === g.result.winner;
/** Red by the card: civilians and the Sheriff (MafClub 3.10, FIIM 8.6.1). */
const redCard = (g: Played) => g.seat.role === 'citizen' || g.seat.role === 'sheriff';
const shotAsRed = (g: Played) => g.seat.firstKilled && redCard(g);
const redLost = (g: Played) => g.result.winner === 'black';

/**
 * MafClub 3.10: the 2nd first-night shooting followed by a red loss gives +1, the 3rd +2, the
 * 4th and later +3 (at most +3 a game). 3.10.1: shootings followed by a red win do not count; a
 * draw is not a loss, so it neither counts nor pays.
 */
export function mafclubCompensation(games: readonly Played[]): number {
  let shootingsLost = 0;
  let points = 0;
  for (const g of games) {
    if (!shotAsRed(g) || !redLost(g)) continue;
    shootingsLost += 1;
    points += Math.min(shootingsLost - 1, 3);
  }
  return points;
}

/**
 * FIIM 8.6.1-8.6.3: i = first-night shootings as red or Sheriff on the distance, B = 40% of the
 * player's games rounded to a whole number; C = i * 0.4 / B when i <= B, else 0.4. C is added in
 * every game where the player was shot first night as red and red lost.
 */
export function fiimCompensation(games: readonly Played[]): number {
  const i = games.filter(shotAsRed).length;
  const b = Math.round(0.4 * games.length);
  const c = i <= b && b > 0 ? (i * 0.4) / b : 0.4;
  const paid = games.filter((g) => shotAsRed(g) && redLost(g)).length;
  return roundPoints(c * paid);
}

/** Criteria after the total, best first; players equal on all of them go to a lot. */
const TIE_BREAKS: Record<RulesetId, Array<(s: Standing) => number>> = {
  // 3.20.1 extras, 3.20.2 wins with role cards, 3.20.3 wins, 3.20.4 first-night deaths.
  'mafclub-2023': [(s) => s.tieBreakExtras, (s) => s.roleWins, (s) => s.wins, (s) => s.firstNightDeaths],
  // 8.7.1 extras, 8.7.2 wins, 8.7.3 wins as Don or Sheriff, 8.7.4 first-night deaths.
  'fiim-2019': [(s) => s.tieBreakExtras, (s) => s.wins, (s) => s.roleWins, (s) => s.firstNightDeaths],
  // No tie-breaks in these texts: wins, then shared places.
  'club-mafia': [(s) => s.wins],
  'classic-mafia': [(s) => s.wins],
};

function compare(ruleset: RulesetId, a: Standing, b: Standing): number {
  for (const key of [(s: Standing) => s.total, ...TIE_BREAKS[ruleset]]) {
    const d = roundPoints(key(b) - key(a));
    if (d !== 0) return d;
  }
  return 0;
}

/** A row's key: the roster id, else the typed name; null for an unnamed seat (left out). */
const keyOf = (s: SeatResult) => (s.player ? `p:${s.player}` : s.nickname.trim() ? `n:${s.nickname}` : null);

/** `nameOf`: the roster's current nickname of a player (else the latest one his games recorded). */
export function standings(
  games: readonly ScoredGame[],
  ruleset: RulesetId,
  nameOf: (player: string) => string | undefined = () => undefined,
): Standing[] {
  const byPlayer = new Map<string, Played[]>();
  for (const { result, scores } of games) {
    for (const seat of result.seats) {
      const key = keyOf(seat);
      if (key === null) continue;
      const line = scores.find((l) => l.seat === seat.seat);
      const played: Played = { result, seat, main: line?.main ?? 0, extras: line?.extras ?? 0 };
      byPlayer.set(key, [...(byPlayer.get(key) ?? []), played]);
    }
  }

  const rows: Standing[] = [...byPlayer.values()].map((played) => {
    const last = played[played.length - 1]?.seat;
    const player = last?.player;
    const nickname = (player && nameOf(player)) ?? last?.nickname ?? '';
    const compensation =
      ruleset === 'mafclub-2023'
        ? mafclubCompensation(played)
        : ruleset === 'fiim-2019'
          ? fiimCompensation(played)
          : 0;
    const main = sum(played.map((g) => g.main));
    const extras = sum(played.map((g) => g.extras));
    const wins = played.filter(won);
    return {
      nickname,
      ...(player ? { player } : {}),
      games: played.length,
      wins: wins.length,
      roleWins: wins.filter((g) => g.seat.role === 'sheriff' || g.seat.role === 'don').length,
      firstNightDeaths: played.filter((g) => g.seat.firstKilled).length,
      main,
      extras,
      compensation,
      total: sum([main, extras, compensation]),
      // MafClub 3.10 calls compensation "additional points"; FIIM 8.6.3 counts it as main and
      // 8.7.1 lists only 8.2.4, 8.3, 8.4, 8.5.
      tieBreakExtras: ruleset === 'mafclub-2023' ? sum([extras, compensation]) : extras,
      rank: 0,
      lotNeeded: false,
    };
  });

  rows.sort((a, b) => compare(ruleset, a, b) || a.nickname.localeCompare(b.nickname));
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    const equalToPrev = prev !== undefined && compare(ruleset, prev, row) === 0;
    row.rank = equalToPrev && prev ? prev.rank : i + 1;
    // MafClub 3.20.5, FIIM 8.7.5: a lot decides; the engine has no randomness, so it flags them.
    if (equalToPrev && prev && (ruleset === 'mafclub-2023' || ruleset === 'fiim-2019')) {
      row.lotNeeded = true;
      prev.lotNeeded = true;
    }
  });
  return rows;
}
