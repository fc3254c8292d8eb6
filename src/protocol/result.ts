import type { Problem } from './common.ts';

/**
 * What can fail, as a value: `ok: true` with the answer's fields (`Result<{ table: Table }>`), or
 * `ok: false` with the typed error. Shared by the engine, the hub and the pages (errors are values).
 */
export type Result<T extends object = object, E = Problem> = ({ ok: true } & T) | { ok: false; error: E };

/** The one check for a Problem returned in place of a value (`Problem | X`). */
export const isProblem = (x: unknown): x is Problem =>
  typeof x === 'object' && x !== null && 'code' in x && 'message' in x;
