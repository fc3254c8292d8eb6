/**
 * Tasks run in order, a slice of at most `sliceMs` per loop turn: what arrives in a burst (a
 * visitor's 300 upgrade requests, reset at once, held the loop 273 ms in one turn; issue 33) lets
 * the live game's frames pass between slices. A task that runs long still runs whole.
 */
export class SlicedQueue {
  private readonly sliceMs: number;
  private tasks: (() => void)[] = [];
  private next = 0;
  private scheduled = false;

  constructor(sliceMs: number) {
    this.sliceMs = sliceMs;
  }

  push(task: () => void): void {
    this.tasks.push(task);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.drain());
  }

  private drain(): void {
    const end = performance.now() + this.sliceMs;
    while (this.next < this.tasks.length && performance.now() < end) this.tasks[this.next++]?.();
    if (this.next < this.tasks.length) {
      setImmediate(() => this.drain());
      return;
    }
    this.tasks = [];
    this.next = 0;
    this.scheduled = false;
  }
}
