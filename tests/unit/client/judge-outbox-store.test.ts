/**
 * Issue 27, the venue Wi-Fi drops and the judge reloads the page: the tablet's queue is kept in its
 * storage (src/judge/outbox-store.ts) with each press's idempotency key, and the next page sends it
 * again in order; the hub applies each press once. The real hub, the real connection; the storage
 * is a plain in-memory Storage (the browser's API, as a test page would have it).
 */
import { createServer, type Server } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $connection, connect, type Connection } from '../../../src/client/connection.ts';
import { Outbox, type StoredCommand } from '../../../src/client/outbox.ts';
import type { GameCommand } from '../../../src/protocol/index.ts';
import { loadQueue, queueStore, storeKey } from '../../../src/judge/outbox-store.ts';
import { tableLog, testHub, until } from '../hub/helpers.ts';

class MemoryStorage implements Storage {
  private readonly map = new Map<string, string>();
  /** Set: every write throws, as a full or forbidden storage does. */
  full = false;
  get length(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  key(i: number): string | null {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new Error('QuotaExceededError');
    this.map.set(key, value);
  }
}

type Hub = Awaited<ReturnType<typeof testHub>>;
let hub: Hub;
let dead: Server;
let deadUrl = '';
let storage: MemoryStorage;
let page: Connection | null = null;
const table = 'judge-store';

const logged = () => tableLog<{ k?: string; by?: string; command: GameCommand }>(hub.dataDir, table);
/** The judge's page on this table, its outbox kept in `storage` (what openJudgeSession does). */
const judgePage = (url: string): Connection =>
  connect({
    kind: 'judge',
    table,
    feed: 'judge',
    token: hub.operatorToken,
    page: 'judge',
    url,
    outbox: { ageMs: 60_000, size: 3 },
    store: queueStore(table, storage),
  });

beforeEach(async () => {
  hub = await testHub();
  storage = new MemoryStorage();
  // the venue Wi-Fi is down: every connection is dropped at once
  dead = createServer((s) => s.destroy());
  await new Promise<void>((ok) => dead.listen(0, '127.0.0.1', () => ok()));
  deadUrl = `ws://127.0.0.1:${(dead.address() as { port: number }).port}/ws`;
});
afterEach(async () => {
  page?.close();
  page = null;
  await new Promise((ok) => dead.close(ok));
  await hub.stop();
});

describe('the judge reloads the page while the Wi-Fi is down', () => {
  it('3 presses kept on the tablet land once and in order after the reload, the one the hub had included', async () => {
    page = judgePage(deadUrl);
    await until(() => $connection.get().status === 'offline');
    const presses: GameCommand[] = [
      { type: 'seat/nickname', seat: 1, nickname: 'Ace' },
      { type: 'seat/nickname', seat: 2, nickname: 'Bora' },
      { type: 'seat/nickname', seat: 3, nickname: 'Cyan' },
    ];
    const answers = presses.map((c) => page!.send(c));
    const kept = loadQueue(table, storage);
    expect(kept.damaged).toBe(false);
    expect(kept.entries.map((e) => e.c)).toEqual(presses);
    // the first one reached the hub before the cut (its answer did not): the hub has its key
    const first = kept.entries[0] as StoredCommand;
    const posted = await fetch(`${hub.url}/api/v1/tables/${table}/commands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${hub.operatorToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ command: first.c, key: first.k }),
    });
    expect(posted.status).toBe(200);

    // the reload: the page goes (its presses stay stored), a new one reads them back
    page.close();
    for (const a of await Promise.all(answers)) expect(a).toMatchObject({ ok: false });
    const back = loadQueue(table, storage);
    expect(back.entries).toEqual(kept.entries);
    page = judgePage(`${hub.url.replace('http', 'ws')}/ws`);
    const results = await Promise.all(back.entries.map((s) => page!.restore(s)));
    expect(results).toEqual([
      { ok: true, seq: 1, dup: true },
      { ok: true, seq: 2 },
      { ok: true, seq: 3 },
    ]);
    const log = logged();
    expect(log.map((l) => l.command)).toEqual(presses);
    expect(log.map((l) => l.k)).toEqual(kept.entries.map((e) => e.k));
    expect(log.slice(1).map((l) => l.by)).toEqual(['judge', 'judge']);
    // all answered: nothing is left on the tablet
    expect(storage.getItem(storeKey(table))).toBeNull();
  });

  it('past the cap a press is refused with client/queue-full; nothing stored is dropped', async () => {
    page = judgePage(deadUrl);
    await until(() => $connection.get().status === 'offline');
    for (const seat of [1, 2, 3]) void page.send({ type: 'foul/add', seat });
    expect(await page.send({ type: 'foul/add', seat: 4 })).toMatchObject({
      ok: false,
      error: { code: 'client/queue-full' },
    });
    expect(loadQueue(table, storage).entries.map((e) => e.c)).toEqual(
      [1, 2, 3].map((seat) => ({ type: 'foul/add', seat })),
    );
  });

  it('a storage that refuses the write refuses the press (client/not-stored) and keeps what it had', async () => {
    page = judgePage(deadUrl);
    await until(() => $connection.get().status === 'offline');
    void page.send({ type: 'foul/add', seat: 1 });
    storage.full = true;
    expect(await page.send({ type: 'foul/add', seat: 2 })).toMatchObject({
      ok: false,
      error: { code: 'client/not-stored' },
    });
    storage.full = false;
    expect(loadQueue(table, storage).entries.map((e) => e.c)).toEqual([{ type: 'foul/add', seat: 1 }]);
  });
});

describe('damaged storage is ignored with a message, never a crash', () => {
  for (const [what, raw] of [
    ['not JSON', '{"v":1,"entries":[{'],
    [
      'a command the protocol does not know',
      '{"v":1,"entries":[{"k":"a-1","c":{"type":"boom"},"pressedAt":1}]}',
    ],
    [
      'a key too long',
      JSON.stringify({ v: 1, entries: [{ k: 'x'.repeat(65), c: { type: 'undo' }, pressedAt: 1 }] }),
    ],
    ['another version', '{"v":9,"entries":[]}'],
    ['a null', 'null'],
  ] as const)
    it(`${what}: nothing is restored, the page is told, the content is set aside`, () => {
      storage = new MemoryStorage();
      storage.setItem(storeKey(table), raw);
      expect(loadQueue(table, storage)).toEqual({ entries: [], damaged: true });
      expect(storage.getItem(storeKey(table))).toBeNull();
      expect(storage.getItem(`${storeKey(table)}:damaged`)).toBe(raw);
    });

  it('nothing stored: nothing restored, no message', () => {
    expect(loadQueue(table, new MemoryStorage())).toEqual({ entries: [], damaged: false });
  });
});

describe('the outbox keeps a derived precondition across the reload', () => {
  it('a "next" pressed offline is stored with the state seen; restored behind the presses before it', () => {
    const saved: StoredCommand[][] = [];
    const outbox = new Outbox({}, { save: (e) => (saved.push(e), true) });
    void outbox.add({ type: 'foul/add', seat: 4 });
    void outbox.add({ type: 'step/next' }, { seen: 7 }, 'End the speech of 1');
    const last = saved.at(-1) ?? [];
    expect(last.map((e) => [e.c.type, e.seen, e.note])).toEqual([
      ['foul/add', undefined, undefined],
      ['step/next', 7, 'End the speech of 1'],
    ]);
    outbox.detach();
    outbox.failAll({
      code: 'client/disconnected',
      message: { key: 'client.client/disconnected' },
      clause: null,
    });
    expect(saved.at(-1)).toBe(last); // a closing page writes nothing: the queue stays for the next

    const sent: unknown[] = [];
    const next = new Outbox();
    for (const s of last) void next.restore(s);
    next.live({}, (f) => (sent.push(f), true));
    // "next" waits for the foul's answer (it moved s by one), then goes with s = 7 + 1
    expect(sent).toHaveLength(1);
    next.answer((sent[0] as { id: number }).id, { ok: true, seq: 8 });
    expect(sent[1]).toMatchObject({ c: { type: 'step/next' }, s: 8, k: last[1]?.k });
  });
});
