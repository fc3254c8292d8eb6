/**
 * Many copies of the REAL browser connection (src/client/connection.ts) in one Node process.
 * The module keeps one connection per page in module state, so each copy is its own module
 * instance (imported with a distinct query string). A WebSocket subclass installed as the global
 * watches every socket the copies open: which copy (a `soak` query parameter on the URL, which the
 * hub ignores), each `s` it receives, opens and closes.
 */
import type { ClientKind, Feed } from '../src/protocol/index.ts';

type ClientModule = typeof import('../src/client/connection.ts');

export interface SocketTally {
  opens: number;
  closes: number;
  snaps: number;
  ups: number;
  /** `up` frames whose `s` skipped ahead (count of skipped numbers), repeated, or went back. */
  lost: number;
  duplicated: number;
  reordered: number;
  /** Bytes of client-registry frames (`clients`, `clients-changed`) received. */
  registryBytes: number;
}

export interface SoakClient {
  feed: Feed;
  mod: ClientModule;
  conn: ReturnType<ClientModule['connect']>;
  tally: SocketTally;
}

/** Latency samples in 0.1 ms buckets up to 30 s: fixed memory however long the soak runs. */
export class Histogram {
  readonly buckets = new Uint32Array(300_000);
  count = 0;
  max = 0;
  /** Adds another thread's samples. */
  merge(other: { buckets: Uint32Array; count: number; max: number }): void {
    for (let i = 0; i < other.buckets.length; i++)
      this.buckets[i] = (this.buckets[i] ?? 0) + (other.buckets[i] ?? 0);
    this.count += other.count;
    this.max = Math.max(this.max, other.max);
  }
  add(ms: number): void {
    const i = Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms * 10)));
    this.buckets[i] = (this.buckets[i] ?? 0) + 1;
    this.count++;
    this.max = Math.max(this.max, ms);
  }
  percentile(p: number): number {
    const want = Math.ceil((this.count * p) / 100);
    let seen = 0;
    for (let i = 0; i < this.buckets.length; i++) {
      seen += this.buckets[i] ?? 0;
      if (seen >= want && seen > 0) return i / 10;
    }
    return NaN;
  }
}

/** Each copy's socket state: the last `s` on its current socket (null until its snapshot). */
const last = new Map<number, number | null>();
const tallies = new Map<number, SocketTally>();
/**
 * When the command that set nickname `n<k>` was sent: wall-clock ms at sub-ms resolution (the
 * threads' performance.now() have different origins), in memory shared by all threads; 0 = unsent.
 */
let sentAt: Float64Array<ArrayBufferLike> = new Float64Array(0);
export function shareSentAt(buffer: SharedArrayBuffer): Float64Array<ArrayBufferLike> {
  sentAt = new Float64Array(buffer);
  return sentAt;
}
export const now = () => performance.timeOrigin + performance.now();
export const latency = new Histogram();
const NICK = /"n(\d+)"/;

/** Installs the watching WebSocket as the global one (Node's own WebSocket underneath). */
export function watchSockets(): void {
  const Native = globalThis.WebSocket;
  class Watched extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      const param = new URL(String(url)).searchParams.get('soak');
      const id = Number(param);
      const tally = param === null ? undefined : tallies.get(id);
      if (!tally) return;
      tally.opens++;
      last.set(id, null);
      // registered before the client's onmessage, so it sees each frame first
      this.addEventListener('message', (ev) => onFrame(id, tally, String(ev.data)));
      this.addEventListener('close', () => tally.closes++);
    }
  }
  globalThis.WebSocket = Watched;
}

function onFrame(id: number, tally: SocketTally, text: string): void {
  if (text.startsWith('{"t":"up","s":')) {
    const s = parseInt(text.slice(14), 10);
    tally.ups++;
    const prev = last.get(id);
    if (prev === null || prev === undefined) return; // before the snapshot: the client ignores it too
    if (s > prev + 1) tally.lost += s - prev - 1;
    else if (s === prev) tally.duplicated++;
    else if (s < prev) tally.reordered++;
    last.set(id, Math.max(prev, s));
    const k = NICK.exec(text)?.[1];
    const t0 = k === undefined ? 0 : (sentAt[Number(k)] ?? 0);
    if (t0 > 0) latency.add(now() - t0);
  } else if (text.startsWith('{"t":"clients')) {
    tally.registryBytes += Buffer.byteLength(text);
  } else if (text.startsWith('{"t":"snap"')) {
    tally.snaps++;
    last.set(id, (JSON.parse(text) as { s: number }).s);
  }
}

/** Opens copy `id` of the client on `feed`; resolves once it shows the table (status live). */
export async function openClient(
  id: number,
  hubUrl: string,
  table: string,
  feed: Feed,
  secrets: { token: string; key: string },
  kind: ClientKind = 'overlay',
): Promise<SoakClient> {
  const tally: SocketTally = {
    opens: 0,
    closes: 0,
    snaps: 0,
    ups: 0,
    lost: 0,
    duplicated: 0,
    reordered: 0,
    registryBytes: 0,
  };
  tallies.set(id, tally);
  const mod = (await import(`../src/client/connection.ts?soak=${id}`)) as ClientModule;
  const conn = mod.connect({
    kind,
    table,
    feed,
    page: 'soak',
    url: `${hubUrl.replace(/^http/, 'ws')}/ws?soak=${id}`,
    ...(feed === 'judge' || kind !== 'overlay' ? { token: secrets.token } : {}),
    ...(feed === 'spectator' ? { key: secrets.key } : {}),
  });
  await until(() => mod.$connection.get().status === 'live', 30_000);
  return { feed, mod, conn, tally };
}

export async function until(ok: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/** JSON with sorted keys: two views are equal when their canonical texts are. */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : x,
  );
}
