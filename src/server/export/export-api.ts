import type { ServerResponse } from 'node:http';
import { mafiaratingsGame, type Exported } from '../../export/mafiaratings.ts';
import { polemicaGame } from '../../export/polemica.ts';
import { protocolBook, protocolHtml, summaryHtml, type Lang } from '../../export/protocol-html.ts';
import { gameRecord, type GameRecord } from '../../export/record.ts';
import { gamesRows, standingsRows } from '../../export/sheets.ts';
import { findGame } from './games-api.ts';
import { gamePlace, sheetGames } from './game-place.ts';
import type { ComputeWorkers } from '../compute/workers.ts';
import type { ExportCache } from './export-cache.ts';
import type { DataDir } from '../store/data-dir.ts';
import type { Roster } from '../players/players.ts';
import type { Tables } from '../tables/tables.ts';
import type { Tournaments } from '../tournaments/tournaments.ts';
import { fail, json, readJson, safeDecode, type ApiCall } from '../net/http-util.ts';
import { frameGuard } from '../net/web-guard.ts';
import { problem } from '../problems.ts';
import { saveSiteIds, siteIds } from '../tournaments/site-ids.ts';
import { RATING_SITE_RULESETS } from '../../facts/index.ts';
import { DEFAULT_LANG, isWritten } from '../../words/languages.ts';

/** What these routes use of the hub. */
interface Ctx {
  data: DataDir;
  tables: Tables;
  tournaments: Tournaments;
  exportCache: ExportCache;
  players: Roster;
  compute: ComputeWorkers;
}

const filename = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');

function send(res: ServerResponse, type: string, body: string | Buffer, download?: string): void {
  res.writeHead(200, {
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    // a protocol page is the hub's own (roles, the operator's token in the page that opened it)
    ...(type.startsWith('text/html') ? frameGuard('/api') : {}),
    ...(download ? { 'content-disposition': `attachment; filename="${filename(download)}"` } : {}),
  });
  res.end(body);
}

const langOf = (url: URL): Lang => {
  const asked = url.searchParams.get('lang');
  return isWritten(asked) ? asked : DEFAULT_LANG;
};

/** A site's export: the site's JSON, or (`?check`) that with what is missing and what was left out. */
function siteExport<T>(res: ServerResponse, url: URL, name: string, r: GameRecord, e: Exported<T>): void {
  if (!RATING_SITE_RULESETS.has(r.ruleset) || r.seatCount !== 10)
    return fail(res, problem('export/unsupported', r.ruleset));
  if (url.searchParams.has('check')) return json(res, 200, e);
  if (e.misread?.length) return fail(res, problem('export/misread', e.misread.join('; ')));
  send(res, 'application/json; charset=utf-8', JSON.stringify(e.game, null, 2), name);
}

/**
 * `/games/:id/{mafiaratings.json,polemica.json,protocol.html}` and
 * `/tournaments/:id/{sites,standings.xlsx,protocol.html}` (docs/protocol.md "Exports"). A game's
 * exports carry roles and night actions: operator only. Exporting reads; it never changes a game.
 */
