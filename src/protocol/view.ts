import { z } from 'zod';
import { FeedSchema, PlayerIdSchema, RoleSchema, RulesetIdSchema, SeatSchema, SaidSchema } from './common.ts';
import { GameCommandSchema } from './commands.ts';
import { NEXT_STEP_INPUT, NEXT_STEP_INPUTS, WINNERS } from '../facts/index.ts';

/**
 * What a client of one feed sees of one table: the engine's projection (src/engine/projection.ts).
 * A secret the feed may not see is absent from the object, never merely flagged.
 */

/**
 * The roster player in a seat: public on every feed (a nickname, a club and a face are not secrets).
 * `photo` is a URL path the hub serves (`/media/players/…`), null when the player has none (the
 * plate then shows initials on a colour). Absent for a seat whose name was typed without a roster.
 */
export const SeatPlayerViewSchema = z.object({
  id: PlayerIdSchema,
  club: z.string().nullable(),
  photo: z.string().nullable(),
  /** His stage name (issue 38.5): what the overlays show in place of the nickname. */
  stage: z.string().optional(),
});
export type SeatPlayerView = z.infer<typeof SeatPlayerViewSchema>;

export const SeatStatusSchema = z.enum(['alive', 'killed', 'votedOut', 'removed']);

export const SeatViewSchema = z.object({
  seat: SeatSchema,
  nickname: z.string(),
  player: SeatPlayerViewSchema.optional(),
  status: SeatStatusSchema,
  /** When the player left: "day 2", "night 1". */
  leftAt: z.object({ phase: z.enum(['day', 'night']), number: z.number().int() }).nullable(),
  fouls: z.number().int().min(0),
  techFouls: z.number().int().min(0),
  yellowCards: z.number().int().min(0),
  /** Loses the next speech (3rd foul) or has 30 s only. */
  speechPenalty: z.enum(['none', 'skip', 'short']),
  /** Club: visited by the lover, or silenced by fouls: no speech, no vote. */
  silenced: z.boolean(),
  /** Absent on the table feed until the game is over. */
  role: RoleSchema.optional(),
  /**
   * The team the role plays for in this game, with the role (club rules: the lover plays for the
   * mafia when the table says so). Optional: older hubs do not send it.
   */
  team: z.enum(['red', 'black', 'maniac']).optional(),
});
export type SeatView = z.infer<typeof SeatViewSchema>;

export const TimerKindSchema = z.enum([
  'speech',
  'tieSpeech',
  'lastWord',
  'arrangement',
  'donLook',
  'sheriffLook',
  'donCheck',
  'sheriffCheck',
  'night',
  'discussion',
  'custom',
]);
/** Clients count down themselves: remaining = remainingMs - (serverNow - runningSince). */
export const TimerViewSchema = z.object({
  kind: TimerKindSchema,
  seat: SeatSchema.nullable(),
  durationMs: z.number().int().min(0),
  remainingMs: z.number().int(),
  /** Server time (ms) when it was last started; null while paused or not started. */
  runningSince: z.number().nullable(),
});
export type TimerView = z.infer<typeof TimerViewSchema>;

export const VoteViewSchema = z.object({
  candidate: SeatSchema,
  count: z.number().int().min(0),
  voters: z.array(SeatSchema).nullable(),
  /** Counted after the vote was decided (`vote/late`, MafClub 2.4.2): for the protocol, not the result. */
  late: z.literal(true).optional(),
});
export const VotingViewSchema = z.object({
  kind: z.enum(['main', 'tie', 'eliminateAll']),
  candidates: z.array(SeatSchema),
  votes: z.array(VoteViewSchema),
  voterCount: z.number().int().min(0),
  /** Judge feed: the seats that may vote (the panel's "all but" voters, `-` in the count box). */
  eligible: z.array(SeatSchema).optional(),
  /** eliminateAll: how many voted to eliminate everyone in the tie. */
  eliminateAllFor: z.number().int().min(0).nullable(),
  /** The result is known (all counted, or certain); the vote stays in view until the night. */
  decided: z.boolean().optional(),
});
export type VotingView = z.infer<typeof VotingViewSchema>;

/** One night's actions. On the table feed only what the morning made public (the kill or the miss). */
export const NightViewSchema = z.object({
  night: z.number().int().min(0),
  /** Seat shot, 'miss', or absent while not known to this feed. */
  shot: z.union([SeatSchema, z.literal('miss')]).optional(),
  donCheck: z.object({ seat: SeatSchema, isSheriff: z.boolean() }).optional(),
  sheriffCheck: z.object({ seat: SeatSchema, isBlack: z.boolean() }).optional(),
  heal: SeatSchema.optional(),
  visit: SeatSchema.optional(),
  maniacShot: z.union([SeatSchema, z.literal('miss')]).optional(),
  /** Who died this night after everything (public after the morning). */
  died: z.array(SeatSchema).optional(),
});
export type NightView = z.infer<typeof NightViewSchema>;

