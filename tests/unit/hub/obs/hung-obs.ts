import { createServer, type Server, type Socket } from 'node:net';
import { decode, encode } from '@msgpack/msgpack';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * Hostile OBS stand-ins (peers, not mocks of the hub): `silent` accepts TCP and never says a word
 * (the address of another service, a frozen OBS); `frozen` speaks obs-websocket 5's handshake,
 * then never answers a request (a modal dialog open in OBS). Each counts what it was asked.
 * obs-websocket-js in Node speaks MessagePack (`obswebsocket.msgpack`), so `frozen` does too.
 */
export interface HungObs {
  url: string;
  /** Connections accepted. */
  accepted: number;
  /** Request types received (frozen only). */
  requests: string[];
  close(): Promise<void>;
}

export async function silentObs(): Promise<HungObs> {
  const open = new Set<Socket>();
  const state = { url: '', accepted: 0, requests: [] as string[], close: async () => {} };
  const server: Server = createServer((socket) => {
    state.accepted++;
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {});
    socket.resume();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  state.url = `ws://127.0.0.1:${(server.address() as { port: number }).port}`;
  state.close = async () => {
    for (const s of open) s.destroy();
    await new Promise<void>((ok) => server.close(() => ok()));
  };
  return state;
}

export async function frozenObs(): Promise<HungObs> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', handleProtocols: (p) => [...p][0] ?? false });
  await new Promise<void>((ok) => wss.once('listening', ok));
  const state: HungObs = {
    url: `ws://127.0.0.1:${(wss.address() as { port: number }).port}`,
    accepted: 0,
    requests: [],
    close: async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((ok) => wss.close(() => ok()));
    },
  };
  wss.on('connection', (ws: WebSocket) => {
    state.accepted++;
    ws.send(encode({ op: 0, d: { obsWebSocketVersion: '5.1.0', rpcVersion: 1 } }));
    ws.on('message', (data: Buffer) => {
      const m = decode(data) as { op: number; d: { requestType?: string } };
      if (m.op === 1) ws.send(encode({ op: 2, d: { negotiatedRpcVersion: 1 } }));
      else if (m.op === 6) state.requests.push(m.d.requestType ?? '?');
    });
  });
  return state;
}
