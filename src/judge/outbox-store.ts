import { z } from 'zod';
import { CommandKeySchema, GameCommandSchema } from '../protocol/index.ts';
import type { OutboxStore, StoredCommand } from '../client/index.ts';

/**
 * The judge's queue kept on the tablet (issue 27: the venue Wi-Fi drops, and a reload while it is
 * down must lose nothing): localStorage, one key per table, the outbox's waiting commands in the
 * order pressed with their idempotency keys, so a resend after the reload is applied once by the
 * hub. Read back through zod: damaged content is ignored (and set aside), never a crash.
 */
export const STORE_VERSION = 1;

/** The most kept: the outbox refuses a press past its size, so the store never holds more. */
export const STORED_MAX = 50;

const StoredCommandSchema = z.object({
  k: CommandKeySchema,
  c: GameCommandSchema,
  s: z.number().int().min(0).optional(),
  seen: z.number().int().min(0).optional(),
  pressedAt: z.number().finite(),
  note: z.string().max(300).optional(),
  g: z.string().max(200).optional(),
});
export const StoredQueueSchema = z.object({
  v: z.literal(STORE_VERSION),
  entries: z.array(StoredCommandSchema).max(STORED_MAX),
});

export const storeKey = (table: string): string => `mafia-judge-outbox:${table}`;

/** What was kept for this table: the commands, or `damaged` (ignored, copied to `<key>:damaged`). */
export function loadQueue(
  table: string,
  storage: Storage | null = safeStorage(),
): { entries: StoredCommand[]; damaged: boolean } {
  let raw: string | null;
  try {
    raw = storage?.getItem(storeKey(table)) ?? null;
  } catch {
    return { entries: [], damaged: true };
  }
  if (raw === null) return { entries: [], damaged: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const r = StoredQueueSchema.safeParse(parsed);
  if (r.success) return { entries: r.data.entries as StoredCommand[], damaged: false };
  // all or nothing: skipping one in the middle would send the rest out of order
  try {
    storage?.setItem(`${storeKey(table)}:damaged`, raw.slice(0, 100_000));
    storage?.removeItem(storeKey(table));
  } catch {
    // the copy aside is a courtesy; the queue is ignored either way
  }
  return { entries: [], damaged: true };
}

/** The outbox's store for this table: every change rewrites the whole (small) queue. */
export function queueStore(table: string, storage: Storage | null = safeStorage()): OutboxStore {
  return {
    save(entries) {
      if (!storage) return false;
      try {
        if (entries.length === 0) storage.removeItem(storeKey(table));
        else storage.setItem(storeKey(table), JSON.stringify({ v: STORE_VERSION, entries }));
        return true;
      } catch {
        return false; // full or forbidden: the press is refused (client/not-stored), never lost later
      }
    },
  };
}

/** localStorage, or null where the browser forbids it (a private window may throw on access). */
function safeStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
