import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import {
  CommandKeySchema,
  CommandRequestSchema,
  cueAfter,
  CueChangeSchema,
  displayAfter,
  DisplayChangeSchema,
  FeedSchema,
  TableSettingsSchema,
  type Result,
} from '../../protocol/index.ts';
import type { EventTally } from '../event-tally.ts';
import { issues, parseCommand } from '../net/frames.ts';
import { fail, json, MAX_BODY, readInput, readJson, safeDecode, type ApiCall } from '../net/http-util.ts';
import { detail, problem } from '../problems.ts';
import { TokenBucket } from '../net/rate-limit.ts';
import { feedRefusal } from './feed-access.ts';
import type { Table } from './table.ts';
import type { Tables } from './tables.ts';

/** What these routes use of the hub. */
interface Ctx {
  events: EventTally;
  rate: { perSecond: number; burst: number };
  spectatorKey: string;
  tables: Tables;
  /** A table's label and switches show in its identity frame (tournaments/identity.ts, a room above). */
  tournaments: { identities: { refresh(tableIds: Iterable<string>): void } };
}

/** Per-address buckets for HTTP commands (a stuck Stream Deck key must not flood the log). */
const buckets = new WeakMap<Ctx, Map<string, TokenBucket>>();

function rateOk(ctx: Ctx, address: string): boolean {
  let map = buckets.get(ctx);
  if (!map) buckets.set(ctx, (map = new Map()));
  if (map.size > 1000) map.clear();
  let bucket = map.get(address);
  if (!bucket) map.set(address, (bucket = new TokenBucket(ctx.rate.perSecond, ctx.rate.burst)));
  return bucket.take();
}

/**
 * `/tables/:id/{commands,state,next,settings,display,cue}` of the HTTP API (hardware controllers, scripts).
 * Returns false if the path is not a table path.
 */
export function tableRoute(ctx: Ctx, { req, res, url, path, operator }: ApiCall): Promise<void> | boolean {
  const m = /^\/tables\/([^/]+)\/(commands|state|next|settings|display|cue)$/.exec(path);
  if (!m) return false;
  const id = safeDecode(m[1] ?? '');
  if (m[2] === 'settings') return settings(ctx, req, res, id, operator);
  // the director's switches (`{"roles":false}`, `{"flip":"overlay"}`), kept with the settings
  if (m[2] === 'display')
    return directed(
      ctx,
      { req, res, id, operator },
      DisplayChangeSchema,
      (t, change) => t.setDisplay(displayAfter(t.display, change)),
      (t) => t.display,
    );
  // the cue of the moments (`{"hold":true}`, `{"skip":"<id>"}`, `{"replay":"vote"}`, issue 38.14)
  if (m[2] === 'cue')
    return directed(
      ctx,
      { req, res, id, operator },
      CueChangeSchema,
      (t, change) => ((t.cue = cueAfter(t.cue, change)), true),
      (t) => t.cue,
    );
  if (m[2] === 'commands') return commands(ctx, req, res, id, operator);
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') fail(res, problem('http/method'));
  else if (m[2] === 'next') next(ctx, res, id, operator);
  else state(ctx, req, res, url, id, operator);
  return true;
}

/** POST a command: the same schema and codes as over WebSocket. */
async function commands(ctx: Ctx, req: IncomingMessage, res: ServerResponse, id: string, operator: boolean) {
  if (req.method !== 'POST') return fail(res, problem('http/method'));
  if (!operator) return fail(res, problem('auth/token'));
  if (!rateOk(ctx, req.socket.remoteAddress ?? '')) {
    ctx.events.note('flood', `HTTP commands from ${req.socket.remoteAddress}`);
    return fail(res, problem('rate/limited'));
  }
  if (Number(req.headers['content-length'] ?? 0) > MAX_BODY) {
    res.setHeader('connection', 'close');
    return fail(res, problem('http/too-large'));
  }
  const body = await readJson(req);
  if (!body.ok) return fail(res, body.error);
  const request = commandRequest(req, body.value);
  if (!request.ok) return fail(res, request.error);
  const parsed = parseCommand(request.command);
  if (!parsed.ok) return fail(res, parsed.error);
  const opened = ctx.tables.open(id, true);
  if (!opened.ok) return fail(res, opened.error);
  const r = await opened.table.run(parsed.command, Date.now(), {
    k: request.key,
    s: request.s,
    by: 'http',
  });
  if (!r.ok) return fail(res, r.error, r.s === undefined ? {} : { s: r.s });
  json(res, 200, { ok: true, s: r.s, n: r.n, ...(r.dup ? { dup: true } : {}) });
}

