import type { Tournament } from '../../protocol/index.ts';
import { MafScheduleSchema, SeatingRequestSchema, type Seating } from '../../protocol/seating.ts';
import { importedSeating, mafSchedule } from './seating-interop.ts';
import type { SeatingResult } from './seating.ts';
import type { Roster } from '../players/players.ts';
import type { SeatingDay } from './seating-day.ts';
import type { SeatingStore } from './seating.ts';
import type { Tournaments } from './tournaments.ts';
import { fail, json, readInput, safeDecode, type ApiCall } from '../net/http-util.ts';
import { problem } from '../problems.ts';

interface Ctx {
  tournaments: Tournaments;
  seating: SeatingStore;
  seatingDay: SeatingDay;
  players: Roster;
}

/**
 * `/tournaments/:id/seating` (docs/protocol.md "Seating"): `GET` the kept schedule (open, like
 * the standings: the venue screen shows it), `POST` a request to make or re-plan it (token);
 * `GET …/seating/next`: the round each table plays now and the players' names.
 * Returns false if the path is not its own.
 */
export function seatingRoute(ctx: Ctx, { req, res, path, operator }: ApiCall): Promise<void> | boolean {
  const m = /^\/tournaments\/([^/]+)\/seating(\/next|\/import|\/mafschedule\.json)?$/.exec(path);
  if (!m) return false;
  const found = ctx.tournaments.find(safeDecode(m[1] ?? ''));
  const method = req.method ?? 'GET';
  if (method === 'POST' && (!m[2] || m[2] === '/import'))
    return post(ctx, { req, res, operator }, found, m[2] === '/import');
  const kept = found.ok ? ctx.seating.get(found.tournament.id) : null;
  if (method !== 'GET' && method !== 'HEAD') fail(res, problem('http/method'));
  else if (!found.ok) fail(res, found.error);
  else if (!kept?.ok) fail(res, kept?.error ?? problem('seating/none'));
  else if (m[2] === '/import') fail(res, problem('http/method'));
  else if (m[2] === '/mafschedule.json')
    json(
      res,
      200,
      mafSchedule(kept.seating, (p) => ctx.players.get(p)?.nickname ?? p),
    );
  else if (m[2]) {
    const next = ctx.seatingDay.next(found.tournament.id);
    if (!next) fail(res, problem('seating/none'));
    else json(res, 200, next);
  } else json(res, 200, kept.seating);
  return true;
}

/**
 * `POST …/seating` makes (or re-plans) the schedule; `POST …/seating/import` keeps a MafSchedule
 * file as the tournament's schedule (issue 40). Both need the token.
 */
async function post(
  ctx: Ctx,
  { req, res, operator }: Pick<ApiCall, 'req' | 'res' | 'operator'>,
  found: ReturnType<Ctx['tournaments']['find']>,
  importing: boolean,
): Promise<void> {
  if (!operator) return fail(res, problem('auth/token'));
  if (!found.ok) return fail(res, found.error);
  const t = found.tournament;
  let kept: SeatingResult;
  if (importing) {
    const parsed = await readInput(req, MafScheduleSchema);
    if (!parsed.ok) return fail(res, parsed.error);
    const made = importedSeating(t, parsed.value, ctx.players, Date.now());
    kept = made.ok ? ctx.seating.adopt(made.seating) : made;
  } else {
    const parsed = await readInput(req, SeatingRequestSchema);
    if (!parsed.ok) return fail(res, parsed.error);
    kept = await ctx.seating.make(t, parsed.value, Date.now());
  }
  if (kept.ok) json(res, 200, { ...kept.seating, idle: idle(kept.seating, t) });
  else fail(res, kept.error);
}

/**
 * Tables asked to play that a round leaves empty (39 players on 4 tables of 10: one table each
 * round), said in the answer (issue 40): the organiser learns it before the day, not at it.
 */
function idle(s: Seating, t: Tournament): { round: number; tables: string[] }[] {
  const playing = t.tables.slice(0, s.request.tables ?? t.tables.length);
  return s.rounds.flatMap((round, r) => {
    const empty = playing.filter((id) => !round.some((x) => x.table === id));
    return empty.length ? [{ round: r + 1, tables: empty }] : [];
  });
}
