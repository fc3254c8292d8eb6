import type { WebSocket } from 'ws';
import {
  ON_AIR,
  PROTOCOL_VERSION,
  type ClientFrame,
  type ClientInfo,
  type Hello,
  type Problem,
  type ServerFrame,
} from '../protocol/index.ts';
import type { Subscriber } from './feed-channel.ts';
import type { HubContext } from './hub-context.ts';
import { commandId, parseClientFrame } from './frames.ts';
import { problem } from './problems.ts';
import { TokenBucket } from './rate-limit.ts';
import { secretMatches } from './secrets.ts';
import { textFrame } from './wire.ts';
import type { Table } from './table.ts';
import { SLOW_GRACE_MS, SocketWriter } from './socket-writer.ts';
import type { RegistryWatcher } from './client-registry.ts';
import { pauseReading, ReadHolds, resumeReading } from './read-holds.ts';

/** Close codes (4000-4999 are ours). */
export const CLOSE = { auth: 4401, forbidden: 4403, abuse: 1008, slow: 1013, hello: 4400 } as const;
/**
 * Rate-limited frames, within about ABUSE_WINDOW_S seconds, before the connection is closed as
 * abusive. Counted in a bucket of their own, not "in a row": a flood whose frames are read slowly
 * lets a frame through now and then as the rate bucket refills, and must still end.
 */
const ABUSE_LIMIT = 200;
const ABUSE_WINDOW_S = 10;
const HELLO_TIMEOUT_MS = 10_000;

const SYNC_FRAME = Buffer.from('{"t":"sync"}');
/** The answer to a refused frame that is not a command: the same bytes every time. */
const RATE_LIMITED = Buffer.from(JSON.stringify({ t: 'err', id: null, ...problem('rate/limited') }));
const RATE_LIMITED_WIRE = textFrame(RATE_LIMITED);
/** How long a public socket over its rate is not read; held sockets resume 32 per loop turn. */
const HOLD_READING_MS = 1000;
const holds = new ReadHolds(HOLD_READING_MS, 32);

/** `on-air` from an operator or a controller: refused, as the panel refuses it. */
function onAirRefused(kind: Hello['kind']): Problem {
  return problem('table/invalid', {
    en: `on-air is for overlays; a ${kind} names its table`,
    ru: `on-air только для оверлеев; ${kind === 'operator' ? 'панель' : 'пульт'} указывает свой стол`,
  });
}

/** One WebSocket client: hello, then frames; read-only unless it proved the operator token. */
export class Connection implements Subscriber, RegistryWatcher {
  readonly id: string;
  readonly since = Date.now();
  readonly address: string | null;
  private readonly ws: WebSocket;
  private readonly ctx: HubContext;
  private bucket: TokenBucket;
  private limitedInRow = 0;
  private readonly abuse = new TokenBucket(ABUSE_LIMIT / ABUSE_WINDOW_S, ABUSE_LIMIT);
  private hello: Hello | null = null;
  private table: Table | null = null;
  private operator = false;
  /** Operators that asked for the registry get its changes (or, older panels, the whole list again). */
  watchesRegistry: false | 'list' | 'changes' = false;
  /** Every write to the socket, counted (the hub's SendBudget may cut it). */
  readonly out: SocketWriter;
  /** Counted in its address's public sockets (not proven the operator token). */
  private counted: 'pending' | 'public' | null = 'pending';
  /**
   * A snapshot is asked for or on its way (not yet taken by the kernel): a `sync` now is answered by
   * it (with the updates after it, that is the state now), so a flood of syncs holds one snapshot.
   */
  private snapshotOut = false;
  private readingHeld = false;
  /** When its reading was last held: a socket held within ABUSE_WINDOW_S gets no sync at once. */
  private heldAt = -Infinity;
  /** Feed frames skipped while reading was held: a snapshot brings the page up to date after. */
  private missed = false;
  private lastSnapshot = -Infinity;
  private syncTimer: ReturnType<typeof setTimeout> | null = null;
  private helloTimer: ReturnType<typeof setTimeout> | null;
  /** Replies waiting for a command's sync (inOrder). */
  private pending = 0;
  private tail: Promise<void> = Promise.resolve();

