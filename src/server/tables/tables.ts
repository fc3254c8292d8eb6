import type { Say } from '../log.ts';
import { TableIdSchema, type Result } from '../../protocol/index.ts';
import type { Feed, GameView, Problem } from '../../protocol/index.ts';
import { problem } from '../problems.ts';
import type { DataDir } from '../store/data-dir.ts';
import { readLog, settleNewLog } from '../store/log-file.ts';
import { readTableSettings, storedTables, TableLog, tableSettingsFile } from '../store/store.ts';
import { Table } from './table.ts';
import type { FeedDelays } from './table-settings.ts';
import { TableWatchers } from './table-watchers.ts';

/** Tables with a log on disk (games). */
export const MAX_TABLES = 64;
/** Tables in memory, including ones only watched by overlays (dropped when nobody watches). */
export const MAX_OPEN_TABLES = 256;
/** Overlays waiting for one table that does not exist yet (a studio has a dozen per table). */
export const MAX_WATCHERS_PER_TABLE = 64;
/** Overlays waiting for any table: past this only new watchers are refused, never operators. */
export const MAX_WATCHERS = 1024;

/** All tables of this hub, created on first use and restored from the data directory on start. */
export class Tables {
  readonly byId = new Map<string, Table>();
  /** Tables whose log on disk is damaged: refused (table/damaged) until the operator repairs it. */
  readonly damaged = new Map<string, Problem>();
  private readonly data: DataDir;
  private readonly delays: FeedDelays;
  private readonly say: Say;
  /** Shared by every table: the tournaments and the roster add themselves. */
  readonly watchers = new TableWatchers<Table>();
  /**
   * Tables only overlays asked for (nobody opened them): outside `byId`, so they count against no
   * table limit, are not listed and not found by HTTP; bounded by their watchers instead. Opening
   * one moves it into `byId` as it is, its overlays subscribed, delayed frames in flight.
   */
  private readonly waitingById = new Map<string, Table>();
  /** Followers of a feed of every opened table (follow), each with its stop per table. */
  private readonly everyTable = new Set<{ attach: (table: Table) => void; stops: Map<Table, () => void> }>();

  /** Tables with a log in this data directory, at most (MAX_TABLES unless the hub is told). */
  private readonly maxTables: number;

  constructor(data: DataDir, delays: FeedDelays, say: Say, maxTables = MAX_TABLES) {
    this.maxTables = maxTables;
    this.data = data;
    this.delays = delays;
    this.say = say;
  }

  /**
   * Restores every stored table; returns how many entries were replayed. A table whose log is
   * damaged stays closed (`damaged`), named with its file and line; the others serve.
   */
  restoreAll(): number {
    let entries = 0;
    const { disk } = this.data;
    for (const id of storedTables(this.data)) {
      if (!TableIdSchema.safeParse(id).success) continue;
      const log = new TableLog(this.data, id);
      const unsettled = settleNewLog(disk, log.file, log.next);
      const read = unsettled ? { ok: false as const, line: 0, error: unsettled } : readLog(disk, log.file);
      if (this.settingsDamaged(id)) continue;
      let table: Table | string;
      if (!read.ok) table = read.error;
      else
        try {
          table = new Table(this.data, id, this.delays, this.say, this.watchers, read);
        } catch (e) {
          // the engine refolds every log it wrote: one it cannot is a hand edit or a foreign file
          table = `the game does not refold: ${(e as Error).message}`;
        }
      if (typeof table === 'string') {
        const where = !read.ok && read.line > 0 ? `${log.file}:${read.line}` : log.file;
        this.damaged.set(id, problem('table/damaged', `${where}: ${table}`));
        this.say(`table ${id}: DAMAGED, not restored: ${where}: ${table}`, 'error');
        this.data.damaged.add(where, table, `table ${id} stays closed until it is repaired`);
        continue;
      }
      this.opened(table);
      entries += table.game.log.length;
    }
    return entries;
  }

  /**
   * A table whose settings.json is damaged stays closed: its spectator delay is unknown, and a
   * stream that must lag behind the room never gets roles undelayed.
   */
  private settingsDamaged(id: string): boolean {
    const read = readTableSettings(this.data, id);
    if (read.state !== 'damaged') return false;
    const file = tableSettingsFile(this.data, id);
    this.damaged.set(id, problem('table/damaged', `${file}: ${read.reason}`));
    this.data.damaged.report(
      file,
      read.reason,
      `table ${id} stays closed (its feed delays are unknown: no feed is served undelayed) until it is repaired`,
    );
    return true;
  }

