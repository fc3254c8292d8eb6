import { TokenBucket } from '../net/rate-limit.ts';
import { pauseReading, ReadHolds, resumeReading } from './read-holds.ts';

/**
 * Rate-limited frames, within about ABUSE_WINDOW_S seconds, before the connection is closed as
 * abusive. Counted in a bucket of their own, not "in a row": a flood whose frames are read slowly
 * lets a frame through now and then as the rate bucket refills, and must still end.
 */
const ABUSE_LIMIT = 200;
const ABUSE_WINDOW_S = 10;
/** Held sockets, one queue per hold length (ClientLimits.floodHoldMs); they resume 32 per loop turn. */
const holdQueues = new Map<number, ReadHolds>();
function holdsOf(ms: number): ReadHolds {
  let holds = holdQueues.get(ms);
  if (!holds) holdQueues.set(ms, (holds = new ReadHolds(ms, 32)));
  return holds;
}

/** A frame over the rate: how many in a row, and whether the connection is now abusive. */
export interface Refusal {
  inRow: number;
  abusive: boolean;
}

/** What the guard pauses: the socket's reading (a `ws` socket). */
interface Readable {
  pause(): void;
  resume(): void;
  readonly readyState: number;
  readonly OPEN: number;
}

/** One connection's rate: every frame it sends is counted; a public socket over it is not read a while. */
export class FloodGuard {
  private bucket: TokenBucket;
  private limitedInRow = 0;
  private readonly abuse = new TokenBucket(ABUSE_LIMIT / ABUSE_WINDOW_S, ABUSE_LIMIT);
  private readingHeld = false;
  /** When its reading was last held: a socket held within ABUSE_WINDOW_S gets no sync at once. */
  private heldAt = -Infinity;
  private readonly socket: Readable;
  /** Called when a hold ends on an open socket (a snapshot may catch it up). */
  onResume: () => void = () => {};
  /** An operator's socket is never held (its frames are commands). */
  private holdable = true;

  private readonly holds: ReadHolds;

  constructor(socket: Readable, rate: { perSecond: number; burst: number }, holdMs: number) {
    this.socket = socket;
    this.bucket = new TokenBucket(rate.perSecond, rate.burst);
    this.holds = holdsOf(holdMs);
  }

  /** The hello proved the operator token: the operator's rate from now on. */
  trust(rate: { perSecond: number; burst: number }, operator: boolean): void {
    this.bucket = new TokenBucket(rate.perSecond, rate.burst);
    if (operator) this.holdable = false;
  }

  /** Reading held now: the socket is sent no feed frames meanwhile. */
  get held(): boolean {
    return this.readingHeld;
  }

  /** Held within the abuse window: a sync waits for the backlog being read. */
  heldLately(now = performance.now()): boolean {
    return now - this.heldAt <= ABUSE_WINDOW_S * 1000;
  }

  /** Counts one frame: null if it is within the rate, else what the refusal is. */
  refuse(): Refusal | null {
    if (this.bucket.take()) {
      if (!this.readingHeld) this.limitedInRow = 0;
      return null;
    }
    this.limitedInRow++;
    this.holdReading();
    return { inRow: this.limitedInRow, abusive: !this.abuse.take() };
  }

  /**
   * A public socket over its rate is not read for a while: what it sends meanwhile waits in the
   * kernel (and then in the sender), costing the hub no read and no parse. What it sent is still
   * read afterwards and counted. Meanwhile it is sent no feed frames (see Connection.sendRaw).
   */
  private holdReading(): void {
    if (!this.holdable || this.readingHeld) return;
    this.readingHeld = true;
    this.heldAt = performance.now();
    pauseReading(this.socket);
    this.holds.hold(() => {
      this.readingHeld = false;
      if (this.socket.readyState !== this.socket.OPEN) return;
      resumeReading(this.socket);
      this.onResume();
    });
  }
}
