import { diff, type Feed, type GameView } from '../../protocol/index.ts';
import { textFrame } from '../net/wire.ts';

/** Frames sent beside the view, each kind replacing the one before it. */
export type RawKind = 'standings' | 'identity' | 'draft-reveal' | 'draft-progress';

/** A socket as the channel sees it: takes one pre-serialized frame, shared by every socket. */
export interface Subscriber {
  /** `payloads` are JSON texts in order; `wire` is all of them as complete WebSocket frames. */
  sendRaw(payloads: Buffer[], wire: Buffer): void;
}

/**
 * An in-process follower of a feed (the OBS bridge, Companion): each state the feed releases, with
 * its number, once and in order, when its sockets are shown it (a delayed feed's delay included), as
 * boardgame.io's `Master.subscribe`. The view is the one the sockets' patches were diffed from:
 * never bytes to parse back, never a second projection.
 */
export type Follower = (s: number, view: GameView) => void;

/** A change's update frame, made ahead (FeedChannel.prepare); `from`: the view it is diffed from. */
export interface Prepared {
  view: GameView;
  from: GameView | null;
  frame: Buffer | null;
}

const upFrame = (s: number, from: GameView, view: GameView): Buffer =>
  Buffer.from(JSON.stringify({ t: 'up', s, p: diff(from, view) }));

/**
 * One feed of one table: the last projection its clients were sent, and the clients. A change is
 * diffed ONCE per feed and the same bytes go to every socket. With a delay (a delayed stream), the
 * frames and the state a new client is shown lag behind by that many seconds.
 */
export class FeedChannel {
  readonly feed: Feed;
  readonly clients = new Set<Subscriber>();
  /** In-process followers; `holding`: those that keep the table open as a client would (OBS). */
  private readonly followers = new Map<Follower, { holding: boolean }>();
  private delay: number;
  /** What this feed's clients are shown now (lags behind the table when delayed). */
  private shown: { s: number; view: GameView } | null = null;
  /** Delayed changes in order; each leaves at `at` (never before the one ahead of it). */
  private queue: Array<
    { at: number; s: number; view: GameView } | { at: number; raw: Buffer; kind: RawKind }
  > = [];
  private queueTimer: ReturnType<typeof setTimeout> | null = null;
  /** Updates not yet written: flushed once the current batch of input is handled (see flush). */
  private pending: Buffer[] = [];
  private flushQueued = false;
  /** The last frame of each kind released to this feed: what a delayed feed's clients were shown. */
  private readonly held = new Map<RawKind, Buffer>();

  constructor(feed: Feed, delayMs: number) {
    this.feed = feed;
    this.delay = delayMs;
  }

  get delayMs(): number {
    return this.delay;
  }

  /** A new delay applies to changes from now on; queued ones keep their time and their order. */
  setDelay(ms: number): void {
    this.delay = Math.max(0, ms);
  }

  /** Undelayed idle feeds skip projection work until someone subscribes. */
  get needsViews(): boolean {
    return this.clients.size > 0 || this.followers.size > 0 || this.delay > 0 || this.queue.length > 0;
  }

  /** Followers that count as clients (a table they follow is not released). */
  get holders(): number {
    let n = 0;
    for (const f of this.followers.values()) if (f.holding) n++;
    return n;
  }

  /**
   * Starts following this feed: returns the state shown now (the follower hears only later ones)
   * and the stop. `fresh` computes the state when the feed is idle.
   */
  follow(
    follower: Follower,
    fresh: () => { s: number; view: GameView },
    holding: boolean,
  ): { s: number; view: GameView; stop: () => void } {
    const now = this.snapshot(fresh);
    this.followers.set(follower, { holding });
    return { ...now, stop: () => void this.followers.delete(follower) };
  }

  /** Current view for a new or resyncing client; `fresh` computes it when the channel is idle. */
  snapshot(fresh: () => { s: number; view: GameView }): { s: number; view: GameView } {
    if (!this.shown) this.shown = fresh();
    return this.shown;
  }

  /** The view shown, as JSON: serialised once per state, the same bytes in every snapshot frame. */
  private shownJson: { of: { s: number; view: GameView }; json: Buffer } | null = null;

  snapshotJson(fresh: () => { s: number; view: GameView }): { s: number; json: Buffer } {
    const shown = this.snapshot(fresh);
    if (this.shownJson?.of !== shown)
      this.shownJson = { of: shown, json: Buffer.from(JSON.stringify(shown.view)) };
    return { s: shown.s, json: this.shownJson.json };
  }

  /** The view the last prepared change leads to: what the next one is diffed from. */
  private preparedView: GameView | null = null;

