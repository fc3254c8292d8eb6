import { createHash, createHmac } from 'node:crypto';
import type { Check, DiskDraft, Problem } from '../../protocol/index.ts';
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

const seatProblem = (d: DiskDraft, seat: number): Check =>
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

/** A page's link (0: pass-and-play, then the seats) as the record has it (an older file has none). */
export const linkOf = (d: DiskDraft, slot: number) => d.links[slot] ?? { gen: 0, session: null };

/** Every page's link, one per slot, to change one of them. */
export const linksOf = (d: DiskDraft) => Array.from({ length: d.cards.length + 1 }, (_, i) => linkOf(d, i));

/**
 * The key of page `slot`'s link in its generation: an HMAC of the draft's key, which itself never
 * leaves the hub (issue 36: a key shown on the judge's screen opened every seat's card).
 */
export function linkKey(tableKey: string, slot: number, gen: number): string {
  const what = slot === 0 ? `pass:${gen}` : gen === 0 ? `seat:${slot}` : `seat:${slot}:${gen}`;
  return createHmac('sha256', tableKey).update(what).digest('base64url').slice(0, 22);
}

/** What the hub keeps of a session credential: its hash (a copy of draft.json opens nothing). */
export const sessionHash = (session: string) => createHash('sha256').update(session).digest('base64url');

/**
 * What a page's credential opens for `slot`: `session` (the credential its link's key was spent for,
 * or one the hub made), `claim` (the link's key, not spent yet: the hub spends it now), or why not.
 * A spent key is another device on the seat (`draft/seat-taken`).
 */
export function access(
  d: DiskDraft,
  slot: number,
  cred: { key?: string | undefined; session?: string | undefined },
): 'session' | 'claim' | Problem {
  if (slot > d.cards.length) return problem('draft/no-seat', String(slot));
  const link = linkOf(d, slot);
  if (cred.session !== undefined)
    return link.session !== null && secretMatches(sessionHash(cred.session), link.session)
      ? 'session'
      : problem('draft/bad-key');
  const key = cred.key ?? '';
  if (secretMatches(key, linkKey(d.key, slot, link.gen)))
    return link.session === null ? 'claim' : problem('draft/seat-taken', String(slot));
  for (let s = 1; s <= d.cards.length; s++)
    if (secretMatches(key, linkKey(d.key, s, linkOf(d, s).gen)))
      return problem('draft/wrong-seat', String(s));
  return problem('draft/bad-key');
}

/** Whether the pass-and-play page may see `seat`'s open card: it drew it, or the judge did for a seat with no device. */
export const passSees = (d: DiskDraft, seat: number): boolean =>
  d.passed.includes(seat) || (d.forced.includes(seat) && linkOf(d, seat).session === null);
