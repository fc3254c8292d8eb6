import { z } from 'zod';
import { ON_AIR, TABLE_ID } from './table-id.ts';

/**
 * OBS setup in one step (HTTP `POST /api/v1/obs/setup`): the hub creates the mapped scenes and
 * their overlays' browser sources in OBS, and remembers what it created in `<data>/obs-setup.json`
 * so that it never touches anything else and a second run repairs rather than duplicates.
 */
export const ObsSetupRequestSchema = z
  .object({
    /**
     * The table whose overlays the sources show (default: the table OBS follows); `on-air`: one set
     * of sources for every table, showing whichever table is on air.
     */
    table: z.union([z.string().regex(TABLE_ID), z.literal(ON_AIR)]).optional(),
    lang: z.enum(['ru', 'en']).optional(),
    /** false: scenes only (an OBS without the browser source plugin; add sources by hand). */
    sources: z.boolean().optional(),
    /**
     * true: also a scene per seat of the table (its seat count, 10 for a new game) for OBS to follow
     * the speaker, and following switched on. Default: whether following is on.
     */
    speakerScenes: z.boolean().optional(),
  })
  .strict();
export type ObsSetupRequest = z.infer<typeof ObsSetupRequestSchema>;

export const ObsSetupResultSchema = z.object({
  /** What this run created, and the sources whose settings it set back to the hub's. */
  created: z.object({ scenes: z.array(z.string()), inputs: z.array(z.string()), items: z.number().int() }),
  repaired: z.array(z.string()),
  /** Scenes and sources of the set that were already there, made by an earlier run. */
  kept: z.array(z.string()),
  /**
   * Sources an earlier run made that the set no longer has (the separate seats, timer, speaker,
   * voting, night and scores pages before `full` carried the show): removed. Absent when none.
   */
  retired: z.array(z.string()).optional(),
});
export type ObsSetupResult = z.infer<typeof ObsSetupResultSchema>;

/** `obs-setup.json`: the scenes and inputs the hub created in OBS (only these it may change). */
export const DiskObsSetupSchema = z.object({
  v: z.literal(1).optional(),
  scenes: z.array(z.string()),
  inputs: z.array(z.string()),
});
export type ObsSetupRecord = z.infer<typeof DiskObsSetupSchema>;
