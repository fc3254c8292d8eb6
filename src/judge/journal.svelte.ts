import type { GameCommand, Problem } from '../protocol/index.ts';
import type { CommandResult, Connection, SendOptions, StoredCommand } from '../client/index.ts';

/**
 * What the judge pressed and whether the hub has it (issue 27: the venue Wi-Fi drops). Every press
 * goes through the connection's outbox (src/client/outbox.ts: its idempotency key is fixed at the
 * press, it is resent in order after a cut and the hub applies it once; what waits is kept on the
 * tablet, outbox-store.ts, and sent again after a reload); the journal only keeps each press's fate
 * for the screen: waiting, acknowledged (`dup`: the hub had it already) or refused with the hub's
 * typed error.
 */
export type ActionState = 'pending' | 'acked' | 'refused';

export interface JournalEntry {
  id: number;
  command: GameCommand;
  /** What the judge tapped, when the command alone does not say (`step/next`: the step's label). */
  label: string | null;
  state: ActionState;
  /** The table's `s` after it (acknowledged). */
  seq: number | null;
  dup: boolean;
  error: Problem | null;
  pressedAt: number;
  /** Pressed on this tablet before a reload and read back from its storage. */
  restored: boolean;
}

/** Presses shown (the oldest answered ones leave first); the outbox bounds what waits. */
const KEEP = 40;

export class Journal {
  entries = $state<JournalEntry[]>([]);
  /** The queue kept on the tablet could not be read (shown until the judge dismisses it). */
  damaged = $state(false);
  private nextId = 1;

  get pending(): number {
    return this.entries.filter((e) => e.state === 'pending').length;
  }

  /** Sends through the outbox and follows the answer. */
  async send(
    conn: Connection,
    command: GameCommand,
    opts: SendOptions = {},
    label: string | null = null,
  ): Promise<CommandResult> {
    const id = this.track(command, label, Date.now(), false);
    return this.follow(id, conn.send(command, label ? { ...opts, note: label } : opts));
  }

  /** What an earlier page on this tablet left waiting: queued again first, in the order pressed. */
  restore(conn: Connection, stored: readonly StoredCommand[]): void {
    for (const s of stored) {
      const id = this.track(s.c, s.note ?? null, s.pressedAt, true);
      void this.follow(id, conn.restore(s));
    }
  }

  private track(command: GameCommand, label: string | null, pressedAt: number, restored: boolean): number {
    const id = this.nextId++;
    const entry: JournalEntry = {
      id,
      command,
      label,
      state: 'pending',
      seq: null,
      dup: false,
      error: null,
      pressedAt,
      restored,
    };
    this.entries = [entry, ...this.entries];
    this.trim();
    return id;
  }

  private async follow(id: number, answer: Promise<CommandResult>): Promise<CommandResult> {
    const r = await answer;
    this.entries = this.entries.map((e) =>
      e.id !== id
        ? e
        : r.ok
          ? { ...e, state: 'acked', seq: r.seq, dup: r.dup === true }
          : { ...e, state: 'refused', error: r.error },
    );
    return r;
  }

  private trim(): void {
    if (this.entries.length <= KEEP) return;
    // never drop one still waiting: the judge must see it land
    const keep = this.entries.filter((e, i) => i < KEEP || e.state === 'pending');
    this.entries = keep;
  }
}
