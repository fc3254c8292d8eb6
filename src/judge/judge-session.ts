import { $lastError as lastError, connect, type Connection } from '../client/index.ts';
import { problem } from '../client/page-problems.ts';
import { panelToken } from '../client/operator-token.ts';
import type { Journal } from './journal.svelte.ts';
import { loadQueue, queueStore, STORED_MAX } from './outbox-store.ts';

/**
 * The tablet waits longer than the panel for the venue Wi-Fi: a press stays queued (in order, its
 * key fixed) for ten minutes of outage, then is given up (`client/expired`, shown as such); a press
 * with no answer in 5 s is sent again with its key (issue 35: an answer lost is not a failure).
 */
export const JUDGE_OUTBOX = { ageMs: 10 * 60_000, size: STORED_MAX, resend: true } as const;

/** A ping a second; three silent seconds and the link is called dead (shown, and reconnected). */
export const JUDGE_HEARTBEAT = { everyMs: 1000, deadMs: 3000 } as const;

/**
 * The judge's start: the operator token as the panel gets it (from the link, kept once the hub
 * accepts it, src/client/operator-token.ts), then the judge's socket on the judge feed, its outbox kept
 * on the tablet: what an earlier page left waiting goes out first, with its keys. `on` gets the
 * connection and the token (for the HTTP API: the role draft). Returns the stop.
 */
export function openJudgeSession(
  table: string,
  journal: Journal,
  on: (conn: Connection, token: string) => void,
): () => void {
  let closed = false;
  let conn: Connection | null = null;
  // the page and its code kept on the tablet: a reload while the Wi-Fi is down still opens it
  // (browsers allow a service worker on https or localhost only; public/judge/sw.js)
  navigator.serviceWorker?.register('/judge/sw.js', { scope: '/judge/' }).catch(() => {});
  void panelToken().then(({ token, linkRefused }) => {
    if (closed) return;
    if (!token) return lastError.set(problem('client/no-token'));
    const kept = loadQueue(table);
    conn = connect({
      kind: 'judge',
      feed: 'judge',
      table,
      token,
      page: 'judge',
      outbox: JUDGE_OUTBOX,
      store: queueStore(table),
      heartbeat: JUDGE_HEARTBEAT,
      gameBound: true,
    });
    journal.damaged = kept.damaged;
    journal.restore(conn, kept.entries);
    on(conn, token);
    if (linkRefused) lastError.set(problem('client/link-token'));
  });
  return () => {
    closed = true;
    conn?.close();
  };
}
