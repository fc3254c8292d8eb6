import { z } from 'zod';
import { RoleSchema, SeatSchema } from './common.ts';

/**
 * A card of the role draft drawn (issue 27), on the spectator feed only: never the table feed, never
 * another seat's page. The overlays tell it as a moment, held its hold time (docs/protocol.md
 * "Role draft").
 */
export const DraftRevealFrameSchema = z.object({
  t: z.literal('draft-reveal'),
  /** The draft's id: with the seat, what makes the moment one (a resent frame is shown once). */
  draft: z.string(),
  seat: SeatSchema,
  role: RoleSchema,
  /** The seat's nickname then, if typed. */
  name: z.string().nullable(),
});
export type DraftRevealFrame = z.infer<typeof DraftRevealFrameSchema>;
