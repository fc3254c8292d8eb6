import type { Level, Say } from './log.ts';

/** The kinds of hostile or failing event the hub logs by tally: a fixed set, so memory is bounded. */
export type TallyKind = 'flood' | 'slow-client' | 'refused-file';

/**
 * Events that can come by the thousand (a flooding page, clients too slow to read, refused uploads)
 * reach the log as one line per kind per interval: the first at once with its detail, the rest
 * counted and said in one line when the interval ends. A flood fills a counter, never the disk.
 */
export class EventTally {
  private readonly counts = new Map<TallyKind, { n: number; last: string; level: Level }>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly say: Say;
  private readonly intervalMs: number;

  constructor(say: Say, intervalMs = 60_000) {
    this.say = say;
    this.intervalMs = intervalMs;
  }

  note(kind: TallyKind, detail: string, level: Level = 'warn'): void {
    const open = this.counts.get(kind);
    if (open) {
      open.n++;
      open.last = detail;
      return;
    }
    // the first of its interval: said now; the interval starts
    this.say(`${kind}: ${detail}`, level);
    this.counts.set(kind, { n: 0, last: detail, level });
    this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /** Ends the interval: one line per kind with a count; the next event opens a new one. */
  private flush(): void {
    this.timer = null;
    const counts = [...this.counts];
    this.counts.clear();
    for (const [kind, { n, last, level }] of counts) {
      if (n === 0) continue;
      this.say(`${kind}: ${n} more in the last ${span(this.intervalMs)} (the last: ${last})`, level);
      // a flood still going keeps its interval open, so the next line comes a full interval later
      this.counts.set(kind, { n: 0, last, level });
    }
    if (this.counts.size > 0) {
      this.timer = setTimeout(() => this.flush(), this.intervalMs);
      this.timer.unref();
    }
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.counts.clear();
  }
}

const span = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);
