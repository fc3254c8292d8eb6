import type { DataDir } from '../store/data-dir.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { IdentityInputSchema, TableIdSchema, type Problem } from '../../protocol/index.ts';
import type { EventTally } from '../event-tally.ts';
import type { Tournaments } from './tournaments.ts';
import { fail, json, safeDecode, type ApiCall } from '../net/http-util.ts';
import { MAX_IMAGE_BYTES, readImageBody, storeImage } from '../site/media.ts';
import { detail, problem } from '../problems.ts';
import { putTournament } from './tournament-api.ts';
import { render } from '../../words/index.ts';

/** What these routes use of the hub. */
interface Ctx {
  data: DataDir;
  events: EventTally;
  tournaments: Tournaments;
}

/**
 * Branding over HTTP (docs/protocol.md "Tournament identity"):
 *   GET  /tournaments/:id/identity   -> IdentityInput as set (open, like the tournament)
 *   PUT  /tournaments/:id/identity   IdentityInput -> Tournament (operator token)
 *   GET  /tables/:id/identity        -> Identity, what the table's overlays show (open)
 *   POST /media/brand                image bytes -> { path } (operator token)
 * Returns false if the path is none of these.
 */
export function identityRoute(ctx: Ctx, { req, res, path, operator }: ApiCall): Promise<void> | boolean {
  const method = req.method ?? 'GET';
  const reading = method === 'GET' || method === 'HEAD';
  if (path === '/media/brand') {
    if (method !== 'POST') fail(res, problem('http/method'));
    else return upload(ctx, req, res, operator);
    return true;
  }
  const table = /^\/tables\/([^/]+)\/identity$/.exec(path);
  if (table) {
    const id = safeDecode(table[1] ?? '');
    if (!reading) fail(res, problem('http/method'));
    else if (!TableIdSchema.safeParse(id).success) fail(res, problem('table/invalid'));
    else json(res, 200, ctx.tournaments.identity(id));
    return true;
  }
  const m = /^\/tournaments\/([^/]+)\/identity$/.exec(path);
  if (!m) return false;
  const id = safeDecode(m[1] ?? '');
  if (method === 'PUT')
    return putTournament({ req, res, operator }, IdentityInputSchema, (input) =>
      ctx.tournaments.putIdentity(id, input),
    );
  const found = ctx.tournaments.find(id);
  if (!reading) fail(res, problem('http/method'));
  else if (!found.ok) fail(res, found.error);
  else json(res, 200, found.tournament.identity ?? {});
  return true;
}

/** A logo (tournament or sponsor), scaled by the panel first; stored under its hash. */
async function upload(ctx: Ctx, req: IncomingMessage, res: ServerResponse, operator: boolean) {
  if (!operator) return fail(res, problem('auth/token'));
  const refuse = (p: Problem) => {
    ctx.events.note('refused-file', `logo upload: ${render('en', p.message)}`);
    fail(res, p);
  };
  if (Number(req.headers['content-length'] ?? 0) > MAX_IMAGE_BYTES)
    return refuse(problem('media/too-large', detail('bytes', { n: Number(req.headers['content-length']) })));
  const bytes = await readImageBody(req);
  if (!bytes) return refuse(problem('media/too-large'));
  const stored = storeImage(ctx.data, 'brand', bytes);
  if (!stored.ok) return refuse(stored.error);
  json(res, 201, { path: stored.path });
}
