/**
 * A tournament's ids on the rating sites (issue 26), kept in its own file beside the tournament
 * (`<tournament>.sites.json`): an older hub's files load unchanged, and a hub without this file
 * exports with the ids missing and says which.
 */
import { z } from 'zod';

const siteId = z.number().int().positive();

export const SiteIdsSchema = z
  .object({
    version: z.literal(1),
    mafiaratings: z
      .object({
        clubId: siteId.optional(),
        eventId: siteId.optional(),
        tournamentId: siteId.optional(),
        moderatorId: siteId.optional(),
        /** mafiaratings `language`: the language the games are played in. */
        language: z.enum(['ru', 'en', 'ua']).optional(),
        timezone: z.string().max(64).optional(),
      })
      .strict()
      .default({}),
    polemica: z
      .object({
        competitionId: siteId.optional(),
        masterId: siteId.optional(),
        refereeId: siteId.optional(),
        scoringType: z.number().int().min(0).max(100).optional(),
        scoringVersion: z.string().max(20).optional(),
      })
      .strict()
      .default({}),
    /** Our roster player id -> the player's user id on each site. */
    players: z
      .record(
        z.string().min(1).max(64),
        z.object({ mafiaratings: siteId.optional(), polemica: siteId.optional() }).strict(),
      )
      .default({}),
  })
  .strict();

export type SiteIds = z.infer<typeof SiteIdsSchema>;

export const emptySiteIds = (): SiteIds => ({ version: 1, mafiaratings: {}, polemica: {}, players: {} });
