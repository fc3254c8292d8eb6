import { z } from 'zod';
import { WINNERS } from '../facts/index.ts';
import {
  FeedSchema,
  JudgeSchema,
  PlayerIdSchema,
  ProblemSchema,
  RoleSchema,
  RulesetIdSchema,
  SeatSchema,
} from './common.ts';
import { GameCommandSchema, RulesetOptionsSchema } from './commands.ts';
import { GameViewSchema } from './view.ts';
import { PatchSchema } from './patch.ts';
import { ObsStatusSchema } from './obs.ts';
import { ON_AIR, TABLE_ID } from './table-id.ts';
import { IdentityFrameSchema, IdentityInputSchema } from './identity.ts';
import { DraftRevealFrameSchema } from './draft-reveal.ts';
import { DraftProgressFrameSchema } from './draft-progress.ts';
import { DisplaySchema } from './display.ts';

/**
 * WebSocket frames. Keys are short because every byte is sent to every overlay
 * (a typical update is well under 150 bytes). See docs/protocol.md for examples.
 */

export const TableIdSchema = z
  .string()
  .regex(TABLE_ID, 'table id: lowercase letters, digits and dashes, up to 32');
/** A table, or `on-air`: whichever table is on air, followed as it changes. */
export const TableOrOnAirSchema = z.union([TableIdSchema, z.literal(ON_AIR)]);

/** `judge`: the judge's tablet at the table (/judge/): commands like an operator, logged as the judge's. */
export const ClientKindSchema = z.enum(['operator', 'overlay', 'controller', 'judge']);
export type ClientKind = z.infer<typeof ClientKindSchema>;
/**
 * Who sent a logged command (`by` on its log line): the client kind of the socket, `http` for the
 * HTTP API, `hub` for what the hub did itself (a seating day's `seat/player`).
 */
export const CommandSourceSchema = z.enum(['operator', 'controller', 'judge', 'http', 'hub']);
export type CommandSource = z.infer<typeof CommandSourceSchema>;

// client -> hub
export const HelloSchema = z.object({
  t: z.literal('hello'),
  /** PROTOCOL_VERSION; any other number is answered with `err protocol/version` and a close. */
  v: z.number().int(),
  kind: ClientKindSchema,
  table: TableOrOnAirSchema,
  feed: FeedSchema,
  /** Spectator key (spectator feed). */
  key: z.string().max(200).optional(),
  /** Operator token (operator, controller and judge kinds; required for commands and the judge feed). */
  token: z.string().max(200).optional(),
  /** Which page this is ("overlay/seats"): shown in the operator's client registry. */
  page: z.string().max(100).optional(),
});
/** An idempotency key (`cmd` field `k`, HTTP `Idempotency-Key` or body `key`), kept in the log. */
export const CommandKeySchema = z.string().min(1).max(64);
export const CommandFrameSchema = z.object({
  t: z.literal('cmd'),
  /** Client-chosen id echoed in the ack or error. */
  id: z.union([z.string().max(64), z.number().int()]),
  c: GameCommandSchema,
  /**
   * Idempotency key, unique per command (not per send): a resend with a key the table already
   * logged gets the original ack (`dup: true`) instead of a second application.
   */
  k: CommandKeySchema.optional(),
  /** Precondition: the table's `s` the sender saw; if the table has moved on, `command/stale`. */
  s: z.number().int().min(0).optional(),
});
/**
 * HTTP `POST /api/v1/tables/:id/commands` body in its long form (the short form is the bare
 * command): `key` and `s` mean what `k` and `s` of a `cmd` frame do.
 */
export const CommandRequestSchema = z.object({
  command: z.unknown(),
  key: CommandKeySchema.optional(),
  s: z.number().int().min(0).optional(),
});
export const SyncSchema = z.object({ t: z.literal('sync') });
export const PingSchema = z.object({ t: z.literal('ping'), c: z.number() });
/**
 * Watch the client registry. `changes: true`: after the list, only `clients-changed` frames (the
 * panel); without it (older panels), the whole list again on every change.
 */
export const ClientsRequestSchema = z.object({
  t: z.literal('clients'),
  changes: z.literal(true).optional(),
});
export const ReloadRequestSchema = z.object({ t: z.literal('reload'), target: z.string().max(64) });

