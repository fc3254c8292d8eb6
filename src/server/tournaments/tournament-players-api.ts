import type { ServerResponse } from 'node:http';
import { PlayerIdSchema, type Problem } from '../../protocol/index.ts';
import { fail, json, safeDecode, type ApiCall } from '../net/http-util.ts';
import type { Roster } from '../players/players.ts';
import { problem } from '../problems.ts';
import type { Tournaments } from './tournaments.ts';

/** What these routes use of the hub. */
interface Ctx {
  players: Roster;
  tournaments: Tournaments;
}

/**
 * `/tournaments/:id/players...` of the HTTP API (docs/protocol.md "Players"): a tournament's list
 * of its players, from the roster. Every call needs the operator token. False if the path is not one.
 */
export function tournamentPlayersRoute(ctx: Ctx, { req, res, path, operator }: ApiCall): boolean {
  const m = /^\/tournaments\/([^/]+)\/players(?:\/([^/]+))?$/.exec(path);
  if (!m) return false;
  if (!operator) {
    fail(res, problem('auth/token'));
    return true;
  }
  return tournamentPlayers(ctx, res, req.method ?? 'GET', m[1] ?? '', m[2]);
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
