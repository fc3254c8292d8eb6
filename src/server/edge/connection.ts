import type { WebSocket } from 'ws';
import {
  ON_AIR,
  type ClientFrame,
  type ClientInfo,
  type Hello,
  type Problem,
  type ServerFrame,
} from '../../protocol/index.ts';
import type { Subscriber } from '../tables/feed-channel.ts';
import type { HubClient, HubContext } from '../hub-context.ts';
import { commandId, parseClientFrame } from '../net/frames.ts';
import { problem } from '../problems.ts';
import { FloodGuard } from './flood-guard.ts';
import { admit, openTable, pageHelloKind } from './hello.ts';
import { CLOSE, textFrame } from '../net/wire.ts';
import type { Table } from '../tables/table.ts';
import { Snapshots } from './snapshots.ts';
import { SLOW_GRACE_MS, SocketWriter } from './socket-writer.ts';
import type { RegistryWatcher } from '../net/client-registry.ts';
import { adoptDraftPage } from '../draft/draft-page.ts';
import { adoptSeatingPage } from '../tournaments/seating-pages.ts';

const SYNC_FRAME = Buffer.from('{"t":"sync"}');
/** The answer to a refused frame that is not a command: the same bytes every time. */
const RATE_LIMITED = Buffer.from(JSON.stringify({ t: 'err', id: null, ...problem('rate/limited') }));
const RATE_LIMITED_WIRE = textFrame(RATE_LIMITED);

/** One WebSocket client: hello, then frames; read-only unless it proved the operator token. */
export class Connection implements Subscriber, RegistryWatcher, HubClient {
  readonly id: string;
  readonly since = Date.now();
  readonly address: string | null;
  private readonly ws: WebSocket;
  private readonly ctx: HubContext;
  private readonly guard: FloodGuard;
  private hello: Hello | null = null;
  private table: Table | null = null;
  private operator = false;
  /** Operators that asked for the registry get its changes (or, older panels, the whole list again). */
  watchesRegistry: false | 'list' | 'changes' = false;
  /** Every write to the socket, counted (the hub's SendBudget may cut it). */
  readonly out: SocketWriter;
  /** Counted in its address's public sockets (not proven the operator token). */
  private counted: 'pending' | 'public' | null = 'pending';
  private readonly snapshots: Snapshots;
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
    this.snapshots = new Snapshots(ctx, {
      id: this.id,
      out: this.out,
      feed: () => this.hello?.feed ?? null,
      openTable: () => (this.ws.readyState === this.ws.OPEN ? this.table : null),
      inOrder: (step) => this.inOrder(step),
      own: (payloads, wire) => this.own(payloads, wire),
      held: () => this.guard.held,
      heldLately: () => this.guard.heldLately(),
    });
    ctx.addresses.pending.add(address);
    // until its hello proves the token, a socket gets the public rate (an overlay's few frames)
    const pub = ctx.limits.publicRate;
    this.guard = new FloodGuard(
      ws,
      { perSecond: Math.min(pub.perSecond, ctx.rate.perSecond), burst: Math.min(pub.burst, ctx.rate.burst) },
      ctx.limits.floodHoldMs,
    );
    this.guard.onResume = () => {
      if (this.snapshots.missed && this.table) this.snapshots.asked(this.table);
    };
    this.helloTimer = setTimeout(
      () => this.fail(null, problem('hello/required'), CLOSE.hello),
      ctx.limits.helloMs,
    );
    ws.on('message', this.onMessage);
    ws.on('close', this.dispose);
    ws.on('error', this.dispose);
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
    if (this.guard.held) return void (this.snapshots.missed = true);
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

  private readonly onMessage = (data: unknown, isBinary: boolean): void => {
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
  };

