import { afterEach } from 'vitest';

/** A WebSocket upgrade's headers, sent by hand on a raw socket (after the request line). */
export const UPGRADE =
  'Upgrade: websocket\r\nConnection: Upgrade\r\n' +
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n';

/** What to undo after each test of the file that calls this (sockets, hub processes). */
export function cleanupEachTest(): Array<() => void> {
  const cleanup: Array<() => void> = [];
  afterEach(() => {
    for (const f of cleanup.splice(0)) f();
  });
  return cleanup;
}
