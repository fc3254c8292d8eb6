/**
 * The hostile part of `npm run soak:hostile` (a worker thread of bench/soak.ts): raw TCP sockets
 * that say hello on the public table feed, never read a byte and send `{"t":"sync"}` at a steady
 * rate (under the hub's rate limit); one the hub cuts is opened again. Beside them, a client-list
 * flood: pages that connect, say hello and leave, over and over, so the registry never rests.
 * Loopback only; the sockets are spread over 127.0.0.2.. (the hub caps public sockets per address).
 */
import { connect, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

export interface HostileJob {
  port: number;
  table: string;
  /** Read-nothing sockets kept open. */
  sockets: number;
  /** Syncs each sends per second. */
  syncsPerSecond: number;
  /** Sockets per source address (at most the hub's publicPerAddress). */
  perAddress: number;
  /** Registry flood: pages that join and leave per second. */
  churnPerSecond: number;
}
export interface HostileDone {
  t: 'hostile-done';
  /** Sockets the hub cut or closed (each opened again). */
  cut: number;
  opened: number;
  syncs: number;
  churned: number;
  /** Connections refused (address cap, upgrade refused). */
  refused: number;
}

/** A masked client text frame (mask key zero: the payload goes as is). */
export function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const head =
    n < 126
      ? Buffer.from([0x81, 0x80 | n, 0, 0, 0, 0])
      : Buffer.from([0x81, 0x80 | 126, n >> 8, n & 255, 0, 0, 0, 0]);
  return Buffer.concat([head, payload]);
}

const UPGRADE =
  'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n';

/** Opens a socket from `localAddress`, upgrades, says `hello`; resolves once the 101 is read, or null. */
export function openRaw(port: number, localAddress: string, hello: object): Promise<Socket | null> {
  return new Promise((ok) => {
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    socket.on('error', () => ok(null));
    socket.once('connect', () => socket.write(UPGRADE));
    socket.once('data', (d) => {
      if (!String(d).startsWith('HTTP/1.1 101')) {
        socket.destroy();
        return ok(null);
      }
      socket.pause(); // from now on nothing is read
      socket.write(clientFrame(JSON.stringify({ t: 'hello', v: 1, ...hello })));
      ok(socket);
    });
  });
}

if (parentPort && (workerData as { hostile?: HostileJob } | null)?.hostile) {
  const job = (workerData as { hostile: HostileJob }).hostile;
  const port = parentPort;
  const hello = { kind: 'overlay', table: job.table, feed: 'table', page: 'hostile' };
  const done: HostileDone = { t: 'hostile-done', cut: 0, opened: 0, syncs: 0, churned: 0, refused: 0 };
  const address = (i: number) => `127.0.0.${2 + Math.floor(i / job.perAddress)}`;
  const live: Array<Socket | null> = new Array<Socket | null>(job.sockets).fill(null);
  let stopping = false;
  const keep = async (i: number): Promise<void> => {
    while (!stopping) {
      const s = await openRaw(job.port, address(i), hello);
      if (!s) {
        done.refused++;
        await new Promise((r) => setTimeout(r, 250));
        continue;
      }
      done.opened++;
      live[i] = s;
      // paused, so 'close' comes from a write that fails (the hub cut it)
      await new Promise<void>((r) => s.once('close', () => r()));
      live[i] = null;
      if (!stopping) done.cut++;
    }
  };
  const keeping: Array<Promise<void>> = [];
  for (let i = 0; i < job.sockets; i++) {
    keeping.push(keep(i));
    if (i % 64 === 63) await new Promise((r) => setTimeout(r, 50));
  }
  for (let waited = 0; live.some((s) => !s) && waited < 10_000; waited += 50)
    await new Promise((r) => setTimeout(r, 50));
  // syncs in ticks of 50 ms: a fractional count carries over
  const TICK = 50;
  let owed = 0;
  const sync = clientFrame('{"t":"sync"}');
  const syncs = setInterval(() => {
    owed += (job.syncsPerSecond * TICK) / 1000;
    const n = Math.floor(owed);
    owed -= n;
    if (n === 0) return;
    const burst = Buffer.concat(Array.from({ length: n }, () => sync));
    for (const s of live)
      if (s && !s.destroyed) {
        s.write(burst);
        done.syncs += n;
      }
  }, TICK);
  // the registry flood: from the last address, join and leave
  const churnAddress = address(job.sockets + job.perAddress);
  const churn =
    job.churnPerSecond > 0
      ? setInterval(() => {
          for (let k = 0; k < Math.ceil(job.churnPerSecond / 10); k++)
            void openRaw(job.port, churnAddress, { ...hello, page: 'churn' }).then((s) => {
              if (!s) return void done.refused++;
              done.churned++;
              setTimeout(() => s.destroy(), 200);
            });
        }, 100)
      : null;
  port.postMessage({ t: 'hostile-live' });
  port.once('message', () => {
    stopping = true;
    clearInterval(syncs);
    if (churn) clearInterval(churn);
    for (const s of live) s?.destroy();
    void Promise.race([Promise.all(keeping), new Promise((r) => setTimeout(r, 2000))]).then(() =>
      port.postMessage(done),
    );
  });
}
