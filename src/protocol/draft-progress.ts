import { z } from 'zod';
import { SeatSchema } from './common.ts';

/**
 * The role draft's progress as the operator's screens follow it (issue 36, "one live channel"): the
 * seats' cards and the pages' links, never a role. It travels on the hub's one socket as the
 * `draft-progress` frame, on the judge feed only (operator token): no table or spectator client is
 * sent it. Kept apart from draft.ts, which imports messages.ts, so that messages.ts can import it.
 */

/** A seat's card: face down in the deck, drawn (seen by its player), closed (confirmed, hidden). */
export const DraftCardStateSchema = z.enum(['waiting', 'drawn', 'closed']);
export type DraftCardState = z.infer<typeof DraftCardStateSchema>;
/** open: drawing; dealt: the roles are the game's deal; void: the game changed under it, nothing dealt. */
export const DraftStatusSchema = z.enum(['open', 'dealt', 'void']);

/**
 * A page's link: `url` until a device opens it (its key is then spent: null); `device`: none yet,
 * `away` (opened, not connected now) or `online`; `refused`: other devices turned away since.
 */
export const DraftLinkSchema = z.object({
  url: z.string().nullable(),
  device: z.enum(['none', 'away', 'online']),
  refused: z.number().int().min(0),
});
export type DraftLink = z.infer<typeof DraftLinkSchema>;

/** The draft without its roles: what the panel and the judge's tablet show. */
export const DraftProgressSchema = z.object({
  draft: z.string(),
  gameId: z.string(),
  status: DraftStatusSchema,
  /** The seat whose card is next or open; null once all are closed. */
  turn: SeatSchema.nullable(),
  cards: z.array(z.object({ seat: SeatSchema, state: DraftCardStateSchema })),
  /** The pass-and-play page's link. */
  passAndPlay: DraftLinkSchema,
  /** Each seat's page's link, with its own key (it opens that seat only, once). */
  seats: z.array(DraftLinkSchema.extend({ seat: SeatSchema })),
});
export type DraftProgress = z.infer<typeof DraftProgressSchema>;

/**
 * The table's draft now (null: none on this table), on the judge feed: after every snapshot, and
 * again on every change (a draw, a close, a page's device coming or going, a hand-over).
 */
export const DraftProgressFrameSchema = z.object({
  t: z.literal('draft-progress'),
  progress: DraftProgressSchema.nullable(),
});
export type DraftProgressFrame = z.infer<typeof DraftProgressFrameSchema>;
