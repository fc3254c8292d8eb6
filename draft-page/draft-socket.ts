/**
 * A draft page's connection to the hub (`/draft/ws`): hello with the table, key and seat, then the
 * hub's view of the draft. A dropped socket (the venue Wi-Fi, a sleeping tablet) reconnects with
 * backoff and is shown the draft as the hub has it: the state is the hub's, never the page's.
 * A draw or close is sent once and answered; after a cut the page reads the view instead of resending.
 */
import { DRAFT_PROTOCOL } from '../src/protocol/draft-version.ts';
import type { DraftServerFrame, DraftView, Problem } from '../src/protocol/index.ts';

export type DraftLink = 'connecting' | 'live' | 'offline' | 'refused';

export interface DraftState {
  link: DraftLink;
  /** null: no draft open on this table yet. */
  view: DraftView | null;
  /** Why the hub refused the page or the last action; cleared by the next success. */
  problem: Problem | null;
  /** An action is on its way. */
  busy: boolean;
}

export interface DraftSocket {
  act(t: 'draw' | 'close', seat: number): void;
  close(): void;
}

/** Close codes after which retrying cannot help (a wrong key, an old page). */
const FINAL = new Set([4403, 4400]);

export function connectDraft(
  at: { table: string; key: string; seat: number | null },
  show: (s: DraftState) => void,
): DraftSocket {
  let state: DraftState = { link: 'connecting', view: null, problem: null, busy: false };
  const set = (patch: Partial<DraftState>) => show((state = { ...state, ...patch }));
  let ws: WebSocket | null = null;
  let attempt = 0;
  let ended = false;
  let ids = 0;
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/draft/ws`;

  const open = () => {
    if (ended) return;
    const socket = new WebSocket(url);
    ws = socket;
    socket.onopen = () =>
      socket.send(
        JSON.stringify({ t: 'hello', v: DRAFT_PROTOCOL, table: at.table, key: at.key, seat: at.seat }),
      );
    socket.onmessage = (e) => {
      let frame: DraftServerFrame;
      try {
        frame = JSON.parse(String(e.data)) as DraftServerFrame;
      } catch {
        return;
      }
      if (frame.t === 'draft' || frame.t === 'none') {
        attempt = 0;
        set({ link: 'live', view: frame.t === 'draft' ? frame.view : null });
      } else if (frame.t === 'ack') set({ busy: false, problem: null });
      else if (frame.t === 'err')
        set({ busy: false, problem: { code: frame.code, message: frame.message, clause: frame.clause } });
    };
    socket.onclose = (e) => {
      if (ws !== socket) return;
      ws = null;
      if (FINAL.has(e.code)) return set({ link: 'refused', busy: false });
      set({ link: 'offline', busy: false });
      const wait = Math.min(5000, 300 * 2 ** attempt++);
      setTimeout(open, wait);
    };
  };
  open();
  return {
    act(t, seat) {
      if (!ws || ws.readyState !== WebSocket.OPEN || state.busy) return;
      set({ busy: true });
      ws.send(JSON.stringify({ t, id: ++ids, seat }));
    },
    close() {
      ended = true;
      ws?.close();
    },
  };
}
