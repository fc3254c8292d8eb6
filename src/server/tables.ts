import { TableIdSchema } from '../protocol/index.ts';
import type { Problem } from '../protocol/index.ts';
import { problem } from './problems.ts';
import { storedTables } from './store.ts';
import { Table, type FeedDelays } from './table.ts';

export const MAX_TABLES = 64;

/** All tables of this hub, created on first use and restored from the data directory on start. */
export class Tables {
  readonly byId = new Map<string, Table>();
  private readonly dataDir: string;
  private readonly delays: FeedDelays;
  private readonly say: (line: string) => void;

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
      const t = new Table(this.dataDir, id, this.delays, this.say);
      this.byId.set(id, t);
      entries += t.game.log.length;
    }
    return entries;
  }

  /** The table, created if the id is valid and new. */
  open(id: unknown): { ok: true; table: Table } | { ok: false; error: Problem } {
    const parsed = TableIdSchema.safeParse(id);
    if (!parsed.success) return { ok: false, error: problem('table/invalid') };
    const existing = this.byId.get(parsed.data);
    if (existing) return { ok: true, table: existing };
    if (this.byId.size >= MAX_TABLES) return { ok: false, error: problem('table/limit') };
    const table = new Table(this.dataDir, parsed.data, this.delays, this.say);
    this.byId.set(parsed.data, table);
    return { ok: true, table };
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
