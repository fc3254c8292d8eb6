import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

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

/** Resolves a URL path inside root, or null (traversal, NUL bytes, bad escapes). */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  // dot files (.build-stamp and the like) are not part of the site
  if (decoded.split('/').some((seg) => seg.startsWith('.'))) return null;
  const base = resolve(root);
  const full = resolve(base, '.' + (decoded.startsWith('/') ? decoded : '/' + decoded));
  if (full !== base && !full.startsWith(base + sep)) return null;
  return full;
}

function fileAt(path: string): { path: string; size: number } | null {
  try {
    const st = statSync(path);
    if (st.isFile()) return { path, size: st.size };
    if (st.isDirectory()) return fileAt(join(path, 'index.html'));
  } catch {
    // missing
  }
  return null;
}

/** Serves the static Astro build (`dist/<route>/index.html`). Returns false when nothing matched. */
export function serveStatic(
  root: string,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const full = resolveStatic(root, urlPath);
  if (!full) return false;
  const file = fileAt(full) ?? (extname(full) === '' ? fileAt(full + '.html') : null);
  if (!file) return false;
  const type = TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream';
  // Astro's hashed assets never change; pages must be refetched so a rebuild shows at once.
  const immutable = urlPath.startsWith('/_astro/');
  res.writeHead(200, {
    'content-type': type,
    'content-length': file.size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  createReadStream(file.path)
    .on('error', () => res.destroy())
    .pipe(res);
  return true;
}
