/**
 * Default limit for a sync on the main thread, in ms (HubOptions.inlineSyncMs): 0, every log sync
 * on the thread pool. On a quiet machine's fast disk the thread pool's p50 was lower at 10 sockets
 * in 8 rounds of 8 and at 100 in 6 of 8, level at 1000 (docs/performance.md, issue 39), and a
 * sync never holds the live loop.
 */
export const INLINE_SYNC_MS = 0;

/**
 * Where a log append's fdatasync runs. On the main thread it needs no hand-off to the thread pool
 * and back (measured in bench/fanout.ts: about a fifth of the hub's CPU per command at 10 sockets)
 * but every socket waits while the disk works; so it runs there only while the disk is fast. A
 * sync that took longer than the limit sends the next one to the thread pool, where the hub goes
 * on serving; a fast one brings it back. A limit of 0: always on the thread pool.
 */
export class SyncPolicy {
  readonly inlineMs: number;
  private lastMs = 0;

  constructor(inlineMs: number) {
    this.inlineMs = inlineMs;
  }

  get inline(): boolean {
    return this.inlineMs > 0 && this.lastMs <= this.inlineMs;
  }

  /** How long the last sync took, wherever it ran. */
  took(ms: number): void {
    this.lastMs = ms;
  }
}
