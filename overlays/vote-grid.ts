import type { GameView, SeatView, VotingView } from '../src/protocol/index.ts';
import { teamOf, type Team } from '../src/facts/roles.ts';

/**
 * The vote history grid (issue 38.11): one row per voter's seat, one column per decided round
 * (the main vote, a re-vote, the eliminate-all question), day by day. Votes are public on every
 * feed; a team shows only where the view has roles (never the table feed's, never with the
 * director's roles switch off). A round counted without its voters says its counts, nothing more.
 */
export interface GridColumn {
  day: number;
  kind: VotingView['kind'];
  round: VotingView;
  /** Some of its votes were counted without voters: its counts are all it can say. */
  countsOnly: boolean;
}

/** A cell: the seat voted for, '' for no vote known, null when the seat was not at the table. */
export type GridCell = number | '' | null;

export interface GridRow {
  seat: number;
  team: Team | null;
  cells: GridCell[];
}

export interface VoteGrid {
  columns: GridColumn[];
  rows: GridRow[];
}

/** At most this many rounds side by side (the centre zone's width): the latest are kept. */
export const GRID_COLUMNS = 8;

/** The team a seat plays for, when the view says it (the spectator feed with roles on). */
export const teamOfSeat = (s: SeatView | undefined): Team | null =>
  s?.role ? (s.team ?? teamOf(s.role)) : null;

/** Whether the seat still sat at the table on day `day` (night n comes after day n). */
function atTable(s: SeatView, day: number): boolean {
  return s.status === 'alive' || !s.leftAt || s.leftAt.number >= day;
}

export function voteGrid(view: GameView, max = GRID_COLUMNS): VoteGrid {
  const columns: GridColumn[] = (view.voteDays ?? [])
    .flatMap((d) =>
      d.rounds.map((round) => ({
        day: d.day,
        kind: round.kind,
        round,
        countsOnly: round.kind === 'eliminateAll' || round.votes.some((v) => v.voters === null),
      })),
    )
    .slice(-max);
  const voted = (c: GridColumn, seat: number): GridCell =>
    c.round.votes.find((v) => v.voters?.includes(seat))?.candidate ?? '';
  const rows = view.seats
    .filter((s) => columns.some((c) => atTable(s, c.day)))
    .map((s) => ({
      seat: s.seat,
      team: teamOfSeat(s),
      cells: columns.map((c) => (atTable(s, c.day) ? voted(c, s.seat) : null)),
    }));
  return { columns, rows };
}

/** A count-only round's figures, one line each: "4: 3" per candidate, or the eliminate-all "6 of 9". */
export function countLines(c: GridColumn): { seat: number | null; count: number }[] {
  if (c.kind === 'eliminateAll') return [{ seat: null, count: c.round.eliminateAllFor ?? 0 }];
  return c.round.votes.filter((v) => !v.late).map((v) => ({ seat: v.candidate, count: v.count }));
}
