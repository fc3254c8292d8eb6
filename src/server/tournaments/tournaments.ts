import { standings, type Game, type ScoredGame } from '../../engine/index.ts';
import {
  MAX_TOURNAMENT_PLAYERS,
  TournamentIdSchema,
  type FinishedGame,
  type GameCommand,
  type Identity,
  type IdentityInput,
  type Check,
  type Standings,
  type Tournament,
  type TournamentDetail,
  type TournamentInput,
  type Result,
} from '../../protocol/index.ts';
import { liveGame, publicGame } from '../tables/finished-game.ts';
import type { SideValues } from '../tables/side-values.ts';
import { checkIdentity, IdentityFrames, identityOf } from './identity.ts';
import { detail, problem } from '../problems.ts';
import type { Table } from '../tables/table.ts';
import type { Tables } from '../tables/tables.ts';
import type { DataDir } from '../store/data-dir.ts';
import { GameRecords } from '../store/game-records.ts';
import {
  readTournaments,
  tournamentsDamaged,
  writeTournaments,
  type FinishedRecord,
} from '../store/tournament-store.ts';
import { refuseBanned, withRepeats } from './tournament-sanctions.ts';

/** Most tournaments one hub keeps (a club evening, a festival: a handful). */
export const MAX_TOURNAMENTS = 64;

/** A counted game: its public result, its scored result (roles too: it is finished) and its start. */
export interface Counted {
  game: FinishedGame;
  scored: ScoredGame;
  startedAt: number | null;
}

/** What the clients of a table in no tournament are sent instead of standings (`no-standings`). */
const NO_STANDINGS = Buffer.from(JSON.stringify({ t: 'no-standings' }));

/**
 * Tournaments: named groups of tables with a ruleset. A tournament's games are the archived games
 * recorded with its id (in archive order), then the finished games still on its tables. Standings
 * are pushed (a `standings` frame) to every client of its tables when they change.
 */
export class Tournaments {
  private readonly byId = new Map<string, Tournament>();
  private readonly records: GameRecords;
  /** Last standings frame per tournament, serialized once for every socket. */
  private readonly frames = new Map<string, Buffer>();
  private readonly data: DataDir;
  private readonly tables: Tables;
  /** The roster's current nickname of a player (standings show it: issue 9). */
  nameOf: (player: string) => string | undefined = () => undefined;
  /** Every table's `identity` frame (name, stage, label, game number, logo, theme). */
  readonly identities: IdentityFrames;
  /** Standings are a value beside the view: the `standings` frame, then the identity. */
  readonly kind = 'standings';
  private readonly sides: SideValues;

  constructor(data: DataDir, tables: Tables, sides: SideValues) {
    this.data = data;
    this.tables = tables;
    this.sides = sides;
    sides.add(this);
    this.identities = new IdentityFrames(sides, (id) => this.identity(id));
    for (const t of readTournaments(data)) this.byId.set(t.id, t);
    this.records = new GameRecords(data);
    if (!tournamentsDamaged(data)) this.records.attribute((table) => this.tournamentOf(table)?.id ?? null);
    tables.watchers.add({
      archiving: (table, game, file) => {
        const t = this.tournamentOf(table.id)?.id ?? null;
        // its tournament may be in the part of the file that did not read: counted once it does
        const unread = t === null && tournamentsDamaged(data) !== null;
        return this.records.archiving(table.id, game, file, t, unread);
      },
      ran: (table, before) => this.ran(table, before),
      admit: (table, command) => this.admit(table, command),
      complete: (table, command) => this.complete(table, command),
    });
  }

  list(): Tournament[] {
    return [...this.byId.values()];
  }

  find(id: string): Result<{ tournament: Tournament }> {
    if (!TournamentIdSchema.safeParse(id).success) return { ok: false, error: problem('tournament/invalid') };
    const t = this.byId.get(id);
    return t ? { ok: true, tournament: t } : { ok: false, error: problem('tournament/unknown', id) };
  }

  /** The record of an archived finished game by its export id. */
  record(id: string): FinishedRecord | undefined {
    return this.records.find(id);
  }

  tournamentOf(tableId: string): Tournament | undefined {
    for (const t of this.byId.values()) if (t.tables.includes(tableId)) return t;
    return undefined;
  }

