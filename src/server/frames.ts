import type { z } from 'zod';
import { ClientFrameSchema, GameCommandSchema, type ClientFrame, type Problem } from '../protocol/index.ts';
import { problem } from './problems.ts';

const COMMAND_TYPES = new Set<string>(GameCommandSchema.options.map((o) => o.shape.type.value));
const FRAME_TYPES = new Set<string>(ClientFrameSchema.options.map((o) => o.shape.t.value));

export type Parsed =
  { ok: true; frame: ClientFrame } | { ok: false; id: string | number | null; error: Problem };

export function issues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
    .join('; ');
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
    return { ok: false, id: null, error: problem('frame/invalid', 'expected a JSON object') };
  const obj = raw as Record<string, unknown>;
  const id = typeof obj.id === 'string' || typeof obj.id === 'number' ? obj.id : null;
  if (typeof obj.t !== 'string' || !FRAME_TYPES.has(obj.t))
    return { ok: false, id, error: problem('frame/unknown-type', String(obj.t).slice(0, 40)) };
  if (obj.t === 'cmd') {
    const c = obj.c as Record<string, unknown> | null | undefined;
    const type = typeof c === 'object' && c !== null ? c.type : undefined;
    if (typeof type !== 'string' || !COMMAND_TYPES.has(type))
      return { ok: false, id, error: problem('command/unknown', String(type).slice(0, 40)) };
  }
  const parsed = ClientFrameSchema.safeParse(raw);
  if (!parsed.success) {
    const code = obj.t === 'cmd' ? 'command/invalid' : 'frame/invalid';
    return { ok: false, id, error: problem(code, issues(parsed.error)) };
  }
  return { ok: true, frame: parsed.data };
}

/** A command given on its own (HTTP API): the same codes as over WebSocket. */
export function parseCommand(
  raw: unknown,
): { ok: true; command: z.infer<typeof GameCommandSchema> } | { ok: false; error: Problem } {
  const c = raw as Record<string, unknown> | null;
  const type = typeof c === 'object' && c !== null ? c.type : undefined;
  if (typeof type !== 'string' || !COMMAND_TYPES.has(type))
    return { ok: false, error: problem('command/unknown', String(type).slice(0, 40)) };
  const parsed = GameCommandSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: problem('command/invalid', issues(parsed.error)) };
  return { ok: true, command: parsed.data };
}
