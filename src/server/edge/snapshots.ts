import type { Feed } from '../../protocol/index.ts';
import type { HubContext } from '../hub-context.ts';
import type { Table } from '../tables/table.ts';
import type { SocketWriter } from './socket-writer.ts';
import { textFrame } from './wire.ts';

/** What a connection's snapshots use of the connection. */
export interface SnapshotHost {
  readonly id: string;
  readonly out: SocketWriter;
  /** Its feed once its hello is in. */
  feed(): Feed | null;
  /** Its table now (an on-air page may have moved), if its socket is still open. */
  openTable(): Table | null;
  inOrder(step: () => void): void;
  sendRaw(payloads: Buffer[], wire: Buffer): void;
}

/** One connection's snapshots: on hello, on a move on air, and on `sync`, at most one per interval. */
export class Snapshots {
  /**
   * A snapshot is asked for or on its way (not yet taken by the kernel): a `sync` now is answered by
   * it (with the updates after it, that is the state now), so a flood of syncs holds one snapshot.
   */
  private out = false;
  private last = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly ctx: Pick<HubContext, 'limits' | 'tournaments'>;
  private readonly host: SnapshotHost;

  constructor(ctx: Pick<HubContext, 'limits' | 'tournaments'>, host: SnapshotHost) {
    this.ctx = ctx;
    this.host = host;
  }

  send(table: Table): void {
    this.out = true;
    this.last = performance.now();
    this.host.inOrder(() => this.now(table));
  }

  /**
   * A snapshot on its way (or due) answers a `sync` (with the updates after it, it is the state
   * now); else one goes now, or once `syncIntervalMs` has passed since the last: a flood of syncs
   * costs one snapshot per interval, however fast it comes.
   */
  asked(table: Table): void {
    if (this.out) return;
    const wait = this.last + this.ctx.limits.syncIntervalMs - performance.now();
    if (wait <= 0) return this.send(table);
    this.out = true;
    this.timer = setTimeout(() => {
      this.timer = null;
      // the page may have moved (on air) meanwhile: its table now
      const now = this.host.openTable();
      if (now) this.send(now);
      else this.out = false;
    }, wait);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private now(table: Table): void {
    const feed = this.host.feed();
    if (!feed) return void (this.out = false);
    table.channel(feed).flush(); // no older update may follow the snapshot
    const { s, json } = table.snapshotJson(feed);
    const head = { table: table.id, s, now: Date.now(), clientId: this.host.id };
    this.host.out.snapshot(head, json, () => void (this.out = false));
    // the standings (or `no-standings`) follow the snapshot, on hello and on every resync: a page
    // that reconnects after its table left a tournament drops the ones it had
    const ch = table.channel(feed);
    // a delayed feed shows the standings it was last sent, not ones ahead of its game
    const standings = ch.shownRaw('standings') ?? this.ctx.tournaments.frameFor(table.id);
    this.host.sendRaw([standings], textFrame(standings));
    const identity = ch.shownRaw('identity') ?? this.ctx.tournaments.identities.frameFor(table.id);
    this.host.sendRaw([identity], textFrame(identity));
  }
}
