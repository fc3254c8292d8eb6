import { z } from 'zod';
import { ProblemSchema, type Problem, type Result } from '../protocol/index.ts';
import { problem } from './page-problems.ts';

/** A hub answer read through its schema: the value, or the hub's problem (null: no answer at all). */
export type Answer<T> = Result<{ value: T }, Problem | null>;

export const ErrorReply = z.object({ error: ProblemSchema });

/**
 * The operator pages' one HTTP call to the hub's API with the operator token (the panel, the judge's
 * role draft). What comes back is checked against `schema` (the hub's own contract, src/protocol):
 * another shape is `client/bad-reply`.
 */
export async function hubCall<S extends z.ZodType>(
  path: string,
  token: string,
  schema: S,
  init: RequestInit = {},
): Promise<Answer<z.infer<S>>> {
  let res: Response;
  let body: unknown;
  try {
    res = await fetch(`/api/v1${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
    });
    body = await res.json();
  } catch {
    return { ok: false, error: null }; // offline: the caller says so
  }
  if (res.ok) {
    const value = schema.safeParse(body);
    return value.success
      ? { ok: true, value: value.data }
      : { ok: false, error: problem('client/bad-reply') };
  }
  return { ok: false, error: ErrorReply.safeParse(body).data?.error ?? problem('client/bad-reply') };
}
