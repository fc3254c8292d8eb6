import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ObsLink } from './index.ts';
import { fail, json, readJson } from '../net/http-util.ts';
import { problem } from '../problems.ts';

/** What these routes use of the hub. */
interface Ctx {
  obs: ObsLink;
}

/**
 * `/obs` of the HTTP API: GET the scene-switching settings (never the password) and status, PUT
 * a change (any subset of the settings). Both need the operator token: the settings say where OBS
 * is and how to get in.
 */
export async function obsRoute(ctx: Ctx, req: IncomingMessage, res: ServerResponse, operator: boolean) {
  if (!operator) return fail(res, problem('auth/token'));
  const method = req.method ?? 'GET';
  if (method === 'PUT') {
    const body = await readJson(req);
    if (!body.ok) return fail(res, body.error);
    const refused = await ctx.obs.configure(body.value);
    if (refused) return fail(res, refused);
  } else if (method !== 'GET' && method !== 'HEAD') return fail(res, problem('http/method'));
  json(res, 200, { settings: ctx.obs.publicSettings(), status: ctx.obs.status() });
}
