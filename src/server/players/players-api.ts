import type { IncomingMessage, ServerResponse } from 'node:http';
import { PlayerInputSchema, PlayerPatchSchema } from '../../protocol/index.ts';
import type { DataDir } from '../store/data-dir.ts';
import type { EventTally } from '../event-tally.ts';
import type { Say } from '../log.ts';
import { fail, json, readInput, safeDecode, type ApiCall } from '../net/http-util.ts';
import { readImageBody, storeImage } from '../site/media.ts';
import { importDroppedPhotos } from './photo-drop.ts';
import type { Roster } from './players.ts';
import { problem } from '../problems.ts';
import { render } from '../../words/index.ts';

/** What these routes use of the hub. */
interface Ctx {
  data: DataDir;
  events: EventTally;
  players: Roster;
  say: Say;
}

/**
 * `/players...` of the HTTP API (docs/protocol.md "Players"): the roster (a tournament's list of
 * its players: tournaments/tournament-players-api.ts). Every call needs the operator token.
 * Returns false if the path is not the roster's.
 */
export function playersRoute(ctx: Ctx, { req, res, url, path, operator }: ApiCall): Promise<void> | boolean {
  const own = /^\/players(?:\/([^/]+)(\/photo)?)?$/.exec(path);
  if (!own) return false;
  if (!operator) {
    fail(res, problem('auth/token'));
    return true;
  }
  const method = req.method ?? 'GET';
  if (path === '/players/import-photos') {
    if (method !== 'POST') fail(res, problem('http/method'));
    else return importDroppedPhotos(ctx.data, ctx.players, ctx.say).then((report) => json(res, 200, report));
    return true;
  }
  const id = own[1] === undefined ? null : safeDecode(own[1]);
  if (id === null) {
    if (method === 'GET' || method === 'HEAD') {
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit')) || 5000, 1), 5000);
      json(res, 200, { players: ctx.players.search(url.searchParams.get('q') ?? '', limit) });
      return true;
    }
    if (method === 'POST') return create(ctx, req, res);
  } else if (own[2]) {
    if (method === 'PUT') return uploadPhoto(ctx, req, res, id);
    if (method === 'DELETE') return answer(res, ctx.players.setPhoto(id, null));
  } else {
    if (method === 'GET' || method === 'HEAD') return answer(res, ctx.players.find(id));
    if (method === 'PATCH') return update(ctx, req, res, id);
  }
  fail(res, problem('http/method'));
  return true;
}

function answer(res: ServerResponse, r: ReturnType<Roster['find']>, status = 200): true {
  if (r.ok) json(res, status, r.player);
  else fail(res, r.error);
  return true;
}

async function create(ctx: Ctx, req: IncomingMessage, res: ServerResponse) {
  const parsed = await readInput(req, PlayerInputSchema);
  if (!parsed.ok) return void fail(res, parsed.error);
  answer(res, ctx.players.create(parsed.value), 201);
}

async function update(ctx: Ctx, req: IncomingMessage, res: ServerResponse, id: string) {
  const parsed = await readInput(req, PlayerPatchSchema);
  if (!parsed.ok) return void fail(res, parsed.error);
  answer(res, ctx.players.update(id, parsed.value));
}

/** The body is the image's bytes (the panel scales it first); stored by its hash, then linked. */
async function uploadPhoto(ctx: Ctx, req: IncomingMessage, res: ServerResponse, id: string) {
  const found = ctx.players.find(id);
  if (!found.ok) return void fail(res, found.error);
  const bytes = await readImageBody(req);
  const stored = bytes
    ? storeImage(ctx.data, 'players', bytes)
    : { ok: false as const, error: problem('media/too-large') };
  if (!stored.ok) {
    ctx.events.note('refused-file', `photo of ${id}: ${render('en', stored.error.message)}`);
    return void fail(res, stored.error);
  }
  answer(res, ctx.players.setPhoto(id, stored.path));
}
