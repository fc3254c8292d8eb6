import { z } from 'zod';
import { JudgeSchema, PlayerIdSchema, RoleSchema, RulesetIdSchema, SeatSchema } from './common.ts';
import { AWARD_KINDS, DEFAULT_RULESET, VARIANT_VALUES, WINNERS } from '../facts/index.ts';

/**
 * Game commands: what the operator records as the judge announces it. Public contract (panel,
 * HTTP API, Stream Deck / Companion): add new commands, never change the meaning of old ones.
 * The engine (src/engine) decides each one against the state into events or a rule violation.
 */

const cmd = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), ...shape }).strict();

const seat = SeatSchema;

/** Variants tournaments set before play (each absent = the rulebook's default): src/facts/rulesets.ts. */
export const RulesetOptionsShape = {
  firstDay: z.enum(VARIANT_VALUES.firstDay).optional(),
  firstKilledPick: z.enum(VARIANT_VALUES.firstKilledPick).optional(),
  loneNominee: z.enum(VARIANT_VALUES.loneNominee).optional(),
  awardLimits: z.enum(VARIANT_VALUES.awardLimits).optional(),
};
export const RulesetOptionsSchema = z.object(RulesetOptionsShape).strict();
export type RulesetOptions = z.infer<typeof RulesetOptionsSchema>;
/**
 * Why a sanction was given (issue 21; MafClub 4.7, FIIM 6.6-6.7): the clause it was given under
 * ("4.3.1", "6.7.6") and the judge's words. Kept in the log and the game's protocol (judge feed only:
 * MafClub 4.11 gives the table no explanation).
 */
const why = {
  reason: z.string().trim().max(200).optional(),
  clause: z
    .string()
    .trim()
    .regex(/^\d{1,2}(\.\d{1,2}){0,3}\.?$/)
    .optional(),
};
/** Why a correction was made (undo, redo, a foul taken back): kept in the log and the protocol. */
const correction = z.string().trim().max(200).optional();
const shotTarget = z.union([SeatSchema, z.null()]); // null = miss

