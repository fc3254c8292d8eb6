import { randomBytes } from 'node:crypto';
import { execute } from '../../engine/index.ts';
import { DISK_VERSION } from '../../protocol/disk.ts';
import {
  type DiskDraft,
  type DraftRevealFrame,
  type DraftServerFrame,
  type DraftStatusResponse,
  type DraftView,
  type Problem,
  type Role,
} from '../../protocol/index.ts';
import type { Say } from '../log.ts';
import { problem } from '../problems.ts';
import type { Table } from '../tables/table.ts';
import type { Tables } from '../tables/tables.ts';
import { accessProblem, closed, drawn, isProblem, seatKey, turnOf } from './deck.ts';
import { draftDamaged, loadDrafts, saveDraft } from './draft-file.ts';

/** A draft page as the registry sees it (draft-page.ts's DraftPage is one). */
export interface DraftPageLink {
  readonly table: string;
  /** null: the pass-and-play page. */
  readonly seat: number | null;
  readonly key: string;
  send(frame: DraftServerFrame): void;
  /** Refused (a new draft with another key): told why, then closed. */
  refuse(p: Problem): void;
}

/** Pages per table and in all: a page waits for a draft without proving anything, so both are bounded. */
export const DRAFT_PAGES = { perTable: 48, total: 512 } as const;

/** What drafts use of the hub (named here: the hub's context names this file). */
interface Ctx {
  tables: Tables;
  dataDir: string;
  say: Say;
}
type Result = { ok: true } | { ok: false; error: Problem };

/**
 * The role drafts of every table (issue 27): the record of each (deck, cards, key), the pages that
 * follow it, and what a draw or a close does: saved first, then shown to the seat's pages alone
 * and revealed on the table's spectator feed; the last close deals the roles into the game.
 */
export class Drafts {
  private readonly ctx: Ctx;
  private readonly records: Map<string, DiskDraft>;
  private readonly pages = new Map<string, Set<DraftPageLink>>();
  private pageCount = 0;
  /** Tables whose deal is being written (a second close does not run it twice). */
  private readonly dealing = new Set<string>();

  constructor(ctx: Ctx) {
    this.ctx = ctx;
    this.records = loadDrafts(ctx.dataDir, ctx.say);
    // a crash between the last close and the deal: deal now (its command key makes it once)
    for (const d of this.records.values())
      if (d.status === 'open' && turnOf(d) === null) void this.deal(d.table);
  }

  get(table: string): DiskDraft | undefined {
    return this.records.get(table);
  }

  /** Opens the table's draft for its game in setup, or returns the one open; `fresh`: a new one. */
  open(tableId: string, fresh: boolean): { ok: true; draft: DiskDraft } | { ok: false; error: Problem } {
    const damaged = draftDamaged(this.ctx.dataDir, tableId);
    if (damaged) return { ok: false, error: damaged };
    const found = this.ctx.tables.find(tableId);
    if (!found.ok) return found;
    const state = found.table.game.state;
    const now = this.records.get(tableId);
    if (now && now.gameId === state.gameId && !fresh && now.status !== 'void')
      return { ok: true, draft: now };
    if (state.phase !== 'setup' || !found.table.persisted)
      return { ok: false, error: problem('draft/not-in-setup') };
    const seed = randomBytes(16).toString('base64url');
    const deck = dealOf(found.table, seed);
    if (!deck) return { ok: false, error: problem('draft/not-in-setup') };
    const draft: DiskDraft = {
      v: DISK_VERSION,
      table: tableId,
      draft: randomBytes(6).toString('base64url'),
      gameId: state.gameId,
      key: randomBytes(18).toString('base64url'),
      seed,
      deck,
      cards: deck.map(() => 'waiting' as const),
      forced: [],
      status: 'open',
    };
    const refused = saveDraft(this.ctx.dataDir, draft);
    if (refused) return { ok: false, error: refused };
    this.records.set(tableId, draft);
    this.ctx.say(`table ${tableId}: role draft ${draft.draft} opened (${deck.length} seats)`);
    this.push(tableId);
    return { ok: true, draft };
  }

