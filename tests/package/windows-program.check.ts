/**
 * The Windows venue program as a file: a valid x64 PE executable and the hub's SEA blob is injected (the resource is there and Node's fuse is flipped),
 * so Windows starts the hub rather than a plain Node, and the runtime's signature is gone (not broken).
 * tests/package/windows-wine.check.ts runs it under Wine.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { SEA_FUSE, TARGETS } from '../../scripts/package.ts';
import { signatureOf } from '../../scripts/pe-signature.ts';

const release = resolve(import.meta.dirname, '../../release');

function program(target: keyof typeof TARGETS): Buffer {
  const path = join(release, TARGETS[target].file);
  assert.ok(existsSync(path), `${path} is missing: run npm run package first`);
  return readFileSync(path);
}

test('the Windows program is a PE32+ x64 executable', () => {
  const exe = program('windows');
  assert.equal(exe.toString('latin1', 0, 2), 'MZ');
  const pe = exe.readUInt32LE(0x3c);
  assert.equal(exe.toString('latin1', pe, pe + 4), 'PE\0\0');
  assert.equal(exe.readUInt16LE(pe + 4), 0x8664, 'IMAGE_FILE_MACHINE_AMD64');
  // the optional header's magic: 0x20b is PE32+ (64-bit)
  assert.equal(exe.readUInt16LE(pe + 24), 0x20b);
  // IMAGE_SUBSYSTEM_WINDOWS_CUI: a console window shows the links when double-clicked
  assert.equal(exe.readUInt16LE(pe + 24 + 68), 3);
});

test('the hub is injected: the NODE_SEA_BLOB resource and the flipped fuse', () => {
  const exe = program('windows');
  // PE resource names are UTF-16
  assert.ok(exe.includes(Buffer.from('NODE_SEA_BLOB', 'utf16le')), 'no NODE_SEA_BLOB resource');
  assert.ok(exe.includes(`${SEA_FUSE}:1`), 'the SEA fuse is not flipped');
  assert.ok(!exe.includes(`${SEA_FUSE}:0`));
  // the blob carries the bundled hub and the pages
  assert.ok(exe.includes('site/panel/index.html'), 'the pages are not embedded');
});

test("the Node project's signature is removed before the injection: no broken signature", () => {
  const exe = program('windows');
  assert.deepEqual(signatureOf(exe), { offset: 0, size: 0 });
});
