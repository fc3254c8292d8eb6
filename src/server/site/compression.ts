/**
 * What the hub compresses and how, written once: the static server (static.ts) compresses with it
 * at a file's first request, and the build (astro.config.mjs) writes each file's brotli and gzip
 * copies beside it ahead of time, so a page's first load after a start pays no compression.
 */
import { readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Disk, nodeDisk, tryTo, writeNewFile } from '../store/disk.ts';
import { listSiteFiles } from './static-site.ts';

// Text compresses; images, fonts and media are compressed already.
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
  '.map',
]);
// Below this a compressed body saves less than its headers cost.
const MIN_COMPRESS_BYTES = 256;

export type Compressed = 'br' | 'gzip';

/** The suffix of a file's copy compressed ahead (`seats.js.br` beside `seats.js`). */
export const AHEAD_SUFFIX: Record<Compressed, string> = { br: '.br', gzip: '.gz' };

export const isCompressible = (name: string, size: number): boolean =>
  COMPRESSIBLE.has(extname(name).toLowerCase()) && size >= MIN_COMPRESS_BYTES;

export const compressors: Record<Compressed, (b: Buffer) => Promise<Buffer>> = {
  br: (b) =>
    promisify(brotliCompress)(b, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: b.length,
      },
    }),
  gzip: (b) => promisify(gzip)(b, { level: 9 }),
};

/**
 * Writes the brotli and gzip copy of every compressible file of a build folder (the files the
 * site serves, listSiteFiles), in parallel on the thread pool. A copy that cannot be written
 * (ENOSPC, EIO) is left out whole, never half-written: the hub then compresses that file at its
 * first request. Returns the files compressed and the copies left out.
 */
export async function compressAhead(
  root: string,
  disk: Disk = nodeDisk,
): Promise<{ files: number; failed: string[] }> {
  const files = [...listSiteFiles(root).values()].filter((path) => isCompressible(path, statSync(path).size));
  const failed: string[] = [];
  await Promise.all(
    files.map(async (path) => {
      const raw = readFileSync(path);
      for (const kind of ['br', 'gzip'] as const) {
        const copy = path + AHEAD_SUFFIX[kind];
        const bytes = await compressors[kind](raw);
        if (!tryTo(() => writeNewFile(disk, copy, bytes))) failed.push(copy);
      }
    }),
  );
  return { files: files.length, failed };
}