  /** A draw or a close, by a page (`judge` false) or the judge; saved before anyone is shown it. */
  async act(tableId: string, what: 'draw' | 'close', seat: number, judge: boolean): Promise<Result> {
    const damaged = draftDamaged(this.ctx.dataDir, tableId);
    if (damaged) return { ok: false, error: damaged };
    const d = this.records.get(tableId);
    if (!d) return { ok: false, error: problem('draft/none') };
    if (d.status === 'open' && this.gameChanged(d)) {
      this.settle({ ...d, status: 'void' });
      return { ok: false, error: problem('draft/game-changed') };
    }
    const next = what === 'draw' ? drawn(d, seat) : closed(d, seat);
    if (isProblem(next)) return { ok: false, error: next };
    const record = judge && what === 'draw' ? { ...next, forced: [...next.forced, seat] } : next;
    const refused = saveDraft(this.ctx.dataDir, record);
    if (refused) return { ok: false, error: refused };
    this.records.set(tableId, record);
    if (what === 'draw') this.reveal(record, seat);
    this.push(tableId);
    if (turnOf(record) === null) return this.deal(tableId);
    return { ok: true };
  }

  /**
   * The drawn roles into the game: `deal/seeded` with the draft's seed, which the engine deals into
   * exactly the deck drawn (checked first), keyed so that it is applied once whatever happens.
   */
  async deal(tableId: string): Promise<Result> {
    const d = this.records.get(tableId);
    if (!d) return { ok: false, error: problem('draft/none') };
    if (d.status !== 'open' || turnOf(d) !== null) return { ok: false, error: problem('draft/closed') };
    const found = this.ctx.tables.find(tableId);
    if (!found.ok) return found;
    const state = found.table.game.state;
    const already = state.gameId === d.gameId && state.seed === d.seed;
    if (!already && (this.gameChanged(d) || !sameDeck(dealOf(found.table, d.seed), d.deck))) {
      this.settle({ ...d, status: 'void' });
      return { ok: false, error: problem('draft/game-changed') };
    }
    if (this.dealing.has(tableId)) return { ok: true };
    this.dealing.add(tableId);
    try {
      const r = await found.table.run({ type: 'deal/seeded', seed: d.seed }, Date.now(), {
        k: `draft:${d.draft}`,
      });
      if (!r.ok) return { ok: false, error: r.error };
    } finally {
      this.dealing.delete(tableId);
    }
    // a refused write here is repaired at the next start: the deal is logged, its key answers dup
    this.settle({ ...d, status: 'dealt' });
    this.ctx.say(`table ${tableId}: role draft ${d.draft} dealt into game ${d.gameId}`);
    return { ok: true };
  }

  private settle(d: DiskDraft): void {
    const refused = saveDraft(this.ctx.dataDir, d);
    if (refused)
      this.ctx.say(`table ${d.table}: draft ${d.draft} ${d.status}, not saved (${refused.code})`, 'warn');
    this.records.set(d.table, d);
    this.push(d.table);
  }

  private gameChanged(d: DiskDraft): boolean {
    const found = this.ctx.tables.find(d.table);
    if (!found.ok) return true;
    const state = found.table.game.state;
    return state.gameId !== d.gameId || state.phase !== 'setup' || state.seatCount !== d.deck.length;
  }

  /** The card, on the spectator feed only: the overlays tell it as a moment. */
  private reveal(d: DiskDraft, seat: number): void {
    const table = this.ctx.tables.live(d.table);
    const role = d.deck[seat - 1];
    if (!table || !role) return;
    const frame: DraftRevealFrame = {
      t: 'draft-reveal',
      draft: d.draft,
      seat,
      role,
      name: table.nicknames()[seat - 1] ?? null,
    };
    table.channel('spectator').publishRaw('draft-reveal', Buffer.from(JSON.stringify(frame)));
  }

