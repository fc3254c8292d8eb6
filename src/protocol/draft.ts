import { z } from 'zod';
import { ProblemSchema, RoleSchema, SeatSchema } from './common.ts';
import { DISK_VERSION } from './disk.ts';
import { TableIdSchema } from './messages.ts';
import { DraftCardStateSchema, DraftProgressSchema, DraftStatusSchema } from './draft-progress.ts';

export * from './draft-reveal.ts';
export * from './draft-progress.ts';

/**
 * The players' role draft (issue 27, docs/protocol.md "Role draft"). The deck stays on the hub: a
 * page is sent its own seat's card and nothing of the others. Pages speak on the hub's one socket
 * `/ws` (a hello of kind `draft`); the operator opens the draft and acts as the judge over
 * `/api/v1/tables/:id/draft` and follows it on the judge feed (`draft-progress`).
 */

export { DRAFT_PROTOCOL } from './draft-version.ts';

const KeySchema = z.string().min(1).max(200);

// page -> hub
/**
 * A page's hello brings its link's `key` once (the hub spends it and answers with `session`), then
 * the `session` on every reconnect: a link in the browser's history opens nothing (issue 36).
 */
export const DraftHelloSchema = z
  .object({
    t: z.literal('hello'),
    v: z.number().int(),
    /** A draft page on the hub's one socket `/ws` (issue 36): this hello makes it one. */
    kind: z.literal('draft'),
    table: TableIdSchema,
    key: KeySchema.optional(),
    session: KeySchema.optional(),
    /** The seat page's seat; null: the pass-and-play page, which walks the seats in turn. */
    seat: SeatSchema.nullable(),
  })
  .strict()
  .refine((h) => (h.key === undefined) !== (h.session === undefined), 'a key or a session, one of them');
const id = z.union([z.string().max(64), z.number().int()]);
/** Draw the card of `seat` (the seat on turn): the hub sends it to that seat's pages only. */
export const DraftDrawSchema = z.object({ t: z.literal('draw'), id, seat: SeatSchema }).strict();
/** The player saw his card: it is closed and the turn passes. */
export const DraftCloseSchema = z.object({ t: z.literal('close'), id, seat: SeatSchema }).strict();
/** The player saw the card the judge closed before he looked (it was shown again): it goes. */
export const DraftSeenSchema = z.object({ t: z.literal('seen'), id, seat: SeatSchema }).strict();
export const DraftClientFrameSchema = z.union([
  DraftHelloSchema,
  DraftDrawSchema,
  DraftCloseSchema,
  DraftSeenSchema,
]);
export type DraftClientFrame = z.infer<typeof DraftClientFrameSchema>;

/** What one page is shown: every seat's progress, and the one card it may see. */
export const DraftViewSchema = z.object({
  table: TableIdSchema,
  /** This draft's id (a new draft of the same game has another). */
  draft: z.string(),
  status: DraftStatusSchema,
  /** The seat whose card is next or open; null once all are closed. */
  turn: SeatSchema.nullable(),
  cards: z.array(DraftCardStateSchema),
  /** The seats' nicknames as the table feed shows them (null: none typed). */
  names: z.array(z.string().nullable()),
  /** This page's seat (null: pass-and-play). */
  you: SeatSchema.nullable(),
  /**
   * The card this page may see: its own seat's (pass-and-play: one it drew); `closed`: the judge
   * closed it before the player looked, shown again to its seat's page until he says he saw it.
   */
  card: z.object({ seat: SeatSchema, role: RoleSchema, closed: z.boolean() }).nullable(),
  /** A card face up closes by itself after this many ms (the hub's option). */
  upMs: z.number().int().positive(),
});
export type DraftView = z.infer<typeof DraftViewSchema>;

