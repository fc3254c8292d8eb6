/**
 * The panel's outbox: every command gets its idempotency key when the operator presses the key.
 * It goes out once the connection is live (a snapshot arrived), and whatever a dropped socket did
 * not acknowledge goes out again on the next one, same id and key: the hub answers a command it
 * already logged with the original ack, so a press is applied once. Bounded in count and age.
 */
import type { ClientFrame, GameCommand, Problem, Result } from '../protocol/index.ts';
import { problem } from './problems.ts';

/** `dup`: the hub had this command already (a resend after a lost ack): nothing applied twice. */
export type CommandResult = Result<{ seq: number; dup?: true }>;

export interface SendOptions {
  /**
   * Precondition: the sequence number the operator saw. Default: none, except for `step/next`,
   * which expects the state shown plus this page's own commands pressed before it, so quick
   * presses on one panel chain while two controllers pressing "next" together take one step.
   */
  s?: number;
  /**
   * The command is for the step on screen (the panel's step keys): it gets the same derived
   * precondition as `step/next`, so a step that has gone by the time it arrives is `command/stale`.
   */
  aimed?: boolean;
  /** The page's own words for the press, kept with it in the store (a step's label). */
  note?: string;
}

/** A precondition given as is, or derived: the `s` seen at the press plus the page's own commands. */
export type Precondition = { s: number } | { seen: number } | null;

export type CommandFrame = Extract<ClientFrame, { t: 'cmd' }>;

export interface OutboxLimits {
  /** Commands pressed and not yet acknowledged (default 50); one more is `client/queue-full`. */
  size: number;
  /** A command not acknowledged this long after its press is dropped: `client/expired` (30 s). */
  ageMs: number;
  /** A command sent on a live socket waits this long for its answer: `client/timeout` (5 s). */
  answerMs: number;
  /**
   * No answer in `answerMs`: sent again with its key (the hub answers a key it has with the original
   * ack) instead of `client/timeout`, until `ageMs` (the judge's tablet: an answer lost is no failure).
   */
  resend: boolean;
}
export const OUTBOX_LIMITS: OutboxLimits = { size: 50, ageMs: 30_000, answerMs: 5000, resend: false };

/**
 * A command kept on the device until the hub answers it (the judge's tablet: a reload while the
 * Wi-Fi is down loses nothing). Its key `k` is the one it was pressed with, so a resend after the
 * reload is applied once; `s` (given or already derived) or `seen` (derived, not yet sent) is its
 * precondition; `note` is the page's own words for it (a step's label).
 */
export interface StoredCommand {
  k: string;
  c: GameCommand;
  s?: number;
  seen?: number;
  pressedAt: number;
  note?: string;
  /** The game on screen at the press: never sent to another one (`client/other-game`). */
  g?: string;
}

/** Where the outbox keeps what waits (the page validates what it reads back: zod stays out of here). */
export interface OutboxStore {
  /** false: the device refused it (storage full or off): the press that asked is refused too. */
  save(entries: StoredCommand[]): boolean;
}

interface Outgoing {
  frame: CommandFrame;
  pressedAt: number;
  note?: string;
  g?: string;
  /** The socket it last went out on: a new socket gets it again. */
  sentOn: object | null;
  /** It went out at least once (the hub may have it). */
  sent?: boolean;
  resolve: (r: CommandResult) => void;
  timer: ReturnType<typeof setTimeout> | undefined;
  /**
   * A derived precondition: held until the commands pressed before it (`ahead`) are answered, then
   * sent with `s` = seen + those of them the hub applied after `seen` (each moved s by one).
   */
  derived?: { seen: number; ahead: Set<number>; gained: number };
}

