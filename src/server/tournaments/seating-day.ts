import type { Say } from '../log.ts';
import type { Roster } from '../players/players.ts';
import type { SeatingStore } from './seating.ts';
import type { Table } from '../tables/table.ts';
import type { Tables } from '../tables/tables.ts';
import type { TableWatchers } from '../tables/table-watchers.ts';
import type { Tournaments } from './tournaments.ts';

/** Where a tournament's tables are in its schedule, with the names the venue screen shows. */
export interface SeatingNext {
  tournament: string;
  /** The tournament's name, for the printed sheets' heading (issue 40). */
  name: string;
  /** Each table's label as its plates show it (the tournament's identity, the table's own, else its id). */
  labels: Record<string, string>;
  rounds: number;
  /** The round each table plays now (its finished games in the tournament + 1), or next once its game is finished. */
  current: Record<string, number>;
  /** The round the venue waits for: the lowest round a table plays now. */
  next: number;
  /** Nickname and photo of every player of the schedule (public, as on the plates). */
  names: Record<string, { nickname: string; photo: string | null }>;
  /**
   * Tables running ahead of the schedule (issue 40): their round's players still in a game at
   * another table, each with that table. Empty when no table waits for another.
   */
  ahead: { table: string; round: number; waitingFor: { player: string; table: string }[] }[];
}

/**
 * The day runs from the schedule (issue 25): when a tournament table starts a new game (the
 * operator's game/new after the last one ended), its seats are filled from the schedule's round
 * for that game, through ordinary seat/player commands (logged, undoable; the roster adds nickname
 * and photo); the operator starts the game when the table is ready. A seat the operator already
 * filled is left alone, and a table whose game has another number of seats is not touched.
 */
export class SeatingDay {
  private readonly tournaments: Tournaments;
  private readonly seating: SeatingStore;
  private readonly roster: Roster;
  private readonly tables: Tables;
  private readonly say: Say;

  constructor(parts: {
    tournaments: Tournaments;
    seating: SeatingStore;
    roster: Roster;
    tables: Tables;
    say: Say;
  }) {
    this.tables = parts.tables;
    this.tournaments = parts.tournaments;
    this.seating = parts.seating;
    this.roster = parts.roster;
    this.say = parts.say;
  }

  attach(watchers: TableWatchers<Table>): void {
    watchers.add({
      ran: (table) => {
        const first = table.game.log[0];
        // a fresh game: its log is just the game/new that began it
        if (table.game.log.length === 1 && first?.command.type === 'game/new')
          setImmediate(() => void this.seatNext(table));
        // the schedule follows who sits there, undo and redo included (an undone replacement
        // would otherwise leave one player booked at two tables and another at none)
        const last = table.game.log.at(-1)?.command.type;
        if (last === 'seat/player' || last === 'undo' || last === 'redo') this.follow(table);
      },
    });
  }

  /** The schedule's seats of this table's game, or null (no tournament, schedule, round or table). */
  planned(tableId: string): { round: number; players: string[] } | null {
    const t = this.tournaments.tournamentOf(tableId);
    if (!t) return null;
    const kept = this.seating.get(t.id);
    if (!kept.ok) return null;
    const round = this.tournaments.identity(tableId).game;
    const entry = kept.seating.rounds[round - 1]?.find((x) => x.table === tableId);
    return entry ? { round, players: entry.players } : null;
  }

  private async seatNext(table: Table): Promise<void> {
    const plan = this.planned(table.id);
    if (!plan) return;
    const seats = table.game.state.seats;
    if (seats.length !== plan.players.length) {
      this.say(
        `table ${table.id}: the schedule has ${plan.players.length} seats, the game ${seats.length}: not seated`,
        'warn',
      );
      return;
    }
    for (const [i, player] of plan.players.entries()) {
      const seat = table.game.state.seats[i];
      if (!seat || seat.nickname !== '' || table.game.log.length === 0) continue;
      const r = await table.run({ type: 'seat/player', seat: seat.seat, player }, Date.now(), { by: 'hub' });
      // MafClub 4.18, FIIM 7.3: out of the tournament; his seat waits for the operator's replacement
      if (!r.ok && r.error.code === 'tournament/player-banned') {
        this.say(
          `table ${table.id}: seat ${seat.seat} left empty: ${player} is out of the tournament`,
          'warn',
        );
        continue;
      }
      if (!r.ok) {
        this.say(
          `table ${table.id}: seating round ${plan.round} from the schedule stopped: ${r.error.code}`,
          'warn',
        );
        return;
      }
    }
    this.say(`table ${table.id}: game ${plan.round} seated from the schedule`);
    const t = this.tournaments.tournamentOf(table.id);
    const waiting = t ? this.next(t.id)?.ahead.find((x) => x.table === table.id) : undefined;
    if (waiting)
      this.say(
        `table ${table.id}: round ${plan.round} is ahead of the schedule: ${waiting.waitingFor
          .map((w) => `${w.player} still plays at ${w.table}`)
          .join(', ')}`,
        'warn',
      );
  }

