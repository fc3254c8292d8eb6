import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressAhead } from '../../../../src/server/site/compression.ts';
import { chooseEncoding, embeddedSite } from '../../../../src/server/site/static.ts';
import { type Fault, FaultyDisk } from '../disk-faults.ts';
import { dataDir, removeDataDirs, testHub } from '../helpers.ts';

afterEach(removeDataDirs);

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw GET (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', fail);
    req.end();
  });
}

const script = `export const seats = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `seat ${i}`))};\n`;
const page = `<!doctype html><title>seats</title>${'<div class="seat"></div>'.repeat(50)}`;

function buildDir(): string {
  const dist = join(dataDir(), 'dist');
  mkdirSync(join(dist, '_astro'), { recursive: true });
  mkdirSync(join(dist, 'overlay/seats'), { recursive: true });
  writeFileSync(join(dist, '_astro/seats.A1b2C3.js'), script);
  writeFileSync(join(dist, 'overlay/seats/index.html'), page);
  writeFileSync(join(dist, '_astro/logo.B4.png'), Buffer.alloc(4000, 7));
  return dist;
}

describe('compressed static pages', () => {
  it('sends brotli to a browser that accepts it, gzip to one that takes only gzip, plain to the rest', async () => {
    const hub = await testHub({ dataDir: dataDir(), distDir: buildDir() });
    const url = `${hub.url}/_astro/seats.A1b2C3.js`;
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(script.length / 3);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);

    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    // one ETag per representation, so a cache never mixes them up
    expect(new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]).size).toBe(3);
    await hub.close();
  });

  it('hashed assets are immutable for a year, pages are revalidated, and a matching ETag is a 304', async () => {
    const hub = await testHub({ dataDir: dataDir(), distDir: buildDir() });
    const asset = await get(`${hub.url}/_astro/seats.A1b2C3.js`, { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await get(`${hub.url}/overlay/seats/`, { 'accept-encoding': 'br' });
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(html.headers['content-encoding']).toBe('br');
    const again = await get(`${hub.url}/overlay/seats/`, {
      'accept-encoding': 'br',
      'if-none-match': String(html.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const stale = await get(`${hub.url}/overlay/seats/`, {
      'accept-encoding': 'br',
      'if-none-match': '"old"',
    });
    expect(stale.status).toBe(200);
    // images are compressed already: sent as they are
    const png = await get(`${hub.url}/_astro/logo.B4.png`, { 'accept-encoding': 'br' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4000);
    const head = await get(`${hub.url}/_astro/seats.A1b2C3.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(asset.headers['content-length']);
    expect(head.body.length).toBe(0);
    await hub.close();
  });

  it('a rebuilt page gets a new ETag and its new bytes, never the old compressed ones', async () => {
    const dist = buildDir();
    const hub = await testHub({ dataDir: dataDir(), distDir: dist });
    const first = await get(`${hub.url}/overlay/seats/`, { 'accept-encoding': 'br' });
    const rebuilt = page.replace('seats', 'seats, rebuilt') + ' ';
    writeFileSync(join(dist, 'overlay/seats/index.html'), rebuilt);
    const second = await get(`${hub.url}/overlay/seats/`, { 'accept-encoding': 'br' });
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(brotliDecompressSync(second.body).toString()).toBe(rebuilt);
    await hub.close();
  });

  it('the packaged program serves the same from embedded bytes, and nothing outside them', async () => {
    const site = embeddedSite(
      new Map([
        ['overlay/seats/index.html', Buffer.from(page)],
        ['_astro/seats.A1b2C3.js', Buffer.from(script)],
      ]),
    );
    const hub = await testHub({ dataDir: dataDir(), site });
    const html = await get(`${hub.url}/overlay/seats`, { 'accept-encoding': 'gzip' });
    expect(html.status).toBe(200);
    expect(gunzipSync(html.body).toString()).toBe(page);
    const js = await get(`${hub.url}/_astro/seats.A1b2C3.js`, { 'accept-encoding': 'br' });
    expect(js.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(js.body).toString()).toBe(script);
    for (const path of ['/../package.json', '/%2e%2e/x', '/%E0%A4%A', '/missing/', '/operator-token'])
      expect((await get(hub.url + path)).status, path).toBe(404);
    await hub.close();
  });

  it('the build compresses text ahead: its copy is sent as it is, unless it is older than the file', async () => {
    const dist = buildDir();
    expect(await compressAhead(dist)).toEqual({ files: 2, failed: [] }); // the script and the page; not the image
    const js = join(dist, '_astro/seats.A1b2C3.js');
    expect(brotliDecompressSync(readFileSync(js + '.br')).toString()).toBe(script);
    expect(gunzipSync(readFileSync(js + '.gz')).toString()).toBe(script);
    expect(existsSync(join(dist, '_astro/logo.B4.png.br'))).toBe(false);
    // copies of another quality than the hub's own, to tell them from what it would compress itself
    const fast = {
      br: brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
      gzip: gzipSync(script, { level: 1 }),
    };
    writeFileSync(js + '.br', fast.br);
    writeFileSync(js + '.gz', fast.gzip);
    const hub = await testHub({ dataDir: dataDir(), distDir: dist });
    const url = `${hub.url}/_astro/seats.A1b2C3.js`;
    for (const enc of ['br', 'gzip'] as const) {
      const r = await get(url, { 'accept-encoding': enc });
      expect(r.headers['content-encoding']).toBe(enc);
      expect(r.body.equals(fast[enc]), enc).toBe(true);
      expect(r.headers['cache-control']).toContain('immutable');
    }
    const head = await get(url, { 'accept-encoding': 'br' }, 'HEAD');
    expect(Number(head.headers['content-length'])).toBe(fast.br.length);
    // a copy older than its file (a build under way) is not sent: the file's own bytes are
    const past = new Date(Date.now() - 60_000);
    utimesSync(js + '.br', past, past);
    const fresh = await get(url, { 'accept-encoding': 'br' });
    expect(fresh.body.equals(fast.br)).toBe(false);
    expect(brotliDecompressSync(fresh.body).toString()).toBe(script);
    await hub.close();
  });

  it('a copy the disk refuses (ENOSPC, a short write) is left out whole, and the hub compresses that file itself', async () => {
    const dist = buildDir();
    const js = join(dist, '_astro/seats.A1b2C3.js');
    for (const fault of [
      { op: 'writeSync', path: /\.js\.br$/, error: 'ENOSPC' },
      { op: 'writeSync', path: /\.js\.br$/, short: true },
    ] satisfies Fault[]) {
      rmSync(js + '.br', { force: true });
      const { failed } = await compressAhead(dist, new FaultyDisk().arm(fault));
      expect(failed).toEqual([js + '.br']);
      expect(existsSync(js + '.br')).toBe(false); // no half-written copy for the hub to send
      expect(gunzipSync(readFileSync(js + '.gz')).toString()).toBe(script);
    }
    const hub = await testHub({ dataDir: dataDir(), distDir: dist });
    const br = await get(`${hub.url}/_astro/seats.A1b2C3.js`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    await hub.close();
  });

  it('the packaged program sends the copies compressed ahead that it carries', async () => {
    const ahead = gzipSync(script, { level: 1 });
    const site = embeddedSite(
      new Map([
        ['_astro/seats.A1b2C3.js', Buffer.from(script)],
        ['_astro/seats.A1b2C3.js.gz', ahead],
      ]),
    );
    const hub = await testHub({ dataDir: dataDir(), site });
    const r = await get(`${hub.url}/_astro/seats.A1b2C3.js`, { 'accept-encoding': 'gzip' });
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(r.body.equals(ahead)).toBe(true);
    await hub.close();
  });

  it('reads Accept-Encoding as RFC 9110 says: q=0 refuses, * accepts, unknown names are ignored', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('br;q=bogus, gzip')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});
