import { randomBytes } from 'node:crypto';
import { execute } from '../../engine/index.ts';
import { DISK_VERSION } from '../../protocol/disk.ts';
import {
  type DiskDraft,
  type DraftRevealFrame,
  type DraftStatusResponse,
  isProblem,
  type Check,
  type Role,
  type Result,
} from '../../protocol/index.ts';
import type { DataDir } from '../store/data-dir.ts';
import type { Say } from '../log.ts';
import { problem } from '../problems.ts';
import type { SideValues } from '../tables/side-values.ts';
import type { Table } from '../tables/table.ts';
import type { Tables } from '../tables/tables.ts';
import { access, linkOf, linksOf, sessionHash, turnOf } from './deck.ts';
import { moved, type DraftMove } from './moves.ts';
import { draftDamaged, loadDrafts, saveDraft } from './draft-file.ts';
import { DraftPages, type DraftPageLink } from './draft-pages.ts';
import { operatorView, pageView, progressView } from './draft-views.ts';
import { fixedLengthJson } from './fixed-length.ts';
import { cancelsDraft, dealRefusal } from './deal-guard.ts';
import { ProgressFeed } from './progress-feed.ts';

/** A face-up card closes by itself after this long unless the hub is told otherwise (issue 36). */
export const CARD_UP_MS = 15_000;

/** What drafts use of the hub (named here: the hub's context names this file). */
interface Ctx {
  tables: Tables;
  data: DataDir;
  say: Say;
  /** A face-up card closes by itself after this many ms. Default CARD_UP_MS. */
  cardUpMs?: number | undefined;
  /** Where the progress goes to the operator's screens (the judge feed's side values). */
  sides: Pick<SideValues, 'add' | 'publish'>;
  /** The hub's own address (known once it listens): the base of the pages' links. */
  base: () => string;
}

/**
 * The role drafts of every table (issue 27): the record of each (deck, cards, key), the pages that
 * follow it, and what a draw or a close does: saved first, then shown to the seat's pages alone
 * and revealed on the table's spectator feed; the last close deals the roles into the game. Its
 * progress (no role) goes to the judge feed (progress-feed.ts).
 */
export class Drafts {
  private readonly ctx: Ctx;
  /** The progress on the judge feed (progress-feed.ts). */
  private readonly progress: ProgressFeed;
  private readonly records: Map<string, DiskDraft>;
  private readonly pages = new DraftPages();
  /** Tables whose deal is being written (a second close does not run it twice). */
  private readonly dealing = new Set<string>();

  constructor(ctx: Ctx) {
    this.ctx = ctx;
    this.records = loadDrafts(ctx.data);
    this.progress = new ProgressFeed(ctx.sides, (tableId) => {
      const d = this.records.get(tableId);
      return d ? progressView(d, ctx.base(), this.devices(d)) : null;
    });
    ctx.tables.watchers.add({
      admit: (table, c) => dealRefusal(this.openFor(table), c),
      ran: (table, before) => {
        const d = this.openFor(table);
        if (d && cancelsDraft(d, before, table.game)) this.settle({ ...d, status: 'void' });
      },
    });
    // a crash between the last close and the deal: deal now (its command key makes it once)
    for (const d of this.records.values())
      if (d.status === 'open' && turnOf(d) === null) void this.deal(d.table);
  }

  /** The table's draft if it is open for the game the table has now. */
  private openFor(table: Table): DiskDraft | undefined {
    const d = this.records.get(table.id);
    return d?.status === 'open' && d.gameId === table.game.state.gameId ? d : undefined;
  }

  get(table: string): DiskDraft | undefined {
    return this.records.get(table);
  }