  private receive(data: unknown, isBinary: boolean): void {
    if (this.ws.readyState !== this.ws.OPEN) return; // refused or closing: nothing more is read
    const refused = this.guard.refuse();
    if (refused) {
      // A refused command is answered by its id (its sender is waiting: never a silent drop);
      // other frames of a flood get one error now and then. Either way it ends at ABUSE_LIMIT.
      const id = isBinary || (Buffer.isBuffer(data) && data.equals(SYNC_FRAME)) ? null : commandId(data);
      if (refused.inRow === 1) this.ctx.events.note('flood', `client ${this.id} (${this.address})`);
      // An overlay past ABUSE_LIMIT stays held, not closed: closed, a flooder comes back at once, and
      // a new socket, hello and snapshot cost the hub far more than a held one (issue 22).
      if (refused.abusive && (this.operator || !this.hello))
        this.fail(id, problem('rate/limited'), CLOSE.abuse);
      else if (id !== null) this.error(id, problem('rate/limited'));
      else if (refused.inRow === 1 || refused.inRow % 50 === 0) this.own([RATE_LIMITED], RATE_LIMITED_WIRE);
      return;
    }
    if (isBinary) return this.error(null, problem('frame/binary'));
    // the frame a flood is made of, known by its bytes: no parse (1024 sockets send 97 000 a second)
    if (Buffer.isBuffer(data) && data.equals(SYNC_FRAME)) return this.handle({ t: 'sync' });
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : String(data);
    // a players' draft page or a seating page (issues 36, 41: one socket path for every screen)
    const page = this.hello ? null : pageHelloKind(text);
    if (page) return this.handOver(text, page);
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
        return this.snapshots.asked(table);
      case 'cmd': {
        const by = this.hello.kind;
        if (!this.operator || by === 'overlay') return this.error(frame.id, problem('auth/read-only'));
        const feed = this.hello.feed;
        // run now (it joins the group being synced), answer in order
        const run = table.run(frame.c, Date.now(), { k: frame.k, s: frame.s, by });
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
    const admitted = admit(this.ctx, hello, this.address);
    if (!admitted.ok) return this.fail(null, admitted.error, admitted.code);
    const { tokenOk, table } = admitted;
    const addresses = this.ctx.addresses;
    addresses.pending.remove(this.address);
    if (!tokenOk) addresses.public.add(this.address);
    this.counted = tokenOk ? null : 'public';
    if (tokenOk) this.guard.trust(this.ctx.rate, hello.kind !== 'overlay');
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
    this.hello = hello;
    this.operator = hello.kind !== 'overlay' && tokenOk;
    this.ctx.clients.set(this.id, this);
    const info = this.info();
    if (info) this.ctx.registry.joined(info);
    this.table = table;
    table.channel(hello.feed).add(this);
    this.snapshots.send(table);
  }

  /**
   * A `table=on-air` page: another table went on air, so from now on it is shown that one, starting
   * with its snapshot; nothing more of the old table reaches it. Other pages stay where they are.
   */
  followAir(tableId: string): void {
    const hello = this.hello;
    const old = this.table;
    if (hello?.table !== ON_AIR || !old || old.id === tableId) return;
    const opened = openTable(this.ctx, hello.kind, tableId, true);
    if (!opened.ok) return this.error(null, opened.error);
    old.channel(hello.feed).clients.delete(this);
    this.ctx.tables.release(old);
    this.table = opened.table;
    opened.table.channel(hello.feed).add(this);
    this.snapshots.send(opened.table);
  }

  /** The socket is a draft or seating page's from now on: this connection lets go of it, holding nothing. */
  private handOver(hello: string, page: 'draft' | 'seating'): void {
    this.ws.off('message', this.onMessage);
    this.ws.off('close', this.dispose);
    this.ws.off('error', this.dispose);
    this.dispose();
    if (page === 'draft') adoptDraftPage(this.ctx, this.ws, this.address, hello);
    else adoptSeatingPage(this.ctx, this.ws, this.address, hello);
  }

  private readonly dispose = (): void => {
    if (this.helloTimer) clearTimeout(this.helloTimer);
    this.helloTimer = null;
    this.snapshots.stop();
    if (this.ctx.clients.delete(this.id)) this.ctx.registry.left(this.id);
    if (this.counted) this.ctx.addresses[this.counted].remove(this.address);
    this.counted = null;
    this.out.end();
    if (this.table && this.hello) {
      this.table.channel(this.hello.feed).clients.delete(this);
      this.ctx.tables.release(this.table);
    }
  };
}