  /**
   * A change's update frame, computed while its log line syncs (diffed from the change prepared
   * before it, or from what is shown): publishing it then only writes bytes. Nothing leaves here.
   */
  prepare(s: number, view: GameView): Prepared {
    const from = this.preparedView ?? this.shown?.view ?? null;
    this.preparedView = view;
    const live = this.delay === 0 && this.queue.length === 0 && this.clients.size > 0;
    return { view, from, frame: live && from ? upFrame(s, from, view) : null };
  }

  /** The changes prepared were refused (a failed sync): the next one is diffed from what is shown. */
  unprepare(): void {
    this.preparedView = null;
  }

  /**
   * Called after every accepted command with the table's new sequence number and projection;
   * `prepared` (see prepare) is used when it was diffed from exactly what the clients were shown.
   */
  publish(s: number, view: GameView, prepared?: Prepared): void {
    if (this.preparedView === view) this.preparedView = null;
    if (!this.shown) {
      this.shown = { s, view };
      return;
    }
    if (this.delay === 0 && this.queue.length === 0) {
      const ready = prepared?.view === view && prepared.from === this.shown.view ? prepared.frame : null;
      this.send(s, view, this.shown.view, ready);
      return;
    }
    const last = this.queue[this.queue.length - 1];
    this.queue.push({ at: Math.max(Date.now() + this.delay, last?.at ?? 0), s, view });
    this.schedule();
  }

  /**
   * A frame that is not part of the view (standings, identity): it goes out in order with the
   * updates, so on a delayed feed it leaves after the updates published before it, never sooner.
   * `before`: the frame of this kind clients were shown until now, held for a client that joins
   * the delayed feed before this one is released.
   */
  publishRaw(kind: RawKind, payload: Buffer, before: Buffer | null = null): void {
    if (this.delay === 0 && this.queue.length === 0) return this.write(payload, kind);
    if (before && !this.held.has(kind)) this.held.set(kind, before);
    const last = this.queue[this.queue.length - 1];
    this.queue.push({ at: Math.max(Date.now() + this.delay, last?.at ?? 0), raw: payload, kind });
    this.schedule();
  }

  /** On a delayed feed, the frame of this kind its clients were last shown (if it differs from now). */
  shownRaw(kind: RawKind): Buffer | undefined {
    return this.delay > 0 ? this.held.get(kind) : undefined;
  }

  private schedule(): void {
    const head = this.queue[0];
    if (this.queueTimer || !head) return;
    this.queueTimer = setTimeout(() => this.release(), Math.max(0, head.at - Date.now()));
  }

  private release(): void {
    this.queueTimer = null;
    const now = Date.now();
    while (this.queue[0] && this.queue[0].at <= now) {
      const next = this.queue.shift()!;
      if ('raw' in next) this.write(next.raw, next.kind);
      else this.send(next.s, next.view, this.shown?.view ?? next.view);
    }
    this.schedule();
  }

  private send(s: number, view: GameView, prev: GameView, ready: Buffer | null = null): void {
    this.shown = { s, view };
    for (const follow of this.followers.keys()) follow(s, view);
    if (this.clients.size === 0) return;
    this.write(ready ?? upFrame(s, prev, view));
  }

  private write(payload: Buffer, kind?: RawKind): void {
    if (kind) this.held.set(kind, payload);
    if (this.clients.size === 0) return;
    this.pending.push(payload);
    if (!this.flushQueued) {
      this.flushQueued = true;
      queueMicrotask(() => this.flush());
    }
  }

  /**
   * Writes the pending updates to every client, one socket write per client. It runs right after
   * the input being handled (all frames of one network read): at a normal pace that is one update;
   * when commands queue up (a burst, a slow moment), the backlog goes out as several frames in one
   * write instead of one write per frame and client.
   */
  flush(): void {
    this.flushQueued = false;
    if (this.pending.length === 0) return;
    const payloads = this.pending;
    this.pending = [];
    const wire = payloads.length === 1 ? textFrame(payloads[0]!) : Buffer.concat(payloads.map(textFrame));
    for (const c of this.clients) c.sendRaw(payloads, wire);
  }

  /** A client joins after everything already published has been written to the others. */
  add(client: Subscriber): void {
    this.flush();
    this.clients.add(client);
  }

  /** Drops the cached view (the feed went idle): the next snapshot recomputes it. */
  forget(): void {
    if (this.needsViews) return;
    this.shown = null;
    this.shownJson = null;
  }

  close(): void {
    if (this.queueTimer) clearTimeout(this.queueTimer);
    this.queueTimer = null;
    this.pending = [];
    this.queue = [];
    this.preparedView = null;
    this.clients.clear();
    this.followers.clear();
  }
}
