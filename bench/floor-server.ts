/**
 * The floor: a bare `ws` broadcaster, no rules, no disk, no diff. Every `cmd` frame from any socket
 * is answered with an ack and the SAME bytes the hub sends for a one-field change (a foul on the
 * table feed) go to every socket with ws.send. What the hub costs above this is its own work.
 * Prints one JSON line with its url, like src/server/main.ts, so bench/targets.ts reads both alike.
 *
 * `--sync DIR`: the durable floor. Each command's frame is appended to DIR/floor.log and
 * fdatasync'ed before the broadcast and the ack, as the hub does with its log line: the least any
 * server that keeps "durable before anyone sees it" pays on this disk.
 */
import { fdatasyncSync, openSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { WebSocketServer, type WebSocket } from 'ws';

const syncDir = parseArgs({ options: { sync: { type: 'string' } } }).values.sync;
const log = syncDir === undefined ? null : openSync(join(syncDir, 'floor.log'), 'a');
const server = createServer((_req, res) => res.writeHead(404).end());
server.on('connection', (socket) => socket.setNoDelay(true));
const wss = new WebSocketServer({ server, path: '/ws', perMessageDeflate: false });
const clients = new Set<WebSocket>();
let s = 0;
let foul = 0;
wss.on('connection', (ws) => {
  ws.on('message', (data) => {
    const text = String(data);
    if (text.includes('"hello"')) {
      clients.add(ws);
      ws.send(`{"t":"snap","s":${s}}`);
      return;
    }
    const id = /"id":(\d+)/.exec(text)?.[1] ?? '0';
    if (log !== null) {
      writeSync(log, text + '\n');
      fdatasyncSync(log);
    }
    s += 1;
    foul = foul === 0 ? 1 : 0;
    const up = `{"t":"up","s":${s},"p":[[["seats",2,"fouls"],${foul}]]}`;
    for (const c of clients) c.send(up);
    ws.send(`{"t":"ack","id":${id},"s":${s}}`);
  });
  ws.on('close', () => clients.delete(ws));
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
});
process.on('SIGTERM', () => process.exit(0));
