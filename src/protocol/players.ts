import { z } from 'zod';
import { PlayerIdSchema } from './common.ts';

/**
 * The roster (issue 9): players the hub knows, kept in `<data>/players.json`, managed over HTTP
 * (docs/protocol.md "Players"). A seat takes a player with `seat/player`; the log keeps a
 * snapshot of him, so a game refolds without the roster.
 */

/**
 * Characters a name on air must not carry: control characters (a line break, an escape), the
 * bidirectional marks and overrides that show text in another order than it is stored (U+202E makes
 * `Anna` of a stored `annA`), and invisible spaces that make two names look alike (U+200B, U+2060, U+FEFF).
 * Joiners that emoji and scripts need (U+200C, U+200D) stay.
 */
export const UNSAFE_NAME_CHARS = /[\p{Cc}\u061C\u200B\u200E\u200F\u2028-\u202E\u2060\u2066-\u2069\uFEFF]/u;
const safeName = (s: string) => !UNSAFE_NAME_CHARS.test(s);
const SAFE_NAME = 'no control, bidirectional-override or invisible characters';

/** Two nicknames are the same player's when this is equal: case and ё/е ignored (the roster's rule). */
export const foldNickname = (s: string) => s.trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');

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
const ClubInputSchema = z
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
  })
  .strict();
export type Player = z.infer<typeof PlayerSchema>;

/** `POST /api/v1/players`: a new player (the hub makes the id). */
export const PlayerInputSchema = z
  .object({ nickname: NicknameSchema, club: ClubInputSchema.optional() })
  .strict();
export type PlayerInput = z.infer<typeof PlayerInputSchema>;

/** `PATCH /api/v1/players/:id`: a nickname fix or a club change (the id, and so the standings, stay). */
export const PlayerPatchSchema = z
  .object({ nickname: NicknameSchema.optional(), club: ClubInputSchema.optional() })
  .strict();
export type PlayerPatch = z.infer<typeof PlayerPatchSchema>;

export const PlayerListSchema = z.object({ players: z.array(PlayerSchema) });
export type PlayerList = z.infer<typeof PlayerListSchema>;
