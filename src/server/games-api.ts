import type { ServerResponse } from 'node:http';
import type { LogEntry } from '../engine/index.ts';
import type { HubContext } from './connection.ts';
import { gameSummary, protocolCsv, protocolJson } from './export.ts';
import { fail, json, safeDecode } from './http-util.ts';
import { problem } from './problems.ts';
import { archivedGameFile, archivedGames, readLog } from './store.ts';

/**
 * `/games` and `/games/:id/protocol.{json,csv}` of the HTTP API: finished games and their
 * protocols (roles and night actions: operator only). Returns false if the path is not a game path.
 */
export function gamesRoute(ctx: HubContext, res: ServerResponse, path: string, operator: boolean): boolean {
  if (path === '/games') {
    if (!operator) fail(res, problem('auth/token'));
    else json(res, 200, { games: listGames(ctx) });
    return true;
  }
  const m = /^\/games\/([^/]+)\/protocol\.(json|csv)$/.exec(path);
  if (!m) return false;
  if (!operator) {
    fail(res, problem('auth/token'));
    return true;
  }
  const gameId = safeDecode(m[1] ?? '');
  const found = findGame(ctx, gameId);
  if (!found) fail(res, problem('game/unknown', gameId));
  else if (m[2] === 'json') json(res, 200, protocolJson(found.entries, found.table));
  else sendCsv(res, gameId, protocolCsv(found.entries, found.table));
  return true;
}

function sendCsv(res: ServerResponse, gameId: string, csv: string): void {
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${gameId.replace(/[^A-Za-z0-9._-]/g, '_')}.csv"`,
  });
  res.end(csv);
}

/**
 * Archived games, then games finished on a table and not yet archived by the next game/new
 * (finished archived games know their table and tournament from their record).
 */
function listGames(ctx: HubContext) {
  const games = archivedGames(ctx.dataDir).map((g) => {
    const record = ctx.tournaments.record(g.id);
    return {
      ...gameSummary(g.id, readLog(g.file).entries, record?.table ?? null),
      tournament: record?.tournament ?? null,
    };
  });
  for (const t of ctx.tables.byId.values()) {
    const v = t.view('table');
    if (v.winner !== null && t.game.log.length > 0)
      games.push({
        ...gameSummary(v.gameId, [...t.game.log], t.id),
        tournament: ctx.tournaments.tournamentOf(t.id)?.id ?? null,
      });
  }
  return games;
}

/** An archived game, or the game now on a table (the protocol of a game in progress). */
function findGame(ctx: HubContext, gameId: string): { entries: LogEntry[]; table: string | null } | null {
  for (const t of ctx.tables.byId.values())
    if (t.game.log.length > 0 && t.view('table').gameId === gameId)
      return { entries: [...t.game.log], table: t.id };
  const file = archivedGameFile(ctx.dataDir, gameId);
  if (!file) return null;
  return { entries: readLog(file).entries, table: null };
}
