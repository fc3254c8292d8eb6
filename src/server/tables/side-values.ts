import type { Feed } from '../../protocol/index.ts';
import type { RawKind } from './feed-channel.ts';
import type { Table } from './table.ts';
import type { Tables } from './tables.ts';

/** A value sent beside a table's view (standings, identity), as its owner computes it now. */
export interface SideSource {
  readonly kind: RawKind;
  /** The only feeds it goes to (absent: every feed): the draft's progress is the judge feed's. */
  readonly feeds?: ReadonlySet<Feed>;
  frameFor(tableId: string): Buffer;
}

/**
 * The one channel for values beside the view. A new kind is one source added here: its frame
 * follows every snapshot, and its changes go out in order with the feed's updates (a delayed feed's
 * delay included), with no plumbing of its own in the connection or the channel.
 */
export class SideValues {
  private readonly sources: SideSource[] = [];
  private readonly tables: Pick<Tables, 'live'>;

  constructor(tables: Pick<Tables, 'live'>) {
    this.tables = tables;
  }

  /** Sources follow the snapshot in the order they were added. */
  add(source: SideSource): void {
    this.sources.push(source);
  }

  /** What follows a snapshot on this feed: each kind as the feed's clients are shown it. */
  framesFor(table: Table, feed: Feed): Buffer[] {
    const channel = table.channel(feed);
    // a delayed feed shows the value it was last sent, not one ahead of its game
    return this.sources
      .filter((s) => !s.feeds || s.feeds.has(feed))
      .map((s) => channel.shownRaw(s.kind) ?? s.frameFor(table.id));
  }

  /** The table has clients (or followers) now: a value computed for it would go out. */
  live(tableId: string): boolean {
    return this.tables.live(tableId) !== undefined;
  }

  /**
   * A changed value to every feed of the table its source goes to, if the table is live (overlays
   * waiting for it get it too). `before`: what clients were shown until now, kept for one joining
   * a delayed feed.
   */
  publish(tableId: string, kind: RawKind, frame: Buffer, before: Buffer | null): void {
    const table = this.tables.live(tableId);
    if (!table) return;
    const feeds = this.sources.find((s) => s.kind === kind)?.feeds;
    for (const channel of table.channels.values())
      if (!feeds || feeds.has(channel.feed)) channel.publishRaw(kind, frame, before);
  }
}
