import { chapterLines, gameMarkers, type Marker } from '../../export/chapters.ts';
import type { Problem } from '../../protocol/index.ts';
import type { ObsLink } from '../obs/index.ts';
import type { DataDir } from '../store/data-dir.ts';
import type { Tables } from '../tables/tables.ts';
import type { Tournaments } from '../tournaments/tournaments.ts';
import { fail, safeDecode, type ApiCall } from '../net/http-util.ts';
import { problem } from '../problems.ts';
import { findGame } from './games-api.ts';
import { gamePlace } from './game-place.ts';
import { DEFAULT_LANG, isWritten } from '../../words/languages.ts';

/** What these routes use of the hub. */
interface Ctx {
  data: DataDir;
  tables: Tables;
  tournaments: Tournaments;
  obs: ObsLink;
}

/**
 * VOD chapters (issue 38.15, docs/protocol.md "Exports"): `GET /games/:id/chapters.txt` (one game)
 * and `GET /tournaments/:id/chapters.txt?table=<id>` (the tournament's games at that table, in
 * order: a day's stream). `from`: the video's start, hub ms, or `recording` (the OBS recording
 * that ran at the first moment); absent, the first moment is 0:00. `lang=en` for English titles;
 * `gap`: the shortest chapter in seconds (0-99; YouTube's 10 by default).
 * Operator only, like every game export; built on each request (`no-store`, as the other exports),
 * a game at a time: a day's replay (a few ms a game) never holds the live game's loop in one block.
 */
export function chaptersRoute(ctx: Ctx, call: ApiCall): Promise<void> | boolean {
  const { req, res, path, operator } = call;
  const g = /^\/games\/([^/]+)\/chapters\.txt$/.exec(path);
  const t = g ? null : /^\/tournaments\/([^/]+)\/chapters\.txt$/.exec(path);
  if (!g && !t) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') return (fail(res, problem('http/method')), true);
  if (!operator) return (fail(res, problem('auth/token')), true);
  if (g) return (answer(ctx, call, gameChapters(ctx, safeDecode(g[1] ?? ''))), true);
  return dayChapters(ctx, safeDecode(t?.[1] ?? ''), call.url).then((markers) => answer(ctx, call, markers));
}

function answer(ctx: Ctx, { req, res, url }: ApiCall, markers: Marker[] | Problem): void {
  if (!Array.isArray(markers)) return fail(res, markers);
  const from = startOf(ctx, url.searchParams.get('from'), markers);
  if (typeof from !== 'number') return fail(res, from);
  const asked = url.searchParams.get('lang');
  const lang = isWritten(asked) ? asked : DEFAULT_LANG;
  const gap = url.searchParams.get('gap');
  if (gap !== null && !/^\d{1,2}$/.test(gap)) return fail(res, problem('export/bad-gap'));
  const body =
    chapterLines(markers, from, lang, gap === null ? undefined : Number(gap) * 1000).join('\n') + '\n';
  res.writeHead(200, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function gameChapters(ctx: Ctx, id: string, no?: number | null): Marker[] | Problem {
  const found = findGame(ctx, id);
  if (!found) return problem('game/unknown', id);
  if ('damaged' in found) return problem('game/damaged', found.damaged);
  return gameMarkers(found.entries, no === undefined ? (gamePlace(ctx, id, found.table).gameNo ?? null) : no);
}

/** The tournament's games at one table, in the order played, and its game under way. */
async function dayChapters(ctx: Ctx, id: string, url: URL): Promise<Marker[] | Problem> {
  const found = ctx.tournaments.find(id);
  if (!found.ok) return found.error;
  const table = url.searchParams.get('table') ?? found.tournament.tables[0] ?? '';
  const ids = ctx.tournaments
    .detail(found.tournament)
    .games.filter((x) => x.table === table)
    .map((x) => x.id);
  const live = ctx.tables.byId.get(table);
  const running = live && live.game.log.length > 0 ? live.view('table').gameId : null;
  if (running && live?.view('table').phase !== 'finished' && !ids.includes(running)) ids.push(running);
  const out: Marker[] = [];
  for (const [i, game] of ids.entries()) {
    if (i > 0) await new Promise((ok) => setImmediate(ok)); // the live game's frames between games
    const m = gameChapters(ctx, game, i + 1);
    if (Array.isArray(m)) out.push(...m);
  }
  return out;
}

/** The video's start: hub ms, the OBS recording under way at the first moment, or the first moment. */
function startOf(ctx: Ctx, from: string | null, markers: readonly Marker[]): number | Problem {
  const first = markers[0]?.at ?? 0;
  if (from === null) return first;
  if (from === 'recording') return ctx.obs.recordings.at(first)?.start ?? problem('export/no-recording');
  return /^\d{1,15}$/.test(from) ? Number(from) : problem('export/bad-from');
}
