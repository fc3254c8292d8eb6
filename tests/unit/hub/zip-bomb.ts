import { constants, crc32, deflateRawSync } from 'node:zlib';

const MB = 1024 * 1024;

/**
 * A small .xlsx-looking zip whose one sheet inflates to `mb` megabytes of zeros (a zip bomb):
 * one deflated megabyte, ended by a sync flush, repeated; `declared` is the size its directory
 * claims (a liar understates it).
 */
export function zipBomb(mb: number, declared = mb * MB): Buffer {
  const zeros = Buffer.alloc(MB);
  const block = deflateRawSync(zeros, { finishFlush: constants.Z_SYNC_FLUSH });
  const data = Buffer.concat([...Array.from({ length: mb }, () => block), deflateRawSync(Buffer.alloc(0))]);
  let crc = 0;
  for (let i = 0; i < mb; i++) crc = crc32(zeros, crc);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  // the fields both headers share: version, flags, deflate, time, crc, sizes, name length
  const shared = (at: number, size: number) =>
    fields(size, [[at, 2, 20], [at + 4, 2, 8], [at + 10, 4, crc], [at + 14, 4, data.length], [at + 18, 4, declared], [at + 22, 2, name.length]]); // prettier-ignore
  const local = shared(4, 30);
  local.writeUInt32LE(0x04034b50, 0);
  const central = shared(6, 46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  const end = fields(22, [[0, 4, 0x06054b50], [8, 2, 1], [10, 2, 1], [12, 4, central.length + name.length], [16, 4, local.length + name.length + data.length]]); // prettier-ignore
  return Buffer.concat([local, name, data, central, name, end]);
}

/** A little-endian record of `size` bytes: each field at its offset, of 2 or 4 bytes. */
function fields(size: number, list: [at: number, bytes: 2 | 4, value: number][]): Buffer {
  const b = Buffer.alloc(size);
  for (const [at, bytes, value] of list) {
    if (bytes === 2) b.writeUInt16LE(value, at);
    else b.writeUInt32LE(value, at);
  }
  return b;
}
