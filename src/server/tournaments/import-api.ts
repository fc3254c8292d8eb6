import { MAX_TOURNAMENT_PLAYERS, type Player, type PlayerInput } from '../../protocol/index.ts';
import { said } from '../../words/format.ts';
import { saveSiteIds, siteIds } from './site-ids.ts';
import type { ComputeWorkers } from '../compute/workers.ts';
import type { DataDir } from '../store/data-dir.ts';
import type { Roster } from '../players/players.ts';
import type { Tournaments } from './tournaments.ts';
import { fail, json, readBytes, safeDecode, type ApiCall } from '../net/http-util.ts';
import { problem } from '../problems.ts';
import { tournamentsDamaged } from '../store/tournament-store.ts';
import { MAX_PLAYERS } from '../players/players.ts';

interface Ctx {
  data: DataDir;
  players: Roster;
  tournaments: Tournaments;
  compute: ComputeWorkers;
}

const MAX_FILE = 2 * 1024 * 1024;

/**
 * `POST /tournaments/:id/import` (docs/protocol.md "Exports"): a CSV or .xlsx of players
 * (nickname, club, mafiaratings, polemica). All or nothing: a file with any bad row, more new
 * players than the roster has room for, more than a tournament lists, or a damaged tournaments
 * file changes nothing and says why. Else each player is found in the roster by nickname (or
 * created: one write of the roster for the whole file), joins the tournament, and his site ids
 * join the tournament's; a later step that fails undoes the ones before it.
 */
export function importRoute(ctx: Ctx, { req, res, path, operator }: ApiCall): Promise<void> | boolean {
  const m = /^\/tournaments\/([^/]+)\/import$/.exec(path);
  if (!m) return false;
  return (async () => {
    if (!operator) return fail(res, problem('auth/token'));
    if (req.method !== 'POST') return fail(res, problem('http/method'));
    const found = ctx.tournaments.find(safeDecode(m[1] ?? ''));
    if (!found.ok) return fail(res, found.error);
    const body = await readBytes(req, MAX_FILE);
    if (!body) return fail(res, problem('http/too-large'));
    // decoding and reading the file (an .xlsx is a zip) runs in a compute worker, off the live game
    const read = await ctx.compute.run({ kind: 'roster', body: new Uint8Array(body) });
    if (!read.ok) return fail(res, read.error);
    const table = read.value;
    if (!table.ok) {
      const shown = table.error.slice(0, 20);
      const more = table.error.length - shown.length;
      if (more > 0) shown.push(said('rosterFile.more', { n: more }));
      const [first = said('rosterFile.empty'), ...rest] = shown;
      const all = rest.reduce((a, b) => said('rosterFile.also', { a, b }), first);
      return fail(res, problem('import/invalid', all));
    }
    const damaged = tournamentsDamaged(ctx.data);
    if (damaged) return fail(res, damaged);

    // the roster's own rule (case, ё/е, look-alikes): else "name taken" would stop the import midway
    const known = table.rows.map((row) => ctx.players.byNickname(row.nickname));
    const fresh: PlayerInput[] = table.rows.filter((_, i) => !known[i]);
    const room = ctx.players.room();
    if (fresh.length > room)
      return fail(
        res,
        problem(
          'player/limit',
          `${fresh.length} new players, room for ${room} (the roster keeps at most ${MAX_PLAYERS})`,
        ),
      );
    const { id, ...input } = found.tournament;
    const before = input.players ?? [];
    const listed = new Set([...before, ...known.flatMap((p) => (p ? [p.id] : []))]).size + fresh.length;
    if (listed > MAX_TOURNAMENT_PLAYERS)
      return fail(res, problem('tournament/player-limit', `${listed} > ${MAX_TOURNAMENT_PLAYERS}`));

    const moved = known.flatMap((p, i) => {
      const club = table.rows[i]?.club ?? null;
      return p && club !== null && club !== p.club ? [{ ...p, club }] : [];
    });
    const made = ctx.players.createMany(fresh, moved);
    if (!made.ok) return fail(res, made.error);
    const madeByName = new Map(made.players.map((p) => [p.nickname, p]));
    const players: Player[] = table.rows.map(
      (row, i) => madeByName.get(known[i]?.nickname ?? row.nickname) ?? known[i]!,
    );
    const ids = [...new Set([...before, ...players.map((p) => p.id)])];
    const put = ctx.tournaments.put(id, { ...input, players: ids });
    if (!put.ok) {
      made.undo();
      return fail(res, put.error);
    }

    const mapping = { ...siteIds(ctx, id).players };
    table.rows.forEach((row, i) => {
      const site = { ...mapping[players[i]!.id] };
      if (row.mafiaratings !== undefined) site.mafiaratings = row.mafiaratings;
      if (row.polemica !== undefined) site.polemica = row.polemica;
      if (Object.keys(site).length) mapping[players[i]!.id] = site;
    });
    const saved = saveSiteIds(ctx, id, { players: mapping });
    if (!saved.ok) {
      ctx.tournaments.put(id, { ...input, players: before });
      made.undo();
      return fail(res, saved.error);
    }
    json(res, 200, { created: fresh.length, players });
  })();
}
