import { z } from 'zod';
import { PlayerIdSchema } from './common.ts';

/**
 * The roster (issue 9): players the hub knows, kept in `<data>/players.json`, managed over HTTP
 * (docs/protocol.md "Players"). A seat takes a player with `seat/player`; the log keeps a
 * snapshot of him, so a game refolds without the roster.
 */

/**
 * Characters a name on air must not carry (one check for every path: the roster's API, its import,
 * photo file names, `seat/nickname`): control characters (a line break, an escape), format
 * characters (the bidirectional marks and overrides that show text in another order than it is
 * stored: U+202E makes `Anna` of a stored `annA`; invisible spaces such as U+200B, U+2060, U+FEFF;
 * the soft hyphen U+00AD), and letters that draw nothing (the Hangul fillers U+115F, U+1160,
 * U+3164, U+FFA0, the blank Braille pattern U+2800, U+034F), which make a blank-looking name or two
 * names look alike; and U+FFFD, which only a file read in the wrong encoding puts in place of
 * letters. The joiners that emoji and scripts need (U+200C, U+200D) and the tags of flag emoji stay.
 */
export const UNSAFE_NAME_CHARS =
  // a lookahead, not a set difference (`v`): the overlays' Chromium 103 parses no `v` flag
  // eslint-disable-next-line no-misleading-character-class -- the joiners and fillers are the point
  /(?![\u200C\u200D\u{E0020}-\u{E007F}])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0\uFFFD]/u;
const safeName = (s: string) => !UNSAFE_NAME_CHARS.test(s);
const SAFE_NAME = 'no control, bidirectional-override, invisible or blank-looking characters';

/** The roster's name rule, zod-free for the pages (nickname-fold.ts, imported alone). */
export { foldNickname } from './nickname-fold.ts';

/** A nickname as stored (`players.json` written by older hubs is read as it is). */
export const StoredNicknameSchema = z.string().trim().min(1).max(40);
/** A nickname the hub is given (API, photo file names, `seat/nickname`). */
export const NicknameSchema = StoredNicknameSchema.refine(safeName, SAFE_NAME);
/** A club name; empty text means none. */
export const ClubSchema = z
  .string()
  .trim()
  .max(60)
  .nullable()
  .transform((s) => (s === '' ? null : s));
/** A club name the hub is given (API, import): the name check of nicknames too. */
export const ClubInputSchema = z
  .string()
  .trim()
  .max(60)
  .refine(safeName, SAFE_NAME)
  .nullable()
  .transform((s) => (s === '' ? null : s));
/** Where the hub serves a stored photo (src/server/site/media.ts). */
export const PlayerPhotoSchema = z.string().regex(/^\/media\/players\/[0-9a-f]{16}\.(png|jpg|webp)$/);

export const PlayerSchema = z
  .object({
    id: PlayerIdSchema,
    nickname: StoredNicknameSchema,
    club: ClubSchema,
    photo: PlayerPhotoSchema.nullable(),
    /**
     * What the stream shows (issue 38.5), when the nickname is too long for a plate; absent: the
     * nickname. Optional, so `players.json` of older hubs still loads (and one without stage names
     * still loads in them).
     */
    stage: StoredNicknameSchema.optional(),
  })
  .strict();
export type Player = z.infer<typeof PlayerSchema>;

/** `POST /api/v1/players`: a new player (the hub makes the id). */
export const PlayerInputSchema = z
  .object({ nickname: NicknameSchema, club: ClubInputSchema.optional() })
  .strict();
export type PlayerInput = z.infer<typeof PlayerInputSchema>;

/** A stage name the hub is given: the nickname's checks; empty text or null takes it away. */
export const StageNameInputSchema = z
  .string()
  .trim()
  .max(40)
  .refine(safeName, SAFE_NAME)
  .nullable()
  .transform((s) => (s === '' ? null : s));

/**
 * `PATCH /api/v1/players/:id`: a nickname fix, a club change or a stage name (the id, and so the
 * standings, stay).
 */
export const PlayerPatchSchema = z
  .object({
    nickname: NicknameSchema.optional(),
    club: ClubInputSchema.optional(),
    stage: StageNameInputSchema.optional(),
  })
  .strict();
export type PlayerPatch = z.infer<typeof PlayerPatchSchema>;

export const PlayerListSchema = z.object({ players: z.array(PlayerSchema) });
export type PlayerList = z.infer<typeof PlayerListSchema>;
