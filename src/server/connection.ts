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
import { rawSocket, textFrame } from './wire.ts';
import type { Table } from './table.ts';

/** Close codes (4000-4999 are ours). */
export const CLOSE = { auth: 4401, forbidden: 4403, abuse: 1008, slow: 1013, hello: 4400 } as const;
/** A client this far behind is dropped (it resyncs on reconnect) instead of growing hub memory. */
const MAX_BUFFERED = 4 * 1024 * 1024;
/**
 * Rate-limited frames, within about ABUSE_WINDOW_S seconds, before the connection is closed as
 * abusive. Counted in a bucket of their own, not "in a row": a flood whose frames are read slowly
 * lets a frame through now and then as the rate bucket refills, and must still end.
 */
const ABUSE_LIMIT = 200;
const ABUSE_WINDOW_S = 10;
const HELLO_TIMEOUT_MS = 10_000;
/** How long a client closed for not reading may take to answer the close before it is cut. */
const SLOW_GRACE_MS = 1000;

/** One WebSocket client: hello, then frames; read-only unless it proved the operator token. */
export class Connection implements Subscriber {
  readonly id: string;
  readonly since = Date.now();
  readonly address: string | null;
  private readonly ws: WebSocket;
  private readonly ctx: HubContext;
  private readonly bucket: TokenBucket;
  private limitedInRow = 0;
  private readonly abuse = new TokenBucket(ABUSE_LIMIT / ABUSE_WINDOW_S, ABUSE_LIMIT);
  private hello: Hello | null = null;
  private table: Table | null = null;
  private operator = false;
  /** Operators that asked for the registry once get it again whenever it changes. */
  watchesRegistry = false;
  private helloTimer: ReturnType<typeof setTimeout> | null;
  /** Replies waiting for a command's sync (inOrder). */
  private pending = 0;
  private tail: Promise<void> = Promise.resolve();

  constructor(ctx: HubContext, ws: WebSocket, address: string | null) {
    this.ctx = ctx;
    this.ws = ws;
    this.address = address;
    this.id = ctx.nextClientId();
    this.bucket = new TokenBucket(ctx.rate.perSecond, ctx.rate.burst);
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

  sendRaw(payloads: Buffer[], wire: Buffer): void {
    if (this.ws.readyState !== this.ws.OPEN || this.tooSlow()) return;
    const socket = rawSocket(this.ws);
    if (socket) socket.write(wire);
    else for (const p of payloads) this.ws.send(p, { binary: false });
  }

  /** Replies leave in the order of the frames they answer (see inOrder). */
  send(frame: ServerFrame): void {
    this.inOrder(() => this.write(frame));
  }

  /** Every reply path is bounded like the broadcasts: a client that does not read is closed. */
  private write(frame: ServerFrame): void {
    if (this.ws.readyState !== this.ws.OPEN || this.tooSlow()) return;
    this.ws.send(JSON.stringify(frame));
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

  /** Over the limit: close (1013); a client that does not read never answers, so its buffers go soon. */
  private tooSlow(): boolean {
    if (this.ws.bufferedAmount <= MAX_BUFFERED) return false;
    this.ws.close(CLOSE.slow, 'too slow');
    this.ctx.events.note('slow-client', `client ${this.id} (${this.address}) closed (1013): not reading`);
    setTimeout(() => this.ws.terminate(), SLOW_GRACE_MS).unref();
    return true;
  }

  close(code: number, reason: string): void {
    this.ws.close(code, reason);
  }

  private error(id: string | number | null, error: Problem): void {
    this.send({ t: 'err', id, ...error });
  }

  private fail(id: string | number | null, error: Problem, code: number): void {
    this.error(id, error);
    this.inOrder(() => this.ws.close(code, error.code));
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
      // A refused command is answered by its id (its sender is waiting: never a silent drop);
      // other frames of a flood get one error now and then. Either way it ends at ABUSE_LIMIT.
      const id = isBinary ? null : commandId(data);
      if (this.limitedInRow === 1) this.ctx.events.note('flood', `client ${this.id} (${this.address})`);
      if (!this.abuse.take()) this.fail(id, problem('rate/limited'), CLOSE.abuse);
      else if (id !== null || this.limitedInRow === 1 || this.limitedInRow % 50 === 0)
        this.error(id, problem('rate/limited'));
      return;
    }
    this.limitedInRow = 0;
    if (isBinary) return this.error(null, problem('frame/binary'));
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : String(data);
    const parsed = parseClientFrame(text);
    if (!parsed.ok) {
      // a page with a bad hello (a typo in its URL) is told so and closed: retrying cannot help
      if (parsed.hello && !this.hello) return this.fail(parsed.id, parsed.error, CLOSE.hello);
      return this.error(parsed.id, parsed.error);
    }
    this.handle(parsed.frame);
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
        return this.sendSnapshot(table);
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
        this.watchesRegistry = true;
        this.sendRegistry();
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
    const opened = this.openTable(
      hello.kind,
      hello.table === ON_AIR ? this.ctx.obs.settings.table : hello.table,
    );
    if (!opened.ok) return this.fail(null, opened.error, CLOSE.hello);
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
    this.hello = hello;
    this.operator = hello.kind !== 'overlay' && tokenOk;
    this.ctx.clients.set(this.id, this);
    this.ctx.registryChanged();
    this.table = opened.table;
    opened.table.channel(hello.feed).add(this);
    this.sendSnapshot(opened.table);
  }

  sendRegistry(): void {
    const list = [...this.ctx.clients.values()].flatMap((c) => c.info() ?? []);
    this.send({ t: 'clients', list });
  }

  private sendSnapshot(table: Table): void {
    this.inOrder(() => this.snapshotNow(table));
  }

  private snapshotNow(table: Table): void {
    if (!this.hello) return;
    table.channel(this.hello.feed).flush(); // no older update may follow the snapshot
    const { s, view } = table.snapshot(this.hello.feed);
    this.write({ t: 'snap', table: table.id, s, now: Date.now(), state: view, clientId: this.id });
    // the standings (or `no-standings`) follow the snapshot, on hello and on every resync: a page
    // that reconnects after its table left a tournament drops the ones it had
    const ch = table.channel(this.hello.feed);
    // a delayed feed shows the standings it was last sent, not ones ahead of its game
    const standings = ch.shownRaw('standings') ?? this.ctx.tournaments.frameFor(table.id);
    this.sendRaw([standings], textFrame(standings));
    const identity = ch.shownRaw('identity') ?? this.ctx.tournaments.identities.frameFor(table.id);
    this.sendRaw([identity], textFrame(identity));
  }

  // Overlays do not open tables: one only they ask for waits outside the limits (junk ids
  // cannot lock out the operator), bounded by its watchers.
  private openTable(kind: Hello['kind'], id: string) {
    return kind === 'overlay' ? this.ctx.tables.watch(id) : this.ctx.tables.open(id, true);
  }

  /**
   * A `table=on-air` page: another table went on air, so from now on it is shown that one, starting
   * with its snapshot; nothing more of the old table reaches it. Other pages stay where they are.
   */
  followAir(tableId: string): void {
    const hello = this.hello;
    const old = this.table;
    if (hello?.table !== ON_AIR || !old || old.id === tableId) return;
    const opened = this.openTable(hello.kind, tableId);
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
    if (this.ctx.clients.delete(this.id)) this.ctx.registryChanged();
    if (this.table && this.hello) {
      this.table.channel(this.hello.feed).clients.delete(this);
      this.ctx.tables.release(this.table);
    }
  }
}