export const ClientFrameSchema = z.discriminatedUnion('t', [
  HelloSchema,
  CommandFrameSchema,
  SyncSchema,
  PingSchema,
  ClientsRequestSchema,
  ReloadRequestSchema,
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;
export type Hello = z.infer<typeof HelloSchema>;

// hub -> client
export const SnapshotSchema = z.object({
  t: z.literal('snap'),
  table: TableIdSchema,
  /** Per-table sequence number of the state this snapshot shows. */
  s: z.number().int().min(0),
  /** Server time (ms) when sent, for a first clock estimate. */
  now: z.number(),
  state: GameViewSchema,
  clientId: z.string(),
});
export const UpdateSchema = z.object({
  t: z.literal('up'),
  /** Sequence number after this update; a client that sees a gap sends `sync`. */
  s: z.number().int().min(1),
  p: PatchSchema,
});
export const AckSchema = z.object({
  t: z.literal('ack'),
  id: z.union([z.string(), z.number()]),
  s: z.number(),
  /** The command's key was already logged: this is its original ack, nothing was applied again. */
  dup: z.literal(true).optional(),
});
export const ErrorFrameSchema = z
  .object({ t: z.literal('err'), id: z.union([z.string(), z.number()]).nullable() })
  .extend(ProblemSchema.shape)
  /** `command/stale`: the table's current sequence number. */
  .extend({ s: z.number().int().optional() });
export const PongSchema = z.object({ t: z.literal('pong'), c: z.number(), s: z.number() });
export const ReloadSchema = z.object({ t: z.literal('reload') });
export const ClientInfoSchema = z.object({
  id: z.string(),
  kind: ClientKindSchema,
  table: z.string(),
  feed: FeedSchema,
  page: z.string().nullable(),
  since: z.number(),
  address: z.string().nullable(),
});
export const ClientsSchema = z.object({ t: z.literal('clients'), list: z.array(ClientInfoSchema) });
/** Registry changes since the last push: `add` replaces any client of the same id, `gone` ids left. */
export const ClientsChangedSchema = z.object({
  t: z.literal('clients-changed'),
  add: z.array(ClientInfoSchema),
  gone: z.array(z.string()),
});

/** Per-table settings (HTTP `GET/PUT /api/v1/tables/:id/settings`), kept across restarts. */
export const TableSettingsSchema = z
  .object({
    /** Seconds each feed lags behind the table, to match a delayed stream (0-600). */
    feedDelays: z.partialRecord(FeedSchema, z.number().min(0).max(600)),
    /** The table's label on screen when no tournament names it (the corner bug); null: its id. */
    label: z.string().trim().min(1).max(40).nullable().optional(),
    /** The director's switches (src/protocol/display.ts); absent: the defaults (all on but past nights). */
    display: DisplaySchema.optional(),
  })
  .partial({ feedDelays: true })
  .strict();
export type TableSettings = z.infer<typeof TableSettingsSchema>;

/**
 * Tournaments (HTTP, docs/protocol.md "Tournaments"): a tournament groups tables; each finished
 * game of its tables counts in its standings. Reads are open (public results only), changes need
 * the operator token:
 *   PUT  /api/v1/tournaments/:id            TournamentInput -> Tournament (create or replace)
 *   GET  /api/v1/tournaments                -> { tournaments: Tournament[] }
 *   GET  /api/v1/tournaments/:id            -> TournamentDetail (its tables and finished games)
 *   GET  /api/v1/tournaments/:id/standings  -> Standings
 * The same Standings arrive over WebSocket as a `standings` frame to every client of the
 * tournament's tables: after `snap` on hello, and whenever a finished game changes the table.
 */
export const TournamentIdSchema = TableIdSchema;
/** Most players one tournament lists (every path that writes checks it: `tournament/player-limit`). */
export const MAX_TOURNAMENT_PLAYERS = 1000;
export const TournamentInputSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    ruleset: RulesetIdSchema,
    /** A table belongs to at most one tournament. */
    tables: z.array(TableIdSchema).max(64),
    /**
     * Variants its tables play (firstDay, firstKilledPick, loneNominee, awardLimits): filled into
     * their game/new.
     */
    options: RulesetOptionsSchema.optional(),
    /** Its roster: the panel suggests these players first when seating (issue 9). */
    players: z.array(PlayerIdSchema).max(MAX_TOURNAMENT_PLAYERS).optional(),
    /** Its look on screen (issue 9); a PUT without it keeps the identity the tournament had. */
    identity: IdentityInputSchema.optional(),
    /**
     * Each table's judge (issue 40), given to the table's next game/new; a PUT without it keeps
     * the judges the tournament had. A table of another tournament is refused.
     */
    judges: z.record(TableIdSchema, JudgeSchema).optional(),
  })
  .strict();
export type TournamentInput = z.infer<typeof TournamentInputSchema>;
export const TournamentSchema = TournamentInputSchema.extend({ id: TournamentIdSchema });
export type Tournament = z.infer<typeof TournamentSchema>;
/** `GET /api/v1/tournaments`. */
export const TournamentListSchema = z.object({ tournaments: z.array(TournamentSchema) });
/**
 * `POST /api/v1/tournaments/:id/final` (issue 40.5, stages): a final after this qualifying round,
 * a tournament of its own (its seating, its standings) with the qualifying's top `players`.
 */
