import type { LogEntry } from '../../engine/index.ts';
import type { CommandSource } from '../../protocol/index.ts';

/** What a command's first acknowledgement said: the table's sequence number and the entry number. */
export interface OriginalAck {
  s: number;
  n: number;
}

/** A log line as stored: the engine's entry plus the command's idempotency key and sender, if known. */
export type StoredEntry = LogEntry & { k?: string; by?: CommandSource };

/** Keys kept per table: far more than a day's commands on one table, a bounded map all the same. */
export const MAX_KEYS = 10_000;

/**
 * Idempotency keys -> original acks, oldest first. Rebuilt from the log on restore (its last
 * MAX_KEYS keys); keys of games archived while the hub runs stay until evicted.
 */
export class CommandKeys {
  private readonly acks = new Map<string, OriginalAck>();
  private readonly limit: number;

  constructor(limit = MAX_KEYS) {
    this.limit = limit;
  }

  /** The sequence number after an entry is its entry number (both count accepted commands). */
  static fromLog(entries: readonly StoredEntry[], limit = MAX_KEYS): CommandKeys {
    const keys = new CommandKeys(limit);
    for (const e of entries) if (typeof e.k === 'string') keys.add(e.k, { s: e.n, n: e.n });
    return keys;
  }

  get(k: string): OriginalAck | undefined {
    return this.acks.get(k);
  }

  add(k: string, ack: OriginalAck): void {
    this.acks.set(k, ack);
    if (this.acks.size > this.limit) {
      const oldest = this.acks.keys().next();
      if (!oldest.done) this.acks.delete(oldest.value);
    }
  }

  get size(): number {
    return this.acks.size;
  }
}