  /** Creates or replaces a tournament; a table already in another one is refused. */
  put(id: string, input: TournamentInput): Result<{ tournament: Tournament }> {
    if (!TournamentIdSchema.safeParse(id).success) return { ok: false, error: problem('tournament/invalid') };
    if (!this.byId.has(id) && this.byId.size >= MAX_TOURNAMENTS)
      return { ok: false, error: problem('tournament/limit', `${MAX_TOURNAMENTS}`) };
    const listed = input.players?.length ?? 0;
    if (listed > MAX_TOURNAMENT_PLAYERS)
      return {
        ok: false,
        error: problem('tournament/player-limit', `${listed} > ${MAX_TOURNAMENT_PLAYERS}`),
      };
    const previous = this.byId.get(id);
    const locked = previous ? this.rulesetLocked(previous, input) : null;
    if (locked) return { ok: false, error: locked };
    // a PUT from a client that does not know identities keeps the one the tournament has
    const identity = input.identity ?? previous?.identity;
    const unreadable = checkIdentity(identity);
    if (unreadable) return { ok: false, error: unreadable };
    const tables = [...new Set(input.tables)];
    // a PUT without `judges` (a client older than issue 40) keeps the judges of the tables it keeps
    const kept = Object.entries(previous?.judges ?? {}).filter(([x]) => tables.includes(x));
    const judges = input.judges ?? (kept.length ? Object.fromEntries(kept) : undefined);
    const stray = Object.keys(input.judges ?? {}).find((x) => !tables.includes(x));
    if (stray !== undefined) return { ok: false, error: problem('tournament/judge-table', stray) };
    for (const tableId of tables) {
      const owner = this.tournamentOf(tableId);
      if (owner && owner.id !== id) return { ok: false, error: problem('tournament/table-taken', tableId) };
    }
    const tournament: Tournament = {
      id,
      name: input.name,
      ruleset: input.ruleset,
      tables,
      ...(input.options ? { options: input.options } : {}),
      // a PUT without `players` (a client older than the roster) keeps the roster it had
      ...((input.players ?? previous?.players) ? { players: input.players ?? previous?.players } : {}),
      ...(identity ? { identity } : {}),
      ...(judges ? { judges } : {}),
    };
    const damaged = tournamentsDamaged(this.data);
    if (damaged) return { ok: false, error: damaged };
    const next = new Map(this.byId).set(id, tournament);
    if (!writeTournaments(this.data, [...next.values()]))
      return { ok: false, error: problem('store/write-failed') };
    const shown = previous ? this.frameOf(previous) : null;
    this.byId.set(id, tournament);
    this.refresh(
      tournament,
      tables.filter((x) => !previous?.tables.includes(x)),
    );
    // a table that left is told so, or its overlays would show these standings until reloaded
    for (const tableId of previous?.tables ?? [])
      if (!tables.includes(tableId)) this.publish(tableId, NO_STANDINGS, shown);
    this.identities.refresh([...tables, ...(previous?.tables ?? [])]);
    return { ok: true, tournament };
  }

  /** Sets only the identity of an existing tournament. */
  putIdentity(id: string, identity: IdentityInput): Result<{ tournament: Tournament }> {
    const found = this.find(id);
    return found.ok ? this.put(id, { ...found.tournament, identity }) : found;
  }

  /** What the table shows: its game number counts its finished games in its tournament (or in none). */
  identity(tableId: string): Identity {
    const t = this.tournamentOf(tableId);
    const finished = this.records.finishedOn(tableId, t?.id ?? null);
    const live = this.tables.live(tableId);
    return identityOf(
      tableId,
      t,
      finished,
      live?.label ?? null,
      live?.displayChanged().display,
      live?.cueGiven(),
    );
  }

  /** Its games were played under its rules: under new ones they would silently stop counting. */
  private rulesetLocked(t: Tournament, input: TournamentInput): Check {
    const played = t.ruleset === input.ruleset ? 0 : this.counted(t).length;
    if (played === 0) return null;
    return problem(
      'tournament/ruleset-mismatch',
      detail('rulesetPlayed', { name: t.name, ruleset: t.ruleset, n: played }),
    );
  }

  /**
   * Finished games of the tournament, archived ones first (in archive order). A game of another
   * ruleset never counts: points of different rules do not add up (one played on a table before
   * it joined; game/new refuses new ones on its tables).
   */
  counted(t: Tournament): Counted[] {
    const games: Counted[] = this.records
      .of(t.id, t.ruleset)
      .map((r) => ({ game: publicGame(r.id, r.table, true, r), scored: r, startedAt: r.startedAt ?? null }));
    for (const tableId of t.tables) {
      const table = this.tables.byId.get(tableId);
      const live = table ? liveGame(table) : null;
      if (!table || !live || live.scored.result.ruleset !== t.ruleset) continue;
      if (this.records.has(table.id, live.gameId, live.n)) continue;
      const startedAt = table.game.log[0]?.at ?? null;
      games.push({
        game: publicGame(live.gameId, table.id, false, live.scored),
        scored: live.scored,
        startedAt,
      });
    }
    return games;
  }