// hub -> page
export const DraftServerFrameSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('draft'), view: DraftViewSchema }),
  /** No draft is open on this table (yet): the page waits; the key it has is checked when one opens. */
  z.object({ t: z.literal('none'), table: TableIdSchema }),
  /** The link's key is spent: this page's credential from now on (kept in the page's storage). */
  z.object({ t: z.literal('session'), session: KeySchema }),
  z.object({ t: z.literal('ack'), id }),
  z.object({ t: z.literal('err'), id: id.nullable() }).extend(ProblemSchema.shape),
]);
export type DraftServerFrame = z.infer<typeof DraftServerFrameSchema>;

// HTTP (operator token)
/** `POST /api/v1/tables/:id/draft`: opens the table's draft (or returns the open one). */
export const DraftOpenRequestSchema = z
  .object({
    /** Discard this game's draft (open, void or dealt) and open a new one: a new deck and key. */
    fresh: z.boolean().optional(),
  })
  .strict();
/** `POST /api/v1/tables/:id/draft/judge`: the judge draws for the seat on turn, closes a card, or redeals. */
export const DraftJudgeActionSchema = z.discriminatedUnion('action', [
  /**
   * `seat`: the seat the judge means (his screen's turn): refused with `draft/not-your-turn` if the
   * turn has moved on since, so a late confirm never draws another seat's card. Absent: the seat on turn.
   */
  z.object({ action: z.literal('force'), seat: SeatSchema.optional() }).strict(),
  z.object({ action: z.literal('close'), seat: SeatSchema }).strict(),
  /** Hands a seat (null: the pass-and-play page) to a new device: a new link; its old device is refused. */
  z.object({ action: z.literal('hand'), seat: SeatSchema.nullable() }).strict(),
  /** Puts the drawn roles into the game again after a refused write (exactly once, by the draft's key). */
  z.object({ action: z.literal('deal') }).strict(),
]);
export type DraftJudgeAction = z.infer<typeof DraftJudgeActionSchema>;
/**
 * `GET /api/v1/tables/:id/draft` (and the answer to its POSTs): the progress with every card's role
 * (operator only; `?roles=none`: none), and the table. Never the draft's key.
 */
export const DraftStatusResponseSchema = DraftProgressSchema.extend({
  table: TableIdSchema,
  cards: z.array(z.object({ seat: SeatSchema, state: DraftCardStateSchema, role: RoleSchema.nullable() })),
});
export type DraftStatusResponse = z.infer<typeof DraftStatusResponseSchema>;

// disk: data/tables/<id>/draft.json
export const DiskDraftSchema = z
  .object({
    v: z.literal(DISK_VERSION),
    table: TableIdSchema,
    draft: z.string().min(1).max(64),
    gameId: z.string(),
    key: z.string().min(12).max(200),
    /** The deal's seed: `deal/seeded` with it gives `deck`, which the draft checks before it deals. */
    seed: z.string().min(1).max(128),
    /** Each seat's card, in seat order. */
    deck: z.array(RoleSchema).min(6).max(16),
    cards: z.array(DraftCardStateSchema).min(6).max(16),
    /** Seats the judge drew for. */
    forced: z.array(SeatSchema).max(16),
    /** Seats drawn on the pass-and-play page (its card is its own; a seat's page did not open it). */
    passed: z.array(SeatSchema).max(16).default([]),
    /** Seats whose player saw his card (a card the judge closed unseen is shown again to its seat). */
    seen: z.array(SeatSchema).max(16).default([]),
    /**
     * Each page's link (0: pass-and-play, then the seats): its generation (the judge's hand-over
     * makes a new key) and the sha-256 of the session its key was spent for (null: not yet).
     */
    links: z
      .array(z.object({ gen: z.number().int().min(0), session: z.string().nullable() }).strict())
      .max(17)
      .default([]),
    status: DraftStatusSchema,
  })
  .strict()
  .refine((d) => d.deck.length === d.cards.length, 'deck and cards differ in length');
export type DiskDraft = z.infer<typeof DiskDraftSchema>;
