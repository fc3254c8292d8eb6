/**
 * Group commit, the durability half of a table's command path: what arrives while the disk syncs a
 * group waits and is written as the next group, in order. The table decides each command and says
 * what a group's write, its publication and its failure mean (`GroupSteps`); this file only keeps
 * the order. Nothing is published before its group is on disk.
 */

/** What the table does at each step of a group's way to the disk. */
export interface GroupSteps<P> {
  /** Writes the group and syncs it (off the main thread), then calls `done`. */
  write(group: readonly P[], done: (ok: boolean) => void): void;
  /** Work done while the disk syncs (the feeds' updates, FeedChannel.prepare); at most once per item. */
  prepare(item: P): void;
  /** The item's group is on disk: it becomes the table's state and gets its answer. */
  publish(item: P): void;
  /** The disk refused a group: it and everything decided on top of it fail, in order. */
  fail(items: P[]): void;
}

export class GroupCommit<P> {
  /** The group being synced, and what arrived since (the next group). */
  private syncing: P[] | null = null;
  private waiting: P[] = [];
  private readonly idlers: Array<() => void> = [];
  private readonly steps: GroupSteps<P>;

  constructor(steps: GroupSteps<P>) {
    this.steps = steps;
  }

  get busy(): boolean {
    return this.syncing !== null || this.waiting.length > 0;
  }

  /** Resolves once no command is under way. */
  idle(): Promise<void> {
    return this.busy ? new Promise((resolve) => this.idlers.push(resolve)) : Promise.resolve();
  }

  /** A decided item joins the next group; it is prepared now if a group is syncing. */
  add(item: P): void {
    this.waiting.push(item);
    if (this.syncing) this.steps.prepare(item);
    else this.commitNext();
  }

  /** Writes what waits as one group, syncs it on the thread pool and meanwhile prepares it. */
  private commitNext(): void {
    const group = this.waiting;
    this.waiting = [];
    if (group.length === 0) {
      for (const wake of this.idlers.splice(0)) wake();
      return;
    }
    this.syncing = group;
    this.steps.write(group, (ok) => this.settle(group, ok));
    for (const item of group) this.steps.prepare(item);
  }

  /** A synced group is published in order; a refused one fails with every item decided on it. */
  private settle(group: P[], ok: boolean): void {
    this.syncing = null;
    if (ok) {
      for (const item of group) this.steps.publish(item);
      return this.commitNext();
    }
    const failed = [...group, ...this.waiting];
    this.waiting = [];
    this.steps.fail(failed);
    this.commitNext();
  }
}
