/**
 * A screen that follows a tournament's seating on the hub's one socket (issue 41): the seating
 * page's hello, then a `seating` frame at once and at every change (docs/protocol.md "Seating"),
 * instead of asking over HTTP every few seconds. Used by the venue screen, its overlay and the
 * panel's schedule badge. A lost socket is opened again after `retryMs`; the frame a hello brings
 * says what changed meanwhile.
 */
import type { SeatingData, SeatingNextData } from './seating-sheets.ts';

/** The hub's close code for a hello it refuses (src/server/net/wire.ts CLOSE.hello). */
const REFUSED = 4400;

export interface SeatingFrame {
  seating: SeatingData;
  next: SeatingNextData;
}

/** Follows `tournament` until the returned function is called. */
export function followSeating(
  tournament: string,
  onFrame: (frame: SeatingFrame) => void,
  retryMs = 3000,
): () => void {
  let stopped = false;
  let ws: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const open = () => {
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
    ws = socket;
    socket.onopen = () => socket.send(JSON.stringify({ t: 'hello', kind: 'seating', tournament }));
    socket.onmessage = (e: MessageEvent) => {
      const f = frameOf(String(e.data));
      if (f) onFrame(f);
    };
    // a hub that refused the hello (a tournament it does not know: 4400) will refuse it again
    socket.onclose = (e: CloseEvent) => {
      if (!stopped && e.code !== REFUSED) retry = setTimeout(open, retryMs);
    };
  };
  open();
  return () => {
    stopped = true;
    if (retry !== null) clearTimeout(retry);
    ws?.close();
  };
}

/** A `seating` frame from the hub, or null (anything else on the socket, or not JSON). */
function frameOf(text: string): SeatingFrame | null {
  let f: unknown;
  try {
    f = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof f !== 'object' || f === null || (f as { t?: unknown }).t !== 'seating') return null;
  const { seating, next } = f as Partial<SeatingFrame>;
  return seating && next ? { seating, next } : null;
}
