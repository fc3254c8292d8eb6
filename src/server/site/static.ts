import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { AHEAD_SUFFIX, compressors, isCompressible } from './compression.ts';
import { diskSite, type SiteFile, type StaticSite } from './static-site.ts';
import { frameGuard } from '../net/web-guard.ts';

export { resolveStatic, diskSite, embeddedSite, type StaticSite } from './static-site.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};
export type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to send for an Accept-Encoding header: brotli, then gzip, then none (q=0 refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    if (name) q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Compressed bodies per file and encoding, made once per file version (at first request). */
class CompressionCache {
  private readonly entries = new Map<string, Promise<Buffer>>();

  get(file: SiteFile, encoding: 'br' | 'gzip', raw: () => Promise<Buffer>): Promise<Buffer> {
    const id = `${encoding}:${file.key}`;
    const tag = `${id}@${file.version}`;
    const hit = this.entries.get(tag);
    if (hit) return hit;
    // a rebuilt file replaces its old versions
    for (const k of this.entries.keys()) if (k.startsWith(`${id}@`)) this.entries.delete(k);
    const made = raw().then(compressors[encoding]);
    made.catch(() => this.entries.delete(tag));
    this.entries.set(tag, made);
    return made;
  }
}

function readAll(file: SiteFile): Promise<Buffer> {
  if (file.bytes) return Promise.resolve(file.bytes);
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    createReadStream(file.path ?? '')
      .on('data', (c) => chunks.push(c as Buffer))
      .on('error', fail)
      .on('end', () => done(Buffer.concat(chunks)));
  });
}

/** Sends a file's bytes as they are (a plain file, or its copy compressed ahead). */
function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: SiteFile,
  headers: Record<string, string | number>,
): true {
  res.writeHead(200, { ...headers, 'content-length': file.size });
  if (req.method === 'HEAD') res.end();
  else if (file.bytes) res.end(file.bytes);
  else
    createReadStream(file.path ?? '')
      .on('error', () => res.destroy())
      .pipe(res);
  return true;
}

/** True when an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

const caches = new WeakMap<StaticSite, CompressionCache>();
const diskSites = new Map<string, StaticSite>();

/**
 * Serves the static Astro build (`<route>/index.html`) from disk or from the packaged program.
 * Text is sent brotli- or gzip-compressed when the client accepts it; every response has an ETag
 * (304 when it matches). Returns false when nothing matched.
 */
export function serveStatic(
  source: string | StaticSite,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let site: StaticSite;
  if (typeof source === 'string') {
    site = diskSites.get(source) ?? diskSite(source);
    diskSites.set(source, site);
  } else site = source;
  const file = site(urlPath);
  if (!file) return false;
  let cache = caches.get(site);
  if (!cache) caches.set(site, (cache = new CompressionCache()));

  const ext = extname(file.key).toLowerCase();
  const compressible = isCompressible(file.key, file.size);
  const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
  const etag = `"${file.version}${encoding === 'identity' ? '' : '-' + encoding}"`;
  // Astro's hashed assets never change; pages must be revalidated so a rebuild shows at once.
  const immutable = urlPath.startsWith('/_astro/');
  const headers: Record<string, string | number> = {
    'content-type': TYPES[ext] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    etag,
    'x-content-type-options': 'nosniff',
    ...frameGuard(urlPath),
  };
  if (compressible) headers.vary = 'Accept-Encoding';
  if (matches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers).end();
    return true;
  }
  if (encoding === 'identity') return sendFile(req, res, file, headers);
  // the copy the build compressed ahead, unless it is older than the file (a rebuild under way)
  const ahead = site(`/${file.key.split('/').map(encodeURIComponent).join('/')}${AHEAD_SUFFIX[encoding]}`);
  if (ahead && ahead.mtimeMs >= file.mtimeMs)
    return sendFile(req, res, ahead, { ...headers, 'content-encoding': encoding });
  cache
    .get(file, encoding, () => readAll(file))
    .then(
      (body) => {
        res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      // the file went away between stat and read (a rebuild): the client retries
      () => res.destroy(),
    );
  return true;
}
