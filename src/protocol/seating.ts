import { z } from 'zod';
import { PlayerIdSchema } from './common.ts';
import { TableIdSchema } from './messages.ts';

/**
 * A tournament's seating schedule (issue 25; docs/protocol.md "Seating"). Made by
 * `POST /api/v1/tournaments/:id/seating` from the tournament's players and tables, kept in
 * `<data>/seating/<tournament>.json` (`SeatingFileSchema`), read by `GET` of the same path.
 * Rounds are numbered from 1 here (as organisers say them); tables by their ids.
 */

/** Round numbers as organisers count them. */
const RoundSchema = z.number().int().min(1).max(60);
const PairSchema = z.tuple([PlayerIdSchema, PlayerIdSchema]);

export const SeatingRequestSchema = z
  .object({
    rounds: RoundSchema,
    /** Seats per table (default 10). */
    seats: z.number().int().min(2).max(16).optional(),
    /** How many of the tournament's tables play (default all, in the tournament's order). */
    tables: z.number().int().min(1).max(40).optional(),
    /** Who plays (default the tournament's roster `players`). */
    players: z.array(PlayerIdSchema).min(2).max(400).optional(),
    seed: z.string().max(64).optional(),
    /** The optimiser's budget in moves (default: about a second for 40 players on 4 tables). */
    iterations: z.number().int().min(1).max(4_000_000).optional(),
    /** Groups that never share a table: a club's players, a couple. */
    separate: z.array(z.array(PlayerIdSchema).min(2).max(40)).max(100).optional(),
    /** Pairs who should meet less (mafiaratings' "avoid") or more ("welcome"). */
    avoid: z.array(PairSchema).max(400).optional(),
    welcome: z.array(PairSchema).max(400).optional(),
    /** A player who must not sit at these tables (a judge's relative, the streamed table). */
    notAt: z
      .array(z.object({ player: PlayerIdSchema, tables: z.array(TableIdSchema).min(1).max(40) }).strict())
      .max(400)
      .optional(),
    /** Rounds a player is not there for: joins late, leaves early, dropped out. */
    away: z
      .array(z.object({ player: PlayerIdSchema, rounds: z.array(RoundSchema).min(1).max(60) }).strict())
      .max(400)
      .optional(),
    /**
     * Re-plan: rounds 1..keep of the kept schedule stay as they were (played); the rest is made
     * anew with this request's players, under the kept schedule's constraints and this request's.
     */
    keep: z.number().int().min(0).max(60).optional(),
  })
  .strict();
export type SeatingRequest = z.infer<typeof SeatingRequestSchema>;

const CriterionSchema = z.object({
  ideal: z.object({ min: z.number(), max: z.number() }),
  min: z.number(),
  max: z.number(),
  worst: z.number(),
  within: z.number().int(),
  of: z.number().int(),
  histogram: z.record(z.string(), z.number().int()),
});

/** The quality report (src/engine/seating/quality.ts). */
export const SeatingQualitySchema = z.object({
  pairs: CriterionSchema,
  seats: CriterionSchema,
  firstSeat: CriterionSchema,
  seatPairs: CriterionSchema,
  halves: CriterionSchema,
  tables: CriterionSchema.nullable(),
  sitOuts: CriterionSchema.nullable(),
  broken: z.object({
    separate: z.number().int(),
    notAt: z.number().int(),
    sitOutsInARow: z.number().int(),
    avoidMeetings: z.number().int(),
    welcomeShort: z.number().int(),
  }),
  cost: z.number(),
});

/** One table of one round: its id and the players in seat order (seat 1 first). */
export const SeatedTableSchema = z
  .object({ table: TableIdSchema, players: z.array(PlayerIdSchema) })
  .strict();

export const SeatingSchema = z
  .object({
    tournament: TableIdSchema,
    /** When it was made (ms since the epoch, the hub's clock). */
    madeAt: z.number(),
    seed: z.string(),
    /** The request it was made from (what a re-plan starts from). */
    request: SeatingRequestSchema,
    /** Every round's tables; a player of the day at none of them sits that round out. */
    rounds: z.array(z.array(SeatedTableSchema)),
    /** Everyone in the schedule (players who left included), in the optimiser's order. */
    players: z.array(PlayerIdSchema),
    quality: SeatingQualitySchema,
  })
  .strict();
export type Seating = z.infer<typeof SeatingSchema>;

/** `seating/<tournament>.json`'s format version (its own: the file is new in issue 25). */
export const SEATING_FILE_VERSION = 1;
export const SeatingFileSchema = SeatingSchema.extend({ v: z.literal(SEATING_FILE_VERSION) });

/**
 * A schedule made elsewhere (issue 40): MafSchedule's file (dimtom's web_schedule, the file
 * mafiaratings' `import_dimtom` takes): each round's games by id, each game its players by index
 * (0-based) in seat order. Whose index is whose: `players` (roster ids by index), else `people`
 * (MafSchedule's players file: names, found in the roster), else the tournament's `players`.
 * `POST /api/v1/tournaments/:id/seating/import`; `GET …/seating/mafschedule.json` writes ours.
 */
const index = z.number().int().min(0).max(399);
export const MafScheduleSchema = z.object({
  configuration: z.looseObject({}).optional(),
  rounds: z
    .array(z.looseObject({ id: z.number().int().optional(), gameIds: z.array(index).min(1).max(40) }))
    .min(1)
    .max(60),
  games: z
    .array(z.looseObject({ id: z.number().int().min(0), players: z.array(index).min(2).max(16) }))
    .max(2400),
  people: z
    .array(z.looseObject({ id: index, name: z.string().min(1).max(40) }))
    .max(400)
    .optional(),
  players: z.array(PlayerIdSchema).max(400).optional(),
});
export type MafSchedule = z.infer<typeof MafScheduleSchema>;

/**
 * A seating page's hello on the hub's one socket `/ws` (issue 41): the tournament it shows. The
 * hub answers with a `seating` frame at once and again whenever the schedule or a table's round
 * changes; the page sends nothing more. Public data, as `GET …/seating` and `…/seating/next`.
 */
export const SeatingHelloSchema = z
  .object({ t: z.literal('hello'), kind: z.literal('seating'), tournament: TableIdSchema })
  .strict();
export type SeatingHello = z.infer<typeof SeatingHelloSchema>;