export const PhaseSchema = z.enum(['setup', 'night', 'day', 'finished']);
/** Fine-grained step inside a phase; the overlays and the OBS scene map key off these. */
export const StageSchema = z.enum([
  'setup',
  'arrangement',
  'donLook',
  'sheriffLook',
  'morning',
  'speech',
  /** Club: the one-minute general discussion after the speeches, before the vote. */
  'discussion',
  'voting',
  'tieSpeech',
  'revote',
  'eliminateAllVote',
  'lastWord',
  'shot',
  'donCheck',
  'sheriffCheck',
  'clubNight',
  'bestMove',
  'finished',
]);
export type Stage = z.infer<typeof StageSchema>;

export { NEXT_STEP_INPUT } from '../facts/index.ts';
export const NextStepIdSchema = z.enum(Object.keys(NEXT_STEP_INPUT) as [keyof typeof NEXT_STEP_INPUT]);
export type NextStepId = z.infer<typeof NextStepIdSchema>;
export const NextStepInputSchema = z.enum(NEXT_STEP_INPUTS);

export const NextStepSchema = z.object({
  id: NextStepIdSchema,
  /** What the operator gives to take it (NEXT_STEP_INPUT[id]); `none` when `command` is complete. */
  input: NextStepInputSchema,
  /** The seat the step is about (the speaker, the nominator at his lost turn, the candidate), if any. */
  seat: SeatSchema.nullable().optional(),
  label: SaidSchema,
  /** The command that takes this step with one key; null when the operator must choose (a seat). */
  command: GameCommandSchema.nullable(),
});
export type NextStep = z.infer<typeof NextStepSchema>;

export const ScoreLineSchema = z.object({
  seat: SeatSchema,
  main: z.number(),
  extras: z.number(),
  total: z.number(),
  notes: z.array(z.string()),
});

/** A sanction's reason and clause (issue 21; MafClub 4.7, FIIM 6.6-6.7). */
export const SanctionNoteSchema = z.object({
  seat: SeatSchema,
  kind: z.enum(['foul', 'yellowCard', 'redCard', 'removal']),
  at: z.object({ phase: z.enum(['day', 'night']), number: z.number().int().min(0) }),
  /** The foul's number (MafClub 4.7). */
  number: z.number().int().min(1).optional(),
  reason: z.string().optional(),
  clause: z.string().optional(),
  /** Given after the game was decided: no penalty (FIIM 6.9). */
  noPenalty: z.literal(true).optional(),
});
export type SanctionNoteView = z.infer<typeof SanctionNoteSchema>;

export const GameViewSchema = z.object({
  feed: FeedSchema,
  ruleset: RulesetIdSchema,
  gameId: z.string(),
  seatCount: z.number().int().min(6).max(16),
  phase: PhaseSchema,
  stage: StageSchema,
  /** Day number (1 = first day); nights are numbered so that night 0 precedes day 1. */
  day: z.number().int().min(0),
  night: z.number().int().min(0),
  seats: z.array(SeatViewSchema),
  /** Seat whose speech or last word is on, or null. */
  speaker: SeatSchema.nullable(),
  /** Seats nominated today, in nomination order. */
  nominations: z.array(z.object({ seat: SeatSchema, by: SeatSchema })),
  voting: VotingViewSchema.nullable(),
  /**
   * The day's last decided vote, kept through the night after it (cleared when the next day opens):
   * its result card, including an eliminate-all that kept everyone ("5 of 10: all stay").
   */
  lastVote: VotingViewSchema.nullable().optional(),
  /**
   * Today's decided votes in order, each as it was decided: the main vote, a re-vote that tied again
   * (the game goes straight on to the eliminate-all question), the eliminate-all vote. Cleared when
   * the next day opens. Optional: older hubs do not send it.
   */
  rounds: z.array(VotingViewSchema).optional(),
  /**
   * Every day's decided votes in order (`rounds` of each day, today's included): the vote history
   * grid (issue 38.11). Every feed: votes are public; the team colours come from the seats' roles,
   * which the table feed has not. Optional: older hubs do not send it.
   */
  voteDays: z.array(z.object({ day: z.number().int().min(0), rounds: z.array(VotingViewSchema) })).optional(),
  timer: TimerViewSchema.nullable(),
  nights: z.array(NightViewSchema),
  firstKilled: SeatSchema.nullable(),
  /** Prima Nota / best move: the seats the first killed named. Public once named. */
  bestMove: z.array(SeatSchema).nullable(),
  /** Tournament variant firstKilledPick `colours`: the guess for each seat of bestMove. */
  bestMoveColours: z.array(z.enum(['red', 'black'])).optional(),
  /** FIIM 8.3.5: he asked for a hint: the seats are named, they earn no points. */
  bestMoveHinted: z.literal(true).optional(),
  /** Judge feed only (the protocol): the reasons and clauses given with sanctions, in order. */
  sanctions: z.array(SanctionNoteSchema).optional(),
  winner: z.enum(WINNERS).nullable(),
  scores: z.array(ScoreLineSchema).nullable(),
  /** Judge feed only: what the operator does next. */
  next: z.array(NextStepSchema).optional(),
  /** Latest public announcement ("Seat 4 is voted out"). */
  announcement: SaidSchema.nullable(),
});
export type GameView = z.infer<typeof GameViewSchema>;
