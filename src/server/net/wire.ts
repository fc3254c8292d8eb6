import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/** Close codes (4000-4999 are ours). */
export const CLOSE = { auth: 4401, forbidden: 4403, abuse: 1008, slow: 1013, hello: 4400 } as const;

/**
 * One unmasked, unfragmented WebSocket text frame (RFC 6455 5.2), built once per update and
 * written as is to every socket of a feed: a broadcast then costs one socket write per client and
 * no per-client framing work (the hub's fan-out cost at 1000 clients is mostly this loop).
 */
export function textFrame(payload: Buffer): Buffer {
  const frame = textFrameWith(payload.length, payload.length);
  payload.copy(frame, frame.length - payload.length);
  return frame;
}

/**
 * The head of a text frame whose payload is `n` bytes, in a buffer with room for `room` more bytes
 * after it (the payload's first part; the rest is written after it, e.g. a shared snapshot state).
 */
export function textFrameWith(n: number, room: number): Buffer {
  const head = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(head + room);
  frame[0] = 0x81; // FIN + text
  if (n < 126) frame[1] = n;
  else if (n < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeUInt32BE(0, 2);
    frame.writeUInt32BE(n, 6);
  }
  return frame;
}

interface WsInternals {
  _socket?: Socket | null;
  _sender?: { _queue?: unknown[]; _bufferedBytes?: number };
  _extensions?: Record<string, unknown>;
}

/**
 * The raw TCP socket under a `ws` server socket when a prebuilt frame may be written to it
 * directly: no extension negotiated (no compression) and nothing queued in ws's sender, so the
 * frame lands in order after anything ws wrote before. Otherwise null (use ws.send).
 */
export function rawSocket(ws: WebSocket): Socket | null {
  const w = ws as unknown as WsInternals;
  const socket = w._socket;
  if (!socket || socket.destroyed || !socket.writable) return null;
  if (w._extensions && Object.keys(w._extensions).length > 0) return null;
  if ((w._sender?._queue?.length ?? 0) > 0 || (w._sender?._bufferedBytes ?? 0) > 0) return null;
  return socket;
}
