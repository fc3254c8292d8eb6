import type { LogEntry } from '../engine/index.ts';

/**
 * The running game's command log as the hub serves it (GET /api/v1/games/:id/protocol.json), read
 * for the undo's question and the offline forecast. Hostile until checked: only the fields read
 * here (n, command.type, events) are checked; `null` for anything else.
 */
export async function fetchLog(gameId: string, token: string, ms: number): Promise<LogEntry[] | null> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), ms);
  try {
    const res = await fetch(`/api/v1/games/${encodeURIComponent(gameId)}/protocol.json`, {
      headers: { authorization: `Bearer ${token}` },
      signal: stop.signal,
    });
    if (!res.ok) return null;
    const body: unknown = await res.json();
    return asLog(typeof body === 'object' && body !== null ? (body as { log?: unknown }).log : undefined);
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export const asLog = (log: unknown): LogEntry[] | null =>
  Array.isArray(log) && log.every(isEntry) ? log : null;

function isEntry(e: unknown): e is LogEntry {
  if (typeof e !== 'object' || e === null) return false;
  const { n, command, events } = e as Record<string, unknown>;
  return (
    typeof n === 'number' &&
    typeof command === 'object' &&
    command !== null &&
    typeof (command as { type?: unknown }).type === 'string' &&
    Array.isArray(events) &&
    events.every((v) => typeof v === 'object' && v !== null)
  );
}
