import readXlsxFile from 'read-excel-file/node';
import { importRows, parseCsv, type ImportResult } from '../../export/roster-import.ts';
import { foldNickname, type Player } from '../../protocol/index.ts';
import { saveSiteIds, siteIds } from '../export/site-ids.ts';
import type { HubContext } from '../hub-context.ts';
import { fail, json, readBytes, safeDecode, type ApiCall } from '../edge/http-util.ts';
import { problem } from '../problems.ts';

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
 * (nickname, club, mafiaratings, polemica). A file with any bad row changes nothing and names the
 * rows; else each player is found in the roster by nickname (or created), joins the tournament,
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

    const players: Player[] = [];
    let created = 0;
    for (const row of table.rows) {
      // the roster's own rule (ё as е, any case): else "name taken" would stop the import midway
      const key = foldNickname(row.nickname);
      const known = ctx.players.search(row.nickname, 5000).find((p) => foldNickname(p.nickname) === key);
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
