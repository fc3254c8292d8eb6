/**
 * The director's switches for a table's overlays (src/protocol/display.ts has their schema and
 * meaning). Zod-free, so the overlay pages read the default from here without the schemas.
 */
export interface DisplaySwitches {
  roles: boolean;
  scores: boolean;
  overlay: boolean;
  nights: boolean;
  /** The vote history grid (issue 38.11), called up by the director. */
  votes: boolean;
}

/** A table nobody switched: everything on but the record of past nights and the vote grid. */
export const DISPLAY_DEFAULT: Readonly<DisplaySwitches> = {
  roles: true,
  scores: true,
  overlay: true,
  nights: false,
  votes: false,
};
