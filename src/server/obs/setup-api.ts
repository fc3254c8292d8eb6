import type { IncomingMessage, ServerResponse } from 'node:http';
import { isProblem, ON_AIR, TableOrOnAirSchema } from '../../protocol/index.ts';
import type { Problem } from '../../protocol/index.ts';
import type { ObsLink } from './index.ts';
import type { FreedWait } from './setup.ts';
import type { Tables } from '../tables/tables.ts';
import {
  ObsSetupRequestSchema,
  type ObsSetupRequest,
  type ObsSetupResult,
} from '../../protocol/obs-setup.ts';
import { SPEAKER_SCENES_OFF } from '../../protocol/obs.ts';
import type { DataDir } from '../store/data-dir.ts';
import { fail, json, readJson, type ApiCall } from '../net/http-util.ts';
import { detail, problem } from '../problems.ts';
import { planFor, RETIRED, sceneCollection, sourceName, type PlanInput } from './scene-collection.ts';
import { speakerScenes } from './scene-for.ts';
import { runSetup } from './setup.ts';
import { DEFAULT_LANG, isWritten } from '../../words/languages.ts';

/** What these routes use of the hub. */
interface Ctx {
  data: DataDir;
  obs: ObsLink;
  obsSetupWait: FreedWait | null;
  operatorToken: string;
  spectatorKey: string;
  tables: Tables;
  url: string;
}

/**
 * The one-step setup routes. `/companion/page` (GET: a Companion page of the table's buttons),
 * `/obs/scene-collection` (GET: the OBS scenes and browser sources of one table, as a file) and
 * `/obs/setup` (POST: the same made in OBS over its websocket). Operator only: the URLs carry the
 * spectator key. Returns false when the path is not its own, else the promise of its answer.
 */
export function obsSetupRoute(ctx: Ctx, { req, res, url, path, operator }: ApiCall): false | Promise<void> {
  if (path === '/obs/setup') return setupRoute(ctx, req, res, operator);
  if (path !== '/obs/scene-collection') return false;
  return Promise.resolve(collectionRoute(ctx, req, res, url, operator));
}

/** One setup at a time per hub: two overlapping runs would each think the other's scenes foreign. */
const running = new WeakMap<Ctx, Promise<unknown>>();

async function setupRoute(ctx: Ctx, req: IncomingMessage, res: ServerResponse, operator: boolean) {
  if (!operator) return fail(res, problem('auth/token'));
  if (req.method !== 'POST') return fail(res, problem('http/method'));
  // an empty body (a bare POST from a button) means all defaults
  const body = req.headers['content-length'] === '0' ? { ok: true as const, value: {} } : await readJson(req);
  if (!body.ok) return fail(res, body.error);
  const parsed = ObsSetupRequestSchema.safeParse(body.value);
  if (!parsed.success)
    return fail(res, problem('frame/invalid', parsed.error.issues.map((i) => i.message).join('; ')));
  const run = (running.get(ctx) ?? Promise.resolve()).then(() => obsSetup(ctx, parsed.data));
  running.set(
    ctx,
    run.catch(() => {}),
  );
  const result = await run;
  if (isProblem(result)) return fail(res, result);
  json(res, 200, result);
}

/** Makes the table's scene set in OBS, then saves the mapping (with that table) as the settings. */
export async function obsSetup(ctx: Ctx, request: ObsSetupRequest): Promise<ObsSetupResult | Problem> {
  const table = request.table ?? ctx.obs.settings.table;
  const following = request.speakerScenes ?? ctx.obs.settings.speakerScenes?.enabled ?? false;
  // asked for: following goes on with the names the settings have (else the default template)
  const speakers = following
    ? { ...(ctx.obs.settings.speakerScenes ?? SPEAKER_SCENES_OFF), enabled: true }
    : undefined;
  const input: PlanInput = {
    hubUrl: ctx.url,
    table,
    lang: request.lang ?? 'ru',
    spectatorKey: ctx.spectatorKey,
    scenes: ctx.obs.settings.scenes,
    speakerScenes: speakerScenes(seatCountOf(ctx, table), speakers),
  };
  const { url, password } = ctx.obs.settings;
  const result = await runSetup({
    url,
    ...(password ? { password } : {}),
    plan: planFor(input),
    sources: request.sources ?? true,
    retire: RETIRED.map((page) => sourceName(page, table)),
    data: ctx.data,
    ...(ctx.obsSetupWait ? { freedWait: ctx.obsSetupWait } : {}),
    ...pick(ctx.obs.timing, 'connectTimeoutMs', 'answerMs'),
  });
  if (isProblem(result)) return result;
  // the shared on-air set leaves the table on air as it is (V in a panel moves it)
  const onAir = input.table === ON_AIR ? {} : { table: input.table };
  const refused = await ctx.obs.configure({
    ...onAir,
    scenes: input.scenes,
    ...(speakers ? { speakerScenes: speakers } : {}),
  });
  return refused ?? result;
}

/** The seats of the table's game (the table on air for the shared set); 10 for a table not opened yet. */
function seatCountOf(ctx: Ctx, table: string): number {
  const id = table === ON_AIR ? ctx.obs.settings.table : table;
  return ctx.tables.live(id)?.game.state.seatCount ?? 10;
}

function collectionRoute(ctx: Ctx, req: IncomingMessage, res: ServerResponse, url: URL, operator: boolean) {
  if (!operator) return fail(res, problem('auth/token'));
  const method = req.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return fail(res, problem('http/method'));
  const input = planInput(ctx, url);
  if (isProblem(input)) return fail(res, input);
  const name = `Mafia ${input.table}`;
  const text = JSON.stringify(sceneCollection(name, planFor(input)), null, 4);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'content-disposition': `attachment; filename="${name}.json"`,
    'cache-control': 'no-store',
  });
  res.end(method === 'HEAD' ? undefined : text);
}

/** `?table=` (default: the table OBS follows) and `?lang=ru|en` (default ru). */
export function planInput(ctx: Ctx, url: URL): PlanInput | Problem {
  const table = TableOrOnAirSchema.safeParse(url.searchParams.get('table') ?? ctx.obs.settings.table);
  if (!table.success) return problem('table/invalid');
  const lang = url.searchParams.get('lang') ?? DEFAULT_LANG;
  if (!isWritten(lang)) return problem('frame/invalid', detail('langRuEn'));
  return {
    hubUrl: ctx.url,
    table: table.data,
    lang,
    spectatorKey: ctx.spectatorKey,
    scenes: ctx.obs.settings.scenes,
    speakerScenes: speakerScenes(seatCountOf(ctx, table.data), ctx.obs.settings.speakerScenes),
  };
}

/** The deadlines that are set (exactOptionalPropertyTypes: no `undefined` values). */
function pick<T extends object, K extends keyof T>(o: T, ...keys: K[]): Partial<Pick<T, K>> {
  return Object.fromEntries(keys.flatMap((k) => (o[k] === undefined ? [] : [[k, o[k]]]))) as Partial<
    Pick<T, K>
  >;
}
