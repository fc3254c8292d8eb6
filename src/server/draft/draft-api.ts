import type { IncomingMessage } from 'node:http';
import type { z } from 'zod';
import { DraftJudgeActionSchema, DraftOpenRequestSchema, type Result } from '../../protocol/index.ts';
import { issues } from '../net/frames.ts';
import { fail, json, readBody, safeDecode, type ApiCall } from '../net/http-util.ts';
import type { Drafts } from './drafts.ts';
import { problem } from '../problems.ts';
import { turnOf } from './deck.ts';
import { fixedLengthJson } from './fixed-length.ts';

interface Ctx {
  drafts: Drafts;
  url: string;
}

/**
 * `/tables/:id/draft` (GET: the draft with every role; POST: open it) and `/tables/:id/draft/judge`
 * (POST: force a draw, close a card, hand a seat's link to a new device, deal again): the operator token only. The pages use `/ws` (a hello of kind `draft`).
 */
export function draftRoute(ctx: Ctx, { req, res, url, path, operator }: ApiCall): Promise<void> | boolean {
  const m = /^\/tables\/([^/]+)\/draft(\/judge)?$/.exec(path);
  if (!m) return false;
  const table = safeDecode(m[1] ?? '');
  const judge = m[2] !== undefined;
  if (req.method !== 'POST' && (judge || (req.method !== 'GET' && req.method !== 'HEAD'))) {
    fail(res, problem('http/method'));
    return true;
  }
  if (!operator) {
    fail(res, problem('auth/token'));
    return true;
  }
  // `?roles=none`: the panel's and the tablet's answer, which show no role and so are sent none
  const roles = url.searchParams.get('roles') !== 'none';
  const shown = () => {
    const d = ctx.drafts.get(table);
    return d
      ? json(res, 200, ctx.drafts.status(d, ctx.url, roles), fixedLengthJson)
      : fail(res, problem('draft/none'));
  };
  if (req.method !== 'POST') {
    shown();
    return true;
  }
  return (async () => {
    if (!judge) {
      const body = await input(req, DraftOpenRequestSchema);
      if (!body.ok) return fail(res, body.error);
      const opened = ctx.drafts.open(table, body.value.fresh ?? false);
      return opened.ok ? shown() : fail(res, opened.error);
    }
    const body = await input(req, DraftJudgeActionSchema);
    if (!body.ok) return fail(res, body.error);
    const action = body.value;
    const d = ctx.drafts.get(table);
    if (!d) return fail(res, problem('draft/none'));
    const r =
      action.action === 'deal'
        ? await ctx.drafts.deal(table)
        : action.action === 'hand'
          ? ctx.drafts.hand(table, action.seat ?? 0)
          : action.action === 'close'
            ? await ctx.drafts.act(table, 'close', action.seat, 'judge')
            : await ctx.drafts.act(table, 'draw', action.seat ?? turnOf(d) ?? 0, 'judge');
    return r.ok ? shown() : fail(res, r.error);
  })();
}

/** The body checked against `schema`; an empty body is `{}`. */
async function input<T>(req: IncomingMessage, schema: z.ZodType<T>): Promise<Result<{ value: T }>> {
  const text = await readBody(req);
  if (text === null) return { ok: false, error: problem('http/too-large') };
  let raw: unknown;
  try {
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, error: problem('frame/malformed-json') };
  }
  const parsed = schema.safeParse(raw);
  return parsed.success
    ? { ok: true, value: parsed.data }
    : { ok: false, error: problem('frame/invalid', issues(parsed.error)) };
}
