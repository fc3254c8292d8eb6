import type { DraftServerFrame, Problem } from '../../protocol/index.ts';
import { problem } from '../problems.ts';

/** A draft page as the registry sees it (draft-page.ts's DraftPage is one). */
export interface DraftPageLink {
  readonly table: string;
  /** null: the pass-and-play page. */
  readonly seat: number | null;
  send(frame: DraftServerFrame): void;
  /** Refused (another device took its seat, a new draft): told why, then closed. */
  refuse(p: Problem): void;
}

/** A page let in: the draft and the generation of the link it proved. */
export interface Admitted {
  page: DraftPageLink;
  slot: number;
  draft: string;
  gen: number;
}

/**
 * Pages in all: only a page that proved its link's key or session takes a place, one per seat
 * (issue 36: keyless pages filled every place and locked the players out).
 */
export const DRAFT_PAGES_TOTAL = 512;

/** The draft pages connected now, one per table and slot (0: pass-and-play), and the devices refused. */
export class DraftPages {
  private readonly tables = new Map<string, Map<number, Admitted>>();
  private count = 0;
  /** Devices refused on a slot, per draft and slot (`draft:slot`): the judge sees them listed. */
  private readonly refusals = new Map<string, number>();

  get full(): boolean {
    return this.count >= DRAFT_PAGES_TOTAL;
  }

  /** The page takes its slot; a page there before (the same device's dead socket) is closed. */
  put(a: Admitted): void {
    const slots = this.tables.get(a.page.table) ?? new Map<number, Admitted>();
    this.tables.set(a.page.table, slots);
    const before = slots.get(a.slot);
    slots.set(a.slot, a);
    if (before) before.page.refuse(problem('draft/seat-taken', String(a.slot)));
    else this.count++;
  }

  /** Whether the page held its slot (a page refused or replaced held none). */
  remove(page: DraftPageLink): boolean {
    const slots = this.tables.get(page.table);
    const slot = page.seat ?? 0;
    if (slots?.get(slot)?.page !== page) return false;
    slots.delete(slot);
    this.count--;
    if (slots.size === 0) this.tables.delete(page.table);
    return true;
  }

  of(table: string): Admitted[] {
    return [...(this.tables.get(table)?.values() ?? [])];
  }

  online(table: string, slot: number): boolean {
    return this.tables.get(table)?.has(slot) ?? false;
  }

  refused(draft: string, slot: number): number {
    return this.refusals.get(`${draft}:${slot}`) ?? 0;
  }

  noteRefused(draft: string, slot: number): void {
    if (this.refusals.size > 4096) this.refusals.clear(); // bounded: a count for the judge, not a record
    this.refusals.set(`${draft}:${slot}`, this.refused(draft, slot) + 1);
  }

  forgetRefused(draft: string, slot: number): void {
    this.refusals.delete(`${draft}:${slot}`);
  }
}
