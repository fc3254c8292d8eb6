import type { IncomingMessage, ServerResponse } from 'node:http';
import { PROTOCOL_VERSION } from '../../protocol/index.ts';
import type { HubContext } from '../hub-context.ts';
import { companionRoute } from '../companion/companion-api.ts';
import { draftRoute } from '../draft/draft-api.ts';
import type { DamagedFileList } from '../../protocol/disk.ts';
import { chaptersRoute } from '../export/chapters-api.ts';
import { exportRoute } from '../export/export-api.ts';
import { gamesRoute } from '../export/games-api.ts';
import { identityRoute } from '../tournaments/identity-api.ts';
import { importRoute } from '../tournaments/import-api.ts';
import { fail, json, tokenOf, type ApiCall, type Route } from '../net/http-util.ts';
import { obsRoute } from '../obs/api.ts';
import { obsSetupRoute } from '../obs/setup-api.ts';
import { playersRoute } from '../players/players-api.ts';
import { langOf, problem, told } from '../problems.ts';
import { secretMatches } from '../store/secrets.ts';
import { seatingRoute } from '../tournaments/seating-api.ts';
import { tableRoute } from '../tables/table-api.ts';
import { tournamentPlayersRoute } from '../tournaments/tournament-players-api.ts';
import { tournamentRoute } from '../tournaments/tournament-api.ts';

/** `/api/v1/...` and its permanent alias `/api/...`. Returns false if the path is not the API. */
export function handleApi(ctx: HubContext, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const m = /^\/api(?:\/v1)?(\/.*)?$/.exec(url.pathname);
  if (!m) return false;
  route(ctx, req, res, url, m[1] ?? '/').catch((e: unknown) => {
    ctx.say(`http ${url.pathname}: hub/internal`, 'error', e);
    if (!res.headersSent) json(res, 500, { error: told(problem('hub/internal'), langOf(req)) });
  });
  return true;
}

/** Each area of the API, asked in turn whether the path is its own. */
const ROUTES: Route<HubContext>[] = [
  (ctx, c) => c.path === '/obs' && obsRoute(ctx, c.req, c.res, c.operator),
  obsSetupRoute,
  companionRoute,
  (ctx, c) => gamesRoute(ctx, c.res, c.path, c.operator),
  exportRoute,
  chaptersRoute,
  importRoute,
  playersRoute,
  tournamentPlayersRoute,
  identityRoute,
  seatingRoute,
  tournamentRoute,
  draftRoute,
  tableRoute,
];

/** The router: each area of the API lives in its own file and says whether the path is its own. */
async function route(ctx: HubContext, req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
  const operator = secretMatches(tokenOf(req), ctx.operatorToken);
  // a visitor's flood is refused here, before it costs a build (the operator is never limited)
  if (!operator && !ctx.publicHttp.take(req.socket.remoteAddress ?? null))
    return fail(res, problem('rate/limited'));
  if (path === '/health') return json(res, 200, { ok: true, protocol: PROTOCOL_VERSION });
  if (path === '/stats') {
    if (!operator) return fail(res, problem('auth/token'));
    const mem = process.memoryUsage();
    return json(res, 200, {
      clients: ctx.clients.size,
      // TCP connections open now, HTTP or WebSocket, hello or not
      connections: ctx.connections.open,
      // public tournament files built since the start (a flood of one file builds it once)
      exportsBuilt: ctx.exportCache.built,
      // compute workers (seating, xlsx): running and waiting now, and how the jobs so far ended
      workers: { ...ctx.compute.load, ...ctx.compute.counts },
      tables: ctx.tables.byId.size,
      // overlays waiting for a table nobody opened yet (they hold no table)
      waiting: ctx.tables.waiting,
      rss: mem.rss,
      heapUsed: mem.heapUsed,
      // bytes written to sockets that the kernel has not taken yet (bounded by limits.queuedTotal)
      queuedBytes: ctx.budget.total,
      uptimeS: Math.round(process.uptime()),
    });
  }
  if (path === '/damaged-files') {
    if (!operator) return fail(res, problem('auth/token'));
    return json(res, 200, { files: ctx.data.damaged.list() } satisfies DamagedFileList);
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
  const call: ApiCall = { req, res, url, path, operator };
  for (const r of ROUTES) {
    const answered = r(ctx, call);
    if (answered !== false) return answered === true ? undefined : await answered;
  }
  return fail(res, problem('http/not-found'));
}