/** The bare command, or `{command, key?, s?}`; the key may come as an `Idempotency-Key` header. */
function commandRequest(
  req: IncomingMessage,
  raw: unknown,
): Result<{ command: unknown; key?: string; s?: number }> {
  let request: { command: unknown; key?: string; s?: number } = { command: raw };
  if (typeof raw === 'object' && raw !== null && 'command' in raw) {
    const parsed = CommandRequestSchema.safeParse(raw);
    if (!parsed.success) return { ok: false, error: problem('command/invalid', issues(parsed.error)) };
    request = parsed.data;
  }
  const header = req.headers['idempotency-key'];
  if (header === undefined) return { ok: true, ...request };
  const key = CommandKeySchema.safeParse(header);
  if (!key.success) return { ok: false, error: problem('command/invalid', detail('keyLength')) };
  if (request.key !== undefined && request.key !== key.data)
    return { ok: false, error: problem('command/invalid', detail('keysDiffer')) };
  return { ok: true, ...request, key: key.data };
}

/** The engine's next step (operator only: it shows what the judge sees). */
function next(ctx: Ctx, res: ServerResponse, id: string, operator: boolean) {
  const found = ctx.tables.find(id);
  if (!found.ok) return fail(res, found.error);
  if (!operator) return fail(res, problem('auth/token'));
  json(res, 200, { s: found.table.seq, next: found.table.view('judge').next ?? [] });
}

/** A feed's current view; the spectator feed needs its key, the judge feed the token. */
function state(ctx: Ctx, req: IncomingMessage, res: ServerResponse, url: URL, id: string, operator: boolean) {
  const found = ctx.tables.find(id);
  if (!found.ok) return fail(res, found.error);
  const feed = FeedSchema.safeParse(url.searchParams.get('feed') ?? 'table');
  if (!feed.success) return fail(res, problem('feed/invalid'));
  const key = url.searchParams.get('key') ?? req.headers['x-spectator-key'];
  const refused = feedRefusal(feed.data, operator, typeof key === 'string' ? key : null, ctx.spectatorKey);
  if (refused) return fail(res, refused);
  const snap = found.table.snapshot(feed.data);
  json(res, 200, { table: found.table.id, s: snap.s, now: Date.now(), state: snap.view });
}

/** GET or PUT a table's settings (feed delays). Operator only. */
async function settings(ctx: Ctx, req: IncomingMessage, res: ServerResponse, id: string, operator: boolean) {
  if (req.method !== 'GET' && req.method !== 'PUT') return fail(res, problem('http/method'));
  if (!operator) return fail(res, problem('auth/token'));
  const opened = ctx.tables.open(id, req.method === 'PUT');
  if (!opened.ok) return fail(res, opened.error);
  if (req.method === 'PUT') {
    const parsed = await readInput(req, TableSettingsSchema);
    if (!parsed.ok) return fail(res, parsed.error);
    const { feedDelays = {}, label = opened.table.label } = parsed.value;
    if (feedDelays.judge) return fail(res, problem('feed/judge-delay'));
    if (!opened.table.setFeedDelays(feedDelays, label)) return fail(res, problem('store/write-failed'));
    const { display } = parsed.value;
    if (display && !opened.table.setDisplay(display)) return fail(res, problem('store/write-failed'));
    ctx.tournaments.identities.refresh([id]); // the corner bug shows the label; the switches
  }
  const label = opened.table.label;
  const kept = { feedDelays: opened.table.feedDelays(), ...(label ? { label } : {}) };
  json(res, 200, { ...kept, ...opened.table.displayChanged() });
  ctx.tables.release(opened.table); // a GET on a table nobody uses leaves nothing behind
}

/**
 * A table's director state, kept with the table and pushed to its pages in the identity frame: GET
 * it, or POST a change (`apply` false: the disk refused it, nothing changed). Operator only.
 */
async function directed<C>(
  ctx: Ctx,
  { req, res, id, operator }: { req: IncomingMessage; res: ServerResponse; id: string; operator: boolean },
  schema: z.ZodType<C>,
  apply: (table: Table, change: C) => boolean,
  read: (table: Table) => unknown,
) {
  if (req.method !== 'GET' && req.method !== 'POST') return fail(res, problem('http/method'));
  if (!operator) return fail(res, problem('auth/token'));
  const opened = ctx.tables.open(id, req.method === 'POST');
  if (!opened.ok) return fail(res, opened.error);
  if (req.method === 'POST') {
    const parsed = await readInput(req, schema);
    if (!parsed.ok) return fail(res, parsed.error);
    if (!apply(opened.table, parsed.value)) return fail(res, problem('store/write-failed'));
    ctx.tournaments.identities.refresh([id]);
  }
  json(res, 200, read(opened.table));
  ctx.tables.release(opened.table); // a GET on a table nobody uses leaves nothing behind
}
