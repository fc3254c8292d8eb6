import { z } from 'zod';
import { BRAND_FONTS } from './theme.ts';
import { DisplaySchema } from './display.ts';
import { CueSchema } from './cue.ts';

export * from './theme.ts';

/**
 * A tournament's identity on screen (issue 9): its name (the tournament's own), the stage, a label
 * per table, a logo, a sponsor and a theme. Set with the tournament (`identity` of TournamentInput,
 * or `PUT /api/v1/tournaments/:id/identity`); every overlay of its tables gets an `identity` frame.
 */

/** `#rrggbb`: the one form the hub checks contrast on and CSS takes as is. */
export const HexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'colour: #rrggbb');

export const BrandFontSchema = z.enum(Object.keys(BRAND_FONTS) as [keyof typeof BRAND_FONTS]);

/**
 * An image a page may show: one uploaded to the hub (`/media/brand/<hash>.<ext>`) or one of the
 * default assets in `public/brand/`. Nothing else: an identity never points a page at another site.
 */
export const BrandImageSchema = z
  .string()
  .regex(
    /^(\/media\/brand\/[0-9a-f]{16}\.(png|jpg|webp)|\/brand\/[a-z0-9-]{1,40}\.(svg|png))$/,
    'image: /media/brand/<file> (uploaded) or /brand/<file> (bundled)',
  );

export const ThemeSchema = z
  .object({
    /** The red team's colour (plates of red players where a game shows teams). */
    red: HexColourSchema,
    black: HexColourSchema,
    /** Background of every plate and panel. */
    plate: HexColourSchema,
    /** Headings, highlights. */
    accent: HexColourSchema,
    /** Text on plates: at least 4.5:1 against `plate` (WCAG AA), or the hub refuses the theme. */
    text: HexColourSchema,
    font: BrandFontSchema,
  })
  .strict();
export type Theme = z.infer<typeof ThemeSchema>;

const TableKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'table id');
const Text = (max: number) => z.string().trim().min(1).max(max);

/** What the operator sets (every field optional: a missing one takes the default). */
export const IdentityInputSchema = z
  .object({
    /** "Final", "Round 3", or the same in the stream's language ("Polufinal", a semi-final). */
    stage: Text(60).optional(),
    /** Label per table ("Table 1", "Table A", in any language or script); a table without one is shown by its id. */
    tables: z.record(TableKeySchema, Text(40)).optional(),
    logo: BrandImageSchema.nullable().optional(),
    sponsor: z
      .object({ name: Text(60), logo: BrandImageSchema.nullable().optional() })
      .strict()
      .optional(),
    /** Any colour left out takes the default theme's. */
    theme: ThemeSchema.partial().optional(),
  })
  .strict();
export type IdentityInput = z.infer<typeof IdentityInputSchema>;

/**
 * `identity` frame: sent after `snap` (and its standings) on hello and every resync, and to every
 * client of a table when its identity changes (the tournament's identity, the table joining or
 * leaving it, or a game/new moving the game number). Every field is filled: a page only shows it.
 */
export const IdentityFrameSchema = z.object({
  t: z.literal('identity'),
  /** The table's tournament, or null (a table in none gets the default identity). */
  tournament: z.string().nullable(),
  /** The tournament's name, or null. */
  name: z.string().nullable(),
  stage: z.string().nullable(),
  /** The table's label (its id when none was given). */
  table: z.string(),
  /** The game on the table: its finished games in this tournament (in none: outside any) + 1. */
  game: z.number().int().min(1),
  logo: BrandImageSchema.nullable(),
  sponsor: z.object({ name: z.string(), logo: BrandImageSchema.nullable() }).nullable(),
  theme: ThemeSchema,
  /** The director's switches for the table (src/protocol/display.ts); absent: the defaults (all on but past nights). */
  display: DisplaySchema.optional(),
  /** The director's cue of the moments (src/protocol/cue.ts); absent: nothing held, skipped or replayed. */
  cue: CueSchema.optional(),
});
export type IdentityFrame = z.infer<typeof IdentityFrameSchema>;
export type Identity = Omit<IdentityFrame, 't'>;
