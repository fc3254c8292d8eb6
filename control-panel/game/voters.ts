import type { VotingView } from '../../src/protocol/index.ts';
import { CHORD_MS } from './selection.svelte.ts';

/**
 * Who voted for the candidate on screen, typed in the count box when the panel records voters
 * (Shift+V). One digit a voter (0 = 10; over ten seats `1` then `1`-`6` at once is 11-16, as a
 * seat is selected), `-` first for "everyone left but these", Backspace the last one, Enter (or
 * Space) records them; Enter on an empty box records nobody. The count is how many they are.
 */
export interface Ballot {
  seats: number[];
  /** `-`: the voters are everyone who may vote and has not yet, except `seats`. */
  except: boolean;
  /** When the last digit was a lone `1` (it may become 11-16). */
  oneAt: number | null;
}

export const emptyBallot = (): Ballot => ({ seats: [], except: false, oneAt: null });

const digit = (code: string): number | null => {
  const m = /^(?:Digit|Numpad)(\d)$/.exec(code);
  return m ? Number(m[1]) : null;
};

/** The ballot after a key in the box; null when the key is not the box's (it goes on as usual). */
export function ballotKey(b: Ballot, code: string, seatCount: number, now: number): Ballot | null {
  if (code === 'Minus' || code === 'NumpadSubtract') return { ...b, except: !b.except, oneAt: null };
  if (code === 'Backspace' || code === 'Delete')
    return b.seats.length ? { ...b, seats: b.seats.slice(0, -1), oneAt: null } : emptyBallot();
  const d = digit(code);
  if (d === null) return null;
  const last = b.seats.at(-1);
  const chord = seatCount > 10 && last === 1 && b.oneAt !== null && now - b.oneAt <= CHORD_MS;
  if (chord && d >= 1 && 10 + d <= seatCount && !b.seats.includes(10 + d))
    return { ...b, seats: [...b.seats.slice(0, -1), 10 + d], oneAt: null };
  const seat = d === 0 ? 10 : d;
  // a voter votes once: typed again, he stays where he was
  if (b.seats.includes(seat)) return { ...b, oneAt: null };
  return { ...b, seats: [...b.seats, seat], oneAt: seat === 1 ? now : null };
}

/**
 * The voters the ballot names, or null when it cannot: "all but" needs to know who has voted
 * already (an earlier candidate of this round recorded by count only leaves it unknown).
 */
export function votersOf(b: Ballot, voting: VotingView | null): number[] | null {
  if (!b.except) return [...b.seats];
  if (!voting?.eligible) return null;
  if (voting.votes.some((v) => v.voters === null && v.count > 0)) return null;
  const voted = new Set(voting.votes.flatMap((v) => v.voters ?? []));
  return voting.eligible.filter((s) => !voted.has(s) && !b.seats.includes(s));
}

/** The box's text: `3 7 9`, or `− 3 7` for all but 3 and 7. */
export const ballotText = (b: Ballot): string => (b.except ? ['−', ...b.seats] : b.seats).join(' ');
