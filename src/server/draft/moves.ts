import { isProblem, type DiskDraft, type Problem } from '../../protocol/index.ts';
import { problem } from '../problems.ts';
import { closed, drawn, passSees } from './deck.ts';

/** A page's or the judge's move on a card; `seen`: the player saw a card the judge closed before he looked. */
export type DraftMove = 'draw' | 'close' | 'seen';

/**
 * The draft after `by` (the judge, or a page's slot: 0 pass-and-play, else its seat) made `what`
 * on `seat`'s card, or why not. A page closes only a card it may see and opened, never another
 * seat's (issue 36: the master key's page closed seat 4's card before he looked).
 */
export function moved(
  d: DiskDraft,
  what: DraftMove,
  seat: number,
  by: 'judge' | number,
): DiskDraft | Problem {
  if (what === 'seen') {
    // shown again to its seat's page only (pageView), so only that page says it saw it
    if (by !== seat || d.cards[seat - 1] !== 'closed' || d.seen.includes(seat))
      return problem('draft/not-drawn', String(seat));
    return { ...d, seen: [...d.seen, seat] };
  }
  if (what === 'draw') {
    const next = drawn(d, seat);
    if (isProblem(next)) return next;
    if (by === 'judge') return { ...next, forced: [...next.forced, seat] };
    return by === 0 ? { ...next, passed: [...next.passed, seat] } : next;
  }
  const next = closed(d, seat);
  if (isProblem(next) || by === 'judge') return next;
  if (by === 0 ? !passSees(d, seat) : by !== seat) return problem('draft/not-yours', String(seat));
  // the page's player closed it after looking (the page keeps it face up a second at least)
  return { ...next, seen: [...next.seen, seat] };
}