export function exportRoute(ctx: Ctx, { req, res, url, path, operator }: ApiCall): Promise<void> | boolean {
  const g = /^\/games\/([^/]+)\/(mafiaratings\.json|polemica\.json|protocol\.html)$/.exec(path);
  if (g) {
    if (!operator) return (fail(res, problem('auth/token')), true);
    const id = safeDecode(g[1] ?? '');
    const found = findGame(ctx, id);
    if (!found) return (fail(res, problem('game/unknown', id)), true);
    if ('damaged' in found) return (fail(res, problem('game/damaged', found.damaged)), true);
    const tournament =
      ctx.tournaments.record(id)?.tournament ??
      (found.table ? (ctx.tournaments.tournamentOf(found.table)?.id ?? null) : null);
    const r = gameRecord(found.entries);
    const ids = siteIds(ctx, tournament);
    const place = gamePlace(ctx, id, found.table);
    if (g[2] === 'mafiaratings.json')
      siteExport(res, url, `${id}.mafiaratings.json`, r, mafiaratingsGame(r, ids, place));
    else if (g[2] === 'polemica.json')
      siteExport(res, url, `${id}.polemica.json`, r, polemicaGame(r, ids, place));
    else send(res, 'text/html; charset=utf-8', protocolHtml(r, langOf(url), place));
    return true;
  }
  const t =
    /^\/tournaments\/([^/]+)\/(sites|standings\.xlsx|protocol\.html|protocols\.html|mafiaratings\.json|polemica\.json)$/.exec(
      path,
    );
  if (!t) return false;
  const found = ctx.tournaments.find(safeDecode(t[1] ?? ''));
  if (!found.ok) return (fail(res, found.error), true);
  const tournament = found.tournament;
  if (t[2] === 'sites') return sitesRoute(ctx, { req, res, url, path, operator }, tournament.id);
  if (req.method !== 'GET' && req.method !== 'HEAD') return (fail(res, problem('http/method')), true);
  const detail = () => ctx.tournaments.detail(tournament);
  if (t[2] === 'protocols.html' || t[2] === 'mafiaratings.json' || t[2] === 'polemica.json') {
    if (!operator) return (fail(res, problem('auth/token')), true);
    const games = detail().games.flatMap((g) => {
      const found = findGame(ctx, g.id);
      return found && !('damaged' in found)
        ? [{ id: g.id, place: gamePlace(ctx, g.id, g.table), record: gameRecord(found.entries) }]
        : [];
    });
    if (t[2] === 'protocols.html') {
      const book = games.map((g) => ({ record: g.record, meta: g.place }));
      send(res, 'text/html; charset=utf-8', protocolBook(tournament.name, book, langOf(url)));
      return true;
    }
    const ids = siteIds(ctx, tournament.id);
    const out = games
      .filter((g) => RATING_SITE_RULESETS.has(g.record.ruleset) && g.record.seatCount === 10)
      .map((g) => ({
        id: g.id,
        ...(t[2] === 'mafiaratings.json'
          ? mafiaratingsGame(g.record, ids, g.place)
          : polemicaGame(g.record, ids, g.place)),
      }));
    send(
      res,
      'application/json; charset=utf-8',
      JSON.stringify({ tournament: tournament.id, games: out }, null, 2),
      `${tournament.id}.${t[2]}`,
    );
    return true;
  }
  // the public files: built once per version of the tournament (ExportCache)
  const standings = () => ctx.tournaments.standings(tournament);
  if (t[2] === 'protocol.html') {
    const lang = langOf(url);
    return ctx.exportCache
      .get(tournament, `protocol.html?${lang}`, () => ({
        ok: true,
        body: Buffer.from(summaryHtml(detail(), standings(), lang)),
      }))
      .then((built) =>
        built.ok ? send(res, 'text/html; charset=utf-8', built.body) : fail(res, built.error),
      );
  }
  const lang = langOf(url);
  const ids = siteIds(ctx, tournament.id);
  const clubOf = (player: string) => ctx.players.get(player)?.club ?? null;
  const sheets = () => {
    const input = {
      name: tournament.name,
      standings: standings(),
      games: sheetGames(ctx, tournament),
      ids,
      clubOf,
    };
    return [standingsRows(input, lang), gamesRows(input, lang)];
  };
  // the site ids and clubs live outside the tournament's version: a change to them is a new file
  const extra = JSON.stringify([ids.players, (tournament.players ?? []).map(clubOf)]);
  // the xlsx writer (its zip) held the live game 0.5 s: it runs in a compute worker
  return ctx.exportCache
    .get(tournament, `standings.xlsx?${lang}&${extra}`, async () => {
      const made = await ctx.compute.run({ kind: 'xlsx', sheets: sheets() });
      return made.ok ? { ok: true, body: Buffer.from(made.value) } : made;
    })
    .then((built) =>
      built.ok
        ? send(
            res,
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            built.body,
            `${tournament.id}.xlsx`,
          )
        : fail(res, built.error),
    );
}

/** GET or PUT (a patch of its top-level fields) a tournament's site ids: operator only. */
async function sitesRoute(ctx: Ctx, { req, res, operator }: ApiCall, tournament: string): Promise<void> {
  if (!operator) return fail(res, problem('auth/token'));
  if (req.method === 'GET' || req.method === 'HEAD') return json(res, 200, siteIds(ctx, tournament));
  if (req.method !== 'PUT') return fail(res, problem('http/method'));
  const body = await readJson(req);
  if (!body.ok) return fail(res, body.error);
  const saved = saveSiteIds(ctx, tournament, body.value);
  if (!saved.ok) return fail(res, saved.error);
  json(res, 200, saved.settings);
}
