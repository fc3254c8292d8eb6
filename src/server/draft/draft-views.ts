import type {
  DiskDraft,
  DraftLink,
  DraftProgress,
  DraftStatusResponse,
  DraftView,
} from '../../protocol/index.ts';
import { linkKey, linkOf, passSees, turnOf } from './deck.ts';

/**
 * What a draft page is shown (`slot` 0: pass-and-play): every seat's progress, and one card at
 * most. A seat's page sees its own card (open, or closed by the judge before he looked: shown again
 * until he says he saw it); the pass-and-play page only a card it drew itself, or one the judge drew
 * for a seat with no device: never a card drawn on a seat's own page (issue 36).
 */
export function pageView(
  d: DiskDraft,
  slot: number,
  names: ReadonlyArray<string | null>,
  upMs: number,
): DraftView {
  const turn = turnOf(d);
  const open = turn !== null && d.cards[turn - 1] === 'drawn' && d.status === 'open' ? turn : null;
  const unseen = slot > 0 && d.cards[slot - 1] === 'closed' && !d.seen.includes(slot) && d.status !== 'void';
  const seat =
    slot > 0 ? (open === slot || unseen ? slot : null) : open !== null && passSees(d, open) ? open : null;
  const role = seat !== null ? d.deck[seat - 1] : undefined;
  return {
    table: d.table,
    draft: d.draft,
    status: d.status,
    turn: d.status === 'open' ? turn : null,
    cards: d.cards,
    names: d.cards.map((_, i) => names[i] ?? null),
    you: slot === 0 ? null : slot,
    card: seat !== null && role ? { seat, role, closed: d.cards[seat - 1] === 'closed' } : null,
    upMs,
  };
}

/** How the hub knows a page's device now: connected pages per slot, devices refused per slot. */
export interface Devices {
  online(slot: number): boolean;
  refused(slot: number): number;
}

/**
 * The draft's progress as the operator's screens show it (the `draft-progress` frame of the judge
 * feed): every card's state and each page's link, no role. A link's URL is shown until a device
 * spends its key; the draft's own key is never in it.
 */
export function progressView(d: DiskDraft, base: string, devices: Devices): DraftProgress {
  const linkFor = (slot: number): DraftLink => {
    const link = linkOf(d, slot);
    const key = encodeURIComponent(linkKey(d.key, slot, link.gen));
    const url = `${base}/draft/?table=${d.table}${slot ? `&seat=${slot}` : ''}&key=${key}`;
    return {
      url: link.session === null ? url : null,
      device: devices.online(slot) ? 'online' : link.session !== null ? 'away' : 'none',
      refused: devices.refused(slot),
    };
  };
  return {
    draft: d.draft,
    gameId: d.gameId,
    status: d.status,
    turn: d.status === 'open' ? turnOf(d) : null,
    cards: d.cards.map((state, i) => ({ seat: i + 1, state })),
    passAndPlay: linkFor(0),
    seats: d.cards.map((_, i) => ({ seat: i + 1, ...linkFor(i + 1) })),
  };
}

/**
 * The answer of `GET /api/v1/tables/:id/draft`: the progress with every drawn card's role (`roles`
 * false: none, as `?roles=none` asks).
 */
export function operatorView(
  d: DiskDraft,
  base: string,
  roles: boolean,
  devices: Devices,
): DraftStatusResponse {
  const progress = progressView(d, base, devices);
  return {
    table: d.table,
    ...progress,
    cards: progress.cards.map(({ seat, state }) => ({
      seat,
      state,
      role: state === 'waiting' || !roles ? null : (d.deck[seat - 1] ?? null),
    })),
  };
}
