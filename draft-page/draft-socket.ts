/**
 * A draft page's connection to the hub (its one socket `/ws`, as a client of kind `draft`): hello
 * with the table, seat and the link's key
 * the first time (the hub spends it and sends a session, kept in this browser's storage: issue 36,
 * a link in the history opens nothing), then the session on every reconnect. A dropped socket (the
 * venue Wi-Fi, a sleeping tablet, a full hub) reconnects with backoff and is shown the draft as the
 * hub has it: the state is the hub's, never the page's. A draw or close is sent once and answered;
 * after a cut the page reads the view instead of resending.
 */
import { DRAFT_PROTOCOL } from '../src/protocol/draft-version.ts';
import type { DraftServerFrame, DraftView, Problem } from '../src/protocol/index.ts';

export type DraftLink = 'connecting' | 'live' | 'offline' | 'refused';

export interface DraftState {
  link: DraftLink;
  /** null: not shown the draft yet. */
  view: DraftView | null;
  /** Why the hub refused the page or the last action; cleared by the next success. */
  problem: Problem | null;
  /** An action is on its way. */
  busy: boolean;
}

export interface DraftSocket {
  act(t: 'draw' | 'close' | 'seen', seat: number): void;
  close(): void;
}

/** Close codes after which retrying cannot help (a wrong or spent key, an old page); a full hub (1013) is retried. */
const FINAL = new Set([4403, 4400]);

/** Where this browser keeps the page's session (per table and seat; 'all': pass-and-play). */
const sessionSlot = (table: string, seat: number | null) => `draft-session:${table}:${seat ?? 'all'}`;

/** Whether this browser holds a session for the page (a reload after its key was spent). */
export const hasSession = (table: string, seat: number | null) =>
  localStorage.getItem(sessionSlot(table, seat)) !== null;

export function connectDraft(
  at: { table: string; key: string | null; seat: number | null },
  show: (s: DraftState) => void,
): DraftSocket {
  let state: DraftState = { link: 'connecting', view: null, problem: null, busy: false };
  const set = (patch: Partial<DraftState>) => show((state = { ...state, ...patch }));
  let ws: WebSocket | null = null;
  let attempt = 0;
  let ended = false;
  let ids = 0;
  // a key brought by the address is tried once: a new link (the judge handed the seat) beats an old session
  let key = at.key;
  let keyTried = false;
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

  const open = () => {
    if (ended) return;
    const socket = new WebSocket(url);
    ws = socket;
    socket.onopen = () => {
      const session = localStorage.getItem(sessionSlot(at.table, at.seat));
      const cred = key !== null || session === null ? { key: key ?? '' } : { session };
      keyTried = key !== null;
      key = null;
      const hello = { t: 'hello', v: DRAFT_PROTOCOL, kind: 'draft', table: at.table, seat: at.seat, ...cred };
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = (e) => {
      let frame: DraftServerFrame;
      try {
        frame = JSON.parse(String(e.data)) as DraftServerFrame;
      } catch {
        return;
      }
      if (frame.t === 'session') localStorage.setItem(sessionSlot(at.table, at.seat), frame.session);
      else if (frame.t === 'draft' || frame.t === 'none') {
        attempt = 0;
        set({ link: 'live', view: frame.t === 'draft' ? frame.view : null });
      } else if (frame.t === 'ack') set({ busy: false, problem: null });
      else if (frame.t === 'err')
        set({ busy: false, problem: { code: frame.code, message: frame.message, clause: frame.clause } });
    };
    socket.onclose = (e) => {
      if (ws !== socket) return;
      ws = null;
      // a spent key reopened on the device that spent it (from the history): its session opens the page
      const retry = keyTried && localStorage.getItem(sessionSlot(at.table, at.seat)) !== null;
      keyTried = false;
      if (FINAL.has(e.code) && !retry) return set({ link: 'refused', busy: false });
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
