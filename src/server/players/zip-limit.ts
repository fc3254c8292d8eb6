import { inflateRaw } from 'node:zlib';

/**
 * What an .xlsx (a zip) unpacks to, checked before a spreadsheet reader sees it: a 1.2 MB file can
 * inflate to gigabytes (issue 33), and the reader would hold the hub's memory and loop for a
 * minute. The central directory's sizes are read first (a refusal costs nothing); then each entry
 * is inflated on the thread pool with the bytes left of `max` as its ceiling, so a size the
 * directory understates is caught too. Returns null when the whole file fits in `max` bytes.
 */
export async function zipTooBig(zip: Buffer, max: number): Promise<string | null> {
  const entries = centralDirectory(zip);
  if (typeof entries === 'string') return entries;
  if (entries.reduce((sum, e) => sum + e.size, 0) > max) return 'declared sizes';
  let left = max;
  for (const e of entries) {
    if (e.method === 0) left -= e.compressed;
    else if (e.method === 8) {
      const out = await inflated(zip.subarray(e.data, e.data + e.compressed), left);
      if (out === null) return 'inflated size';
      left -= out;
    } else return `compression method ${e.method}`;
    if (left < 0) return 'inflated size';
  }
  return null;
}

interface Entry {
  method: number;
  compressed: number;
  size: number;
  /** Where its compressed bytes start. */
  data: number;
}

const MAX_ENTRIES = 1000;

/** The zip's entries by its central directory, or what is wrong with it. */
function centralDirectory(zip: Buffer): Entry[] | string {
  // the end record is in the last 22 + 65535 bytes (its comment is at most that long)
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end === -1) return 'no zip directory';
  const count = zip.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) return `${count} entries`;
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return 'a broken zip directory';
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const local = zip.readUInt32LE(at + 42);
    // ZIP64 (sizes past 4 GB) is never a sheet of players
    if (compressed === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return 'zip64';
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return 'a broken zip entry';
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (data + compressed > zip.length) return 'a truncated zip entry';
    entries.push({ method: zip.readUInt16LE(at + 10), compressed, size, data });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The inflated length, or null past `max` (zlib stops there: the rest is never made). */
function inflated(raw: Buffer, max: number): Promise<number | null> {
  return new Promise((resolve) => {
    inflateRaw(raw, { maxOutputLength: Math.max(1, max) }, (err, out) => resolve(err ? null : out.length));
  });
}
