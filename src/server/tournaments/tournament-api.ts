import type { z } from 'zod';
import { FinalInputSchema, TournamentInputSchema, UNSAFE_NAME_CHARS } from '../../protocol/index.ts';
import { fail, json, readInput, safeDecode, type ApiCall } from '../net/http-util.ts';
import { detail, problem } from '../problems.ts';
import type { Tournaments } from './tournaments.ts';
import { finalOf } from './stages.ts';

/** What these routes use of the hub. */
interface Ctx {
  tournaments: Tournaments;
}

/**
 * `/tournaments...` of the HTTP API (docs/protocol.md "Tournaments"). Reads are open: they hold
 * finished games' public results only. Creating or changing a tournament needs the token.
 * Returns false if the path is not a tournament path.
 */
export function tournamentRoute(ctx: Ctx, { req, res, path, operator }: ApiCall): Promise<void> | boolean {
  const method = req.method ?? 'GET';
  const reading = method === 'GET' || method === 'HEAD';
  if (path === '/tournaments') {
    if (!reading) fail(res, problem('http/method'));
    else json(res, 200, { tournaments: ctx.tournaments.list() });
    return true;
  }
  const m = /^\/tournaments\/([^/]+)(\/standings|\/final)?$/.exec(path);
  if (!m) return false;
  const id = safeDecode(m[1] ?? '');
  if (m[2] === '/final') {
    if (method === 'POST') return postFinal(ctx, { req, res, operator }, id);
    fail(res, problem('http/method'));
    return true;
  }
  if (!m[2] && method === 'PUT')
    return putTournament({ req, res, operator }, TournamentInputSchema, (input) =>
      ctx.tournaments.put(id, input),
    );
  if (!reading) {
    fail(res, problem('http/method'));
    return true;
  }
  const found = ctx.tournaments.find(id);
  if (!found.ok) fail(res, found.error);
  else if (m[2]) json(res, 200, ctx.tournaments.standings(found.tournament));
  else json(res, 200, ctx.tournaments.detail(found.tournament));
  return true;
}

/**
 * `POST /tournaments/:id/final` (issue 40.5): the final after this qualifying round, a tournament
 * of its own made from the qualifying's standings (stages.ts); answered like a PUT of it.
 */
function postFinal(ctx: Ctx, call: Pick<ApiCall, 'req' | 'res' | 'operator'>, id: string): Promise<void> {
  const found = ctx.tournaments.find(id);
  return putTournament(call, FinalInputSchema, (req) => {
    if (!found.ok) return found;
    if (req.id === id || ctx.tournaments.find(req.id).ok)
      return { ok: false, error: problem('frame/invalid', detail('tournamentExists', { id: req.id })) };
    const made = finalOf(found.tournament, ctx.tournaments.standings(found.tournament), req);
    if (!made.ok) return { ok: false, error: problem('frame/invalid', made.error) };
    return ctx.tournaments.put(req.id, made.input);
  });
}

/** An operator's PUT of a tournament, or of one part of it: the stored tournament, or why not. */
export async function putTournament<T>(
  { req, res, operator }: Pick<ApiCall, 'req' | 'res' | 'operator'>,
  schema: z.ZodType<T>,
  store: (input: T) => ReturnType<Tournaments['put']>,
): Promise<void> {
  if (!operator) return fail(res, problem('auth/token'));
  const parsed = await readInput(req, schema);
  if (!parsed.ok) return fail(res, parsed.error);
  const unsafe = unsafeText(parsed.value);
  if (unsafe !== null)
    return fail(
      res,
      problem(
        'frame/invalid',
        `${unsafe}: no control, bidirectional-override, invisible or blank-looking characters`,
      ),
    );
  const r = store(parsed.value);
  if (!r.ok) return fail(res, r.error);
  json(res, 200, r.tournament);
}

/**
 * Where a text of a tournament's input (its name, stage, table labels, sponsor) fails the roster's
 * name check, or null: they are shown on air as names are. Checked here, not in the schema, so a
 * file written before the rule still reads.
 */
function unsafeText(value: unknown, path = 'tournament'): string | null {
  if (typeof value === 'string') return UNSAFE_NAME_CHARS.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, v] of Object.entries(value)) {
    const found = unsafeText(v, `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}
