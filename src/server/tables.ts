import { newGame, project } from '../engine/index.ts';
import { TableIdSchema } from '../protocol/index.ts';
import type { Feed, GameView, Problem } from '../protocol/index.ts';
import { problem } from './problems.ts';
import { storedTables } from './store.ts';
import { Table, type FeedDelays, type TableHooks } from './table.ts';

/** Tables with a log on disk (games). */
export const MAX_TABLES = 64;
/** Tables in memory, including ones only watched by overlays (dropped when nobody watches). */
export const MAX_OPEN_TABLES = 256;
/** Overlays waiting for one table that does not exist yet (a studio has a dozen per table). */
export const MAX_WATCHERS_PER_TABLE = 64;
/** Overlays waiting for any table: past this only new watchers are refused, never operators. */
export const MAX_WATCHERS = 1024;

const blank = new Map<Feed, GameView>();
/** What a feed of a table that does not exist yet shows: a new game (computed once per feed). */
export function blankView(feed: Feed): GameView {
  let view = blank.get(feed);
  if (!view) blank.set(feed, (view = project(newGame().state, feed)));
  return view;
}

export type Watched =
  { ok: true; table: Table } | { ok: true; unwatch: () => void } | { ok: false; error: Problem };

/** All tables of this hub, created on first use and restored from the data directory on start. */
export class Tables {
  readonly byId = new Map<string, Table>();
  private readonly dataDir: string;
  private readonly delays: FeedDelays;
  private readonly say: (line: string) => void;
  /** Shared by every table; filled in by the tournaments once they exist. */
  readonly hooks: TableHooks = {};
  /** Overlays of tables not opened yet, by table id; called with the table once it is. */
  private readonly watchers = new Map<string, Set<(table: Table) => void>>();
  private watcherCount = 0;

  constructor(dataDir: string, delays: FeedDelays, say: (line: string) => void) {
    this.dataDir = dataDir;
    this.delays = delays;
    this.say = say;
  }

  /** Restores every stored table; returns how many entries were replayed. */
  restoreAll(): number {
    let entries = 0;
    for (const id of storedTables(this.dataDir)) {
      if (!TableIdSchema.safeParse(id).success) continue;
      const t = new Table(this.dataDir, id, this.delays, this.say, this.hooks);
      this.byId.set(id, t);
      entries += t.game.log.length;
    }
    return entries;
  }

  /**
   * The table, created if the id is valid and new. `write`: the caller may send commands (an
   * operator), so the table will need a log: it counts against MAX_TABLES. Overlays may watch a
   * table before its first command; such a table lives in memory only until it gets one.
   */
  open(id: unknown, write: boolean): { ok: true; table: Table } | { ok: false; error: Problem } {
    const parsed = TableIdSchema.safeParse(id);
    if (!parsed.success) return { ok: false, error: problem('table/invalid') };
    const existing = this.byId.get(parsed.data);
    if (existing && (!write || existing.persisted)) return { ok: true, table: existing };
    if (write && this.persistedCount() >= MAX_TABLES) return { ok: false, error: problem('table/limit') };
    if (existing) return { ok: true, table: existing };
    if (this.byId.size >= MAX_OPEN_TABLES) return { ok: false, error: problem('table/limit') };
    const table = new Table(this.dataDir, parsed.data, this.delays, this.say, this.hooks);
    this.byId.set(parsed.data, table);
    this.wake(table);
    return { ok: true, table };
  }

  /**
   * For read-only clients: the table if it exists, else a place in its waiting list (nothing is
   * created, so junk ids cost no Table and count against no table limit).
   */
  watch(id: unknown, onOpen: (table: Table) => void): Watched {
    const parsed = TableIdSchema.safeParse(id);
    if (!parsed.success) return { ok: false, error: problem('table/invalid') };
    const existing = this.byId.get(parsed.data);
    if (existing) return { ok: true, table: existing };
    const set = this.watchers.get(parsed.data) ?? new Set();
    if (set.size >= MAX_WATCHERS_PER_TABLE || this.watcherCount >= MAX_WATCHERS)
      return { ok: false, error: problem('table/limit') };
    this.watchers.set(parsed.data, set);
    const entry = (table: Table) => onOpen(table);
    set.add(entry);
    this.watcherCount++;
    return {
      ok: true,
      unwatch: () => {
        if (!set.delete(entry)) return;
        this.watcherCount--;
        if (set.size === 0 && this.watchers.get(parsed.data) === set) this.watchers.delete(parsed.data);
      },
    };
  }

  /** Overlays waiting for this table get it now. */
  private wake(table: Table): void {
    const set = this.watchers.get(table.id);
    if (!set) return;
    this.watchers.delete(table.id);
    this.watcherCount -= set.size;
    const waiting = [...set];
    set.clear();
    for (const onOpen of waiting) {
      try {
        onOpen(table);
      } catch (e) {
        this.say(`table ${table.id}: a waiting client failed to attach: ${(e as Error).stack ?? String(e)}`);
      }
    }
  }

  /** How many overlays wait for tables that do not exist (for /stats and tests). */
  get waiting(): number {
    return this.watcherCount;
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
    this.byId.delete(table.id);
  }

  /** The table only if it exists (HTTP reads do not create tables). */
  find(id: string): { ok: true; table: Table } | { ok: false; error: Problem } {
    if (!TableIdSchema.safeParse(id).success) return { ok: false, error: problem('table/invalid') };
    const t = this.byId.get(id);
    return t ? { ok: true, table: t } : { ok: false, error: problem('table/unknown') };
  }

  close(): void {
    for (const t of this.byId.values()) t.close();
    this.byId.clear();
  }
}
