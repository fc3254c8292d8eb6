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
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const cdAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(cdAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
