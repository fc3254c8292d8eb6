/**
 * What clients together may make the hub hold: bytes queued for sockets (each and all), sockets per
 * address. A client that reads nothing holds its queue until it is closed; 1024 of them must not
 * add up to the hub's heap (issue 22).
 */
export interface ClientLimits {
  /** Bytes queued for one client before it is closed as too slow (1013). Default 4 MiB. */
  queuedPerClient: number;
  /**
   * Bytes queued for all clients together. Past it the clients holding the most are cut until the
   * total is under 90% of it. A frame shared by many clients (an update, a snapshot's state) counts
   * once while any of them holds it: what the hub really holds. Default 512 MiB.
   */
  queuedTotal: number;
  /**
   * Sockets from one address that have not proven the operator token (overlays, pages before their
   * hello). Past it, public hellos are refused (`client/limit`); a few more sockets are let in for
   * hellos that bring the token (an operator on the same machine). Default 256.
   */
  publicPerAddress: number;
  /**
   * A client's snapshots (`sync`) at most this often: one asked for sooner waits its turn, and
   * every `sync` until it is sent is answered by it (a page syncs only when it misses an update,
   * which a TCP connection never does by itself: a flood is what this bounds). Default 2000 ms.
   */
  syncIntervalMs: number;
  /**
   * Frame rate of a socket that has not proven the operator token (an overlay sends a hello, a few
   * pings and now and then a sync); past it, as for every client, `rate/limited` and then a close.
   * It bounds what public sockets together make the hub parse. Default 20/s, burst 40.
   */
  publicRate: { perSecond: number; burst: number };
  /** How long a public socket over its rate is not read (nor sent updates). Default 1000 ms. */
  floodHoldMs: number;
  /** How often operators watching the registry get its changes (the first push is immediate). Default 250 ms. */
  registryPushMs: number;
  /**
   * HTTP connections (not upgraded) one address may hold; past it a new one is closed at once. A
   * browser keeps about 6 per host; a slowloris a thousand; a crowd of overlays opening at once
   * counts here until its upgrade. Default 256.
   */
  httpPerAddress: number;
  /**
   * Requests to the HTTP API without the operator token, per address (exports, standings, the
   * draft's page): past it `rate/limited` (429). Default 30/s, burst 120.
   */
  publicHttpRate: { perSecond: number; burst: number };
  /**
   * A socket that says no hello within this many ms is closed (`hello/required`, 4400): an overlay,
   * a panel or a player's draft page alike (issue 36: silent sockets). Default 10000.
   */
  helloMs: number;
  /** A request's headers must arrive within this many ms (slowloris). Default 10000. */
  headersTimeoutMs: number;
  /** A whole request (headers and body: a roster file over venue Wi-Fi) within this many ms. Default 60000. */
  requestTimeoutMs: number;
}

export const DEFAULT_CLIENT_LIMITS: ClientLimits = {
  queuedPerClient: 4 * 1024 * 1024,
  queuedTotal: 512 * 1024 * 1024,
  publicPerAddress: 256,
  syncIntervalMs: 2000,
  publicRate: { perSecond: 20, burst: 40 },
  floodHoldMs: 1000,
  registryPushMs: 250,
  httpPerAddress: 256,
  publicHttpRate: { perSecond: 30, burst: 120 },
  helloMs: 10_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
};

/** Sockets past `publicPerAddress` let in before their hello, for an operator's token. */
export const OPERATOR_RESERVE = 8;

/** A client as the budget sees it: its queued bytes, and how to cut it. */
export interface Queued {
  queued: number;
  cut(): void;
}

/**
 * Bytes queued for every client together: each write charges its buffers, its write callback (the
 * kernel took them) or the client's end gives them back. A buffer shared by many writes (an update
 * or a snapshot's state, written to every client of a feed) is held once, so it counts once in the
 * total, while any write holds it (a reference count per buffer); each client's own count is
 * everything its writes hold, shared or not.
 */
export class SendBudget {
  total = 0;
  private readonly limit: number;
  private readonly clients: () => Iterable<Queued>;
  /** Buffers in flight and how many writes hold each. */
  private readonly held = new Map<Buffer, number>();

  constructor(limit: number, clients: () => Iterable<Queued>) {
    this.limit = limit;
    this.clients = clients;
  }

  /**
   * Charges `parts` (one write) to `c`; returns what gives them back (once), for the write's
   * callback or the client's end. Then call `enforce`.
   */
  charge(c: Queued, parts: readonly Buffer[]): () => void {
    let n = 0;
    for (const b of parts) {
      n += b.length;
      const k = this.held.get(b);
      if (k === undefined) this.total += b.length;
      this.held.set(b, (k ?? 0) + 1);
    }
    c.queued += n;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      c.queued -= n;
      for (const b of parts) {
        const k = this.held.get(b) ?? 1;
        if (k > 1) this.held.set(b, k - 1);
        else if (this.held.delete(b)) this.total -= b.length;
      }
    };
  }

  /** Over the limit: cut the clients holding the most until the total is under 90% of it. */
  enforce(): void {
    if (this.total <= this.limit) return;
    const hogs = [...this.clients()].filter((c) => c.queued > 0).sort((a, b) => b.queued - a.queued);
    for (const c of hogs) {
      if (this.total <= this.limit * 0.9) return;
      c.cut();
    }
  }
}

/** Sockets per address not (yet) proven to hold the operator token. */
export class AddressCounts {
  private readonly byAddress = new Map<string, number>();

  count(address: string | null): number {
    return address === null ? 0 : (this.byAddress.get(address) ?? 0);
  }

  add(address: string | null): void {
    if (address !== null) this.byAddress.set(address, this.count(address) + 1);
  }

  remove(address: string | null): void {
    if (address === null) return;
    const n = this.count(address) - 1;
    if (n > 0) this.byAddress.set(address, n);
    else this.byAddress.delete(address);
  }
}
