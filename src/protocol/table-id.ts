/**
 * A table id (also a directory name): lowercase letters, digits and dashes, up to 32, never `on-air`.
 * No zod: pages use it.
 */
export const TABLE_ID = /^(?!on-air$)[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * What an overlay may ask for instead of a table: the table on air (the one OBS follows,
 * `PUT /api/v1/obs {"table"}`). Its page shows that table and moves with it, without a reload.
 */
export const ON_AIR = 'on-air';

/** A table id, or `on-air` (overlays, OBS setup). */
export const isTableOrOnAir = (s: string): boolean => s === ON_AIR || TABLE_ID.test(s);
