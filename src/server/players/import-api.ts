import readXlsxFile from 'read-excel-file/node';
import { importRows, parseCsv, type ImportResult } from '../../export/roster-import.ts';
import { foldNickname, type Player } from '../../protocol/index.ts';
import { saveSiteIds, siteIds } from '../export/site-ids.ts';
import type { HubContext } from '../hub-context.ts';
import { fail, json, readBytes, safeDecode, type ApiCall } from '../edge/http-util.ts';
import { problem } from '../problems.ts';
import { MAX_PLAYERS } from './players.ts';

type Ctx = Pick<HubContext, 'dataDir' | 'say' | 'players' | 'tournaments'>;

const MAX_FILE = 2 * 1024 * 1024;

/** The body's table: an .xlsx (a zip: starts with PK) by its first sheet, else CSV text. */
async function readTable(body: Buffer): Promise<ImportResult> {
  if (body.subarray(0, 2).toString('latin1') === 'PK') {
    try {
      const [first] = await readXlsxFile(body);
      return importRows((first?.data ?? []) as (string | number | boolean | null)[][]);
    } catch {
      return { ok: false, errors: ['not a readable .xlsx file'] };
    }
  }
  return importRows(parseCsv(body.toString('utf8')));
}

/**
 * `POST /tournaments/:id/import` (docs/protocol.md "Exports"): a CSV or .xlsx of players
 * (nickname, club, mafiaratings, polemica). A file with any bad row, or more new players than the
 * roster has room for, changes nothing and says why; else each player is found in the roster by nickname (or created), joins the tournament,
 * and his site ids join the tournament's.
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
    const table = await readTable(body);
    if (!table.ok) return fail(res, problem('frame/invalid', table.errors.slice(0, 20).join('; ')));

    // the roster's own rule (ё as е, any case): else "name taken" would stop the import midway
    const knownOf = (nickname: string) => {
      const key = foldNickname(nickname);
      return ctx.players.search(nickname, MAX_PLAYERS).find((p) => foldNickname(p.nickname) === key);
    };
    // all or nothing: a list that would pass the roster's cap makes no one and changes nothing
    const fresh = table.rows.filter((row) => !knownOf(row.nickname)).length;
    const room = ctx.players.room();
    if (fresh > room)
      return fail(
        res,
        problem(
          'player/limit',
          `${fresh} new players, room for ${room} (the roster keeps at most ${MAX_PLAYERS})`,
        ),
      );
    const players: Player[] = [];
    let created = 0;
    for (const row of table.rows) {
      const known = knownOf(row.nickname);
      const r = known
        ? row.club !== null && row.club !== known.club
          ? ctx.players.update(known.id, { club: row.club })
          : { ok: true as const, player: known }
        : ctx.players.create({ nickname: row.nickname, club: row.club });
      if (!r.ok) return fail(res, r.error);
      if (!known) created++;
      players.push(r.player);
    }
    const { id, ...input } = found.tournament;
    const ids = [...new Set([...(input.players ?? []), ...players.map((p) => p.id)])];
    const put = ctx.tournaments.put(id, { ...input, players: ids });
    if (!put.ok) return fail(res, put.error);

    const sites = siteIds(ctx, id);
    const mapping = { ...sites.players };
    table.rows.forEach((row, i) => {
      const site = { ...mapping[players[i]!.id] };
      if (row.mafiaratings !== undefined) site.mafiaratings = row.mafiaratings;
      if (row.polemica !== undefined) site.polemica = row.polemica;
      if (Object.keys(site).length) mapping[players[i]!.id] = site;
    });
    const saved = saveSiteIds(ctx, id, { players: mapping });
    if (!saved.ok) return fail(res, saved.error);
    json(res, 200, { created, players });
  })();
}