  /**
   * The table, created if the id is valid and new. `write`: the caller may send commands (an
   * operator), so the table will need a log: it counts against MAX_TABLES. Overlays may watch a
   * table before its first command; such a table lives in memory only until it gets one.
   */
  open(id: unknown, write: boolean): Result<{ table: Table }> {
    const parsed = TableIdSchema.safeParse(id);
    if (!parsed.success) return { ok: false, error: problem('table/invalid') };
    const damaged = this.damaged.get(parsed.data);
    if (damaged) return { ok: false, error: damaged };
    const existing = this.byId.get(parsed.data);
    if (existing && (!write || existing.persisted)) return { ok: true, table: existing };
    if (write && this.persistedCount() >= this.maxTables) return { ok: false, error: problem('table/limit') };
    if (existing) return { ok: true, table: existing };
    if (this.byId.size >= MAX_OPEN_TABLES) return { ok: false, error: problem('table/limit') };
    const waiting = this.waitingById.get(parsed.data);
    this.waitingById.delete(parsed.data);
    const table = waiting ?? new Table(this.data, parsed.data, this.delays, this.say, this.watchers);
    this.opened(table);
    return { ok: true, table };
  }

  /**
   * For read-only clients: the table, or one that waits to be opened (a new game until then). At
   * most MAX_WATCHERS_PER_TABLE clients per waiting table and MAX_WATCHERS in all; past that only
   * new watchers are refused (operators open tables with `open`, never refused for this).
   */
  watch(id: unknown): Result<{ table: Table }> {
    const parsed = TableIdSchema.safeParse(id);
    if (!parsed.success) return { ok: false, error: problem('table/invalid') };
    const damaged = this.damaged.get(parsed.data);
    if (damaged) return { ok: false, error: damaged };
    const existing = this.byId.get(parsed.data);
    if (existing) return { ok: true, table: existing };
    const waiting = this.waitingById.get(parsed.data);
    if ((waiting?.clientCount() ?? 0) >= MAX_WATCHERS_PER_TABLE || this.waiting >= MAX_WATCHERS)
      return { ok: false, error: problem('table/limit') };
    if (waiting) return { ok: true, table: waiting };
    const table = new Table(this.data, parsed.data, this.delays, this.say, this.watchers);
    this.waitingById.set(parsed.data, table);
    return { ok: true, table };
  }

  private opened(table: Table): void {
    this.byId.set(table.id, table);
    for (const f of this.everyTable) f.attach(table);
  }

  /**
   * Follows one feed of every opened table, those open now and those opened later (Companion): the
   * follower hears each table's state now (`initial`), then each state its feed releases
   * (Table.follow). It keeps no table open. Returns the stop.
   */
  follow(
    feed: Feed,
    follower: (table: Table, s: number, view: GameView, initial: boolean) => void,
  ): () => void {
    const stops = new Map<Table, () => void>();
    const attach = (table: Table) => {
      const now = table.follow(feed, (s, view) => follower(table, s, view, false), false);
      stops.set(table, now.stop);
      follower(table, now.s, now.view, true);
    };
    const entry = { attach, stops };
    this.everyTable.add(entry);
    for (const table of this.byId.values()) attach(table);
    return () => {
      this.everyTable.delete(entry);
      for (const stop of stops.values()) stop();
    };
  }

  /** The table by id, opened or only waited for (frames such as its tournament's standings). */
  live(id: string): Table | undefined {
    return this.byId.get(id) ?? this.waitingById.get(id);
  }

  /** How many overlays wait for tables nobody opened (for /stats and the cap). */
  get waiting(): number {
    let n = 0;
    for (const t of this.waitingById.values()) n += t.clientCount();
    return n;
  }

  private persistedCount(): number {
    let n = 0;
    for (const t of this.byId.values()) if (t.persisted) n++;
    return n;
  }

  /** Forgets a table nobody watches that never got a command (an overlay's typo, a probe). */
  release(table: Table): void {
    if (table.persisted || table.clientCount() > 0) return;
    table.close();
    for (const f of this.everyTable) f.stops.delete(table);
    if (this.byId.get(table.id) === table) this.byId.delete(table.id);
    if (this.waitingById.get(table.id) === table) this.waitingById.delete(table.id);
  }

  /** The table only if it exists (HTTP reads do not create tables). */
  find(id: string): Result<{ table: Table }> {
    if (!TableIdSchema.safeParse(id).success) return { ok: false, error: problem('table/invalid') };
    const damaged = this.damaged.get(id);
    if (damaged) return { ok: false, error: damaged };
    const t = this.byId.get(id);
    return t ? { ok: true, table: t } : { ok: false, error: problem('table/unknown') };
  }

  close(): void {
    for (const t of [...this.byId.values(), ...this.waitingById.values()]) t.close();
    this.byId.clear();
    this.waitingById.clear();
  }
}