/** A random prefix for this page's keys (getRandomValues works on plain-HTTP LAN pages too). */
function keyPrefix(): string {
  const bytes = new Uint8Array(9);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The game a `game/new` ahead in the queue makes (its id is the hub's): the next one seen. */
const NEXT_GAME = '+next';

export class Outbox {
  private readonly entries = new Map<number, Outgoing>();
  private readonly prefix = keyPrefix();
  private readonly limits: OutboxLimits;
  private nextId = 1;
  private target: { socket: object; send: (frame: CommandFrame) => boolean } | null = null;
  private store: OutboxStore | null;

  constructor(limits: Partial<OutboxLimits> = {}, store: OutboxStore | null = null) {
    this.limits = { ...OUTBOX_LIMITS, ...limits };
    this.store = store;
  }

  /** The page is going: what waits stays stored for the next one (nothing is written from now on). */
  detach(): void {
    this.store = null;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A key press: queued in order, sent at once if the connection is live. `g`: the game on screen. */
  add(command: GameCommand, pre: Precondition = null, note?: string, g?: string): Promise<CommandResult> {
    return this.queue(
      { c: command, pressedAt: Date.now(), ...(note ? { note } : {}), ...(g ? { g } : {}) },
      pre,
    );
  }

  /**
   * A command stored by an earlier page (a reload): queued after what is already here, with its
   * own key, press time (its age counts from the press) and precondition.
   */
  restore(stored: StoredCommand): Promise<CommandResult> {
    const pre: Precondition =
      stored.s !== undefined ? { s: stored.s } : stored.seen !== undefined ? { seen: stored.seen } : null;
    return this.queue(stored, pre);
  }

  private queue(
    item: { c: GameCommand; pressedAt: number; k?: string; note?: string; g?: string },
    pre: Precondition,
  ): Promise<CommandResult> {
    if (this.entries.size >= this.limits.size)
      return Promise.resolve({ ok: false, error: problem('client/queue-full') });
    const id = this.nextId++;
    const frame: CommandFrame = {
      t: 'cmd',
      id,
      k: item.k ?? `${this.prefix}-${id}`,
      c: item.c,
      ...(pre && 's' in pre ? { s: pre.s } : {}),
    };
    const o: Outgoing = {
      frame,
      pressedAt: item.pressedAt,
      sentOn: null,
      resolve: () => {},
      timer: undefined,
    };
    if (item.note) o.note = item.note;
    if (item.g) o.g = item.g;
    if (pre && 'seen' in pre) o.derived = { seen: pre.seen, ahead: new Set(this.entries.keys()), gained: 0 };
    this.entries.set(id, o);
    // kept on the device before it goes anywhere: a press the device cannot keep is refused, not lost later
    if (!this.persist()) {
      this.entries.delete(id);
      this.persist();
      return Promise.resolve({ ok: false, error: problem('client/not-stored') });
    }
    return new Promise<CommandResult>((resolve) => {
      o.resolve = resolve;
      this.arm(o, Math.max(0, item.pressedAt + this.limits.ageMs - Date.now()), 'client/expired');
      this.flush();
    });
  }

  /** Writes what waits, in order, to the store (if any); false if the store refused it. */
  private persist(): boolean {
    if (!this.store) return true;
    const list: StoredCommand[] = [];
    for (const o of this.entries.values()) {
      const { frame, derived } = o;
      list.push({
        k: frame.k as string,
        c: frame.c,
        ...(frame.s !== undefined ? { s: frame.s } : derived ? { seen: derived.seen } : {}),
        pressedAt: o.pressedAt,
        ...(o.note ? { note: o.note } : {}),
        ...(o.g ? { g: o.g } : {}),
      });
    }
    return this.store.save(list);
  }

  /** A snapshot arrived on `socket`: from now on commands go out there, the waiting ones first. */
  live(socket: object, send: (frame: CommandFrame) => boolean): void {
    this.target = { socket, send };
    this.flush();
  }

  /** The socket is gone: what it did not acknowledge waits for the next one (up to `ageMs`). */
  down(): void {
    this.target = null;
    const now = Date.now();
    for (const o of this.entries.values()) {
      o.sentOn = null;
      this.arm(o, Math.max(0, o.pressedAt + this.limits.ageMs - now), 'client/expired');
    }
  }

  /**
   * The table's game is now `game` (a snapshot, a new game): what waits for another game is set aside
   * (`client/other-game`), never sent; past a `game/new` still waiting, the presses are for the game
   * it will make. A press that already went out once stays: the hub has decided it, or will.
   */
  game(game: string): void {
    for (const o of [...this.entries.values()]) {
      if (o.g === undefined) continue; // a page that does not say its game (the panel)
      if (o.g === NEXT_GAME)
        o.g = game; // pressed after a new game the hub has since made
      else if (o.g !== game && !o.sent) {
        this.answer(o.frame.id, { ok: false, error: problem('client/other-game') });
        continue;
      }
      if (o.frame.c.type === 'game/new') return;
    }
  }

  /** The hub's ack or err for command `id` (anything else is ignored). */
  answer(id: unknown, result: CommandResult): void {
    const o = typeof id === 'number' ? this.entries.get(id) : undefined;
    if (!o) return;
    clearTimeout(o.timer);
    this.entries.delete(o.frame.id as number);
    if (o.frame.c.type === 'game/new' && result.ok)
      for (const later of this.entries.values()) if (later.g === o.g) later.g = NEXT_GAME;
    for (const later of this.entries.values()) {
      const d = later.derived;
      if (!d?.ahead.delete(o.frame.id as number)) continue;
      if (result.ok && result.seq > d.seen) d.gained++;
    }
    this.persist();
    o.resolve(result);
    this.flush(); // a held "next" may go now
  }

  failAll(error: Problem): void {
    for (const id of [...this.entries.keys()]) this.answer(id, { ok: false, error });
  }

  private flush(): void {
    const target = this.target;
    if (!target) return;
    for (const o of this.entries.values()) {
      if (o.sentOn === target.socket) continue;
      // held until what was pressed before it is answered; what was pressed after it waits too
      if (o.derived && o.derived.ahead.size > 0) return;
      if (o.derived && o.frame.s === undefined) {
        o.frame.s = o.derived.seen + o.derived.gained;
        this.persist(); // a reload resends it with the precondition it went out with
      }
      if (!target.send(o.frame)) return;
      o.sentOn = target.socket;
      o.sent = true;
      this.arm(o, this.limits.answerMs, 'client/timeout');
    }
  }

  private arm(o: Outgoing, ms: number, code: 'client/timeout' | 'client/expired'): void {
    clearTimeout(o.timer);
    o.timer = setTimeout(() => {
      const left = o.pressedAt + this.limits.ageMs - Date.now();
      if (code === 'client/expired' || !this.limits.resend)
        return this.answer(o.frame.id, { ok: false, error: problem(code) });
      if (left <= 0) return this.answer(o.frame.id, { ok: false, error: problem('client/expired') });
      o.sentOn = null; // again, same key: the hub answers it once
      this.arm(o, left, 'client/expired');
      this.flush();
    }, ms);
  }
}
