import { z } from 'zod';
import { PlayerIdSchema } from './common.ts';

/**
 * The roster (issue 9): players the hub knows, kept in `<data>/players.json`, managed over HTTP
 * (docs/protocol.md "Players"). A seat takes a player with `seat/player`; the log keeps a
 * snapshot of him, so a game refolds without the roster.
 */

export const NicknameSchema = z.string().trim().min(1).max(40);
/** A club name; empty text means none. */
export const ClubSchema = z
  .string()
  .trim()
  .max(60)
  .nullable()
  .transform((s) => (s === '' ? null : s));
/** Where the hub serves a stored photo (src/server/media.ts). */
export const PlayerPhotoSchema = z.string().regex(/^\/media\/players\/[0-9a-f]{16}\.(png|jpg|webp)$/);

export const PlayerSchema = z
  .object({
    id: PlayerIdSchema,
    nickname: NicknameSchema,
    club: ClubSchema,
    photo: PlayerPhotoSchema.nullable(),
  })
  .strict();
export type Player = z.infer<typeof PlayerSchema>;

/** `POST /api/v1/players`: a new player (the hub makes the id). */
export const PlayerInputSchema = z.object({ nickname: NicknameSchema, club: ClubSchema.optional() }).strict();
export type PlayerInput = z.infer<typeof PlayerInputSchema>;

/** `PATCH /api/v1/players/:id`: a nickname fix or a club change (the id, and so the standings, stay). */
export const PlayerPatchSchema = z
  .object({ nickname: NicknameSchema.optional(), club: ClubSchema.optional() })
  .strict();
export type PlayerPatch = z.infer<typeof PlayerPatchSchema>;

export const PlayerListSchema = z.object({ players: z.array(PlayerSchema) });
export type PlayerList = z.infer<typeof PlayerListSchema>;
