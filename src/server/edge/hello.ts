import { ON_AIR, PROTOCOL_VERSION, type Hello, type Problem, type Result } from '../../protocol/index.ts';
import type { HubContext } from '../hub-context.ts';
import { detail, problem } from '../problems.ts';
import { secretMatches } from '../store/secrets.ts';
import { feedRefusal } from '../tables/feed-access.ts';
import type { Table } from '../tables/table.ts';
import { CLOSE } from '../net/wire.ts';

/** What the hello checks use of the hub. */
type Ctx = Pick<HubContext, 'operatorToken' | 'spectatorKey' | 'addresses' | 'limits' | 'obs' | 'tables'>;

/** A hello let in (its table opened), or refused with the close code that ends the socket. */
export type Admission = Result<{ tokenOk: boolean; table: Table }, Problem, { code: number }>;

/** `on-air` from an operator or a controller: refused, as the panel refuses it. */
function onAirRefused(kind: Hello['kind']): Problem {
  return problem('table/invalid', detail(`onAir.${kind === 'overlay' ? 'operator' : kind}`));
}

/** The version, the token or key the feed needs, the per-address cap, then the table. */
export function admit(ctx: Ctx, hello: Hello, address: string | null): Admission {
  const refused = (error: Problem, code: number): Admission => ({ ok: false, error, code });
  if (hello.v !== PROTOCOL_VERSION) return refused(problem('protocol/version'), CLOSE.hello);
  const tokenOk = secretMatches(hello.token, ctx.operatorToken);
  // Operators and controllers must prove the token; overlays may bring it only for the judge feed.
  if (hello.token !== undefined && !tokenOk) return refused(problem('auth/token'), CLOSE.auth);
  if (hello.kind !== 'overlay' && !tokenOk) return refused(problem('auth/token'), CLOSE.auth);
  const feedRefused = feedRefusal(hello.feed, tokenOk, hello.key, ctx.spectatorKey);
  if (feedRefused)
    return refused(feedRefused, feedRefused.code === 'auth/token' ? CLOSE.auth : CLOSE.forbidden);
  // a command must name its table: one sent to "whatever is on air" lands on a table that changed
  if (hello.kind !== 'overlay' && hello.table === ON_AIR)
    return refused(onAirRefused(hello.kind), CLOSE.hello);
  if (!tokenOk && ctx.addresses.public.count(address) >= ctx.limits.publicPerAddress)
    return refused(problem('client/limit', address ?? ''), CLOSE.hello);
  const onAir = hello.table === ON_AIR;
  const opened = openTable(ctx, hello.kind, onAir ? ctx.obs.settings.table : hello.table, onAir);
  if (!opened.ok) return refused(opened.error, CLOSE.hello);
  return { ok: true, tokenOk, table: opened.table };
}

// Overlays do not open tables: one only they ask for waits outside the limits (junk ids
// cannot lock out the operator), bounded by its watchers. The table on air is the operator's
// choice, not a page's: it is opened (read-only), so on-air sources never meet the watcher caps.
export function openTable(ctx: Pick<HubContext, 'tables'>, kind: Hello['kind'], id: string, onAir = false) {
  if (kind !== 'overlay') return ctx.tables.open(id, true);
  if (onAir) {
    const opened = ctx.tables.open(id, false);
    if (opened.ok) return opened;
  }
  return ctx.tables.watch(id);
}

/**
 * The page a socket's first frame says hello as, when it is not a table's (`"kind":"draft"`, a
 * players' draft page; `"kind":"seating"`, a seating page): the hub's one socket, `/ws`, serves
 * them too (issues 36, 41: one live channel). Own properties only; anything else is null.
 */
export function pageHelloKind(text: string): 'draft' | 'seating' | null {
  try {
    const raw: unknown = JSON.parse(text);
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
    const own = (k: string) => (Object.hasOwn(raw, k) ? (raw as Record<string, unknown>)[k] : undefined);
    const kind = own('kind');
    return own('t') === 'hello' && (kind === 'draft' || kind === 'seating') ? kind : null;
  } catch {
    return null;
  }
}
