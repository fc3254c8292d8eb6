import type { IncomingMessage, ServerResponse } from 'node:http';
import { TableIdSchema } from '../../protocol/messages.ts';
import type { Problem } from '../../protocol/index.ts';
import type { HubContext } from '../connection.ts';
import { fail } from '../http-util.ts';
import { problem } from '../problems.ts';
import { planFor, sceneCollection, type PlanInput } from './scene-collection.ts';

/**
 * `/obs/scene-collection`: the OBS scenes and browser sources of one table, as a file. Operator
 * only: the URLs carry the spectator key. Returns false when the path is not its own.
 */
export function obsSetupRoute(
  ctx: HubContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  path: string,
  operator: boolean,
): boolean {
  if (path !== '/obs/scene-collection') return false;
  if (!operator) return (fail(res, problem('auth/token')), true);
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return (fail(res, problem('http/method')), true);
  const input = planInput(ctx, url);
  if ('code' in input) return (fail(res, input), true);
  const name = `Mafia ${input.table}`;
  const text = JSON.stringify(sceneCollection(name, planFor(input)), null, 4);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'content-disposition': `attachment; filename="${name}.json"`,
    'cache-control': 'no-store',
  });
  res.end(method === 'HEAD' ? undefined : text);
  return true;
}

/** `?table=` (default: the table OBS follows) and `?lang=ru|en` (default ru). */
export function planInput(ctx: HubContext, url: URL): PlanInput | Problem {
  const table = TableIdSchema.safeParse(url.searchParams.get('table') ?? ctx.obs.settings.table);
  if (!table.success) return problem('table/invalid');
  const lang = url.searchParams.get('lang') ?? 'ru';
  if (lang !== 'ru' && lang !== 'en') return problem('frame/invalid', 'lang: ru or en');
  return {
    hubUrl: ctx.url,
    table: table.data,
    lang,
    spectatorKey: ctx.spectatorKey,
    scenes: ctx.obs.settings.scenes,
  };
}
