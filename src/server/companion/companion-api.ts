import { TableIdSchema } from '../../protocol/index.ts';
import { companionConfig, companionPage } from './companion.ts';
import type { CompanionPush } from './companion-push.ts';
import { fail, json, readJson, type ApiCall } from '../net/http-util.ts';
import { problem } from '../problems.ts';

/** What these routes use of the hub. */
interface Ctx {
  companion: CompanionPush;
  operatorToken: string;
  url: string;
}

/**
 * `/companion` (GET the button-feedback settings, PUT a change), `/companion/page?table=` (the
 * buttons of docs/companion.md) and `/companion/config?table=` (a
 * full Companion configuration: the page of docs/companion.md with feedback and its custom
 * variables). Operator only: the configuration carries the token. False when the path is not its own.
 */
export function companionRoute(
  ctx: Ctx,
  { req, res, url, path, operator }: ApiCall,
): Promise<void> | boolean {
  if (path !== '/companion' && path !== '/companion/config' && path !== '/companion/page') return false;
  if (!operator) {
    fail(res, problem('auth/token'));
    return true;
  }
  const method = req.method ?? 'GET';
  if (path !== '/companion') {
    // the page alone (no feedback), or the full configuration with its custom variables
    const make = path === '/companion/page' ? companionPage : companionConfig;
    if (method !== 'GET' && method !== 'HEAD') fail(res, problem('http/method'));
    else {
      const table = TableIdSchema.safeParse(url.searchParams.get('table') ?? 'main');
      if (!table.success) fail(res, problem('table/invalid'));
      else json(res, 200, make({ hubUrl: ctx.url, table: table.data, operatorToken: ctx.operatorToken }));
    }
    return true;
  }
  if (method === 'PUT') return put(ctx, { req, res });
  if (method !== 'GET' && method !== 'HEAD') fail(res, problem('http/method'));
  else json(res, 200, ctx.companion.settings);
  return true;
}

async function put(ctx: Ctx, { req, res }: Pick<ApiCall, 'req' | 'res'>): Promise<void> {
  const body = await readJson(req);
  if (!body.ok) return fail(res, body.error);
  const refused = ctx.companion.configure(body.value);
  if (refused) return fail(res, refused);
  json(res, 200, ctx.companion.settings);
}
