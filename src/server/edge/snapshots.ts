import type { Feed } from '../../protocol/index.ts';
import type { HubContext } from '../hub-context.ts';
import type { Table } from '../tables/table.ts';
import type { SocketWriter } from './socket-writer.ts';
import { textFrame } from '../net/wire.ts';

/** What a connection's snapshots use of the connection. */
export interface SnapshotHost {
  readonly id: string;
  readonly out: SocketWriter;
  /** Its feed once its hello is in. */
  feed(): Feed | null;
  /** Its table now (an on-air page may have moved), if its socket is still open. */
  openTable(): Table | null;
  inOrder(step: () => void): void;
  /** Its own frame, sent even while its reading is held. */
  own(payloads: Buffer[], wire: Buffer): void;
  /** Reading held for its rate now / within the abuse window. */
  held(): boolean;
  heldLately(): boolean;
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
  /** Feed frames skipped while reading was held: a snapshot brings the page up to date after. */
  missed = false;
  private readonly ctx: Pick<HubContext, 'limits' | 'sides'>;
  private readonly host: SnapshotHost;

  constructor(ctx: Pick<HubContext, 'limits' | 'sides'>, host: SnapshotHost) {
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
   * costs one snapshot per interval, however fast it comes. A socket held for its rate lately gets
   * it after the frames being read, and if it is held by then, when its hold ends and it stays
   * under its rate (a flooder is held again by the backlog it sent meanwhile: none while it floods).
   */
  asked(table: Table): void {
    if (this.out) return;
    const wait = this.last + this.ctx.limits.syncIntervalMs - performance.now();
    if (wait <= 0 && !this.host.heldLately()) return this.send(table);
    this.out = true;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        if (this.host.held()) {
          this.missed = true;
          return void (this.out = false);
        }
        // the page may have moved (on air) meanwhile: its table now
        const now = this.host.openTable();
        if (now) this.send(now);
        else this.out = false;
      },
      Math.max(0, wait),
    );
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private now(table: Table): void {
    const feed = this.host.feed();
    if (!feed) return void (this.out = false);
    table.channel(feed).flush(); // no older update may follow the snapshot
    this.missed = false;
    const { s, json } = table.snapshotJson(feed);
    const head = { table: table.id, s, now: Date.now(), clientId: this.host.id };
    this.host.out.snapshot(head, json, () => {
      this.out = false;
      // frames skipped while this one was on its way
      const open = this.missed && !this.host.held() ? this.host.openTable() : null;
      if (open) this.asked(open);
    });
    // the values beside the view (standings or `no-standings`, identity) follow it, on hello and on
    // every resync: a page that reconnects after its table left a tournament drops the ones it had
    for (const frame of this.ctx.sides.framesFor(table, feed)) this.host.own([frame], textFrame(frame));
  }
}
