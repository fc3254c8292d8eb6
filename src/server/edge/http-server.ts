import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { Socket } from 'node:net';
import type { HubContext } from '../hub-context.ts';
import { ignoreSocketError } from '../net/connection-gate.ts';
import { fail } from '../net/http-util.ts';
import type { WebGuard } from '../net/web-guard.ts';
import { serveMedia } from '../site/media.ts';
import { serveStatic, type StaticSite } from '../site/static.ts';
import { handleApi } from './http-api.ts';

/** The HTTP(S) server: the API, the media and the static pages, in that order. */
export function httpServer(
  ctx: HubContext,
  guard: WebGuard,
  site: StaticSite | string,
  tls: { cert: string | Buffer; key: string | Buffer } | undefined,
): Server {
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://hub.local');
    } catch {
      res.writeHead(400).end();
      return;
    }
    // the API and /ws check Host and Origin; the static pages hold no secret and stay open
    const refused = /^\/api(?:\/|$)/.test(url.pathname) ? guard.check(req) : null;
    if (refused) return fail(res, refused);
    if (handleApi(ctx, req, res, url)) return;
    if (serveMedia(ctx.data, req, res, url.pathname)) return;
    if (serveStatic(site, req, res, url.pathname)) return;
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
  };
  const { limits } = ctx;
  // slow headers are cut after headersTimeoutMs, checked a few times within it (Node checks every 30 s)
  const timeouts = {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
    connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 4)),
  };
  const server = tls
    ? createTlsServer({ ...timeouts, cert: tls.cert, key: tls.key }, onRequest)
    : createServer(timeouts, onRequest);
  server.on('connection', (socket: Socket) => ctx.connections.accept(socket));
  // Small frames, sent at once: Nagle would add up to 40 ms to an update.
  server.on(tls ? 'secureConnection' : 'connection', (socket: Socket) => socket.setNoDelay(true));
  // the TLS socket over the TCP one has its own errors (the HTTP server drops its handler on upgrade)
  if (tls) server.on('secureConnection', (socket: Socket) => socket.on('error', ignoreSocketError));
  // a TLS handshake that fails (plain HTTP on the HTTPS port) is that socket's end, nothing more
  server.on('tlsClientError', () => {});
  return server;
}

/** Listens on host:port; a port in use or a refused one rejects, and the server keeps no handler. */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const address = server.address();
  return typeof address === 'object' && address ? address.port : port;
}