  constructor(ctx: HubContext, ws: WebSocket, address: string | null) {
    this.ctx = ctx;
    this.ws = ws;
    this.address = address;
    this.id = ctx.nextClientId();
    this.out = new SocketWriter(ws, ctx.budget, ctx.limits.queuedPerClient, (why) =>
      ctx.events.note('slow-client', `client ${this.id} (${this.address}) ${why}`),
    );
    ctx.addresses.pending.add(address);
    // until its hello proves the token, a socket gets the public rate (an overlay's few frames)
    const pub = ctx.limits.publicRate;
    this.bucket = new TokenBucket(
      Math.min(pub.perSecond, ctx.rate.perSecond),
      Math.min(pub.burst, ctx.rate.burst),
    );
    this.helloTimer = setTimeout(
      () => this.fail(null, problem('hello/required'), CLOSE.hello),
      HELLO_TIMEOUT_MS,
    );
    ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  info(): ClientInfo | null {
    if (!this.hello) return null;
    const { kind, table, feed, page } = this.hello;
    return { id: this.id, kind, table, feed, page: page ?? null, since: this.since, address: this.address };
  }

  get kind(): Hello['kind'] | null {
    return this.hello?.kind ?? null;
  }

  /**
   * A feed's (or the registry's) frame. A public socket over its rate gets none while its reading
   * is held: a flood costs no write per update (1024 flooders made each update 1024 more socket
   * writes, and the operator's next command waited behind them), and a snapshot catches it up.
   */
  sendRaw(payloads: Buffer[], wire: Buffer): void {
    if (this.readingHeld) return void (this.missed = true);
    this.own(payloads, wire);
  }

  private own(payloads: Buffer[], wire: Buffer): void {
    this.out.push(payloads, [wire]);
  }

  /** Replies leave in the order of the frames they answer (see inOrder). */
  send(frame: ServerFrame): void {
    this.inOrder(() => this.write(frame));
  }

  /** Every reply path is bounded like the broadcasts: a client that does not read is closed. */
  private write(frame: ServerFrame): void {
    this.out.frame(frame);
  }

  /**
   * Runs `step` once the replies to earlier frames are out: a command's ack waits for its sync,
   * and whatever was asked after it waits too (answers keep their order; a ping stays a barrier).
   */
  private inOrder(step: () => Promise<void> | void): void {
    if (this.pending > 0) return this.track(this.tail.then(step));
    const later = step();
    if (later) this.track(later);
  }

  private track(step: Promise<void>): void {
    this.pending++;
    this.tail = step
      .catch((e: unknown) => this.ctx.say(`client ${this.id}: hub/internal`, 'error', e))
      .finally(() => void this.pending--);
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  private error(id: string | number | null, error: Problem): void {
    this.send({ t: 'err', id, ...error });
  }

  private fail(id: string | number | null, error: Problem, code: number): void {
    this.error(id, error);
    this.inOrder(() => {
      this.ws.close(code, error.code);
      // one that reads nothing never answers the close: cut it then, not after ws's 30 s of reading it
      setTimeout(() => this.ws.terminate(), SLOW_GRACE_MS).unref();
    });
  }

  private onMessage(data: unknown, isBinary: boolean): void {
    try {
      this.receive(data, isBinary);
    } catch (e) {
      // a bug in any handler costs this frame, never the hub
      this.ctx.say(`client ${this.id}: hub/internal`, 'error', e);
      try {
        this.error(null, problem('hub/internal'));
      } catch {
        this.ws.terminate();
      }
    }
  }

  private receive(data: unknown, isBinary: boolean): void {
    if (this.ws.readyState !== this.ws.OPEN) return; // refused or closing: nothing more is read
    if (!this.bucket.take()) {
      this.limitedInRow++;
      this.holdReading();
      // A refused command is answered by its id (its sender is waiting: never a silent drop);
      // other frames of a flood get one error now and then. Either way it ends at ABUSE_LIMIT.
      const id = isBinary || (Buffer.isBuffer(data) && data.equals(SYNC_FRAME)) ? null : commandId(data);
      if (this.limitedInRow === 1) this.ctx.events.note('flood', `client ${this.id} (${this.address})`);
      // An overlay past ABUSE_LIMIT stays held, not closed: closed, a flooder comes back at once, and
      // a new socket, hello and snapshot cost the hub far more than a held one (issue 22).
      if (!this.abuse.take() && (this.operator || !this.hello))
        this.fail(id, problem('rate/limited'), CLOSE.abuse);
      else if (id !== null) this.error(id, problem('rate/limited'));
      else if (this.limitedInRow === 1 || this.limitedInRow % 50 === 0)
        this.own([RATE_LIMITED], RATE_LIMITED_WIRE);
      return;
    }
    if (!this.readingHeld) this.limitedInRow = 0;
    if (isBinary) return this.error(null, problem('frame/binary'));
    // the frame a flood is made of, known by its bytes: no parse (1024 sockets send 97 000 a second)
    if (Buffer.isBuffer(data) && data.equals(SYNC_FRAME)) return this.handle({ t: 'sync' });
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : String(data);
    const parsed = parseClientFrame(text);
    if (!parsed.ok) {
      // a page with a bad hello (a typo in its URL) is told so and closed: retrying cannot help
      if (parsed.hello && !this.hello) return this.fail(parsed.id, parsed.error, CLOSE.hello);
      return this.error(parsed.id, parsed.error);
    }
    this.handle(parsed.frame);
  }

  /**
   * A public socket over its rate is not read for a while: what it sends meanwhile waits in the
   * kernel (and then in the sender), costing the hub no read and no parse. What it sent is still
   * read afterwards, counted and, past ABUSE_LIMIT, closed. Meanwhile it is sent no feed frames
   * (see sendRaw); after, a snapshot if it missed some.
   */
  private holdReading(): void {
    if (this.operator || this.readingHeld) return;
    this.readingHeld = true;
    this.heldAt = performance.now();
    pauseReading(this.ws);
    holds.hold(() => {
      this.readingHeld = false;
      if (this.ws.readyState !== this.ws.OPEN) return;
      resumeReading(this.ws);
      if (this.missed) this.syncAsked();
    });
  }

  private handle(frame: ClientFrame): void {
    if (frame.t === 'hello') return this.onHello(frame);
    const table = this.table;
    if (!this.hello || !table)
      return this.error(frame.t === 'cmd' ? frame.id : null, problem('hello/required'));
    switch (frame.t) {
      case 'ping':
        return this.send({ t: 'pong', c: frame.c, s: Date.now() });
      case 'sync':
        return this.syncAsked();
      case 'cmd': {
        if (!this.operator) return this.error(frame.id, problem('auth/read-only'));
        const feed = this.hello.feed;
        // run now (it joins the group being synced), answer in order
        const run = table.run(frame.c, Date.now(), { k: frame.k, s: frame.s });
        return this.inOrder(() =>
          run.then((r) => {
            if (!r.ok)
              return this.write({
                t: 'err',
                id: frame.id,
                ...r.error,
                ...(r.s === undefined ? {} : { s: r.s }),
              });
            // the sender's own feed goes out now, so its `up` arrives before its `ack`
            table.channel(feed).flush();
            return this.write({ t: 'ack', id: frame.id, s: r.s, ...(r.dup ? { dup: true } : {}) });
          }),
        );
      }
      case 'clients': {
        if (!this.operator) return this.error(null, problem('auth/read-only'));
        this.ctx.registry.flush();
        this.watchesRegistry = frame.changes ? 'changes' : 'list';
        const list = this.ctx.registry.listFrame();
        this.inOrder(() => this.own([list], textFrame(list)));
        return this.send({ t: 'obs', status: this.ctx.obs.status(), onAir: this.ctx.obs.settings.table });
      }
      case 'reload': {
        if (!this.operator) return this.error(null, problem('auth/read-only'));
        const targets = [...this.ctx.clients.values()].filter((c) =>
          frame.target === 'all' ? c.kind === 'overlay' : c.id === frame.target,
        );
        if (targets.length === 0 && frame.target !== 'all')
          return this.error(null, problem('client/unknown', frame.target));
        for (const c of targets) c.send({ t: 'reload' });
        return;
      }
    }
  }

  private onHello(hello: Hello): void {
    if (this.hello) return this.error(null, problem('hello/repeated'));
    if (hello.v !== PROTOCOL_VERSION) return this.fail(null, problem('protocol/version'), CLOSE.hello);
    const tokenOk = secretMatches(hello.token, this.ctx.operatorToken);
    // Operators and controllers must prove the token; overlays may bring it only for the judge feed.
    if (hello.token !== undefined && !tokenOk) return this.fail(null, problem('auth/token'), CLOSE.auth);
    if (hello.kind !== 'overlay' && !tokenOk) return this.fail(null, problem('auth/token'), CLOSE.auth);
    if (hello.feed === 'judge' && !tokenOk) return this.fail(null, problem('auth/token'), CLOSE.auth);
    if (hello.feed === 'spectator' && !tokenOk && !secretMatches(hello.key, this.ctx.spectatorKey))
      return this.fail(null, problem('auth/spectator-key'), CLOSE.forbidden);
    // a command must name its table: one sent to "whatever is on air" lands on a table that changed
    if (hello.kind !== 'overlay' && hello.table === ON_AIR)
      return this.fail(null, onAirRefused(hello.kind), CLOSE.hello);
    const addresses = this.ctx.addresses;
    if (!tokenOk && addresses.public.count(this.address) >= this.ctx.limits.publicPerAddress)
      return this.fail(null, problem('client/limit', this.address ?? ''), CLOSE.hello);
    const onAir = hello.table === ON_AIR;
    const opened = this.openTable(hello.kind, onAir ? this.ctx.obs.settings.table : hello.table, onAir);
    if (!opened.ok) return this.fail(null, opened.error, CLOSE.hello);
    addresses.pending.remove(this.address);
    if (!tokenOk) addresses.public.add(this.address);
    this.counted = tokenOk ? null : 'public';
    if (tokenOk) this.bucket = new TokenBucket(this.ctx.rate.perSecond, this.ctx.rate.burst);
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
    this.hello = hello;
    this.operator = hello.kind !== 'overlay' && tokenOk;
    this.ctx.clients.set(this.id, this);
    const info = this.info();
    if (info) this.ctx.registry.joined(info);
    this.table = opened.table;
    opened.table.channel(hello.feed).add(this);
    this.sendSnapshot(opened.table);
  }

  private sendSnapshot(table: Table): void {
    this.snapshotOut = true;
    this.lastSnapshot = performance.now();
    this.inOrder(() => this.snapshotNow(table));
  }

  /**
   * A snapshot on its way (or due) answers a `sync` (with the updates after it, it is the state
   * now); else one goes now, or once `syncIntervalMs` has passed since the last: a flood of syncs
   * costs one snapshot per interval, however fast it comes. A socket held for its rate lately gets
   * it after the frames being read, and if it is held by then, when its hold ends and it stays
   * under its rate (a flooder is held again by the backlog it sent meanwhile: none while it floods).
   */
  private syncAsked(): void {
    if (this.snapshotOut) return;
    const now = performance.now();
    const wait = this.lastSnapshot + this.ctx.limits.syncIntervalMs - now;
    if (wait <= 0 && now - this.heldAt > ABUSE_WINDOW_S * 1000 && this.table)
      return this.sendSnapshot(this.table);
    this.snapshotOut = true;
    this.syncTimer = setTimeout(
      () => {
        this.syncTimer = null;
        if (this.readingHeld) {
          this.missed = true;
          return void (this.snapshotOut = false);
        }
        // the page may have moved (on air) meanwhile: its table now
        if (this.table && this.ws.readyState === this.ws.OPEN) this.sendSnapshot(this.table);
        else this.snapshotOut = false;
      },
      Math.max(0, wait),
    );
  }

  private snapshotNow(table: Table): void {
    if (!this.hello) return void (this.snapshotOut = false);
    table.channel(this.hello.feed).flush(); // no older update may follow the snapshot
    this.missed = false;
    const { s, json } = table.snapshotJson(this.hello.feed);
    const head = { table: table.id, s, now: Date.now(), clientId: this.id };
    this.out.snapshot(head, json, () => {
      this.snapshotOut = false;
      // frames skipped while this one was on its way
      if (this.missed && !this.readingHeld) this.syncAsked();
    });
    // the standings (or `no-standings`) follow the snapshot, on hello and on every resync: a page
    // that reconnects after its table left a tournament drops the ones it had
    const ch = table.channel(this.hello.feed);
    // a delayed feed shows the standings it was last sent, not ones ahead of its game
    const standings = ch.shownRaw('standings') ?? this.ctx.tournaments.frameFor(table.id);
    this.own([standings], textFrame(standings));
    const identity = ch.shownRaw('identity') ?? this.ctx.tournaments.identities.frameFor(table.id);
    this.own([identity], textFrame(identity));
  }

  // Overlays do not open tables: one only they ask for waits outside the limits (junk ids
  // cannot lock out the operator), bounded by its watchers. The table on air is the operator's
  // choice, not a page's: it is opened (read-only), so on-air sources never meet the watcher caps.
  private openTable(kind: Hello['kind'], id: string, onAir = false) {
    if (kind !== 'overlay') return this.ctx.tables.open(id, true);
    if (onAir) {
      const opened = this.ctx.tables.open(id, false);
      if (opened.ok) return opened;
    }
    return this.ctx.tables.watch(id);
  }

  /**
   * A `table=on-air` page: another table went on air, so from now on it is shown that one, starting
   * with its snapshot; nothing more of the old table reaches it. Other pages stay where they are.
   */
  followAir(tableId: string): void {
    const hello = this.hello;
    const old = this.table;
    if (hello?.table !== ON_AIR || !old || old.id === tableId) return;
    const opened = this.openTable(hello.kind, tableId, true);
    if (!opened.ok) return this.error(null, opened.error);
    old.channel(hello.feed).clients.delete(this);
    this.ctx.tables.release(old);
    this.table = opened.table;
    opened.table.channel(hello.feed).add(this);
    this.sendSnapshot(opened.table);
  }

  private dispose(): void {
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
    if (this.syncTimer) clearTimeout(this.syncTimer);
    this.syncTimer = null;
    if (this.ctx.clients.delete(this.id)) this.ctx.registry.left(this.id);
    if (this.counted) this.ctx.addresses[this.counted].remove(this.address);
    this.counted = null;
    this.out.end();
    if (this.table && this.hello) {
      this.table.channel(this.hello.feed).clients.delete(this);
      this.ctx.tables.release(this.table);
    }
  }
}
