import { z } from 'zod';

/**
 * The director's cue of the moments on air (issue 38.14): hold the moment on screen, skip one
 * still to come, replay the last vote card. Each page keeps its own queue of moments
 * (overlays/moments.ts); the hub holds the cue per table and pushes it in the `identity` frame, so
 * every page of the table (and the commentator screen's copy of the queue) follows it. Live only:
 * a restart clears it. Nothing in it is secret (moment ids name seats, never roles).
 */
export const MomentIdSchema = z.string().min(1).max(120);

/** Skipped moment ids kept (the latest), per table. */
export const MAX_SKIPPED = 50;

export const CueSchema = z
  .object({
    /** The moment on screen stays until released; the next wait. */
    hold: z.boolean(),
    /** Moments not to show (ids as the pages compute them): dropped from every page's queue. */
    skip: z.array(MomentIdSchema).max(MAX_SKIPPED),
    /** Counts the director's replays of the last vote card: a page shows it again when it grows. */
    replay: z.number().int().min(0),
  })
  .strict();
export type Cue = z.infer<typeof CueSchema>;

export const CUE_DEFAULT: Readonly<Cue> = { hold: false, skip: [], replay: 0 };

/**
 * `POST /api/v1/tables/:id/cue`: `{"hold":true}`, `{"skip":"<moment id>"}`, `{"replay":"vote"}`
 * (any together). Answered with the whole Cue; `{}` changes nothing and answers it too.
 */
export const CueChangeSchema = z
  .object({
    hold: z.boolean().optional(),
    skip: MomentIdSchema.optional(),
    replay: z.literal('vote').optional(),
  })
  .strict();
export type CueChange = z.infer<typeof CueChangeSchema>;

/** The cue after a change. */
export function cueAfter(now: Cue, change: CueChange): Cue {
  const skip = change.skip && !now.skip.includes(change.skip) ? [...now.skip, change.skip] : now.skip;
  return {
    hold: change.hold ?? now.hold,
    skip: skip.slice(-MAX_SKIPPED),
    replay: change.replay ? now.replay + 1 : now.replay,
  };
}