  standings(t: Tournament): Standings {
    const games = this.counted(t);
    return {
      tournament: t.id,
      name: t.name,
      ruleset: t.ruleset,
      games: games.length,
      rows: standings(
        games.map((g) => g.scored),
        t.ruleset,
        this.nameOf,
      ),
    };
  }

  detail(t: Tournament): TournamentDetail {
    return { ...t, games: this.counted(t).map((g) => g.game) };
  }

  /** A player's nickname changed in the roster: every tournament's rows show the new one. */
  namesChanged(): void {
    for (const t of this.byId.values()) this.refresh(t);
  }

  /** What follows the snapshot for a client of this table: `standings`, or `no-standings`. */
  frameFor(tableId: string): Buffer {
    const t = this.tournamentOf(tableId);
    return t ? this.frameOf(t) : NO_STANDINGS;
  }

  private frameOf(t: Tournament): Buffer {
    let frame = this.frames.get(t.id);
    if (!frame) {
      frame = Buffer.from(JSON.stringify({ t: 'standings', ...this.standings(t) }));
      this.frames.set(t.id, frame);
    }
    return frame;
  }

  /**
   * Table hook: a tournament table plays its tournament's ruleset. A game of other rules is refused
   * at game/new, while it costs nothing, rather than found out of the standings after an hour.
   */
  private admit(table: Table, command: GameCommand): Check {
    if (command.type === 'seat/player' || command.type === 'seat/nickname') {
      const t = this.tournamentOf(table.id);
      return t ? refuseBanned(this.standings(t).rows, command, t.ruleset) : null;
    }
    if (command.type !== 'game/new') return null;
    // a finished game would be archived without its record: kept on its table until results.jsonl reads
    if (this.records.unreadable && liveGame(table)) return this.records.unreadable;
    const t = this.tournamentOf(table.id);
    if (!t || command.ruleset === t.ruleset) return null;
    return problem(
      'tournament/ruleset-mismatch',
      detail('rulesetOther', { name: t.name, ruleset: t.ruleset, wanted: command.ruleset }),
    );
  }

  /**
   * Table hook: a tournament's ruleset options and the table's judge fill its tables' game/new
   * (explicit fields win).
   */
  private complete(table: Table, command: GameCommand): GameCommand {
    if (command.type === 'removal' || command.type === 'game/replay') {
      const t = this.tournamentOf(table.id);
      return t ? withRepeats(this.standings(t).rows, command, table.game.state) : command;
    }
    if (command.type !== 'game/new') return command;
    const t = this.tournamentOf(table.id);
    const judge = t?.judges?.[table.id];
    return t ? { ...t.options, ...(judge ? { judge } : {}), ...command } : command;
  }

  /** Table hook: a game that is (or was) finished may have changed the standings. */
  private ran(table: Table, before: Game): void {
    // a new game (its log starts anew) has the next number
    if (table.game.log[0] !== before.log[0]) this.identities.refresh([table.id]);
    if (before.state.phase !== 'finished' && table.game.state.phase !== 'finished') return;
    const t = this.tournamentOf(table.id);
    if (t) this.refresh(t);
  }

  /**
   * Recomputes the standings and pushes them to the tournament's tables if they changed, and to
   * the tables that just `joined` in any case (their clients had none).
   */
  private refresh(t: Tournament, joined: readonly string[] = []): void {
    const old = this.frames.get(t.id) ?? null;
    this.frames.delete(t.id);
    const frame = this.frameOf(t);
    const changed = !old || !old.equals(frame);
    for (const tableId of t.tables) {
      if (joined.includes(tableId)) this.publish(tableId, frame, NO_STANDINGS);
      else if (changed) this.publish(tableId, frame, old);
    }
  }

  /**
   * In order with the feed's updates: after the game's last one, delayed like them. `shown`: what
   * a delayed feed's clients were sent before (a client joining it is shown that until then).
   */
  private publish(tableId: string, frame: Buffer, shown: Buffer | null): void {
    this.sides.publish(tableId, 'standings', frame, shown);
  }
}
