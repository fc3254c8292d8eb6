/** MafClub 2023 points for one game: section 3 (3.1-3.19) and the Prima Nota of 2.6. */
import {
  awarded,
  bestMoveAuthor,
  blacksNamed,
  formatPoints,
  momentKey,
  roundPoints,
  sum,
  redLost,
  shotAsRed,
  teamOf,
} from './common.ts';
import type { ChargedPlayer, ExtraAward, GameResult, PlayedGame, ScoreLine, SeatResult } from './types.ts';

// 3.1: the same for every role.
export const MAFCLUB_WIN = 4;
export const MAFCLUB_LOSS = 1;
export const MAFCLUB_TIE = 0;
// 3.12
export const MAFCLUB_REMOVAL = -1.5;
export const MAFCLUB_YELLOW_CARD = -2;
export const MAFCLUB_RED_CARD = -2;

/** 2.6.1: Prima Nota only while all ten players are at the table. */
export function primaNotaAllowed(result: GameResult): boolean {
  const author = bestMoveAuthor(result);
  if (author === null || result.seats.length !== 10) return false;
  const killedAt = author.leftAt === null ? Infinity : momentKey(author.leftAt);
  return result.seats.every(
    (s) => s.seat === author.seat || s.leftAt === null || momentKey(s.leftAt) >= killedAt,
  );
}

/** 2.6.4 / 3.2: Prima Nota points for the first killed, by role and blacks named. */
export function primaNotaPoints(result: GameResult, seat: SeatResult): number {
  if (result.bestMove === null || result.bestMove.by !== seat.seat) return 0;
  if (!primaNotaAllowed(result)) return 0;
  const blacks = blacksNamed(result, result.bestMove.seats);
  if (seat.role === 'sheriff') return blacks >= 2 ? 0.5 : 0; // 3.2: Sheriff +0.5 for 2 or 3
  if (seat.role === 'citizen') return blacks === 3 ? 1 : blacks === 2 ? 0.5 : 0; // 3.2
  return 0; // 2.6.4: Don and mafia may name, but earn nothing
}

function mainPoints(result: GameResult, seat: SeatResult): { points: number; note: string } {
  if (result.winner === 'draw') return { points: MAFCLUB_TIE, note: 'tie 0 (3.1)' };
  return teamOf(seat) === result.winner
    ? { points: MAFCLUB_WIN, note: `win ${formatPoints(MAFCLUB_WIN)} (3.1)` }
    : { points: MAFCLUB_LOSS, note: `loss ${formatPoints(MAFCLUB_LOSS)} (3.1)` };
}

const AWARD_LABEL: Partial<Record<ExtraAward['kind'], string>> = {
  bestMove: 'best move (3.2)',
  bestPlay: 'best play (3.2)',
  worstMove: 'worst move (3.12)',
  worstPlay: 'worst play (3.12)',
};

/** 3.12-3.13: a player's sanctions, each with its points; they add up. */
export function mafclubSanctions(seat: ChargedPlayer): [number, string][] {
  const out: [number, string][] = [];
  if (seat.removed) out.push([MAFCLUB_REMOVAL, 'removal (3.12)']);
  if (seat.yellowCards > 0)
    out.push([
      roundPoints(seat.yellowCards * MAFCLUB_YELLOW_CARD),
      `yellow card x${seat.yellowCards} (3.12)`,
    ]);
  if (seat.redCard) out.push([MAFCLUB_RED_CARD, 'red card (3.12)']);
  return out;
}

/** One line per seat. Awards are taken as given: check them with validateExtras first. */
export function scoreMafClub(result: GameResult, extras: readonly ExtraAward[]): ScoreLine[] {
  return result.seats.map((seat) => {
    const main = mainPoints(result, seat);
    const notes = [main.note];
    const parts: number[] = [];
    const add = (points: number, label: string) => {
      if (points === 0) return;
      parts.push(points);
      notes.push(`${label} ${formatPoints(points)}`);
    };
    // 3.11: Prima Nota counts even in a tie.
    const primaNota = primaNotaPoints(result, seat);
    add(primaNota, `Prima Nota, ${blacksNamed(result, result.bestMove?.seats ?? [])} blacks (3.2)`);
    const kept = sum((result.kept ?? []).filter((x) => x.seat === seat.seat).map((x) => x.points));
    add(kept, 'Prima Nota before the replay (3.11.1)');
    for (const kind of ['bestMove', 'bestPlay', 'worstMove', 'worstPlay'] as const) {
      add(awarded(extras, seat.seat, kind), AWARD_LABEL[kind] ?? kind);
    }
    for (const [points, label] of mafclubSanctions(seat)) add(points, label);
    // 3.19: positive and negative extras are summed.
    const extra = sum(parts);
    return { seat: seat.seat, main: main.points, extras: extra, total: sum([main.points, extra]), notes };
  });
}

/**
 * MafClub 3.10: the 2nd first-night shooting followed by a red loss gives +1, the 3rd +2, the
 * 4th and later +3 (at most +3 a game). 3.10.1: shootings followed by a red win do not count; a
 * draw is not a loss, so it neither counts nor pays.
 */
export function mafclubCompensation(games: readonly PlayedGame[]): number {
  let shootingsLost = 0;
  let points = 0;
  for (const g of games) {
    if (!shotAsRed(g) || !redLost(g)) continue;
    shootingsLost += 1;
    points += Math.min(shootingsLost - 1, 3);
  }
  return points;
}

/** 3.11.1: what a replay keeps of the game it replaces, the Prima Nota points. */
export function primaNotaKept(result: GameResult): { seat: number; points: number }[] {
  return result.seats
    .map((seat) => ({ seat: seat.seat, points: primaNotaPoints(result, seat) }))
    .filter((x) => x.points !== 0);
}
