/**
 * The browser's connection to the hub: hello -> snapshot, then numbered patches. A gap in the
 * sequence asks for a fresh snapshot (`sync`); a dropped socket reconnects with backoff. State
 * lives in nanostores atoms that overlays and the panel subscribe to.
 */
import { atom } from 'nanostores';
// Runtime imports from the exact files, types from the index: the overlays must not carry zod.
import { apply } from '../protocol/json-patch.ts';
import { PROTOCOL_VERSION } from '../protocol/version.ts';
import type {
  ClientFrame,
  ClientInfo,
  ClientKind,
  Feed,
  GameCommand,
  GameView,
  Hello,
  Problem,
  ServerFrame,
  Standings,
  Identity,
  DraftRevealFrame,
  DraftProgress,
} from '../protocol/index.ts';
import type { ObsStatus } from '../protocol/obs.ts';
import { estimateOffset, sampleFromPong, type ClockSample } from './clock.ts';
import {
  Outbox,
  type CommandResult,
  type OutboxLimits,
  type OutboxStore,
  type SendOptions,
  type StoredCommand,
} from './outbox.ts';
import { problem } from './problems.ts';

export type { CommandResult, OutboxStore, SendOptions, StoredCommand } from './outbox.ts';

/** `refused`: the hub turned this page away (wrong token or key, old protocol): retrying cannot help. */
export type ConnectionStatus = 'idle' | 'connecting' | 'live' | 'offline' | 'refused';

export interface ConnectionInfo {
  status: ConnectionStatus;
  /** Reconnect attempts since the last successful snapshot. */
  attempt: number;
  clientId: string | null;
  /** Sequence number of the state shown. */
  seq: number;
}

export const $view = atom<GameView | null>(null);
export const $connection = atom<ConnectionInfo>({ status: 'idle', attempt: 0, clientId: null, seq: 0 });
/** serverTime - Date.now(), in ms. */
export const $clockOffset = atom<number>(0);
/** The last error the hub sent (a command rejected, a bad hello), cleared by the caller. */
export const $lastError = atom<Problem | null>(null);
/** The tournament table of this table's tournament (null: the table is in none, or not yet known). */
export const $standings = atom<Standings | null>(null);
/** The table's identity on screen (tournament name, stage, label, game number, logo, theme). */
export const $identity = atom<Identity | null>(null);
/** The role draft's last card drawn (spectator feed only): the overlays tell each as a moment. */
export const $draftReveal = atom<DraftRevealFrame | null>(null);
/**
 * The table's role draft without its roles (judge feed only: the panel, the judge's tablet): null,
 * no draft on the table; undefined until the hub said.
 */
export const $draftProgress = atom<DraftProgress | null | undefined>(undefined);
/** The operator's client registry (answers to `clients`). */
export const $clients = atom<ClientInfo[]>([]);
/** OBS scene switching as the hub sees it (operators, with the registry). */
export const $obs = atom<ObsStatus | null>(null);
/** The table on air (the one OBS follows), as the hub last said; null until it does. */
export const $onAir = atom<string | null>(null);

export interface ConnectOptions {
  kind: ClientKind;
  table: string;
  feed: Feed;
  key?: string;
  token?: string;
  page?: string;
  /** WebSocket URL; default: this page's host, path /ws. */
  url?: string;
  /** `{t:'reload'}` from the hub (overlays reload themselves). */
  onReload?: () => void;
  /** Outbox bounds (tests); see OUTBOX_LIMITS. */
  outbox?: Partial<OutboxLimits>;
  /** Keeps what waits on the device across a reload (the judge's tablet); none: memory only. */
  store?: OutboxStore;
  /**
   * A ping every `everyMs`; nothing heard for `deadMs` (a silent drop: the socket open, nothing
   * getting through; a hub that does not answer the upgrade) drops the socket and reconnects.
   * Default: a ping every 30 s for the clock, no watchdog.
   */
  heartbeat?: { everyMs: number; deadMs: number };
  /** Each command carries the game on screen at the press and is never sent to another game. */
  gameBound?: boolean;
}

