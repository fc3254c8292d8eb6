import type { WebSocket } from 'ws';
import {
  DRAFT_PROTOCOL,
  DraftClientFrameSchema,
  type DraftServerFrame,
  type Problem,
} from '../../protocol/index.ts';
import { CLOSE } from '../edge/hello.ts';
import { issues } from '../edge/frames.ts';
import { TokenBucket } from '../edge/rate-limit.ts';
import type { Say } from '../log.ts';
import { problem } from '../problems.ts';
import type { DraftPageLink } from './draft-pages.ts';
import type { Drafts } from './drafts.ts';
import { fixedLengthJson } from './fixed-length.ts';

/** A page that stops reading is closed past this many queued bytes (a view is well under 2 KB). */
const MAX_QUEUED = 256 * 1024;
/** A socket that has not said hello by then is closed, as on `/ws` (issue 36: silent sockets). */
export const DRAFT_HELLO_MS = 10_000;
/** Refusals of a hello that may pass later: the page retries them. */
const RETRY: ReadonlySet<string> = new Set(['draft/limit', 'store/write-failed']);

/**
 * One draft page's socket (`/draft/ws`): a hello with the table, seat and its link's key (spent
 * for a session) or session, then draws and closes, each answered with `ack` or a typed `err`. Every frame is hostile: parsed by its schema,
 * rate-limited, and an exception is that frame's `hub/internal`, never the hub's end.
 */
export class DraftPage implements DraftPageLink {
  table = '';
  seat: number | null = null;
  private joined = false;
  private readonly helloTimer: ReturnType<typeof setTimeout>;
  private readonly ws: WebSocket;
  private readonly drafts: Drafts;
  private readonly bucket = new TokenBucket(10, 30);

  constructor(drafts: Drafts, ws: WebSocket, say: Say, helloMs = DRAFT_HELLO_MS) {
    this.drafts = drafts;
    this.ws = ws;
    this.helloTimer = setTimeout(() => this.refuse(problem('hello/required'), CLOSE.hello), helloMs);
    ws.on('message', (data, binary) => {
      this.onFrame(binary ? null : String(data)).catch((e: unknown) => {
        say('draft page: hub/internal', 'error', e);
        this.send({ t: 'err', id: null, ...problem('hub/internal') });
      });
    });
    ws.on('close', () => {
      clearTimeout(this.helloTimer);
      this.drafts.detach(this);
    });
    ws.on('error', () => {});
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

  private async onFrame(text: string | null): Promise<void> {
    if (!this.bucket.take()) return this.refuse(problem('rate/limited'), CLOSE.abuse);
    if (text === null) return this.send({ t: 'err', id: null, ...problem('frame/binary') });
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      return this.send({ t: 'err', id: null, ...problem('frame/malformed-json') });
    }
    const parsed = DraftClientFrameSchema.safeParse(raw);
    if (!parsed.success)
      return this.send({ t: 'err', id: null, ...problem('frame/invalid', issues(parsed.error)) });
    const frame = parsed.data;
    if (frame.t === 'hello') {
      if (this.joined) return this.send({ t: 'err', id: null, ...problem('hello/repeated') });
      if (frame.v !== DRAFT_PROTOCOL) return this.refuse(problem('draft/version'), CLOSE.hello);
      this.table = frame.table;
      this.seat = frame.seat;
      clearTimeout(this.helloTimer);
      const refused = this.drafts.attach(this, { key: frame.key, session: frame.session });
      // a full hub or a refused write is worth a retry (1013 "try again later"); a wrong or spent key is not
      if (refused) return this.refuse(refused, RETRY.has(refused.code) ? CLOSE.slow : CLOSE.forbidden);
      this.joined = true;
      return;
    }
    if (!this.joined) return this.send({ t: 'err', id: frame.id, ...problem('hello/required') });
    // a seat's page draws and closes its own card only (pass-and-play: the seat on turn's)
    if (this.seat !== null && frame.seat !== this.seat)
      return this.send({ t: 'err', id: frame.id, ...problem('draft/wrong-seat', String(frame.seat)) });
    const r = await this.drafts.act(this.table, frame.t, frame.seat, this.seat ?? 0);
    this.send(r.ok ? { t: 'ack', id: frame.id } : { t: 'err', id: frame.id, ...r.error });
  }
}
