import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { rawSocket, textFrame } from '../../../../src/server/net/wire.ts';

/**
 * wire.ts writes prebuilt frames under `ws` through its private fields (_socket, _sender._queue,
 * _sender._bufferedBytes, _extensions). If an upgrade of `ws` renames them, rawSocket would fall
 * back to ws.send silently and the fan-out would lose its one-write-per-client path: these tests
 * fail instead.
 */
let server: WebSocketServer | null = null;
afterEach(() => server?.close());

async function pair(): Promise<{ hubSide: WebSocket; client: WebSocket }> {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate: false });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}`, { perMessageDeflate: false });
  const [hubSide] = (await once(server, 'connection')) as [WebSocket];
  await once(client, 'open');
  return { hubSide, client };
}

it("ws still keeps the private fields the hub's raw fan-out relies on", async () => {
  const { hubSide, client } = await pair();
  const w = hubSide as unknown as Record<string, unknown> & { _sender: Record<string, unknown> };
  expect(w._socket).toBeDefined();
  expect(Array.isArray(w._sender._queue)).toBe(true);
  expect(typeof w._sender._bufferedBytes).toBe('number');
  expect(typeof w._extensions).toBe('object');
  expect(rawSocket(hubSide)).not.toBeNull();
  client.close();
});

it('a prebuilt frame written raw lands in order between frames ws itself sent', async () => {
  const { hubSide, client } = await pair();
  const got: string[] = [];
  client.on('message', (d) => got.push(String(d)));
  hubSide.send('first');
  const socket = rawSocket(hubSide);
  expect(socket).not.toBeNull();
  socket!.write(Buffer.concat([textFrame(Buffer.from('raw-1')), textFrame(Buffer.from('x'.repeat(70_000)))]));
  hubSide.send('last');
  while (got.length < 4) await once(client, 'message');
  expect(got.map((m) => (m.length > 20 ? `${m.length}` : m))).toEqual(['first', 'raw-1', '70000', 'last']);
  client.close();
});
