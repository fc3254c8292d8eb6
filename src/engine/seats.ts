/** Who is who: teams, who is at the table, circular seat order. */
import type { Role } from '../protocol/index.ts';
import { isBlackRole, teamOf } from '../facts/index.ts';
import type { Team } from './roles.ts';
import type { GameState, SeatState } from './types.ts';

export type { Team };

/** The team of a role in this game: the table's, except the club lover's side (an option). */
export function teamIn(state: GameState, role: Role | null): Team {
  return role ? teamOf(role, state.options.loverSide) : 'red';
}

export const seatOf = (state: GameState, seat: number): SeatState | undefined => state.seats[seat - 1];
export const isAlive = (state: GameState, seat: number) => seatOf(state, seat)?.status === 'alive';
export const aliveSeats = (state: GameState): number[] =>
  state.seats.filter((s) => s.status === 'alive').map((s) => s.seat);
export const seatExists = (state: GameState, seat: number) =>
  Number.isInteger(seat) && seat >= 1 && seat <= state.seatCount;

/** Seat holding a role that is still at the table, or the role's seat at all (outToo). */
export const seatWithRole = (state: GameState, role: Role, outToo = false): number | null =>
  state.seats.find((s) => s.role === role && (outToo || s.status === 'alive'))?.seat ?? null;

/** Someone at the table can act in a night step: its role, or for the shot any mafia (Don included). */
export function actorAtTable(state: GameState, role: Role | null): boolean {
  if (role !== null) return seatWithRole(state, role) !== null;
  return state.seats.some((s) => s.status === 'alive' && isBlackRole(s.role));
}

/** The next alive seat after `seat` in circular order (not `seat` itself unless alone). */
export function nextAlive(state: GameState, seat: number): number | null {
  for (let i = 1; i <= state.seatCount; i++) {
    const s = ((seat - 1 + i) % state.seatCount) + 1;
    if (isAlive(state, s)) return s;
  }
  return null;
}

/** The alive seat before `seat` in circular order. */
export function prevAlive(state: GameState, seat: number): number | null {
  for (let i = 1; i <= state.seatCount; i++) {
    const s = ((seat - 1 - i + 2 * state.seatCount) % state.seatCount) + 1;
    if (isAlive(state, s)) return s;
  }
  return null;
}

/** Alive seats in circular order starting at `from`. */
export function circleFrom(state: GameState, from: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < state.seatCount; i++) {
    const s = ((from - 1 + i) % state.seatCount) + 1;
    if (isAlive(state, s)) out.push(s);
  }
  return out;
}

/** Club: silent today (lover's visit, 2 fouls) or for the game (3 fouls). */
export const isSilent = (state: GameState, seat: number) => {
  const s = seatOf(state, seat);
  return !!s && (s.silentForGame || s.silentOnDay === state.day);
};

/** Club: visited by the lover last night: silent and no vote today (the lover: "does not vote and is silent"). */
export const visitedToday = (s: GameState, seat: number) =>
  s.phase === 'day' && s.nights.find((n) => n.night === s.day - 1)?.visit === seat;

/** Club: may not say a word today (2 fouls "for one day", 3 fouls, the lover's guest): no tie speech, no last word. */
export const mutedToday = (s: GameState, seat: number) => isSilent(s, seat) || visitedToday(s, seat);

/** Seats removed during night `night` (MafClub 4.11: the table learns of them in the morning). */
export const removedAtNight = (s: GameState, night: number) =>
  s.seats.filter((x) => x.status === 'removed' && x.leftAt?.phase === 'night' && x.leftAt.number === night);
