import type { WebSocket } from 'ws';
import type { Queued, SendBudget } from '../net/client-limits.ts';
import { rawSocket, textFrame, textFrameWith } from '../net/wire.ts';

/** How long a client closed for not reading may take to answer the close before it is cut. */
export const SLOW_GRACE_MS = 1000;
const SNAP_END = Buffer.from('}');

/**
 * Everything written to one client's socket, counted: its bytes are this client's and all
 * clients' (the SendBudget) until the kernel takes them. Over the per-client limit the client is
 * closed (1013); when all clients together hold too much, the budget cuts the biggest holders.
 */
export class SocketWriter implements Queued {
  queued = 0;
  /** What gives back each write the kernel has not taken yet (all of it when the client ends). */
  private readonly inFlight = new Set<() => void>();
  private readonly ws: WebSocket;
  private readonly budget: SendBudget;
  private readonly perClient: number;
  /** Told when this client is closed or cut for holding too much (hub.log, by tally). */
  private readonly onSlow: (why: string) => void;

  constructor(
    ws: WebSocket,
    budget: SendBudget,
    perClient: number,
    onSlow: (why: string) => void = () => {},
  ) {
    this.ws = ws;
    this.budget = budget;
    this.perClient = perClient;
    this.onSlow = onSlow;
  }

  /**
   * `wire` is `payloads` as complete frames, in parts (a shared part is written as is, never copied
   * per client); `done` runs once the kernel took it (or at once if nothing is written).
   */
  push(payloads: Buffer[] | (() => Buffer[]), wire: Buffer[], done?: () => void): void {
    if (this.ws.readyState !== this.ws.OPEN || this.tooSlow()) return done?.();
    const back = this.budget.charge(this, wire);
    this.inFlight.add(back);
    const taken = () => {
      this.inFlight.delete(back);
      back();
      done?.();
    };
    this.budget.enforce();
    if (this.ws.readyState !== this.ws.OPEN) return done?.(); // cut by the budget just now
    const socket = rawSocket(this.ws);
    if (!socket) {
      // ws frames them itself (rare: only while its own sender has something queued)
      const texts = typeof payloads === 'function' ? payloads() : payloads;
      texts.forEach((p, i) => this.ws.send(p, { binary: false }, i === texts.length - 1 ? taken : undefined));
      return;
    }
    if (wire.length === 1) socket.write(wire[0]!, taken);
    else {
      socket.cork();
      wire.forEach((w, i) => socket.write(w, i === wire.length - 1 ? taken : undefined));
      socket.uncork();
    }
  }

  /** One JSON frame of this client's own. */
  frame(value: unknown): void {
    const payload = Buffer.from(JSON.stringify(value));
    this.push([payload], [textFrame(payload)]);
  }

  /**
   * A snapshot whose state is `json`, the table's bytes shared by every snapshot of this state: a
   * client that asks for one again and again holds a few bytes of its own, not a copy of the game.
   */
  snapshot(
    head: { table: string; s: number; now: number; clientId: string },
    json: Buffer,
    done: () => void,
  ): void {
    const start = Buffer.from(
      `{"t":"snap","table":${JSON.stringify(head.table)},"s":${head.s},"now":${head.now},"clientId":${JSON.stringify(head.clientId)},"state":`,
    );
    const first = textFrameWith(start.length + json.length + SNAP_END.length, start.length);
    start.copy(first, first.length - start.length);
    this.push(() => [Buffer.concat([start, json, SNAP_END])], [first, json, SNAP_END], done);
  }

  /** Over the limit: close (1013); a client that does not read never answers, so its buffers go soon. */
  private tooSlow(): boolean {
    if (this.ws.bufferedAmount <= this.perClient) return false;
    this.ws.close(1013, 'too slow');
    this.onSlow('closed (1013): not reading');
    setTimeout(() => this.ws.terminate(), SLOW_GRACE_MS).unref();
    return true;
  }

  /** All clients together hold too much and this one the most: cut now (it reads nothing anyway). */
  cut(): void {
    this.onSlow('cut: all clients together held too much, this one the most');
    this.end();
    this.ws.terminate();
  }

  /** The client ended: what it held is given back. */
  end(): void {
    for (const back of this.inFlight) back();
    this.inFlight.clear();
  }
}