export const FinalInputSchema = z
  .object({
    id: TableIdSchema,
    name: z.string().trim().min(1).max(100),
    players: z.number().int().min(1).max(MAX_TOURNAMENT_PLAYERS),
    tables: z.array(TableIdSchema).min(1).max(64),
  })
  .strict();
export type FinalInput = z.infer<typeof FinalInputSchema>;

/** A finished game's public result: who sat where and their points (no roles, no night actions). */
export const FinishedGameSchema = z.object({
  /** Export id (GET /api/v1/games/:id/protocol.json) once archived; the game id while on its table. */
  id: z.string(),
  gameId: z.string(),
  table: TableIdSchema,
  winner: z.enum(WINNERS),
  /** false: still on its table (judge's awards may change it until the next game/new). */
  archived: z.boolean(),
  seats: z.array(
    z.object({
      seat: SeatSchema,
      nickname: z.string(),
      player: PlayerIdSchema.optional(),
      main: z.number(),
      extras: z.number(),
      total: z.number(),
    }),
  ),
});
export type FinishedGame = z.infer<typeof FinishedGameSchema>;
export const TournamentDetailSchema = TournamentSchema.extend({ games: z.array(FinishedGameSchema) });
export type TournamentDetail = z.infer<typeof TournamentDetailSchema>;

/** One player's line in the tournament table (the engine's scoring `Standing`). */
export const StandingSchema = z.object({
  /** The roster's current nickname for a player's row. */
  nickname: z.string(),
  /** The roster player the row counts (absent: a typed name, counted by its text). */
  player: PlayerIdSchema.optional(),
  games: z.number().int(),
  wins: z.number().int(),
  /** Wins as Sheriff or Don (tie-break). */
  roleWins: z.number().int(),
  firstNightDeaths: z.number().int(),
  /** Games and wins by the role dealt, the roles played only (the player's card; issue 38.12). */
  byRole: z.array(z.object({ role: RoleSchema, games: z.number().int(), wins: z.number().int() })).optional(),
  main: z.number(),
  extras: z.number(),
  compensation: z.number(),
  total: z.number(),
  tieBreakExtras: z.number(),
  /** 1-based; equal players share a rank. */
  rank: z.number().int(),
  /** Equal on every tie-break: the rules send them to a lot. */
  lotNeeded: z.boolean(),
  /** A red card in one of the tournament's games: out of the tournament (MafClub 4.18, FIIM 7.3). */
  banned: z.boolean().optional(),
  /** Games he was removed from for a serious violation (MafClub 4.17.5 counts repeats). */
  removals: z.number().int().optional(),
  /** Automatic replays he caused (MafClub 4.15.1 counts repeats). */
  autoReplays: z.number().int().optional(),
});
export type Standing = z.infer<typeof StandingSchema>;
export const StandingsSchema = z.object({
  tournament: TournamentIdSchema,
  name: z.string(),
  ruleset: RulesetIdSchema,
  /** Finished games counted. */
  games: z.number().int(),
  /** Best first. */
  rows: z.array(StandingSchema),
});
export type Standings = z.infer<typeof StandingsSchema>;
export const StandingsFrameSchema = StandingsSchema.extend({ t: z.literal('standings') });
export type StandingsFrame = z.infer<typeof StandingsFrameSchema>;
/**
 * The table is in no tournament (any more): forget the standings. Sent after `snap` for such a
 * table, and to a table's clients when it leaves its tournament. A frame of its own, not
 * `standings` with nulls, so that a page loaded before this frame existed simply ignores it.
 */
export const NoStandingsFrameSchema = z.object({ t: z.literal('no-standings') });

/** OBS scene switching status, pushed to operators who watch the client registry (`clients`). */
export const ObsFrameSchema = z.object({
  t: z.literal('obs'),
  status: ObsStatusSchema,
  /** The table on air: the one OBS follows and `table=on-air` overlays show. */
  onAir: TableIdSchema.optional(),
});

export const ServerFrameSchema = z.discriminatedUnion('t', [
  SnapshotSchema,
  UpdateSchema,
  AckSchema,
  ErrorFrameSchema,
  PongSchema,
  ReloadSchema,
  ClientsSchema,
  ClientsChangedSchema,
  StandingsFrameSchema,
  ObsFrameSchema,
  NoStandingsFrameSchema,
  IdentityFrameSchema,
  DraftRevealFrameSchema,
  DraftProgressFrameSchema,
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;
export type Snapshot = z.infer<typeof SnapshotSchema>;
export type Update = z.infer<typeof UpdateSchema>;
export type ClientInfo = z.infer<typeof ClientInfoSchema>;
