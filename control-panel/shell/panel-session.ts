import { $lastError as lastError, connect, type Connection } from '../../src/client/index.ts';
import { problem } from '../../src/client/page-problems.ts';
import { panelToken } from '../../src/client/operator-token.ts';
import { PanelRoster } from '../roster/roster.svelte.ts';

/**
 * The panel's start: the operator token (from the link or asked for), the operator's socket, then
 * the roster. Returns the stop for the page's end.
 */
export function openPanelSession(
  table: string,
  on: { token: (token: string, conn: Connection) => void; roster: (r: PanelRoster) => void },
): () => void {
  let closed = false;
  let conn: Connection | null = null;
  void panelToken().then(({ token, linkRefused }) => {
    if (closed) return;
    if (!token) return lastError.set(problem('client/no-token'));
    conn = connect({ kind: 'operator', feed: 'judge', table, token, page: 'panel' });
    on.token(token, conn);
    const r = new PanelRoster(token, table);
    r.load().then(
      () => on.roster(r),
      () => {}, // no roster: names are typed, as before
    );
    if (linkRefused) lastError.set(problem('client/link-token'));
  });
  return () => {
    closed = true;
    conn?.close();
  };
}
