/**
 * One armed confirmation at a time for the destructive keys (removal, red card, new game, deal,
 * a judge-imposed result, the role draft's forced pick or closed card).
 * It shows its countdown; when it runs out, the next Enter or Space is swallowed: the operator
 * meant "yes" to something that is gone, and must not get "next step" instead.
 */
export type Destructive = 'removal' | 'redCard' | 'newGame' | 'deal' | 'result' | 'draft' | 'skip';

export interface Arming {
  kind: Destructive;
  /** What will happen, as the confirmation shows it. */
  ru: string;
  en: string;
  xx: string;
  /** The seat it is aimed at: selecting another one drops it. */
  seat?: number;
  /** Only Ctrl+Enter says yes: Enter, typed on by a hurried hand, drops it (issue 37). */
  explicit?: boolean;
  /** How long this one waits, if not the usual (a form to read). */
  waitMs?: number;
  send: () => void;
}

export class Confirmation {
  armed = $state<(Arming & { until: number }) | null>(null);
  /** The last confirmation that ran out, until the next key. */
  expired = $state<Arming | null>(null);
  now = $state(Date.now());
  #timer: ReturnType<typeof setTimeout> | undefined;
  #tick: ReturnType<typeof setInterval> | undefined;

  /** How long an arming waits (ms); the countdown ticks every `tickMs`. */
  readonly waitMs: number;
  readonly tickMs: number;
  constructor(waitMs = 6000, tickMs = 250) {
    this.waitMs = waitMs;
    this.tickMs = tickMs;
  }

  arm(a: Arming): void {
    this.#stop();
    this.expired = null;
    this.now = Date.now();
    const wait = a.waitMs ?? this.waitMs;
    this.armed = { ...a, until: this.now + wait };
    this.#timer = setTimeout(() => {
      this.expired = this.armed;
      this.armed = null;
      this.#stop();
    }, wait);
    this.#tick = setInterval(() => (this.now = Date.now()), this.tickMs);
  }

  /** Whole seconds left, for the countdown. */
  get secondsLeft(): number {
    return this.armed ? Math.max(0, Math.ceil((this.armed.until - this.now) / 1000)) : 0;
  }

  /** Sends what is armed; false when nothing is. */
  confirm(): boolean {
    const a = this.armed;
    if (!a) return false;
    this.cancel();
    a.send();
    return true;
  }

  /** Drops what is armed (and a note of an expired one); false when there was nothing. */
  cancel(): boolean {
    const was = this.armed !== null || this.expired !== null;
    this.#stop();
    this.armed = null;
    this.expired = null;
    return was;
  }

  #stop(): void {
    clearTimeout(this.#timer);
    clearInterval(this.#tick);
  }
}
