/**
 * The Windows runtime comes signed by the Node.js project; injecting the hub changes the file, so that
 * signature no longer matches and Windows calls it corrupt (postject warns; Node's single-executable
 * guide says to remove it first). Removing it: the certificate table (the optional header's data
 * directory 4, a file offset and size) is cut from the end of the file and its entry zeroed, with
 * the header checksum (not checked for programs, only for drivers).
 */

/** Where the signature's directory entry and the checksum sit in this PE file. */
export function peLayout(exe: Buffer): { checksum: number; security: number } {
  if (exe.toString('latin1', 0, 2) !== 'MZ') throw new Error('not a Windows program (no MZ header)');
  const pe = exe.readUInt32LE(0x3c);
  if (exe.toString('latin1', pe, pe + 4) !== 'PE\0\0') throw new Error('not a PE file');
  const optional = pe + 24;
  const magic = exe.readUInt16LE(optional);
  if (magic !== 0x20b && magic !== 0x10b) throw new Error(`unknown optional header magic ${magic}`);
  // the data directories follow the fixed fields: 112 bytes in PE32+, 96 in PE32; entry 4 of 8 bytes
  const directories = optional + (magic === 0x20b ? 112 : 96);
  return { checksum: optional + 64, security: directories + 4 * 8 };
}

/** The signature's file offset and size (0, 0: unsigned). */
export function signatureOf(exe: Buffer): { offset: number; size: number } {
  const { security } = peLayout(exe);
  return { offset: exe.readUInt32LE(security), size: exe.readUInt32LE(security + 4) };
}

/** The same program without its signature (unchanged when it has none). */
export function withoutSignature(exe: Buffer): Buffer {
  const { offset, size } = signatureOf(exe);
  if (size === 0) return exe;
  // the table is the file's last part (the signer appends it); anything after it would be lost
  if (offset + size !== exe.length) throw new Error('the signature is not at the end of the file');
  const out = Buffer.from(exe.subarray(0, offset));
  const { checksum, security } = peLayout(out);
  out.writeUInt32LE(0, security);
  out.writeUInt32LE(0, security + 4);
  out.writeUInt32LE(0, checksum);
  return out;
}
