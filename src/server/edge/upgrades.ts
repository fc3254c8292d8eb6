import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Problem } from '../../protocol/index.ts';
import type { HubSocket } from '../compose.ts';
import type { HubContext } from '../hub-context.ts';
import { OPERATOR_RESERVE } from '../net/client-limits.ts';
import { ignoreSocketError } from '../net/connection-gate.ts';
import type { WebGuard } from '../net/web-guard.ts';
import { langOf, problem, told } from '../problems.ts';
import { Connection } from './connection.ts';
import { SlicedQueue } from './sliced-queue.ts';

export const MAX_FRAME_BYTES = 64 * 1024;
/** Sockets the heartbeat visits per loop turn. */
const HEARTBEAT_SLICE = 64;
/** Upgrade requests are answered in slices of this many ms per loop turn (SlicedQueue). */
const UPGRADE_SLICE_MS = 5;

/** The WebSocket side of the hub: /ws upgrades become Connections; a heartbeat drops dead peers. */
export interface Upgrades {
  /** Stops the heartbeat (first in the shutdown: a closing socket is not pinged). */
  stopBeat(): void;
  /** Closes every socket: 1001, then cut after a second. */
  close(): Promise<void>;
}

export function acceptUpgrades(
  server: Server,
  ctx: HubContext,
  guard: WebGuard,
  sockets: Set<HubSocket>,
  heartbeatMs: number,
): Upgrades {
  // Drop dead peers (an OBS source closed without a FIN) so the registry stays true: a socket
  // that has not answered the last tick's ping by the next tick is gone (after 1-2 intervals).
  const alive = new WeakSet<object>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  const upgrades = new SlicedQueue(UPGRADE_SLICE_MS);
  server.on('upgrade', (req, socket: Duplex, head) => {
    socket.on('error', ignoreSocketError);
    // one that was reset while it waited costs nothing more (its write of the 101 did: a stack each)
    upgrades.push(() => void (socket.destroyed || upgrade(req, socket, head)));
  });
  const upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    const path = (req.url ?? '').split('?')[0];
    // one socket path for every screen: overlays, the panel, the judge's tablet, the draft pages
    if (path !== '/ws') {
      socket.destroy();
      return;
    }
    const refused = guard.check(req);
    if (refused) return refuseUpgrade(req, socket, refused);
    // every upgrade counts in its address's public sockets; a few past the cap may still bring
    // the operator token in their hello
    const address = req.socket.remoteAddress ?? null;
    const { pending, public: open } = ctx.addresses;
    if (pending.count(address) + open.count(address) >= ctx.limits.publicPerAddress + OPERATOR_RESERVE)
      return refuseUpgrade(req, socket, problem('client/limit', address ?? ''), '503 Service Unavailable');
    wss.handleUpgrade(req, socket, head, (ws) => {
      ctx.connections.upgraded(socket);
      // alive from the start: ws emits no 'connection' event for handleUpgrade without emit
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      const c = new Connection(ctx, ws, address);
      sockets.add(c);
      ws.once('close', () => sockets.delete(c));
    });
  };

  // In slices, one per loop turn: a thousand silent sockets cut in one pass would hold the
  // operator's next command behind a thousand close handlers.
  const beat = (all: readonly WebSocket[], from: number): void => {
    for (const ws of all.slice(from, from + HEARTBEAT_SLICE)) {
      if (ws.readyState !== ws.OPEN) continue;
      if (!alive.has(ws)) ws.terminate();
      else {
        alive.delete(ws);
        ws.ping();
      }
    }
    if (from + HEARTBEAT_SLICE < all.length) setImmediate(() => beat(all, from + HEARTBEAT_SLICE));
  };
  const heartbeat = setInterval(() => beat([...wss.clients], 0), heartbeatMs);
  heartbeat.unref();

  return {
    stopBeat: () => clearInterval(heartbeat),
    close: async () => {
      for (const ws of wss.clients) ws.close(1001, 'hub closing');
      // a socket that reads nothing never answers the close: cut after a second, not ws's 30 s
      const closed = new Promise<void>((ok) => wss.close(() => ok()));
      await Promise.race([closed, new Promise((ok) => setTimeout(ok, 1000).unref())]);
      for (const ws of wss.clients) ws.terminate();
      await closed;
    },
  };
}

/**
 * A refused upgrade gets the same typed 403 body as the API, then the socket is closed once the
 * kernel has the answer: a peer that never closes its side holds no descriptor.
 */
function refuseUpgrade(req: IncomingMessage, socket: Duplex, p: Problem, status = '403 Forbidden'): void {
  const body = JSON.stringify({ error: told(p, langOf(req)) });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
