import type { z } from 'zod';
import {
  ClientFrameSchema,
  GameCommandSchema,
  type ClientFrame,
  type Problem,
  type Result,
} from '../../protocol/index.ts';
import { detail, problem } from '../problems.ts';

const COMMAND_TYPES = new Set<string>(GameCommandSchema.options.map((o) => o.shape.type.value));
/** Each frame type's own schema: `t` is checked first, so the frame is parsed once, by its schema. */
const FRAME_SCHEMAS = new Map<string, z.ZodType<ClientFrame>>(
  ClientFrameSchema.options.map((o) => [o.shape.t.value, o]),
);

/** `hello`: the refused frame was a hello (before hello, a connection refused it cannot go on). */
export type Parsed = Result<{ frame: ClientFrame }, Problem, { id: string | number | null; hello?: true }>;

/** Ids longer than the schema allows are never echoed (a 60 KB id would be copied into every reply). */
export const MAX_ID_CHARS = 64;
/** Error details quote field names and keys from the frame: kept short for the same reason. */
const MAX_DETAIL_CHARS = 300;

export function issues(error: z.ZodError): string {
  const text = error.issues
    .slice(0, 3)
    .map((i) => `${i.path.map((k) => (typeof k === 'symbol' ? '?' : k)).join('.') || '(root)'}: ${i.message}`)
    .join('; ');
  return text.length > MAX_DETAIL_CHARS ? `${text.slice(0, MAX_DETAIL_CHARS)}…` : text;
}

/** The id to answer a frame by: as sent if the schema could accept it, else null. */
export function echoId(id: unknown): string | number | null {
  if (typeof id === 'string') return id.length <= MAX_ID_CHARS ? id : null;
  return typeof id === 'number' && Number.isSafeInteger(id) ? id : null;
}

/** A value from a hostile frame named in an error: only strings are quoted, never converted. */
function named(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value.slice(0, 40)) : `(${typeof value})`;
}

/** Own property only: `obj.type` on `{}` would find Object.prototype members by name. */
function own(obj: unknown, key: string): unknown {
  return typeof obj === 'object' && obj !== null && Object.hasOwn(obj, key)
    ? (obj as Record<string, unknown>)[key]
    : undefined;
}

/** Text of one WebSocket frame -> a typed client frame, or the precise reason it is refused. */
export function parseClientFrame(text: string): Parsed {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, id: null, error: problem('frame/malformed-json') };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, id: null, error: problem('frame/invalid', detail('notObject')) };
  const t = own(raw, 't');
  const id = echoId(own(raw, 'id'));
  const schema = typeof t === 'string' ? FRAME_SCHEMAS.get(t) : undefined;
  if (typeof t !== 'string' || !schema)
    return { ok: false, id, error: problem('frame/unknown-type', named(t)) };
  if (t === 'cmd') {
    const type = own(own(raw, 'c'), 'type');
    if (typeof type !== 'string' || !COMMAND_TYPES.has(type))
      return { ok: false, id, error: problem('command/unknown', named(type)) };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const code = t === 'cmd' ? 'command/invalid' : 'frame/invalid';
    const error = problem(code, issues(parsed.error));
    return t === 'hello' ? { ok: false, id, error, hello: true } : { ok: false, id, error };
  }
  return { ok: true, frame: parsed.data };
}

/** A command given on its own (HTTP API): the same codes as over WebSocket. */
export function parseCommand(raw: unknown): Result<{ command: z.infer<typeof GameCommandSchema> }> {
  const type = own(raw, 'type');
  if (typeof type !== 'string' || !COMMAND_TYPES.has(type))
    return { ok: false, error: problem('command/unknown', named(type)) };
  const parsed = GameCommandSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: problem('command/invalid', issues(parsed.error)) };
  return { ok: true, command: parsed.data };
}

/** The id of a command frame, or null (not JSON, not a command): for answering refused frames. */
export function commandId(data: unknown): string | number | null {
  try {
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : String(data);
    const frame: unknown = JSON.parse(text);
    if (typeof frame !== 'object' || frame === null || !Object.hasOwn(frame, 't')) return null;
    const { t, id } = frame as { t?: unknown; id?: unknown };
    return t === 'cmd' ? echoId(id) : null;
  } catch {
    return null;
  }
}
