/**
 * The seating schedule as people read it (issue 25): the venue screen, the stream overlay and the
 * printed sheets per round, per table and per player. Pure: data in, rows out (the page renders).
 */
import { foldNickname } from '../protocol/nickname-fold.ts';

/** What GET /api/v1/tournaments/:id/seating answers (the fields the pages use). */
export interface SeatingData {
  tournament: string;
  players: string[];
  rounds: { table: string; players: string[] }[][];
}

/** What GET …/seating/next answers. */
export interface SeatingNextData {
  /** The tournament's name and each table's label (hubs before issue 40 sent neither). */
  name?: string;
  labels?: Record<string, string>;
  /** Tables running ahead of the schedule: their round's players still playing elsewhere. */
  ahead?: { table: string; round: number; waitingFor: { player: string; table: string }[] }[];
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

/** A table as its plates name it ("Green table"), or null when it has no label but its id. */
export const labelOf = (next: SeatingNextData, table: string): string | null => {
  const label = next.labels?.[table];
  return label && label !== table ? label : null;
};

/** The day's players by nickname (the order of the grid and the matrix). */
export const byNickname = (s: SeatingData, next: SeatingNextData): string[] =>
  [...s.players].sort((a, b) =>
    nameOf(next, a).nickname.localeCompare(nameOf(next, b).nickname, undefined, { numeric: true }),
  );

/**
 * The pair-meetings matrix (issue 40): how many games each two players share in the schedule,
 * `meets[i][j]` for the players in `order`; the diagonal is each player's games.
 */
export function pairMatrix(s: SeatingData, order: readonly string[]): number[][] {
  const at = new Map(order.map((p, i) => [p, i]));
  const meets = order.map(() => new Array<number>(order.length).fill(0));
  for (const round of s.rounds)
    for (const t of round) {
      const idx = t.players.map((p) => at.get(p)).filter((i) => i !== undefined);
      for (const i of idx) for (const j of idx) meets[i]![j]! += 1;
    }
  return meets;
}

export interface SeatFound {
  player: string;
  nickname: string;
  /** The player's coming round (the first whose game at his table is not over), null: none left. */
  round: number | null;
  table: string | null;
  seat: number | null;
}

/**
 * "Find my seat" on the venue screen (issue 40): players whose nickname holds `query` (case, ё/е
 * and look-alike letters ignored), each with his coming game: the first round whose game at his
 * table has not finished (a table's `current` round is its game now, or next once finished).
 */
export function findSeat(s: SeatingData, next: SeatingNextData, query: string, most = 8): SeatFound[] {
  const q = foldNickname(query);
  if (q === '') return [];
  return byNickname(s, next)
    .filter((p) => foldNickname(nameOf(next, p).nickname).includes(q))
    .slice(0, most)
    .map((player) => {
      const coming = playerSheet(s, player).find(
        (r) => r.table !== null && r.round >= (next.current[r.table] ?? 1),
      );
      return {
        player,
        nickname: nameOf(next, player).nickname,
        round: coming?.round ?? null,
        table: coming?.table ?? null,
        seat: coming?.seat ?? null,
      };
    });
}
