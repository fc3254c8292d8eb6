import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Result } from '../../protocol/index.ts';
import type { DataDir } from '../store/data-dir.ts';
import {
  codeOf,
  type Disk,
  DIR_MODE,
  dirSyncUnsupported,
  FILE_MODE,
  fsyncDir,
  tryTo,
  writeAll,
  writeNewFile,
} from '../store/disk.ts';
import { readBytes } from '../net/http-util.ts';
import { problem } from '../problems.ts';

/**
 * Uploaded images (player photos, tournament and sponsor logos): checked by their bytes, stored
 * once under their content hash in `<data>/media/<kind>/`, served at `/media/<kind>/<file>` with
 * immutable caching. The hub never decodes an image (a big JPEG would stall the live game for a
 * second): the panel scales it first (src/client/scale-image.ts); the hub only reads its header.
 */

/** What of the data directory the media files use: its file operations and its `media/` folder. */
type MediaFiles = Pick<DataDir, 'disk' | 'at'>;

export const MEDIA_KINDS = ['players', 'brand'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/**
 * An overlay page holds a shown image decoded (4 bytes a pixel): 1024×1024 is 4 MB, where a 55 KB
 * PNG of 4096×4096 cost 64 MB in every page showing it. A photo or logo on air is far smaller.
 */
export const MAX_IMAGE_SIDE = 1024;

export type ImageType = 'png' | 'jpeg' | 'webp';
const EXT: Record<ImageType, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const CONTENT_TYPE: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const FILE_NAME = /^[0-9a-f]{16}\.(png|jpg|webp)$/;

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const ascii = (b: Uint8Array, i: number, n: number) => String.fromCharCode(...b.subarray(i, i + n));

function png(b: Uint8Array): ImageInfo | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (b.length < 24 || signature.some((x, i) => b[i] !== x) || ascii(b, 12, 4) !== 'IHDR') return null;
  return { type: 'png', width: u32be(b, 16), height: u32be(b, 20) };
}

