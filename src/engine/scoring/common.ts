/** Small helpers shared by the per-ruleset scoring files. */
import { isBlackRole, ROLE_TEAM } from '../../facts/index.ts';
import type { ExtraAward, GameResult, Moment, PlayedGame, Problem, SeatResult, Team } from './types.ts';
import * as ru from '../../words/ru/scoring.ts';
import { sayer, type SaidValues } from '../words.ts';

const say = sayer('score', ru.score);

export { isBlackRole };

/** Points are decimals (0.25, 0.4, 0.1): keep sums free of float dust. */
export function roundPoints(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

export function sum(xs: readonly number[]): number {
  return roundPoints(xs.reduce((a, b) => a + b, 0));
}

export function teamOf(seat: Pick<SeatResult, 'role' | 'team'>): Team {
  return seat.team ?? ROLE_TEAM[seat.role];
}

/** Order of moments: night 0 < day 1 < night 1 < day 2 < ... */
export function momentKey(m: Moment): number {
  return m.phase === 'night' ? 2 * m.number : 2 * m.number - 1;
}

/** How many of the named seats are black (mafia or Don); repeats are counted once. */
export function blacksNamed(result: GameResult, named: readonly number[]): number {
  const unique = [...new Set(named)].slice(0, 3);
  return unique.filter((n) => {
    const s = result.seats.find((x) => x.seat === n);
    return s !== undefined && isBlackRole(s.role);
  }).length;
}

/** The first killed seat who named the best move / Prima Nota, if the record is consistent. */
export function bestMoveAuthor(result: GameResult): SeatResult | null {
  if (result.bestMove === null) return null;
  const by = result.seats.find((s) => s.seat === result.bestMove?.by);
  return by !== undefined && by.firstKilled ? by : null;
}

/** Sum of a seat's awards of one kind. */
export function awarded(extras: readonly ExtraAward[], seat: number, kind: ExtraAward['kind']): number {
  return sum(extras.filter((e) => e.seat === seat && e.kind === kind).map((e) => e.points));
}

/** A score problem: its words from the catalog (src/words/*\/scoring.ts) by key; its code is the key up to a `#`. */
export function scoreFault(
  key: keyof typeof ru.score,
  values: SaidValues | undefined,
  clause: string | null,
  code = key.replace(/#.*/, ''),
): Problem {
  return { code, message: say(key, values), clause };
}

export function formatPoints(x: number): string {
  return x > 0 ? `+${x}` : `${x}`;
}

/** Red by the card: civilians and the Sheriff (MafClub 3.10, FIIM 8.6.1). */
const redCard = (g: PlayedGame) => g.seat.role === 'citizen' || g.seat.role === 'sheriff';
/** Shot on the first shooting night while holding a red card (compensation's count). */
export const shotAsRed = (g: PlayedGame) => g.seat.firstKilled && redCard(g);
export const redLost = (g: PlayedGame) => g.result.winner === 'black';
