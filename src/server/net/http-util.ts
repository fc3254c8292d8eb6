import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Problem, Result } from '../../protocol/index.ts';
import type { z } from 'zod';
import { issues } from './frames.ts';
import { langOf, problem, told } from '../problems.ts';

/** Shared by the HTTP API files: JSON replies, typed errors with their status, bodies, tokens. */
export const MAX_BODY = 64 * 1024;

const STATUS: Record<string, number> = {
  'auth/token': 401,
  'auth/spectator-key': 403,
  'http/forbidden-host': 403,
  'http/forbidden-origin': 403,
  'http/not-found': 404,
  'table/unknown': 404,
  'game/unknown': 404,
  'tournament/unknown': 404,
  'tournament/invalid': 400,
  'player/unknown': 404,
  'player/invalid': 400,
  'player/nickname-taken': 409,
  'player/limit': 409,
  'tournament/player-limit': 409,
  'import/invalid': 400,
  'game/damaged': 503,
  'tournament/table-taken': 409,
  'seating/invalid': 422,
  'seating/too-few-players': 422,
  'seating/none': 404,
  'seating/busy': 409,
  'seating/damaged': 503,
  // the hub's compute workers (src/server/compute/workers.ts): the same request may pass later
  'worker/busy': 503,
  'worker/timeout': 503,
  'worker/failed': 500,
  // the hub is full, not the request malformed: the same request succeeds once one is freed
  'tournament/limit': 409,
  // the sender's view is out of date: a precondition failure, not a malformed request
  'command/stale': 409,
  'http/method': 405,
  'http/too-large': 413,
  'media/too-large': 413,
  'media/bad-type': 415,
  'identity/low-contrast': 422,
  'export/unsupported': 422,
  'export/misread': 422,
  'export/bad-from': 400,
  'export/bad-gap': 400,
  'export/no-recording': 404,
  'rate/limited': 429,
  'store/write-failed': 503,
  'table/damaged': 503,
  'store/file-damaged': 503,
  'obs/unreachable': 502,
  'obs/failed': 502,
  'obs/timeout': 504,
  'draft/none': 404,
  'draft/bad-key': 403,
  'draft/wrong-seat': 403,
  'draft/no-seat': 400,
  'draft/limit': 503,
};
/** Hub errors map by code; anything else is the engine refusing a move: 409 Conflict. */
const statusOf = (p: Problem) => STATUS[p.code] ?? (/^(frame|command|table|feed)\//.test(p.code) ? 400 : 409);

/** `encode`: the draft's answers are padded to one length (src/server/draft/fixed-length.ts). */
export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  encode: (v: unknown) => string = (v) => JSON.stringify(v),
): void {
  const text = encode(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
  });
  res.end(text);
}
/** `extra`: fields beside the error (`command/stale` tells the current `s`). */
export const fail = (res: ServerResponse, p: Problem, extra: object = {}) =>
  json(res, statusOf(p), { error: told(p, langOf(res.req)), ...extra });

export function tokenOf(req: IncomingMessage): string | undefined {
  const auth = req.headers.authorization;
  if (typeof auth === 'string' && /^Bearer /i.test(auth)) return auth.slice(7).trim();
  const h = req.headers['x-operator-token'];
  return typeof h === 'string' ? h : undefined;
}

/** The body's bytes up to `max`; null when larger or cut. */
export function readBytes(req: IncomingMessage, max: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // Oversized bodies are drained (not stored) so the 413 reaches the client.
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= max) chunks.push(c);
    });
    req.on('end', () => resolve(size > max ? null : Buffer.concat(chunks)));
    req.on('error', () => resolve(null));
  });
}

export async function readBody(req: IncomingMessage): Promise<string | null> {
  return (await readBytes(req, MAX_BODY))?.toString('utf8') ?? null;
}

export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The request body as JSON, or the typed error to answer with. */
export async function readJson(req: IncomingMessage): Promise<Result<{ value: unknown }>> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY)
    return { ok: false, error: problem('http/too-large') };
  const body = await readBody(req);
  if (body === null) return { ok: false, error: problem('http/too-large') };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false, error: problem('frame/malformed-json') };
  }
}

/** The request body checked against `schema` (`frame/invalid` names the fields), or the error to answer with. */
export async function readInput<T>(
  req: IncomingMessage,
  schema: z.ZodType<T>,
): Promise<Result<{ value: T }>> {
  const body = await readJson(req);
  if (!body.ok) return body;
  const parsed = schema.safeParse(body.value);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: problem('frame/invalid', issues(parsed.error)) };
}

/** One API request as a route sees it: `path` is after `/api/v1`; `operator`: the token matched. */
export interface ApiCall {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  path: string;
  operator: boolean;
}

/** A route answers (true, or the promise of its answer) or says the path is not its own (false). */
export type Route<C> = (ctx: C, call: ApiCall) => Promise<void> | boolean;
