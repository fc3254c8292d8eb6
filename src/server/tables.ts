import { TableIdSchema } from '../protocol/index.ts';
import type { Problem } from '../protocol/index.ts';
import { problem } from './problems.ts';
import { storedTables } from './store.ts';
import { Table, type FeedDelays, type TableHooks } from './table.ts';

/** Tables with a log on disk (games). */
export const MAX_TABLES = 64;
/** Tables in memory, including ones only watched by overlays (dropped when nobody watches). */
export const MAX_OPEN_TABLES = 256;

/** All tables of this hub, created on first use and restored from the data directory on start. */
export class Tables {
  readonly byId = new Map<string, Table>();
  private readonly dataDir: string;
  private readonly delays: FeedDelays;
  private readonly say: (line: string) => void;
  /** Shared by every table; filled in by the tournaments once they exist. */
  readonly hooks: TableHooks = {};

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
    return { ok: true, table };
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
