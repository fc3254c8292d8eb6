import { z } from 'zod';

/**
 * What the director shows on a table's overlays (issue 23): the roles (the spectator feed's team
 * marks and reveals), the scores (the result table and the standings) and the whole overlay, each
 * flipped live. Held by the hub per table, kept across restarts in the table's settings, and pushed
 * to the table's pages in its `identity` frame (`on-air` pages get the table on air's). The table
 * feed never receives roles whatever `roles` says: this hides, it never reveals.
 */
export const DisplaySchema = z
  .object({
    roles: z.boolean(),
    scores: z.boolean(),
    overlay: z.boolean(),
  })
  .strict();
export type Display = z.infer<typeof DisplaySchema>;
export type DisplaySwitch = keyof Display;
export const DISPLAY_SWITCHES = ['roles', 'scores', 'overlay'] as const satisfies readonly DisplaySwitch[];

/** Everything on: a table nobody switched. */
export const DISPLAY_ALL: Display = { roles: true, scores: true, overlay: true };

/**
 * `POST /api/v1/tables/:id/display`: set some switches, or `flip` one (a Companion button knows no
 * state). Answered with the whole Display.
 */
export const DisplayChangeSchema = DisplaySchema.partial()
  .extend({ flip: z.enum(DISPLAY_SWITCHES).optional() })
  .strict();
export type DisplayChange = z.infer<typeof DisplayChangeSchema>;

/** The switches after a change. */
export function displayAfter(now: Display, change: DisplayChange): Display {
  const { flip, ...set } = change;
  const next = { ...now, ...set };
  if (flip) next[flip] = !next[flip];
  return next;
}