/** Refusals (the close reason is the error code) that can pass: the client retries with backoff. */
export const PASSING_REFUSALS: ReadonlySet<string> = new Set([
  'table/limit',
  'client/limit',
  'hello/required',
  'rate/limited',
]);
const PING_EVERY_MS = 30_000;
const MAX_SAMPLES = 9;

export function defaultSocketUrl(): string {
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${proto}//${location.host}/ws`;
}

/** Backoff before reconnect attempt n (1-based): 0.25 s doubling to 5 s, with jitter. */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(5000, 250 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.75 + random() * 0.5));
}

export interface Connection {
  /**
   * Sends now if live, else keeps it in the outbox until the next snapshot; what a dropped socket
   * did not acknowledge is resent with its key, so the hub applies it once. Resolves with the
   * ack or the error.
   */
  send(command: GameCommand, opts?: SendOptions): Promise<CommandResult>;
  /** A command an earlier page stored and the hub has not answered: queued again with its key. */
  restore(stored: StoredCommand): Promise<CommandResult>;
  /** Raw frames that are not commands (clients, reload). */
  post(frame: Exclude<ClientFrame, { t: 'cmd' | 'hello' }>): boolean;
  close(): void;
}

let current: Connection | null = null;

/** Opens the page's one connection (a second call replaces the first). */
export function connect(opts: ConnectOptions): Connection {
  current?.close();
  const url = opts.url ?? defaultSocketUrl();
  let ws: WebSocket | null = null;
  let closed = false;
  let seq = -1;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  let lastHeard = 0;
  let burst: Array<ReturnType<typeof setTimeout>> = [];
  /** A `sync` is on its way: a gap that persists until its snapshot asks no more. */
  let syncing = false;
  let samples: ClockSample[] = [];
  const outbox = new Outbox(opts.outbox, opts.store ?? null);

  const setStatus = (status: ConnectionStatus, clientId = $connection.get().clientId) =>
    $connection.set({ status, attempt, clientId, seq: Math.max(0, seq) });

  const raw = (frame: ClientFrame): boolean => {
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(frame));
    return true;
  };

  const ping = () => raw({ t: 'ping', c: Date.now() });
  const stopPings = () => {
    for (const t of burst.splice(0)) clearTimeout(t);
    clearInterval(pingTimer);
  };

  const onFrame = (frame: ServerFrame) => {
    switch (frame.t) {
      case 'snap':
        syncing = false;
        seq = frame.s;
        attempt = 0;
        if (samples.length === 0) $clockOffset.set(Math.round(frame.now - Date.now()));
        $view.set(frame.state);
        outbox.game(frame.state.gameId);
        setStatus('live', frame.clientId);
        if (ws) outbox.live(ws, raw);
        return;
      case 'up':
        if (frame.s <= seq) return; // already have it (a snapshot overtook it)
        if (frame.s !== seq + 1 || $view.get() === null) {
          if (!syncing) syncing = raw({ t: 'sync' });
          return;
        }
        seq = frame.s;
        $view.set(apply($view.get() as GameView, frame.p));
        outbox.game(($view.get() as GameView).gameId);
        setStatus('live');
        return;
      case 'ack':
      case 'err': {
        if (frame.t === 'err') {
          const error: Problem = { code: frame.code, message: frame.message, clause: frame.clause };
          $lastError.set(error);
          outbox.answer(frame.id, { ok: false, error });
        } else outbox.answer(frame.id, { ok: true, seq: frame.s, ...(frame.dup ? { dup: true } : {}) });
        return;
      }
      case 'pong':
        samples = [...samples, sampleFromPong(frame.c, frame.s, Date.now())].slice(-MAX_SAMPLES);
        $clockOffset.set(estimateOffset(samples) ?? $clockOffset.get());
        return;
      case 'reload':
        opts.onReload?.();
        return;
      case 'clients':
        $clients.set(frame.list);
        return;
      case 'clients-changed': {
        // an added id replaces the one of that id; a gone id this page never had changes nothing
        const drop = new Set([...frame.gone, ...frame.add.map((c) => c.id)]);
        $clients.set([...$clients.get().filter((c) => !drop.has(c.id)), ...frame.add]);
        return;
      }
      case 'obs':
        $obs.set(frame.status);
        if (frame.onAir) $onAir.set(frame.onAir);
        return;
      case 'standings': {
        const { t: _t, ...standings } = frame;
        $standings.set(standings);
        return;
      }
      case 'no-standings': // the table left its tournament (or is in none)
        $standings.set(null);
        return;
      case 'identity': {
        const { t: _t, ...identity } = frame;
        $identity.set(identity);
        return;
      }
      case 'draft-reveal':
        $draftReveal.set(frame);
        return;
      case 'draft-progress':
        $draftProgress.set(frame.progress);
        return;
    }
  };

  const open = () => {
    if (closed) return;
    setStatus('connecting');
    const socket = new WebSocket(url);
    ws = socket;
    socket.onopen = () => {
      const hello: Hello = {
        t: 'hello',
        v: PROTOCOL_VERSION,
        kind: opts.kind,
        table: opts.table,
        feed: opts.feed,
        ...(opts.key ? { key: opts.key } : {}),
        ...(opts.token ? { token: opts.token } : {}),
        ...(opts.page ? { page: opts.page } : {}),
      };
      raw(hello);
      // A burst of pings for a first estimate, then one now and then to follow drift.
      burst = Array.from({ length: 5 }, (_, i) => setTimeout(ping, i * 150));
      pingTimer = setInterval(ping, opts.heartbeat?.everyMs ?? PING_EVERY_MS);
    };
    lastHeard = Date.now();
    clearInterval(watchdog);
    const beat = opts.heartbeat;
    if (beat)
      watchdog = setInterval(
        () => {
          if (ws !== socket || Date.now() - lastHeard <= beat.deadMs) return;
          // nothing got through: this socket is done (its close handshake would wait on the dead link)
          socket.onclose = socket.onmessage = socket.onopen = null;
          socket.close();
          lost(socket, 1006, 'heartbeat');
        },
        Math.min(beat.everyMs, beat.deadMs / 2),
      );
    socket.onmessage = (ev) => {
      lastHeard = Date.now();
      let frame: unknown;
      try {
        frame = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      // Our own hub's frames (its zod schemas wrote them; zod stays out of the overlays' bundle):
      // only the shape every frame has is checked here, an unknown `t` is ignored by onFrame.
      if (typeof frame === 'object' && frame !== null && typeof (frame as { t?: unknown }).t === 'string')
        onFrame(frame as ServerFrame);
    };
    socket.onclose = (ev) => lost(socket, ev.code, ev.reason);
  };

  const lost = (socket: WebSocket, code: number, reason: string) => {
    if (ws !== socket) return;
    ws = null;
    syncing = false;
    stopPings();
    clearInterval(watchdog);
    outbox.down();
    if (closed) return;
    // 4401 token, 4403 spectator key, 4400 bad hello: the page's URL must change, not the timing;
    // but a full hub or a slow hello passes by itself, so those (named in the reason) retry.
    if (code >= 4400 && code < 4500 && !PASSING_REFUSALS.has(reason)) {
      outbox.failAll(problem('client/offline'));
      return setStatus('refused');
    }
    attempt += 1;
    setStatus('offline');
    retryTimer = setTimeout(open, backoffMs(attempt));
  };

  const conn: Connection = {
    send(command, options = {}) {
      if (closed || $connection.get().status === 'refused')
        return Promise.resolve({ ok: false, error: problem('client/offline') });
      // "next" (and a command for a listed step) expects the state on screen, plus this page's own
      // commands pressed before it
      const seen = (command.type === 'step/next' || options.aimed) && seq >= 0 ? { seen: seq } : null;
      const game = opts.gameBound ? $view.get()?.gameId : undefined;
      return outbox.add(command, options.s === undefined ? seen : { s: options.s }, options.note, game);
    },
    restore(stored) {
      if (closed) return Promise.resolve({ ok: false, error: problem('client/offline') });
      return outbox.restore(stored);
    },
    post: raw,
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(watchdog);
      stopPings();
      outbox.detach(); // what waits stays stored for the next page on this device
      outbox.failAll(problem('client/disconnected'));
      ws?.close();
      ws = null;
      setStatus('idle');
    },
  };
  current = conn;
  open();
  return conn;
}
