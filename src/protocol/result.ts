import type { Problem } from './common.ts';

/**
 * What can fail, as a value: `ok: true` with the answer's fields (`Result<{ table: Table }>`), or
 * `ok: false` with the typed error (and `F`, fields a refusal carries beside it). Shared by the
 * engine, the hub and the pages (errors are values).
 */
export type Result<T extends object = object, E = Problem, F extends object = object> =
  ({ ok: true } & T) | ({ ok: false; error: E } & F);

/**
 * A check's answer: the Problem that refuses, or null when it passes. Written out on every path
 * (`return null`): a check never ends in an implicit undefined the compiler cannot see.
 */
export type Check = Problem | null;

/** The one check for a Problem returned in place of a value (`Problem | X`). */
export const isProblem = (x: unknown): x is Problem =>
  typeof x === 'object' && x !== null && 'code' in x && 'message' in x;
