import type { IncomingMessage, ServerResponse } from 'node:http';
import { FeedSchema, PROTOCOL_VERSION, TableSettingsSchema } from '../protocol/index.ts';
import type { HubContext } from './connection.ts';
import { gameSummary, protocolCsv, protocolJson } from './export.ts';
import { issues, parseCommand } from './frames.ts';
import { problem } from './problems.ts';
import { fail, json, MAX_BODY, readBody, safeDecode, tokenOf } from './http-util.ts';
import { TokenBucket } from './rate-limit.ts';
import { tournamentRoute } from './tournament-api.ts';
import { obsRoute } from './obs/api.ts';
import { secretMatches } from './secrets.ts';
import { archivedGameFile, archivedGames, readLog } from './store.ts';
import type { LogEntry } from '../engine/index.ts';

/** Per-address buckets for HTTP commands (a stuck Stream Deck key must not flood the log). */
const buckets = new WeakMap<HubContext, Map<string, TokenBucket>>();

function rateOk(ctx: HubContext, address: string): boolean {
  let map = buckets.get(ctx);
  if (!map) buckets.set(ctx, (map = new Map()));
  if (map.size > 1000) map.clear();
  let bucket = map.get(address);
  if (!bucket) map.set(address, (bucket = new TokenBucket(ctx.rate.perSecond, ctx.rate.burst)));
  return bucket.take();
}

/** `/api/v1/...` and its permanent alias `/api/...`. Returns false if the path is not the API. */
export function handleApi(ctx: HubContext, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const m = /^\/api(?:\/v1)?(\/.*)?$/.exec(url.pathname);
  if (!m) return false;
  route(ctx, req, res, url, m[1] ?? '/').catch((e: unknown) => {
    ctx.say(`http ${url.pathname}: ${(e as Error).stack ?? String(e)}`);
    if (!res.headersSent) json(res, 500, { error: problem('hub/internal') });
  });
  return true;
}

async function route(ctx: HubContext, req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
  const operator = secretMatches(tokenOf(req), ctx.operatorToken);
  const method = req.method ?? 'GET';
  if (path === '/health') return json(res, 200, { ok: true, protocol: PROTOCOL_VERSION });
  if (path === '/stats') {
    if (!operator) return fail(res, problem('auth/token'));
    const mem = process.memoryUsage();
    return json(res, 200, {
      clients: ctx.clients.size,
      tables: ctx.tables.byId.size,
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      uptimeS: Math.round(process.uptime()),
    });
  }
  if (path === '/tables') {
    if (!operator) return fail(res, problem('auth/token'));
    const list = [...ctx.tables.byId.values()].map((t) => ({
      id: t.id,
      s: t.seq,
      gameId: t.view('table').gameId,
      clients: t.clientCount(),
    }));
    return json(res, 200, { tables: list });
  }
  if (path === '/games') {
    if (!operator) return fail(res, problem('auth/token'));
    // archived games, then games finished on a table and not yet archived by the next game/new
    // (finished archived games know their table and tournament from their record)
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
    return json(res, 200, { games });
  }
  if (path === '/obs') return obsRoute(ctx, req, res, operator);
  const tournament = tournamentRoute(ctx, req, res, path, operator);
  if (tournament !== false) return tournament === true ? undefined : await tournament;
  let m = /^\/tables\/([^/]+)\/settings$/.exec(path);
  if (m) return settings(ctx, req, res, safeDecode(m[1] ?? ''), operator);
  m = /^\/tables\/([^/]+)\/(commands|state|next)$/.exec(path);
  if (m) {
    const [, rawId = '', what] = m;
    const id = safeDecode(rawId);
    if (what === 'commands') {
      if (method !== 'POST') return fail(res, problem('http/method'));
      if (!operator) return fail(res, problem('auth/token'));
      if (!rateOk(ctx, req.socket.remoteAddress ?? '')) return fail(res, problem('rate/limited'));
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) {
        res.setHeader('connection', 'close');
        return fail(res, problem('http/too-large'));
      }
      const body = await readBody(req);
      if (body === null) return fail(res, problem('http/too-large'));
      let raw: unknown;
      try {
        raw = JSON.parse(body);
      } catch {
        return fail(res, problem('frame/malformed-json'));
      }
      const cmd = typeof raw === 'object' && raw !== null && 'command' in raw ? raw.command : raw;
      const parsed = parseCommand(cmd);
      if (!parsed.ok) return fail(res, parsed.error);
      const opened = ctx.tables.open(id, true);
      if (!opened.ok) return fail(res, opened.error);
      const r = opened.table.run(parsed.command, Date.now());
      if (!r.ok) return fail(res, r.error);
      return json(res, 200, { ok: true, s: r.s, n: r.entry.n });
    }
    if (method !== 'GET' && method !== 'HEAD') return fail(res, problem('http/method'));
    const found = ctx.tables.find(id);
    if (!found.ok) return fail(res, found.error);
    if (what === 'next') {
      if (!operator) return fail(res, problem('auth/token'));
      return json(res, 200, { s: found.table.seq, next: found.table.view('judge').next ?? [] });
    }
    const feed = FeedSchema.safeParse(url.searchParams.get('feed') ?? 'table');
    if (!feed.success) return fail(res, problem('feed/invalid'));
    if (feed.data === 'judge' && !operator) return fail(res, problem('auth/token'));
    const key = url.searchParams.get('key') ?? req.headers['x-spectator-key'];
    if (feed.data === 'spectator' && !operator && !secretMatches(String(key ?? ''), ctx.spectatorKey))
      return fail(res, problem('auth/spectator-key'));
    const snap = found.table.snapshot(feed.data);
    return json(res, 200, { table: found.table.id, s: snap.s, now: Date.now(), state: snap.view });
  }
  m = /^\/games\/([^/]+)\/protocol\.(json|csv)$/.exec(path);
  if (m) {
    if (!operator) return fail(res, problem('auth/token'));
    const gameId = safeDecode(m[1] ?? '');
    const found = findGame(ctx, gameId);
    if (!found) return fail(res, problem('game/unknown', gameId));
    if (m[2] === 'json') return json(res, 200, protocolJson(found.entries, found.table));
    const csv = protocolCsv(found.entries, found.table);
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${gameId.replace(/[^A-Za-z0-9._-]/g, '_')}.csv"`,
    });
    res.end(csv);
    return;
  }
  return fail(res, problem('http/not-found'));
}

/** GET or PUT a table's settings (feed delays). Operator only. */
async function settings(
  ctx: HubContext,
  req: IncomingMessage,
  res: ServerResponse,
  id: string,
  operator: boolean,
) {
  if (req.method !== 'GET' && req.method !== 'PUT') return fail(res, problem('http/method'));
  if (!operator) return fail(res, problem('auth/token'));
  const opened = ctx.tables.open(id, req.method === 'PUT');
  if (!opened.ok) return fail(res, opened.error);
  if (req.method === 'PUT') {
    const body = await readBody(req);
    if (body === null) return fail(res, problem('http/too-large'));
    let raw: unknown;
    try {
      raw = JSON.parse(body);
    } catch {
      return fail(res, problem('frame/malformed-json'));
    }
    const parsed = TableSettingsSchema.safeParse(raw);
    if (!parsed.success) return fail(res, problem('frame/invalid', issues(parsed.error)));
    if (!opened.table.setFeedDelays(parsed.data.feedDelays)) return fail(res, problem('store/write-failed'));
  }
  json(res, 200, { feedDelays: opened.table.feedDelays() });
  ctx.tables.release(opened.table); // a GET on a table nobody uses leaves nothing behind
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
