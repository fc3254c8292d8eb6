/**
 * One load of bench/stall.ts, in its own thread: `workerData` {name, url, token}; the message
 * 'stop' ends it, and it answers {note} (what it saw); a load that ends by itself first says {done}.
 */
import { connect as netConnect, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { name, url, token } = workerData as { name: string; url: string; token: string };
const port = Number(new URL(url).port);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const auth = { authorization: `Bearer ${token}` };
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${url}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...auth } });

/** A load: starts, and returns how to stop it and what it saw. */
type Load = () => { stop(): Promise<string>; finished?: Promise<unknown> };

/** `n` parallel visitors asking for `path` without a token, each again as soon as answered. */
const flood =
  (path: string, n = 16): Load =>
  () => {
    let on = true;
    const seen = new Map<number, number>();
    const loops = Array.from({ length: n }, async () => {
      while (on) {
        const res = await fetch(`${url}/api/v1${path}`).catch(() => null);
        await res?.arrayBuffer();
        const s = res?.status ?? 0;
        seen.set(s, (seen.get(s) ?? 0) + 1);
      }
    });
    return {
      stop: async () => {
        on = false;
        await Promise.all(loops);
        return [...seen].map(([s, k]) => `${k}x${s}`).join(' ');
      },
    };
  };

/** Raw sockets from 127.0.0.1, `n` at a time. */
function open(n: number, request: string): Promise<Socket[]> {
  return Promise.all(
    Array.from(
      { length: n },
      () =>
        new Promise<Socket>((ok) => {
          const s = netConnect({ host: '127.0.0.1', port, localAddress: '127.0.0.1' });
          s.on('error', () => {});
          s.resume();
          s.once('connect', () => (s.write(request), ok(s)));
          s.once('close', () => ok(s));
        }),
    ),
  );
}

const UPGRADE =
  'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n';

const LOADS: Record<string, Load> = {
  xlsx: flood('/tournaments/cup/standings.xlsx'),
  protocol: flood('/tournaments/cup/protocol.html'),
  // a thousand requests whose headers come a byte a second
  slowloris: () => {
    let sockets: Socket[] = [];
    const opening = open(1000, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n').then((s) => (sockets = s));
    const drip = setInterval(() => sockets.forEach((s) => s.writable && s.write('X')), 1000);
    return {
      stop: async () => {
        clearInterval(drip);
        await opening;
        const held = sockets.filter((s) => !s.destroyed).length;
        sockets.forEach((s) => s.destroy());
        return `${held} of 1000 still open at the end`;
      },
    };
  },
  // 300 upgrade requests at a time, each reset as soon as sent
  resets: () => {
    let on = true;
    let n = 0;
    const loop = (async () => {
      while (on) {
        for (const s of await open(300, UPGRADE)) s.resetAndDestroy();
        n += 300;
        await sleep(50);
      }
    })();
    return {
      stop: async () => {
        on = false;
        await loop;
        return `${n} sockets reset`;
      },
    };
  },
  // 1000 new players into the tournament, one CSV
  import: () => {
    const csv = ['nickname,club', ...Array.from({ length: 1000 }, (_, i) => `Игрок ${i + 1},Клуб ${i % 20}`)];
    const t0 = performance.now();
    const finished = fetch(`${url}/api/v1/tournaments/cup/import`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...auth },
      body: csv.join('\n'),
    }).then(async (r) => `${r.status} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return { finished, stop: () => finished };
  },
  // the largest request the schema admits: 400 players, 40 tables, 60 rounds
  seating: () => {
    const t0 = performance.now();
    const finished = (async () => {
      const cup = (await (await api('/tournaments/cup')).json()) as { players?: string[] };
      const players = (cup.players ?? []).slice(0, 400);
      const r = await api('/tournaments/cup/seating', {
        method: 'POST',
        body: JSON.stringify({ rounds: 60, tables: 40, players }),
      });
      return `${r.status} (${players.length} players) in ${((performance.now() - t0) / 1000).toFixed(1)} s`;
    })();
    return { finished, stop: () => finished };
  },
};

const load = LOADS[name];
if (!load) throw new Error(`no load ${name}`);
const running = load();
void running.finished?.then(() => parentPort?.postMessage({ done: true }));
parentPort?.on('message', () => {
  void running.stop().then((note) => parentPort?.postMessage({ note }));
});
