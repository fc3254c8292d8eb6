import type { IncomingMessage, ServerResponse } from 'node:http';
import { PlayerIdSchema, PlayerInputSchema, PlayerPatchSchema, type Problem } from '../../protocol/index.ts';
import type { HubContext } from '../hub-context.ts';
import { fail, json, readInput, safeDecode, type ApiCall } from '../edge/http-util.ts';
import { readImageBody, storeImage } from '../site/media.ts';
import { importDroppedPhotos } from './photo-drop.ts';
import { problem } from '../problems.ts';
import { render } from '../../words/index.ts';

/** What these routes use of the hub. */
type Ctx = Pick<HubContext, 'dataDir' | 'events' | 'players' | 'say' | 'tournaments'>;

/**
 * `/players...` and `/tournaments/:id/players...` of the HTTP API (docs/protocol.md "Players"):
 * the roster and a tournament's list of its players. Every call needs the operator token.
 * Returns false if the path is not the roster's.
 */
export function playersRoute(ctx: Ctx, { req, res, url, path, operator }: ApiCall): Promise<void> | boolean {
  const inTournament = /^\/tournaments\/([^/]+)\/players(?:\/([^/]+))?$/.exec(path);
  const own = /^\/players(?:\/([^/]+)(\/photo)?)?$/.exec(path);
  if (!inTournament && !own) return false;
  if (!operator) {
    fail(res, problem('auth/token'));
    return true;
  }
  const method = req.method ?? 'GET';
  if (path === '/players/import-photos') {
    if (method !== 'POST') fail(res, problem('http/method'));
    else
      return importDroppedPhotos(ctx.dataDir, ctx.players, ctx.say).then((report) => json(res, 200, report));
    return true;
  }
  if (inTournament) return tournamentPlayers(ctx, res, method, inTournament[1] ?? '', inTournament[2]);
  const id = own?.[1] === undefined ? null : safeDecode(own[1]);
  if (id === null) {
    if (method === 'GET' || method === 'HEAD') {
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit')) || 5000, 1), 5000);
      json(res, 200, { players: ctx.players.search(url.searchParams.get('q') ?? '', limit) });
      return true;
    }
    if (method === 'POST') return create(ctx, req, res);
  } else if (own?.[2]) {
    if (method === 'PUT') return uploadPhoto(ctx, req, res, id);
    if (method === 'DELETE') return answer(res, ctx.players.setPhoto(id, null));
  } else {
    if (method === 'GET' || method === 'HEAD') return answer(res, ctx.players.find(id));
    if (method === 'PATCH') return update(ctx, req, res, id);
  }
  fail(res, problem('http/method'));
  return true;
}

function answer(res: ServerResponse, r: ReturnType<HubContext['players']['find']>, status = 200): true {
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
    ? storeImage(ctx.dataDir, 'players', bytes)
    : { ok: false as const, error: problem('media/too-large') };
  if (!stored.ok) {
    ctx.events.note('refused-file', `photo of ${id}: ${render('en', stored.error.message)}`);
    return void fail(res, stored.error);
  }
  answer(res, ctx.players.setPhoto(id, stored.path));
}

type Reply = { status: number; body: unknown } | { error: Problem };

/** GET: the tournament's players; PUT / DELETE `/:player`: adds or removes one. */
function tournamentPlayers(
  ctx: Ctx,
  res: ServerResponse,
  method: string,
  rawId: string,
  rawPlayer: string | undefined,
): true {
  const r = tournamentReply(ctx, method, safeDecode(rawId), rawPlayer && safeDecode(rawPlayer));
  if ('error' in r) fail(res, r.error);
  else json(res, r.status, r.body);
  return true;
}

function tournamentReply(ctx: Ctx, method: string, id: string, player: string | undefined): Reply {
  const found = ctx.tournaments.find(id);
  if (!found.ok) return { error: found.error };
  const { id: _id, ...input } = found.tournament;
  const list = input.players ?? [];
  if (player === undefined) {
    if (method !== 'GET' && method !== 'HEAD') return { error: problem('http/method') };
    return { status: 200, body: { players: list.flatMap((x) => ctx.players.get(x) ?? []) } };
  }
  if (!PlayerIdSchema.safeParse(player).success) return { error: problem('player/invalid') };
  let players: string[];
  if (method === 'PUT') {
    if (!ctx.players.get(player)) return { error: problem('player/unknown', player) };
    players = list.includes(player) ? list : [...list, player];
  } else if (method === 'DELETE') players = list.filter((x) => x !== player);
  else return { error: problem('http/method') };
  const r = ctx.tournaments.put(id, { ...input, players });
  return r.ok ? { status: 200, body: r.tournament } : { error: r.error };
}