function jpeg(b: Uint8Array): ImageInfo | null {
  if (b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  // walk the segments to the frame header (SOF0-15 except DHT C4, JPG C8, DAC CC)
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { type: 'jpeg', height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webp(b: Uint8Array): ImageInfo | null {
  if (b.length < 30 || ascii(b, 0, 4) !== 'RIFF' || ascii(b, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(b, 12, 4);
  if (chunk === 'VP8 ') return { type: 'webp', width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  if (chunk === 'VP8L') {
    const [b1 = 0, b2 = 0, b3 = 0, b4 = 0] = b.subarray(21, 25);
    return {
      type: 'webp',
      width: 1 + (b1 | ((b2 & 0x3f) << 8)),
      height: 1 + ((b2 >> 6) | (b3 << 2) | ((b4 & 0x0f) << 10)),
    };
  }
  if (chunk === 'VP8X') return { type: 'webp', width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
  return null;
}

/** The image's type and size from its header, or null for anything that is not PNG, JPEG or WebP. */
export function sniffImage(bytes: Uint8Array): ImageInfo | null {
  return png(bytes) ?? jpeg(bytes) ?? webp(bytes);
}

export type StoreResult = Result<{ path: string; info: ImageInfo }>;

/** Where checked bytes go, or why they are refused. */
function checked(
  kind: MediaKind,
  bytes: Uint8Array,
): Result<{ info: ImageInfo; name: string; path: string }> {
  if (bytes.length > MAX_IMAGE_BYTES)
    return { ok: false, error: problem('media/too-large', `${bytes.length} bytes`) };
  const info = sniffImage(bytes);
  if (!info) return { ok: false, error: problem('media/bad-type') };
  if (info.width < 1 || info.height < 1 || info.width > MAX_IMAGE_SIDE || info.height > MAX_IMAGE_SIDE)
    return { ok: false, error: problem('media/too-large', `${info.width}×${info.height}`) };
  const name = `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${EXT[info.type]}`;
  return { ok: true, info, name, path: `/media/${kind}/${name}` };
}

/**
 * Checks an uploaded image and stores it durably (temp file, fdatasync, rename, directory fsync).
 * The same bytes twice give the same path and one file. A failed write leaves nothing behind.
 */
export function storeImage({ disk, at }: MediaFiles, kind: MediaKind, bytes: Uint8Array): StoreResult {
  const c = checked(kind, bytes);
  if (!c.ok) return c;
  const dir = at('media', kind);
  const file = join(dir, c.name);
  const tmp = `${file}.tmp`;
  try {
    disk.mkdirSync(at('media'), DIR_MODE);
    disk.mkdirSync(dir, DIR_MODE);
    if (disk.existsSync(file)) return { ok: true, path: c.path, info: c.info };
    writeNewFile(disk, tmp, bytes);
    disk.renameSync(tmp, file);
    fsyncDir(disk, dir);
  } catch {
    tryTo(() => disk.unlinkSync(tmp));
    tryTo(() => disk.unlinkSync(file));
    return { ok: false, error: problem('store/write-failed') };
  }
  return { ok: true, path: c.path, info: c.info };
}

/**
 * The same, with both syncs on the thread pool: a folder of photos imported while a game is on
 * air must not hold the event loop for the disk.
 */
export async function storeImageAsync(
  { disk, at }: MediaFiles,
  kind: MediaKind,
  bytes: Uint8Array,
): Promise<StoreResult> {
  const c = checked(kind, bytes);
  if (!c.ok) return c;
  const dir = at('media', kind);
  const file = join(dir, c.name);
  const tmp = `${file}.tmp`;
  const sync = (fd: number) =>
    new Promise<void>((ok, fail) => disk.fdatasync(fd, (e) => (e ? fail(e) : ok())));
  try {
    disk.mkdirSync(at('media'), DIR_MODE);
    disk.mkdirSync(dir, DIR_MODE);
    if (disk.existsSync(file)) return { ok: true, path: c.path, info: c.info };
    const fd = disk.openSync(tmp, 'w', FILE_MODE);
    try {
      writeAll(disk, fd, bytes);
      await sync(fd);
    } finally {
      disk.closeSync(fd);
    }
    disk.renameSync(tmp, file);
    await syncDir(disk, dir, sync);
  } catch {
    tryTo(() => disk.unlinkSync(tmp));
    tryTo(() => disk.unlinkSync(file));
    return { ok: false, error: problem('store/write-failed') };
  }
  return { ok: true, path: c.path, info: c.info };
}

/** fsyncDir on the thread pool. */
async function syncDir(disk: Disk, dir: string, sync: (fd: number) => Promise<void>): Promise<void> {
  const unsupported = (e: unknown) => {
    if (!dirSyncUnsupported(codeOf(e), disk.platform ?? process.platform)) throw e;
  };
  let fd: number;
  try {
    fd = disk.openSync(dir, 'r');
  } catch (e) {
    return unsupported(e);
  }
  try {
    await sync(fd).catch(unsupported);
  } finally {
    disk.closeSync(fd);
  }
}

/** Serves `/media/<kind>/<file>`; false when the path is not a media path. Names are content hashes. */
export function serveMedia(
  { disk, at }: MediaFiles,
  req: IncomingMessage,
  res: ServerResponse,
  urlPath: string,
): boolean {
  const m = /^\/media\/([a-z]+)\/([^/]+)$/.exec(urlPath);
  if (!m) return false;
  const [, kind = '', name = ''] = m;
  const notFound = () =>
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return true;
  }
  if (!(MEDIA_KINDS as readonly string[]).includes(kind) || !FILE_NAME.test(name)) {
    notFound();
    return true;
  }
  const etag = `"${name}"`;
  const headers = {
    'content-type': CONTENT_TYPE[name.split('.')[1] ?? ''] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    etag,
    'x-content-type-options': 'nosniff',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return true;
  }
  let body: Buffer;
  try {
    body = disk.readFileSync(at('media', kind, name));
  } catch {
    notFound();
    return true;
  }
  res.writeHead(200, { ...headers, 'content-length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/** An upload body (raw image bytes) up to MAX_IMAGE_BYTES; null when larger or cut. */
export const readImageBody = (req: IncomingMessage) => readBytes(req, MAX_IMAGE_BYTES);
