import { effectiveEntries, type LogEntry } from '../engine/index.ts';

/** How long the undo's question waits for the hub's log before it says it does not know. */
export const PREVIEW_MS = 2500;

/** The entry an undo would take back now, and who pressed it (`judge`, `operator`, ...). */
export interface UndoTarget {
  entry: LogEntry;
  by: string | null;
}

/**
 * What an undo would take back (issue 35: the judge's undo removed the operator's foul): the table's
 * latest command still in effect, read from the game's log (the protocol, GET .../protocol.json).
 * `null`: nothing to undo; `unknown`: the hub did not say (no link), the judge is told so.
 */
export async function undoTarget(gameId: string, token: string): Promise<UndoTarget | null | 'unknown'> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), PREVIEW_MS);
  try {
    const res = await fetch(`/api/v1/games/${encodeURIComponent(gameId)}/protocol.json`, {
      headers: { authorization: `Bearer ${token}` },
      signal: stop.signal,
    });
    if (!res.ok) return 'unknown';
    const body: unknown = await res.json();
    const log = typeof body === 'object' && body !== null ? (body as { log?: unknown }).log : undefined;
    if (!Array.isArray(log) || !log.every(isEntry)) return 'unknown';
    const last = effectiveEntries(log).at(-1);
    if (!last || last.command.type === 'game/new') return null;
    const by = (last as { by?: unknown }).by;
    return { entry: last, by: typeof by === 'string' ? by : null };
  } catch {
    return 'unknown';
  } finally {
    clearTimeout(timer);
  }
}

/** The hub's own log lines; checked for the fields read here (n, command.type, events). */
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
