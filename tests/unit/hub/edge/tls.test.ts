import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testHub } from '../helpers.ts';

// Test-only self-signed pair (tests/fixtures/tls/README.md).
const dir = join(import.meta.dirname, '../../../fixtures/tls');
const cert = readFileSync(join(dir, 'cert.pem'));
const key = readFileSync(join(dir, 'key.pem'));

let hub: Awaited<ReturnType<typeof testHub>> | null = null;
afterEach(async () => {
  await hub?.stop();
  hub = null;
});

function get(
  req: typeof httpsRequest | typeof httpRequest,
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((ok, fail) => {
    const r = req({ host: '127.0.0.1', port, path, headers, ca: cert, servername: 'localhost' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += String(c)));
      res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
    });
    r.on('error', fail);
    r.setTimeout(3000, () => r.destroy(new Error('timeout')));
    r.end();
  });
}

describe('--lan with --tls-cert/--tls-key: HTTPS and WSS on one port', () => {
  it('a wss client and an https API call work; plain http on that port does not serve the API', async () => {
    hub = await testHub({ tls: { cert, key } });
    expect(hub.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const auth = { authorization: `Bearer ${hub.operatorToken}` };
    const stats = await get(httpsRequest, hub.port, '/api/v1/stats', auth);
    expect(stats.status).toBe(200);
    expect(JSON.parse(stats.body)).toMatchObject({ clients: 0 });
    // wss: the operator's hello, a command and its ack, trusting only the test certificate
    const ws = new WebSocket(`${hub.url.replace(/^https/, 'wss')}/ws`, { ca: cert });
    const frames: Array<{ t: string; id?: unknown }> = [];
    const arrived = (t: string) =>
      new Promise<void>((ok) => {
        const check = () => (frames.some((f) => f.t === t) ? ok() : ws.once('message', check));
        check();
      });
    ws.on('message', (d) => frames.push(JSON.parse(String(d)) as { t: string }));
    await new Promise((ok, fail) => ws.once('open', ok).once('error', fail));
    ws.send(
      JSON.stringify({
        t: 'hello',
        v: 1,
        kind: 'operator',
        table: 'main',
        feed: 'judge',
        token: hub.operatorToken,
      }),
    );
    await arrived('snap');
    ws.send(JSON.stringify({ t: 'cmd', id: 1, c: { type: 'seat/nickname', seat: 1, nickname: 'TLS' } }));
    await arrived('ack');
    ws.close();
    // plain HTTP to the TLS port: the token would travel in clear, so nothing is served
    const plain = await get(httpRequest, hub.port, '/api/v1/stats', auth).catch((e: Error) => e);
    if (!(plain instanceof Error)) {
      expect(plain.status).not.toBe(200);
      expect(plain.body).not.toContain('clients');
    }
  });
});