  /** Opens the table's draft for its game in setup, or returns the one open; `fresh`: a new one. */
  open(tableId: string, fresh: boolean): Result<{ draft: DiskDraft }> {
    const damaged = draftDamaged(this.ctx.data, tableId);
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
      passed: [],
      seen: [],
      links: [],
      status: 'open',
    };
    const refused = saveDraft(this.ctx.data, draft);
    if (refused) return { ok: false, error: refused };
    this.records.set(tableId, draft);
    this.ctx.say(`table ${tableId}: role draft ${draft.draft} opened (${deck.length} seats)`);
    this.push(tableId);
    return { ok: true, draft };
  }

  /**
   * A draw, a close or "seen", by the judge or a page (its slot: 0 pass-and-play, else its seat);
   * saved before anyone is shown it. A page closes only a card it may see and opened (issue 36).
   */
  async act(tableId: string, what: DraftMove, seat: number, by: 'judge' | number): Promise<Result> {
    const damaged = draftDamaged(this.ctx.data, tableId);
    if (damaged) return { ok: false, error: damaged };
    const d = this.records.get(tableId);
    if (!d) return { ok: false, error: problem('draft/none') };
    if (d.status === 'open' && this.gameChanged(d)) {
      this.settle({ ...d, status: 'void' });
      return { ok: false, error: problem('draft/game-changed') };
    }
    const record = moved(d, what, seat, by);
    if (isProblem(record)) return { ok: false, error: record };
    const refused = saveDraft(this.ctx.data, record);
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
    const refused = saveDraft(this.ctx.data, d);
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
    table.channel('spectator').publishRaw('draft-reveal', Buffer.from(fixedLengthJson(frame)));
  }

  /** The operator's view: every card with its role and the pages' links. */
  status(d: DiskDraft, base: string, roles = true): DraftStatusResponse {
    return operatorView(d, base, roles, this.devices(d));
  }

  private devices(d: DiskDraft) {
    return {
      online: (slot: number) => this.pages.online(d.table, slot),
      refused: (slot: number) => this.pages.refused(d.draft, slot),
    };
  }

  /** Gives the slot's link to a new device: a new key; the device that had it is refused. */
  hand(tableId: string, slot: number): Result {
    const d = this.records.get(tableId);
    if (!d) return { ok: false, error: problem('draft/none') };
    if (slot > d.cards.length) return { ok: false, error: problem('draft/no-seat', String(slot)) };
    const links = linksOf(d);
    links[slot] = { gen: linkOf(d, slot).gen + 1, session: null };
    const record = { ...d, links };
    const refused = saveDraft(this.ctx.data, record);
    if (refused) return { ok: false, error: refused };
    this.records.set(tableId, record);
    this.pages.forgetRefused(d.draft, slot);
    this.push(tableId);
    return { ok: true };
  }

  /**
   * A page joins its table's draft with its link's key (spent now for a session, sent to it) or its
   * session: refused if the key or session is wrong or spent, or the hub is full (worth a retry).
   */
  attach(page: DraftPageLink, cred: { key?: string | undefined; session?: string | undefined }): Check {
    const damaged = draftDamaged(this.ctx.data, page.table);
    if (damaged) return damaged;
    const d = this.records.get(page.table);
    if (!d) return problem('draft/none');
    const slot = page.seat ?? 0;
    const proved = access(d, slot, cred);
    if (typeof proved !== 'string') {
      if (proved.code === 'draft/seat-taken') {
        this.pages.noteRefused(d.draft, slot);
        this.progress.tell(d.table);
      }
      return proved;
    }
    if (this.pages.full) return problem('draft/limit');
    let record = d;
    if (proved === 'claim') {
      const session = randomBytes(24).toString('base64url');
      const links = linksOf(d);
      links[slot] = { gen: linkOf(d, slot).gen, session: sessionHash(session) };
      record = { ...d, links };
      const refused = saveDraft(this.ctx.data, record);
      if (refused) return refused;
      this.records.set(d.table, record);
      page.send({ t: 'session', session });
    }
    this.pages.put({ page, slot, draft: d.draft, gen: linkOf(record, slot).gen });
    page.send({ t: 'draft', view: this.viewFor(record, slot) });
    this.progress.tell(d.table);
    return null;
  }

  detach(page: DraftPageLink): void {
    if (this.pages.remove(page)) this.progress.tell(page.table);
  }

  private viewFor(d: DiskDraft, slot: number) {
    const table = this.ctx.tables.live(d.table);
    return pageView(d, slot, table ? table.nicknames() : [], this.ctx.cardUpMs ?? CARD_UP_MS);
  }

  /** Every page of the table gets its own view; one whose link was handed on or whose draft went is refused. */
  private push(tableId: string): void {
    const d = this.records.get(tableId);
    if (!d) return;
    this.progress.tell(tableId);
    for (const { page, slot, draft, gen } of this.pages.of(tableId)) {
      const gone =
        draft !== d.draft
          ? problem('draft/bad-key')
          : linkOf(d, slot).gen !== gen
            ? problem('draft/handed')
            : null;
      if (gone) {
        this.detach(page);
        page.refuse(gone);
      } else page.send({ t: 'draft', view: this.viewFor(d, slot) });
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
