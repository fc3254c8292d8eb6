import type { WebSocket } from 'ws';
import {
  DRAFT_PROTOCOL,
  DraftClientFrameSchema,
  type DraftServerFrame,
  type Problem,
} from '../../protocol/index.ts';
import { CLOSE } from '../net/wire.ts';
import { issues } from '../net/frames.ts';
import { TokenBucket } from '../net/rate-limit.ts';
import type { AddressCounts, ClientLimits } from '../net/client-limits.ts';
import type { Say } from '../log.ts';
import { problem } from '../problems.ts';
import type { DraftPageLink } from './draft-pages.ts';
import type { Drafts } from './drafts.ts';
import { fixedLengthJson } from './fixed-length.ts';

/** A page that stops reading is closed past this many queued bytes (a view is well under 2 KB). */
const MAX_QUEUED = 256 * 1024;
/** Refusals of a hello that may pass later: the page retries them. */
const RETRY: ReadonlySet<string> = new Set(['draft/limit', 'store/write-failed']);

/** What a draft page uses of the hub. */
interface Ctx {
  drafts: Drafts;
  say: Say;
  addresses: { pending: AddressCounts; public: AddressCounts };
  limits: ClientLimits;
}

/**
 * A `/ws` socket whose first frame is a draft page's hello becomes that page: it was let in, its
 * hello deadline and rate were the socket's until now (edge/connection.ts); from here it counts in
 * its address's public sockets, as any page past its hello, and speaks the draft's frames.
 */
export function adoptDraftPage(ctx: Ctx, ws: WebSocket, address: string | null, hello: string): void {
  const page = new DraftPage(ctx.drafts, ws, ctx.say, ctx.limits.publicRate);
  const open = ctx.addresses.public;
  // as a public hello past the cap (edge/hello.ts), but closed 1013: the page tries again later
  if (open.count(address) >= ctx.limits.publicPerAddress)
    return page.refuse(problem('client/limit', address ?? ''), CLOSE.slow);
  open.add(address);
  ws.once('close', () => open.remove(address));
  page.receive(hello);
}

/**
 * One draft page on the hub's socket: a hello with the table, seat and its link's key (spent for a
 * session) or session, then draws and closes, each answered with `ack` or a typed `err`. Every
 * frame is hostile: parsed by its schema, rate-limited, and an exception is that frame's
 * `hub/internal`, never the hub's end. A hello refused closes the socket (4400, or 1013 to retry).
 */
export class DraftPage implements DraftPageLink {
  table = '';
  seat: number | null = null;
  private joined = false;
  private readonly ws: WebSocket;
  private readonly drafts: Drafts;
  private readonly say: Say;
  private readonly bucket: TokenBucket;

  /** `rate`: a public socket's frame rate (limits.publicRate); past it the page is closed (1008). */
  constructor(drafts: Drafts, ws: WebSocket, say: Say, rate: { perSecond: number; burst: number }) {
    this.drafts = drafts;
    this.bucket = new TokenBucket(rate.perSecond, rate.burst);
    this.ws = ws;
    this.say = say;
    ws.on('message', (data, binary) => this.receive(binary ? null : String(data)));
    ws.on('close', () => this.drafts.detach(this));
    ws.on('error', () => {});
  }

  receive(text: string | null): void {
    this.onFrame(text).catch((e: unknown) => {
      this.say('draft page: hub/internal', 'error', e);
      this.send({ t: 'err', id: null, ...problem('hub/internal') });
    });
  }

  send(frame: DraftServerFrame): void {
    if (this.ws.readyState !== this.ws.OPEN) return;
    if (this.ws.bufferedAmount > MAX_QUEUED) return void this.ws.close(CLOSE.slow, 'slow');
    this.ws.send(fixedLengthJson(frame));
  }

  refuse(p: Problem, code: number = CLOSE.forbidden): void {
    this.send({ t: 'err', id: null, ...p });
    this.ws.close(code, p.code);
  }

  /** A refused frame: told why; before the hello it ends the socket (its first frame is its hello). */
  private bad(p: Problem): void {
    if (!this.joined) return this.refuse(p, CLOSE.hello);
    this.send({ t: 'err', id: null, ...p });
  }

  private async onFrame(text: string | null): Promise<void> {
    if (!this.bucket.take()) return this.refuse(problem('rate/limited'), CLOSE.abuse);
    if (text === null) return this.bad(problem('frame/binary'));
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return this.bad(problem('frame/malformed-json'));
    }
    const parsed = DraftClientFrameSchema.safeParse(raw);
    if (!parsed.success) return this.bad(problem('frame/invalid', issues(parsed.error)));
    const frame = parsed.data;
    if (frame.t === 'hello') {
      if (this.joined) return this.send({ t: 'err', id: null, ...problem('hello/repeated') });
      if (frame.v !== DRAFT_PROTOCOL) return this.refuse(problem('draft/version'), CLOSE.hello);
      this.table = frame.table;
      this.seat = frame.seat;
      const refused = this.drafts.attach(this, { key: frame.key, session: frame.session });
      // a full hub or a refused write is worth a retry (1013 "try again later"); a wrong or spent key is not
      if (refused) return this.refuse(refused, RETRY.has(refused.code) ? CLOSE.slow : CLOSE.forbidden);
      this.joined = true;
      return;
    }
    if (!this.joined) return this.refuse(problem('hello/required'), CLOSE.hello);
    // a seat's page draws and closes its own card only (pass-and-play: the seat on turn's)
    if (this.seat !== null && frame.seat !== this.seat)
      return this.send({ t: 'err', id: frame.id, ...problem('draft/wrong-seat', String(frame.seat)) });
    const r = await this.drafts.act(this.table, frame.t, frame.seat, this.seat ?? 0);
    this.send(r.ok ? { t: 'ack', id: frame.id } : { t: 'err', id: frame.id, ...r.error });
  }
}