  /** Every seated roster player the schedule has elsewhere is taken in (a seat left empty is not). */
  private follow(table: Table): void {
    for (const seat of table.game.state.seats) {
      const plan = this.planned(table.id);
      if (seat.player && plan && plan.players[seat.seat - 1] !== seat.player.id)
        this.replaced(table, seat.seat, seat.player.id);
    }
  }

  /**
   * The operator seated someone the schedule did not put there (a replacement): the schedule's
   * round follows, so the venue screen and the sheets show who really plays.
   */
  private replaced(table: Table, seat: number, player: string): void {
    const plan = this.planned(table.id);
    const t = this.tournaments.tournamentOf(table.id);
    if (!plan || !t || plan.players[seat - 1] === undefined || plan.players[seat - 1] === player) return;
    if (this.seating.replace(t.id, plan.round, table.id, seat, player))
      this.say(
        `table ${table.id}: ${player} replaces ${plan.players[seat - 1]} in round ${plan.round} of the schedule`,
      );
    else this.say(`table ${table.id}: the schedule could not take the replacement at seat ${seat}`, 'warn');
  }

  /** What the venue screen and the print sheets show (GET …/seating/next). */
  next(tournament: string): SeatingNext | null {
    const t = this.tournaments.find(tournament);
    if (!t.ok) return null;
    const kept = this.seating.get(tournament);
    if (!kept.ok) return null;
    const current: Record<string, number> = {};
    for (const id of t.tournament.tables) {
      const done = this.tables.live(id)?.game.state.phase === 'finished';
      current[id] = this.tournaments.identity(id).game + (done ? 1 : 0);
    }
    const playing = Object.values(current);
    const ahead = this.ahead(t.tournament.tables, current, kept.seating.rounds);
    const names: SeatingNext['names'] = {};
    for (const id of kept.seating.players) {
      const p = this.roster.get(id);
      names[id] = { nickname: p?.nickname ?? id, photo: p?.photo ?? null };
    }
    const labels: Record<string, string> = {};
    for (const id of new Set([...t.tournament.tables, ...kept.seating.rounds.flat().map((x) => x.table)]))
      labels[id] = this.tournaments.identity(id).table;
    return {
      tournament,
      name: t.tournament.name,
      labels,
      rounds: kept.seating.rounds.length,
      current,
      next: playing.length > 0 ? Math.min(...playing) : 1,
      names,
      ahead,
    };
  }

  /** Each table whose round has players still in an unfinished game at another table. */
  private ahead(
    tables: readonly string[],
    current: Record<string, number>,
    rounds: readonly { table: string; players: string[] }[][],
  ): SeatingNext['ahead'] {
    // who sits in a game not yet over, at which table and in which round
    const playing = new Map<string, { table: string; round: number }[]>();
    for (const id of tables) {
      const game = this.tables.live(id)?.game;
      if (!game || game.log.length === 0 || game.state.phase === 'finished') continue;
      for (const seat of game.state.seats)
        if (seat.player)
          playing.set(seat.player.id, [
            ...(playing.get(seat.player.id) ?? []),
            { table: id, round: current[id] ?? 1 },
          ]);
    }
    return tables.flatMap((table) => {
      const round = current[table] ?? 1;
      const planned = rounds[round - 1]?.find((x) => x.table === table)?.players ?? [];
      // a player of this round still in an earlier round's game elsewhere: this table is ahead
      const waitingFor = planned.flatMap((player) =>
        (playing.get(player) ?? [])
          .filter((at) => at.table !== table && at.round < round)
          .map((at) => ({ player, table: at.table })),
      );
      return waitingFor.length ? [{ table, round, waitingFor }] : [];
    });
  }
}
