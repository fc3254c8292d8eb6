/** Builds finished games for scoring scenarios. Deck (seats 1-10): Don 2, mafia 5 and 8, Sheriff 9. */
import type { GameResult, Role, RulesetId, SeatResult, Winner } from '../../../src/engine/scoring/index.ts';

export const DON = 2;
export const MAFIA = [5, 8];
export const BLACKS = [DON, ...MAFIA];
export const SHERIFF = 9;
export const CITIZENS = [1, 3, 4, 6, 7, 10];

export function roleAt(seat: number): Role {
  if (seat === DON) return 'don';
  if (MAFIA.includes(seat)) return 'mafia';
  if (seat === SHERIFF) return 'sheriff';
  return 'citizen';
}

export interface TableOptions {
  ruleset?: RulesetId;
  winner?: Winner;
  /** Seat shot on night 1 (first killed), if any. */
  firstKilled?: number | null;
  /** Seats named by the first killed. */
  named?: number[] | null;
  /** Seats voted out on day 1. */
  votedOutDay1?: number[];
  /** Per-seat overrides. */
  seats?: Record<number, Partial<SeatResult>>;
  /** Nickname of each seat; default "P<seat>". */
  nicknames?: string[];
  gameId?: string;
}

export function table(o: TableOptions = {}): GameResult {
  const firstKilled = o.firstKilled === undefined ? null : o.firstKilled;
  const seats: SeatResult[] = Array.from({ length: 10 }, (_, i) => {
    const seat = i + 1;
    const votedOut = o.votedOutDay1?.includes(seat) ?? false;
    const shot = seat === firstKilled;
    return {
      seat,
      nickname: o.nicknames?.[i] ?? `P${seat}`,
      role: roleAt(seat),
      leftAt: votedOut ? { phase: 'day', number: 1 } : shot ? { phase: 'night', number: 1 } : null,
      howLeft: votedOut ? 'votedOut' : shot ? 'killed' : null,
      firstKilled: shot,
      removed: false,
      yellowCards: 0,
      redCard: false,
      ...o.seats?.[seat],
    };
  });
  return {
    ruleset: o.ruleset ?? 'mafclub-2023',
    gameId: o.gameId ?? 'g1',
    winner: o.winner ?? 'red',
    seats,
    bestMove: firstKilled !== null && o.named ? { by: firstKilled, seats: o.named } : null,
  };
}
