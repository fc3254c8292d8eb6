import { inflateRaw } from 'node:zlib';

/**
 * What an .xlsx (a zip) unpacks to, checked before a spreadsheet reader sees it: a 1.2 MB file can
 * inflate to gigabytes (issue 33), and the reader would hold the hub's memory and loop for a
 * minute. The central directory's sizes are read first (a refusal costs nothing); then each entry
 * is inflated on the thread pool with the bytes left of `max` as its ceiling, so a size the
 * directory understates is caught too. A sheet of more than `maxRows` rows is refused as well: the
 * reader parses every row before its rows can be counted (about 0.1 ms a row, all of it a hold of
 * the event loop). Returns null when the file fits, else what is wrong (`broken`: not a zip it reads).
 */
export async function zipTooBig(
  zip: Buffer,
  max: number,
  maxRows: number,
): Promise<'size' | 'rows' | 'broken' | null> {
  const entries = centralDirectory(zip);
  if (entries === null) return 'broken';
  if (entries.reduce((sum, e) => sum + e.size, 0) > max) return 'size';
  let left = max;
  for (const e of entries) {
    const raw = zip.subarray(e.data, e.data + e.compressed);
    if (e.method !== 0 && e.method !== 8) return 'broken';
    const out = e.method === 0 ? raw : await inflated(raw, left);
    if (out === null) return 'size';
    left -= out.length;
    if (left < 0) return 'size';
    if (SHEET.test(e.name) && rows(out) > maxRows) return 'rows';
  }
  return null;
}

const SHEET = /^xl\/worksheets\/[^/]+\.xml$/;

/** `<row>` elements of a sheet's XML (a blank row is not written unless it is formatted). */
function rows(xml: Buffer): number {
  let n = 0;
  for (let at = xml.indexOf('<row'); at !== -1; at = xml.indexOf('<row', at + 4))
    if ([0x20, 0x3e, 0x2f].includes(xml[at + 4] ?? 0)) n++; // `<row `, `<row>`, `<row/`: not `<rowBreaks`
  return n;
}

interface Entry {
  name: string;
  method: number;
  compressed: number;
  size: number;
  /** Where its compressed bytes start. */
  data: number;
}

const MAX_ENTRIES = 1000;

/** The zip's entries by its central directory, or null: none, broken, ZIP64 or too many. */
function centralDirectory(zip: Buffer): Entry[] | null {
  // the end record is in the last 22 + 65535 bytes (its comment is at most that long)
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--)
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  if (end === -1) return null;
  const count = zip.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) return null;
  let at = zip.readUInt32LE(end + 16);
  const entries: Entry[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return null;
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const local = zip.readUInt32LE(at + 42);
    // ZIP64 (sizes past 4 GB) is never a sheet of players
    if (compressed === 0xffffffff || size === 0xffffffff || local === 0xffffffff) return null;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50) return null;
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (data + compressed > zip.length) return null;
    const name = zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28));
    entries.push({ name, method: zip.readUInt16LE(at + 10), compressed, size, data });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** The inflated bytes, or null past `max` (zlib stops there: the rest is never made). */
function inflated(raw: Buffer, max: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    inflateRaw(raw, { maxOutputLength: Math.max(1, max) }, (err, out) => resolve(err ? null : out));
  });
}
