/**
 * The seating schedule as people read it (issue 25): the venue screen, the stream overlay and the
 * printed sheets per round, per table and per player. Pure: data in, rows out (the page renders).
 */

/** What GET /api/v1/tournaments/:id/seating answers (the fields the pages use). */
export interface SeatingData {
  tournament: string;
  players: string[];
  rounds: { table: string; players: string[] }[][];
}

/** What GET …/seating/next answers. */
export interface SeatingNextData {
  rounds: number;
  current: Record<string, number>;
  next: number;
  names: Record<string, { nickname: string; photo: string | null }>;
}

export interface SeatRow {
  seat: number;
  player: string;
  nickname: string;
  photo: string | null;
}

const nameOf = (next: SeatingNextData, id: string) => next.names[id] ?? { nickname: id, photo: null };

/** One round: each table with its seats in order. */
export function roundSheet(
  s: SeatingData,
  next: SeatingNextData,
  round: number,
): { table: string; seats: SeatRow[] }[] {
  return (s.rounds[round - 1] ?? []).map((t) => ({
    table: t.table,
    seats: t.players.map((player, i) => ({ seat: i + 1, player, ...nameOf(next, player) })),
  }));
}

/** Who sits out a round: the day's players at none of its tables, by nickname. */
export function sittingOut(s: SeatingData, next: SeatingNextData, round: number): string[] {
  const seated = new Set((s.rounds[round - 1] ?? []).flatMap((t) => t.players));
  return s.players
    .filter((p) => !seated.has(p))
    .map((p) => nameOf(next, p).nickname)
    .sort((a, b) => a.localeCompare(b));
}

/** One table through the day: per round its seats (empty when the table does not play it). */
export function tableSheet(
  s: SeatingData,
  next: SeatingNextData,
  table: string,
): { round: number; seats: SeatRow[] }[] {
  return s.rounds.map((round, r) => ({
    round: r + 1,
    seats: (round.find((t) => t.table === table)?.players ?? []).map((player, i) => ({
      seat: i + 1,
      player,
      ...nameOf(next, player),
    })),
  }));
}

/** One player through the day: per round his table and seat, or null when he sits out. */
export function playerSheet(
  s: SeatingData,
  player: string,
): { round: number; table: string | null; seat: number | null }[] {
  return s.rounds.map((round, r) => {
    for (const t of round) {
      const i = t.players.indexOf(player);
      if (i >= 0) return { round: r + 1, table: t.table, seat: i + 1 };
    }
    return { round: r + 1, table: null, seat: null };
  });
}

/** Every table the schedule uses, in its order. */
export const tablesOf = (s: SeatingData): string[] => [
  ...new Set(s.rounds.flatMap((r) => r.map((t) => t.table))),
];
