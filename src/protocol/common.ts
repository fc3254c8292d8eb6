import { z } from 'zod';
import { ROLES, RULESET_IDS } from '../facts/index.ts';
import type { Said } from '../words/format.ts';

export { PROTOCOL_VERSION } from './version.ts';

export const RulesetIdSchema = z.enum(RULESET_IDS);
export type RulesetId = z.infer<typeof RulesetIdSchema>;

/** judge: everything; spectator: the stream (roles, night actions); table: safe in the venue. */
export const FeedSchema = z.enum(['judge', 'spectator', 'table']);
export type Feed = z.infer<typeof FeedSchema>;

/** Seats are numbered from 1, as players are. Club games have 6-16 seats. */
export const SeatSchema = z.number().int().min(1).max(16);

/** A roster player's permanent id (issue 9): standings, exports and results are keyed by it. */
export const PlayerIdSchema = z.string().regex(/^p[0-9a-z]{4,24}$/);

/**
 * Who judges a table (issue 40): his name on the paper, and (when he is a roster player) his user
 * ids on the rating sites through the tournament's site ids (mafiaratings `moderator`, Polemica
 * `referee`).
 */
export const JudgeSchema = z
  .object({ name: z.string().trim().min(1).max(60), player: PlayerIdSchema.optional() })
  .strict();
export type Judge = z.infer<typeof JudgeSchema>;

export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/**
 * Words as a catalog key and its values (src/words: `{ key: 'announce.votedOut', values: { seat: 4 } }`);
 * each screen renders them in its language (issue 41: no `{ ru, en }` texts on the wire since).
 */
export const SaidSchema: z.ZodType<Said> = z.lazy(() =>
  z.object({
    key: z.string().max(100),
    values: z.record(z.string(), z.union([z.string(), z.number(), SaidSchema])).optional(),
  }),
);
export type { Said };

/** A rule violation or a hub error: permanent code, its words by key, the rule clause if any. */
export const ProblemSchema = z.object({
  code: z.string(),
  message: SaidSchema,
  clause: z.string().nullable(),
});
export type Problem = z.infer<typeof ProblemSchema>;
