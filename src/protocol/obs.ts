import { z } from 'zod';
import { TABLE_ID } from './table-id.ts';
import { PhaseSchema, StageSchema } from './view.ts';

/**
 * OBS scene switching (HTTP `GET/PUT /api/v1/obs`). The hub follows one table's game and switches
 * OBS's program scene when the game moves to a step mapped to another scene. A stage's entry wins
 * over its phase's; steps with no entry leave OBS alone (the operator may have cut to a camera).
 */
export const SceneMapSchema = z.partialRecord(
  z.union([StageSchema, PhaseSchema]),
  z.string().min(1).max(200),
);
export type SceneMap = z.infer<typeof SceneMapSchema>;

/** The template productions get unless they name their own: "Mafia Seat 4" next to "Mafia Day". */
export const SPEAKER_SCENE_TEMPLATE = 'Mafia Seat {n}';

/**
 * OBS follows the speaker (issue 23): for productions with a camera per seat, while a seat speaks
 * (its speech, tie speech or last word: the view's `speaker`) OBS shows that seat's scene instead
 * of the stage's. Absent (settings saved before it existed) or `enabled: false`: off.
 */
export const SpeakerScenesSchema = z
  .object({
    enabled: z.boolean(),
    /** The seat's scene; `{n}` is its number ("Mafia Seat {n}": seat 4 -> "Mafia Seat 4"). */
    template: z.string().min(1).max(200).default(SPEAKER_SCENE_TEMPLATE),
    /** Seats whose scene is named otherwise: `{ "7": "Wide 7" }`. */
    seats: z
      .record(z.string().regex(/^(?:[1-9]|1[0-6])$/, 'a seat number, 1-16'), z.string().min(1).max(200))
      .optional(),
  })
  .strict();
export type SpeakerScenes = z.infer<typeof SpeakerScenesSchema>;
export const SPEAKER_SCENES_OFF: SpeakerScenes = { enabled: false, template: SPEAKER_SCENE_TEMPLATE };

export const ObsSettingsSchema = z
  .object({
    enabled: z.boolean(),
    /** obs-websocket 5 address, e.g. ws://127.0.0.1:4455 (OBS: Tools -> WebSocket Server Settings). */
    url: z.string().regex(/^wss?:\/\/\S+$/, 'a ws:// or wss:// address'),
    /** Write-only: never sent back by the API. */
    password: z.string().max(200).optional(),
    /** The table whose game drives the scenes. */
    table: z.string().regex(TABLE_ID),
    scenes: SceneMapSchema,
    /** Optional: files written before it load as they are (off). */
    speakerScenes: SpeakerScenesSchema.optional(),
  })
  .strict();
export type ObsSettings = z.infer<typeof ObsSettingsSchema>;

export const DEFAULT_OBS_SETTINGS: ObsSettings = {
  enabled: false,
  url: 'ws://127.0.0.1:4455',
  table: 'main',
  scenes: {
    setup: 'Mafia Day',
    day: 'Mafia Day',
    voting: 'Mafia Voting',
    revote: 'Mafia Voting',
    eliminateAllVote: 'Mafia Voting',
    night: 'Mafia Night',
    finished: 'Mafia Results',
  },
};

export const ObsStatusSchema = z.object({
  /**
   * `offline`: OBS refused or dropped the connection; `timeout`: no answer within the connect
   * timeout (both are retried with backoff); `auth-failed`: OBS refused the password (4009),
   * not retried until the settings change.
   */
  state: z.enum(['off', 'connecting', 'connected', 'offline', 'timeout', 'auth-failed']),
  /** OBS and obs-websocket versions once connected. */
  obsVersion: z.string().nullable(),
  currentScene: z.string().nullable(),
  /** Mapped scenes that OBS does not have (create them, or change the map). */
  missingScenes: z.array(z.string()),
  lastError: z.string().nullable(),
  /** Last automatic switch: which scene, when (server ms). */
  lastSwitch: z.object({ scene: z.string(), at: z.number() }).nullable(),
  /** When the next connection attempt starts (server ms), while one is scheduled. */
  retryAt: z.number().nullable().optional(),
});
export type ObsStatus = z.infer<typeof ObsStatusSchema>;

/**
 * `<data>/recordings.json` (issue 38.15): when OBS recorded, as the hub saw it (hub ms), the
 * latest 100: VOD chapters count from a recording's start (`chapters.txt?from=recording`).
 */
export const RecordingSchema = z.object({ start: z.number(), end: z.number().nullable() }).strict();
export type Recording = z.infer<typeof RecordingSchema>;
export const RecordingsFileSchema = z
  .object({ v: z.literal(1).optional(), recordings: z.array(RecordingSchema).max(100) })
  .strict();