export const GameCommandSchema = z.discriminatedUnion('type', [
  // setup
  cmd('game/new', {
    ruleset: RulesetIdSchema.default(DEFAULT_RULESET),
    seats: z.number().int().min(6).max(16).optional(),
    gameId: z.string().min(1).max(64).optional(),
    /** Club: the lover plays for the reds (default) or the mafia. */
    loverSide: z.enum(['red', 'black']).optional(),
    /** Club: the classic maniac shows black to the Sheriff, the modern one "not mafia". */
    maniacVariant: z.enum(['classic', 'modern']).optional(),
    /** Club: the same tie again goes to the eliminate-all question (default) or straight to the night (the club rules' "Na vybor", "at choice"). */
    repeatedTie: z.enum(['eliminateAllVote', 'night']).optional(),
    /**
     * Who judges this game (issue 40): a tournament table's game/new is given its table's judge
     * from the tournament (`judges`); the log keeps it, so the game keeps its judge when the
     * assignment changes later. The engine does not read it.
     */
    judge: JudgeSchema.optional(),
    ...RulesetOptionsShape,
  }),
  cmd('seat/nickname', { seat, nickname: z.string().max(40) }),
  /**
   * A roster player takes the seat (issue 9). The hub fills `nickname`, `club` and `photo` from its
   * roster (what a sender gives is replaced), so the log keeps a snapshot that refolds without it.
   */
  cmd('seat/player', {
    seat,
    player: PlayerIdSchema,
    nickname: z.string().trim().min(1).max(40).optional(),
    club: z.string().max(60).nullable().optional(),
    photo: z.string().max(200).nullable().optional(),
    /** His stage name, what the stream shows (issue 38.5), when the roster gives one. */
    stage: z.string().trim().min(1).max(40).optional(),
  }),
  cmd('seat/role', { seat, role: RoleSchema }),
  /** Deal roles from a seed (the panel or hub draws the seed; the engine stays deterministic). */
  cmd('deal/seeded', {
    seed: z.string().min(1).max(128),
    /** While a role draft is open the hub refuses a deal (`draft/open`) unless this voids the draft. */
    cancelDraft: z.boolean().optional(),
  }),
  cmd('game/start', {}),
  // day
  cmd('speech/start', { seat: seat.optional() }),
  /** `seat` with nobody speaking: pass that player's lost turn without a nomination (MafClub 4.4). */
  cmd('speech/end', { seat: seat.optional() }),
  cmd('nominate', { by: seat.optional(), seat }),
  cmd('nomination/withdraw', { by: seat.optional() }),
  cmd('vote/start', {}),
  /** Votes for one candidate: a count, or the list of voters (shown on the stream). */
  cmd('vote/record', {
    candidate: seat,
    count: z.number().int().min(0).max(16).optional(),
    voters: z.array(seat).max(16).optional(),
  }),
  /**
   * After an early decision the host still calls the remaining candidates (MafClub 2.4.2, comment
   * to 2.4.3): their counts, for the protocol only; the decided result stands.
   */
  cmd('vote/late', {
    candidate: seat,
    count: z.number().int().min(0).max(16).optional(),
    voters: z.array(seat).max(16).optional(),
  }),
  cmd('eliminateAll/record', { count: z.number().int().min(0).max(16) }),
  // night
  cmd('night/shot', { seat: shotTarget }),
  cmd('night/donCheck', { seat }),
  cmd('night/sheriffCheck', { seat }),
  cmd('night/heal', { seat }),
  cmd('night/visit', { seat }),
  cmd('night/maniacShot', { seat: shotTarget }),
  /** The called night role does not act (out of the game, asleep): MafClub 2.5.5. A shot pass is a miss. */
  cmd('night/pass', {}),
  /** `colours`: with firstKilledPick `colours`, his guess for each named seat, in the same order. */
  cmd('bestMove', {
    seats: z.array(seat).max(3),
    colours: z
      .array(z.enum(['red', 'black']))
      .max(3)
      .optional(),
    /** He asked someone for a hint (FIIM 8.3.5): the seats are recorded, they earn no points. */
    hinted: z.boolean().optional(),
  }),
  /** End the current stage: the arrangement, a first-night look, the morning, the best-move stage. */
  cmd('stage/end', {}),
  /** Club: the psychopath voted out takes one player along. */
  cmd('revenge', { seat }),
  /** Take the one obvious next step (the first of the engine's next steps with a command). */
  cmd('step/next', {}),
  // sanctions
  cmd('foul/add', { seat, ...why }),
  /** A correction: `reason` (optional) says why, for the log and the protocol (issue 27). */
  cmd('foul/remove', { seat, reason: correction }),
  cmd('techFoul/add', { seat }),
  cmd('card/yellow', { seat, ...why }),
  /** MafClub 4.18: removal from the game and the tournament. */
  cmd('card/red', { seat, ...why }),
  /**
   * `repeat`: the player was removed in an earlier game of the tournament (MafClub 4.17.5: a yellow
   * card too). A tournament's hub fills it in from its games, whatever the sender gave.
   */
  cmd('removal', {
    seat,
    reason: z.string().max(200).optional(),
    clause: why.clause,
    repeat: z.boolean().optional(),
  }),
  /**
   * `kind`: `automatic` (MafClub 4.13, the default: the offender's penalty, the Prima Nota kept by
   * 3.11.1) or `appeal` (4.20: the host's violation; nothing is kept, nobody is penalised).
   * `repeat`: the offender caused an automatic replay before in this tournament (4.15.1: a red card
   * and out of the tournament); a tournament's hub fills it in from its games.
   */
  cmd('game/replay', {
    seed: z.string().max(128).optional(),
    offender: seat.optional(),
    kind: z.enum(['automatic', 'appeal']).optional(),
    repeat: z.boolean().optional(),
  }),
  /** The black team surrenders where the rules allow it (MafClub comment to 2.7.1); refused elsewhere. */
  cmd('game/surrender', {}),
  /**
   * A judge-imposed result: `teamLoss` (FIIM 6.8, classic 7.4; `seat` = the offender), `changed`
   * (FIIM 8.9, also after the game), `draw` (MafClub 4.16, after a replay). Refused where the
   * table's ruleset has no such result.
   */
  cmd('game/result', {
    reason: z.enum(['teamLoss', 'changed', 'draw']),
    winner: z.enum(WINNERS),
    seat: seat.optional(),
  }),
  // timer (the hub's clock; durations come from the ruleset unless given)
  cmd('timer/start', { durationMs: z.number().int().min(0).max(3_600_000).optional() }),
  cmd('timer/pause', {}),
  cmd('timer/resume', {}),
  cmd('timer/reset', {}),
  cmd('timer/add', { ms: z.number().int().min(-3_600_000).max(3_600_000) }),
  // scoring
  cmd('score/extra', {
    seat,
    kind: z.enum(AWARD_KINDS),
    points: z.number().min(-5).max(5),
  }),
  // log: a correction's `reason` (issue 27: the judge's tablet asks for one) is kept in the log
  cmd('undo', { reason: correction }),
  cmd('redo', { reason: correction }),
]);
export type GameCommand = z.infer<typeof GameCommandSchema>;
export type GameCommandType = GameCommand['type'];
