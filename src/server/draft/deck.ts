import { createHmac } from 'node:crypto';
import type { DiskDraft, Problem } from '../../protocol/index.ts';
import { detail, problem } from '../problems.ts';
import { secretMatches } from '../store/secrets.ts';

/**
 * The draft's rules, on its record alone (no I/O): whose turn it is, what a draw or a close does,
 * which key opens which page. One card is open at a time: the seat on turn draws, confirms, and
 * only then does the next seat draw (issue 27: "each player draws a card in turn").
 */

/** The seat whose card is open, else the first still in the deck; null once all are closed. */
export function turnOf(d: DiskDraft): number | null {
  const open = d.cards.indexOf('drawn');
  if (open >= 0) return open + 1;
  const next = d.cards.indexOf('waiting');
  return next >= 0 ? next + 1 : null;
}

const seatProblem = (d: DiskDraft, seat: number): Problem | null =>
  d.status !== 'open'
    ? problem('draft/closed')
    : seat < 1 || seat > d.cards.length
      ? problem('draft/no-seat', String(seat))
      : null;

/** The draft with `seat`'s card drawn, or why not. */
export function drawn(d: DiskDraft, seat: number): DiskDraft | Problem {
  const bad = seatProblem(d, seat);
  if (bad) return bad;
  if (d.cards[seat - 1] !== 'waiting') return problem('draft/already-drawn', String(seat));
  if (d.cards.includes('drawn')) return problem('draft/card-open', String(turnOf(d)));
  const turn = turnOf(d);
  if (turn !== seat) return problem('draft/not-your-turn', detail('drawsNow', { seat: String(turn) }));
  return { ...d, cards: d.cards.map((c, i) => (i === seat - 1 ? 'drawn' : c)) };
}

/** The draft with `seat`'s open card closed (the player confirmed, or the judge closed it). */
export function closed(d: DiskDraft, seat: number): DiskDraft | Problem {
  const bad = seatProblem(d, seat);
  if (bad) return bad;
  if (d.cards[seat - 1] !== 'drawn') return problem('draft/not-drawn', String(seat));
  return { ...d, cards: d.cards.map((c, i) => (i === seat - 1 ? 'closed' : c)) };
}

export const isProblem = (x: DiskDraft | Problem): x is Problem => 'code' in x;

/** A seat's own key: it opens that seat's page and no other (the table's key opens every page). */
export function seatKey(tableKey: string, seat: number): string {
  return createHmac('sha256', tableKey).update(`seat:${seat}`).digest('base64url').slice(0, 22);
}

/** Whether `key` opens the page of `seat` (null: pass-and-play, the table's key only). */
export function accessProblem(d: DiskDraft, key: string, seat: number | null): Problem | null {
  if (secretMatches(key, d.key)) return null;
  if (seat !== null && seat > d.cards.length) return problem('draft/no-seat', String(seat));
  if (seat !== null && secretMatches(key, seatKey(d.key, seat))) return null;
  for (let s = 1; s <= d.cards.length; s++)
    if (secretMatches(key, seatKey(d.key, s))) return problem('draft/wrong-seat', String(s));
  return problem('draft/bad-key');
}