  /** What one page is shown: the progress, and the open card only if it is this page's. */
  viewFor(d: DiskDraft, seat: number | null): DraftView {
    const turn = turnOf(d);
    const open = turn !== null && d.cards[turn - 1] === 'drawn' && d.status === 'open' ? turn : null;
    const role = open !== null && (seat === null || seat === open) ? d.deck[open - 1] : undefined;
    const table = this.ctx.tables.live(d.table);
    return {
      table: d.table,
      draft: d.draft,
      status: d.status,
      turn: d.status === 'open' ? turn : null,
      cards: d.cards,
      names: table ? table.nicknames().slice(0, d.cards.length) : d.cards.map(() => null),
      you: seat,
      card: open !== null && role ? { seat: open, role } : null,
    };
  }

  /** The operator's view: every card with its role, the key and the pages' addresses. */
  status(d: DiskDraft, base: string): DraftStatusResponse {
    const q = (key: string, seat?: number) =>
      `${base}/draft/?table=${d.table}${seat ? `&seat=${seat}` : ''}&key=${encodeURIComponent(key)}`;
    return {
      table: d.table,
      draft: d.draft,
      gameId: d.gameId,
      status: d.status,
      turn: d.status === 'open' ? turnOf(d) : null,
      cards: d.cards.map((state, i) => ({
        seat: i + 1,
        state,
        role: state === 'waiting' ? null : (d.deck[i] ?? null),
      })),
      key: d.key,
      passAndPlay: q(d.key),
      seats: d.cards.map((_, i) => ({ seat: i + 1, url: q(seatKey(d.key, i + 1), i + 1) })),
    };
  }

  /** A page joins its table's draft: refused if full or its key is wrong; else shown the draft (or that none is open). */
  attach(page: DraftPageLink): Problem | null {
    const set = this.pages.get(page.table) ?? new Set();
    if (set.size >= DRAFT_PAGES.perTable || this.pageCount >= DRAFT_PAGES.total)
      return problem('draft/limit');
    const damaged = draftDamaged(this.ctx.dataDir, page.table);
    if (damaged) return damaged;
    const d = this.records.get(page.table);
    const refused = d ? accessProblem(d, page.key, page.seat) : null;
    if (refused) return refused;
    set.add(page);
    this.pages.set(page.table, set);
    this.pageCount++;
    page.send(d ? { t: 'draft', view: this.viewFor(d, page.seat) } : { t: 'none', table: page.table });
    return null;
  }

  detach(page: DraftPageLink): void {
    const set = this.pages.get(page.table);
    if (!set?.delete(page)) return;
    this.pageCount--;
    if (set.size === 0) this.pages.delete(page.table);
  }

  /** Every page of the table gets its own view (a page whose key no longer opens it is refused). */
  private push(tableId: string): void {
    const d = this.records.get(tableId);
    if (!d) return;
    for (const page of [...(this.pages.get(tableId) ?? [])]) {
      const refused = accessProblem(d, page.key, page.seat);
      if (refused) {
        this.detach(page);
        page.refuse(refused);
      } else page.send({ t: 'draft', view: this.viewFor(d, page.seat) });
    }
  }
}

/** The roles `deal/seeded` with this seed gives the table's game now, in seat order (null: refused). */
function dealOf(table: Table, seed: string): Role[] | null {
  const r = execute(table.game, { type: 'deal/seeded', seed }, Date.now());
  if (!r.ok) return null;
  const dealt = r.entry.events.find((e) => e.type === 'rolesDealt');
  return dealt?.type === 'rolesDealt' ? dealt.roles : null;
}

const sameDeck = (a: readonly Role[] | null, b: readonly Role[]) =>
  a !== null && a.length === b.length && a.every((r, i) => r === b[i]);
