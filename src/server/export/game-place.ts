import type { GamePlace } from '../../export/record.ts';
import type { SheetGame } from '../../export/sheets.ts';
import type { Tournament } from '../../protocol/index.ts';
import type { Tournaments } from '../tournaments/tournaments.ts';

interface Ctx {
  tournaments: Tournaments;
}

/** The tournament's counted games with their table's label and their round at that table. */
export function sheetGames(ctx: Ctx, t: Tournament): SheetGame[] {
  const rounds = new Map<string, number>();
  return ctx.tournaments.counted(t).map((c) => {
    const table = c.game.table;
    const round = (rounds.get(table) ?? 0) + 1;
    rounds.set(table, round);
    const label = t.tables.includes(table) ? ctx.tournaments.identity(table).table : table;
    return { id: c.game.id, scored: c.scored, table: label, round, startedAt: c.startedAt };
  });
}

/**
 * Where a game (export id `id`, on `table`) was played, as its exports and its paper say it: its
 * tournament, the table's label and number in the tournament, and the game's number at that table
 * among the tournament's games (the round: mafiaratings `gameNum`, Polemica `num`).
 */
export function gamePlace(ctx: Ctx, id: string, table: string | null): GamePlace {
  const record = ctx.tournaments.record(id);
  const tableId = table ?? record?.table ?? null;
  const tournamentId =
    record?.tournament ?? (tableId ? (ctx.tournaments.tournamentOf(tableId)?.id ?? null) : null);
  const found = tournamentId === null ? null : ctx.tournaments.find(tournamentId);
  const t = found?.ok ? found.tournament : null;
  if (!t || tableId === null) return { tournament: t?.name ?? null, table: tableId, tableLabel: tableId };
  const atTable = ctx.tournaments.detail(t).games.filter((g) => g.table === tableId);
  const index = atTable.findIndex((g) => g.id === id);
  const tableIndex = t.tables.indexOf(tableId);
  return {
    tournament: t.name,
    table: tableId,
    tableLabel: t.tables.includes(tableId) ? ctx.tournaments.identity(tableId).table : tableId,
    tableNo: tableIndex < 0 ? null : tableIndex + 1,
    // a game not yet counted (on its table, unfinished) is the table's next one
    gameNo: index >= 0 ? index + 1 : record ? null : ctx.tournaments.identity(tableId).game,
  };
}
