import type { ServerResponse } from 'node:http';
import { relative } from 'node:path';
import type { LogEntry } from '../../engine/index.ts';
import type { Tables } from '../tables/tables.ts';
import type { Tournaments } from '../tournaments/tournaments.ts';
import type { DataDir } from '../store/data-dir.ts';
import { gameSummary, protocolCsv, protocolJson } from './export.ts';
import { fail, json, safeDecode } from '../net/http-util.ts';
import { readLog } from '../store/log-file.ts';
import { problem } from '../problems.ts';
import { archivedGameFile, archivedGames } from '../store/store.ts';
import type { FinishedRecord } from '../store/tournament-store.ts';

/** What these routes use of the hub. */
interface Ctx {
  data: DataDir;
  tables: Tables;
  tournaments: Tournaments;
}

/**
 * `/games` and `/games/:id/protocol.{json,csv}` of the HTTP API: finished games and their
 * protocols (roles and night actions: operator only). Returns false if the path is not a game path.
 */
export function gamesRoute(ctx: Ctx, res: ServerResponse, path: string, operator: boolean): boolean {
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
  else if ('damaged' in found) fail(res, problem('game/damaged', found.damaged));
  else if (m[2] === 'json') json(res, 200, protocolJson(found.entries, found.table));
  else sendCsv(res, gameId, protocolCsv(found.entries, found.table));
  return true;
}

function sendCsv(res: ServerResponse, gameId: string, csv: string): void {
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8',
    // roles and night actions: kept by no cache, as every answer with them
    'cache-control': 'no-store',
    'content-disposition': `attachment; filename="${gameId.replace(/[^A-Za-z0-9._-]/g, '_')}.csv"`,
  });
  res.end(csv);
}

type Summary = ReturnType<typeof gameSummary>;

/** From a result record: what the list shows, without reading the game's log. */
function fromRecord(r: FinishedRecord): Summary | null {
  if (r.startedAt === undefined || r.lastAt === undefined) return null; // an older record
  const { ruleset, winner } = r.result;
  const at = { startedAt: r.startedAt, lastAt: r.lastAt };
  return { id: r.id, gameId: r.gameId, table: r.table, ruleset, winner, commands: r.n, ...at };
}

/**
 * Archived games without a current record (unfinished ones, records of older hubs) are refolded
 * once per file and version, not on every request: kept per data directory, gone with its hub.
 */
const refoldedIn = new WeakMap<DataDir, Map<string, { mtimeMs: number; summary: Summary | null }>>();

function summaryOfFile(ctx: Ctx, id: string, file: string, mtimeMs: number, table: string | null) {
  let refolded = refoldedIn.get(ctx.data);
  if (!refolded) refoldedIn.set(ctx.data, (refolded = new Map()));
  const known = refolded.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.summary;
  const read = readArchived(ctx, file);
  const summary = 'entries' in read ? gameSummary(id, read.entries, table) : null;
  refolded.set(file, { mtimeMs, summary });
  return summary;
}

/**
 * Archived games (from the results index, results.jsonl), then games finished on a table and not
 * yet archived by the next game/new.
 */
function listGames(ctx: Ctx) {
  const games: Array<Summary & { tournament: string | null }> = [];
  for (const g of archivedGames(ctx.data)) {
    const record = ctx.tournaments.record(g.id);
    const summary =
      (record && fromRecord(record)) ?? summaryOfFile(ctx, g.id, g.file, g.archivedAt, record?.table ?? null);
    if (summary) games.push({ ...summary, tournament: record?.tournament ?? null });
  }
  for (const t of ctx.tables.byId.values()) {
    const v = t.view('table');
    if (v.winner !== null && t.game.log.length > 0)
      games.push({
        ...gameSummary(v.gameId, t.game.log, t.id, t.game.state),
        tournament: ctx.tournaments.tournamentOf(t.id)?.id ?? null,
      });
  }
  return games;
}

/** An archived game, or the game now on a table (the protocol of a game in progress). */
export function findGame(
  ctx: Ctx,
  gameId: string,
): { entries: LogEntry[]; table: string | null } | { damaged: string } | null {
  for (const t of ctx.tables.byId.values())
    if (t.game.log.length > 0 && t.view('table').gameId === gameId)
      return { entries: [...t.game.log], table: t.id };
  const file = archivedGameFile(ctx.data, gameId);
  if (!file) return null;
  const read = readArchived(ctx, file);
  // an archived game keeps its table (its record says which: issue 40)
  const table = ctx.tournaments.record(gameId)?.table ?? null;
  return 'entries' in read ? { entries: read.entries, table } : read;
}

/**
 * An archived game's log, never cut or rewritten; a damaged one is named once in the hub's damaged
 * files (the log, the panel) and served as `game/damaged`, never as an empty protocol.
 */
function readArchived(ctx: Ctx, file: string): { entries: LogEntry[] } | { damaged: string } {
  const read = readLog(ctx.data.disk, file, { cutTornTail: false });
  if (read.ok) return { entries: read.entries };
  const where = read.line > 0 ? `line ${read.line}: ${read.error}` : read.error;
  const { damaged } = ctx.data;
  if (!damaged.has(file))
    damaged.report(file, where, 'its protocol and exports are refused (game/damaged) until it is repaired');
  return { damaged: `${relative(ctx.data.path, file).split('\\').join('/')}: ${where}` };
}
