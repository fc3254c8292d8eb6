import WebSocket from 'ws';
import {
  DRAFT_PROTOCOL,
  type DraftServerFrame,
  type DraftStatusResponse,
} from '../../../src/protocol/index.ts';
import type { Hub } from '../../../src/server/index.ts';
import { WAIT_MS } from './helpers.ts';

/** A draft page as the hub meets it: a real socket on `/ws` that records every frame. */
export class DraftClient {
  readonly ws: WebSocket;
  readonly frames: DraftServerFrame[] = [];
  readonly raw: string[] = [];
  closed: { code: number; reason: string } | null = null;
  private id = 0;
  private waiters: Array<() => void> = [];

  /** `options`: ws's client options (e.g. `localAddress`, to come from another address). */
  constructor(url: string, options: WebSocket.ClientOptions = {}) {
    this.ws = new WebSocket(url.replace(/^http/, 'ws') + '/ws', options);
    this.ws.on('message', (data) => {
      this.raw.push(String(data));
      this.frames.push(JSON.parse(String(data)) as DraftServerFrame);
      this.wake();
    });
    this.ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
      this.wake();
    });
    this.ws.on('error', () => {});
  }

  private wake(): void {
    for (const w of this.waiters.splice(0)) w();
  }

  async open(): Promise<this> {
    if (this.ws.readyState !== WebSocket.OPEN)
      await new Promise<void>((ok, fail) => {
        this.ws.once('open', () => ok());
        this.ws.once('error', fail);
      });
    return this;
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async until(
    pred: (f: DraftServerFrame) => boolean,
    from = 0,
    timeoutMs = WAIT_MS,
  ): Promise<DraftServerFrame> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.frames.slice(from).find(pred);
      if (found) return found;
      if (this.closed) throw new Error(`closed (${this.closed.code} ${this.closed.reason}) while waiting`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timeout; got ${JSON.stringify(this.frames).slice(-400)}`);
      await new Promise<void>((ok) => {
        const timer = setTimeout(ok, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          ok();
        });
      });
    }
  }

  /** The last view this page was sent. */
  get view() {
    const last = this.frames.findLast((f) => f.t === 'draft');
    return last?.t === 'draft' ? last.view : null;
  }

  /** Sends a draw or close and waits for its answer. */
  async act(
    t: 'draw' | 'close' | 'seen',
    seat: number,
    timeoutMs = 3000,
  ): Promise<Extract<DraftServerFrame, { t: 'ack' | 'err' }>> {
    const id = ++this.id;
    const from = this.frames.length;
    this.send({ t, id, seat });
    return (await this.until(
      (f) => (f.t === 'ack' || f.t === 'err') && f.id === id,
      from,
      timeoutMs,
    )) as Extract<DraftServerFrame, { t: 'ack' | 'err' }>;
  }

  close(): void {
    this.ws.close();
  }
}

/** A page said hello with its link's key (or `{ session }`); resolves once it was shown the draft or refused. */
export async function draftPage(
  hub: Hub,
  table: string,
  key: string | { session: string },
  seat: number | null,
): Promise<DraftClient> {
  const c = await new DraftClient(hub.url).open();
  const cred = typeof key === 'string' ? { key } : key;
  c.send({ t: 'hello', v: DRAFT_PROTOCOL, kind: 'draft', table, ...cred, seat });
  await c.until((f) => f.t === 'draft' || f.t === 'none' || f.t === 'err');
  return c;
}

/** The session the hub gave this page for its link's key. */
export function sessionOf(page: DraftClient): string {
  const f = page.frames.find((x) => x.t === 'session');
  if (f?.t !== 'session') throw new Error('no session');
  return f.session;
}

/** The operator's HTTP call to the draft API. */
export async function draftApi(
  hub: Pick<Hub, 'url' | 'operatorToken'>,
  table: string,
  body?: unknown,
  path = '',
): Promise<{ status: number; body: DraftStatusResponse & { error?: { code: string } } }> {
  const res = await fetch(`${hub.url}/api/v1/tables/${table}/draft${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: res.status,
    body: (await res.json()) as DraftStatusResponse & { error?: { code: string } },
  };
}

/** The `key` of a page URL the draft API gave. */
export const keyOf = (url: string | null) => (url ? (new URL(url).searchParams.get('key') ?? '') : '');
