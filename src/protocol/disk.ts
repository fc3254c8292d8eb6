import { z } from 'zod';
import { WINNERS } from '../facts/index.ts';
import { CompanionSettingsSchema } from './companion.ts';
import { GameCommandSchema } from './commands.ts';
import { PlayerIdSchema, RoleSchema, RulesetIdSchema } from './common.ts';
import { CommandSourceSchema, TableSettingsSchema, TournamentSchema } from './messages.ts';
import { ObsSettingsSchema } from './obs.ts';
import { PlayerSchema } from './players.ts';
import { ScoreLineSchema } from './view.ts';

/**
 * Files in the hub's data directory (docs/architecture.md "Storage"), checked when loaded. Each
 * carries its format version `v`; files written before versions existed have none and are
 * version 1. A new format gets a new number and a reader for the old one, never a silent change.
 */
export const DISK_VERSION = 1;
const version = z.literal(DISK_VERSION).optional();

/** Every event type the engine writes (src/engine/types.ts GameEvent; the hub checks they agree). */
export const EVENT_TYPES = [
  'gameCreated',
  'nicknameSet',
  'playerSeated',
  'roleSet',
  'rolesDealt',
  'stageSet',
  'timerSet',
  'speakerSet',
  'speechTurnDone',
  'dayOpened',
  'nominated',
  'nominationWithdrawn',
  'votingStarted',
  'votesRecorded',
  'eliminateAllRecorded',
  'votingDecided',
  'votingClosed',
  'voteLeft',
  'tieQueued',
  'tieSpeechDone',
  'seatLeft',
  'lastWordsQueued',
  'lastWordDone',
  'afterLastWordsSet',
  'nightOpened',
  'nightActed',
  'nightResolved',
  'firstKilledSet',
  'bestMoveRecorded',
  'foulChanged',
  'techFoulAdded',
  'yellowCardAdded',
  'redCardGiven',
  'speechPenaltySet',
  'silenced',
  'votesToCancelChanged',
  'quietSinceSet',
  'winnerDeclared',
  'resultImposed',
  'announced',
  'replayed',
  'revengePending',
  'extraAwarded',
  'extrasVoided',
  'sanctionNoted',
  'lateVotesRecorded',
  'undone',
  'redone',
] as const;
export type DiskEventType = (typeof EVENT_TYPES)[number];

/** An event as stored: a known type; its fields are the engine's (it wrote them). */
export const DiskEventSchema = z.looseObject({ type: z.enum(EVENT_TYPES) });

/**
 * One line of `tables/<id>/current.jsonl` and `games/<name>.jsonl`: an accepted command and its
 * events. `k`: the sender's idempotency key, when it gave one; `by`: who sent it (issue 27; lines
 * written before have none).
 */
/**
 * A game log's line format: 2 since issue 41 (an `announced` event's text is catalog words,
 * `{ key, values }`); lines of version 1 (or none) carry `{ ru, en }` and are migrated as read.
 */
export const LOG_VERSION = 2;

export const DiskLogLineSchema = z
  .object({
    v: z.union([z.literal(1), z.literal(LOG_VERSION)]).optional(),
    n: z.number().int().min(1),
    at: z.number(),
    command: GameCommandSchema,
    events: z.array(DiskEventSchema),
    k: z.string().max(64).optional(),
    by: CommandSourceSchema.optional(),
  })
  .strict();

const SeatResultSchema = z.looseObject({
  seat: z.number().int(),
  nickname: z.string(),
  /** The roster player's id (results since issue 9; absent for a typed name). */
  player: PlayerIdSchema.optional(),
  role: RoleSchema,
  removed: z.boolean(),
  firstKilled: z.boolean(),
});

/** A finished game's result as scoring takes it (src/engine/scoring GameResult). */
export const DiskGameResultSchema = z.looseObject({
  ruleset: RulesetIdSchema,
  gameId: z.string(),
  winner: z.enum(WINNERS),
  seats: z.array(SeatResultSchema),
});

/** One line of `results.jsonl`: a game recorded when its table started the next one. */
export const DiskResultRecordSchema = z.object({
  v: version,
  /** Export id: the archive file name without `.jsonl`. */
  id: z.string().min(1),
  gameId: z.string(),
  table: z.string(),
  tournament: z.string().nullable(),
  /** The game's last entry number (entries count from 1 in a game: also how many there are). */
  n: z.number().int().min(0),
  archivedAt: z.number(),
  /** Written since version 1.1 of the hub (older records lack them): the games list's summary. */
  startedAt: z.number().nullable().optional(),
  lastAt: z.number().nullable().optional(),
  /** Archived while tournaments.json was damaged, its table in no tournament read (issue 22). */
  tournamentUnread: z.literal(true).optional(),
  result: DiskGameResultSchema,
  scores: z.array(ScoreLineSchema),
});

/** `tournaments.json`. */
export const DiskTournamentsSchema = z.object({ v: version, tournaments: z.array(TournamentSchema) });

/** `tables/<id>/settings.json`. */
export const DiskTableSettingsSchema = TableSettingsSchema.extend({ v: version });

/** `obs.json` (0600: it holds the OBS password). */
export const DiskObsSettingsSchema = ObsSettingsSchema.extend({ v: version });

/** `companion.json`: where the hub sends Companion's button feedback. */
export const DiskCompanionSettingsSchema = CompanionSettingsSchema.extend({ v: version });

/** `players.json`: the global roster (issue 9). */
export const DiskPlayersSchema = z.object({ v: version, players: z.array(PlayerSchema) });

/**
 * `GET /api/v1/damaged-files`: the data files the hub found damaged at start and keeps as they
 * are (each write that would replace one is refused with `store/file-damaged`).
 */
export const DamagedFileListSchema = z.object({
  files: z.array(
    z.object({
      /** Its path inside the data directory, with `:line` for a table log. */
      file: z.string(),
      reason: z.string(),
      /** What the hub does meanwhile. */
      effect: z.string(),
      since: z.number(),
    }),
  ),
});
export type DamagedFileList = z.infer<typeof DamagedFileListSchema>;
