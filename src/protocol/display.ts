import { z } from 'zod';
import { DISPLAY_DEFAULT, type DisplaySwitches } from '../facts/display.ts';

/**
 * What the director shows on a table's overlays (issue 23): the roles (the spectator feed's team
 * marks and reveals), the scores (the result table and the standings), the whole overlay and the
 * record of past nights, each flipped live. Held by the hub per table, kept across restarts in the
 * table's settings, and pushed to the table's pages in its `identity` frame (`on-air` pages get the
 * table on air's). The table feed never receives roles whatever `roles` says: this hides, it never
 * reveals.
 */
const SWITCHES = {
  roles: z.boolean(),
  scores: z.boolean(),
  overlay: z.boolean(),
  /**
   * The stream's record of every night (NightRecord), called up by the director: off by default,
   * and absent from files and frames written before it (off). Tonight's story (the night panel) is
   * not a switch.
   */
  nights: z.boolean(),
  /** The vote history grid on `full` (issue 38.11): off by default, absent from older files and frames. */
  votes: z.boolean(),
} satisfies Record<keyof DisplaySwitches, z.ZodBoolean>;
export const DisplaySchema = z
  .object({ ...SWITCHES, nights: SWITCHES.nights.default(false), votes: SWITCHES.votes.default(false) })
  .strict();
export type Display = z.infer<typeof DisplaySchema>;
export type DisplaySwitch = keyof Display;
export const DISPLAY_SWITCHES = [
  'roles',
  'scores',
  'overlay',
  'nights',
  'votes',
] as const satisfies readonly DisplaySwitch[];

export { DISPLAY_DEFAULT };

/** Whether the switches are a table's defaults (then files and frames leave them out). */
export const isDisplayDefault = (d: Display): boolean =>
  DISPLAY_SWITCHES.every((what) => d[what] === DISPLAY_DEFAULT[what]);

/**
 * `POST /api/v1/tables/:id/display`: set some switches, or `flip` one (a Companion button knows no
 * state). Answered with the whole Display. (Built from the plain switches: a default would set
 * `nights` on every change.)
 */
export const DisplayChangeSchema = z
  .object(SWITCHES)
  .partial()
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
