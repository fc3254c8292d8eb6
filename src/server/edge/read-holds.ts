/**
 * Public sockets over their rate whose reading is held (issue 22): what they send waits in the
 * kernel and in their stream's buffer. Holds end in the order they began; the sockets whose hold
 * has ended are resumed a few per event-loop turn, so the flood they buffered meanwhile (about a
 * second of it each) is read and refused in slices, with the operator's frames read in between,
 * instead of 1024 flooders' backlogs in one block (they all start and end their holds together).
 */
export class ReadHolds {
  private readonly ms: number;
  private readonly perTurn: number;
  /** Holds in the order they began (all last `ms`): the head ends first. */
  private readonly queue: Array<{ at: number; resume: () => void }> = [];
  private head = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private turning = false;

  constructor(ms: number, perTurn: number) {
    this.ms = ms;
    this.perTurn = perTurn;
  }

  /** `resume` runs once the hold has lasted `ms` and this socket's turn has come. */
  hold(resume: () => void): void {
    this.queue.push({ at: performance.now() + this.ms, resume });
    this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.turning) return;
    const next = this.queue[this.head];
    if (!next) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.turn();
      },
      Math.max(0, next.at - performance.now()),
    );
    this.timer.unref();
  }

  /** Resumes at most `perTurn` sockets whose hold ended, then lets the loop read other sockets. */
  private turn(): void {
    this.turning = false;
    const now = performance.now();
    let n = 0;
    while (n < this.perTurn) {
      const next = this.queue[this.head];
      if (!next || next.at > now) break;
      this.head++;
      n++;
      next.resume();
    }
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue.splice(0, this.head);
      this.head = 0;
    }
    const next = this.queue[this.head];
    if (next && next.at <= now) {
      this.turning = true;
      setImmediate(() => this.turn());
    } else this.schedule();
  }
}

interface SocketInternals {
  _socket?: {
    _handle?: { reading?: boolean; readStop?: () => number; readStart?: () => number } | null;
  } | null;
}

/**
 * Pauses a `ws` socket and stops reading from the kernel as well. A paused net.Socket still reads
 * into its stream buffer (up to its high-water mark) on every packet: a held flooder would cost a
 * read per burst all the same. With the read stopped the bytes wait in the kernel (and TCP slows
 * the sender); `resumeReading` starts it again (as net.Socket.resume does for its own pauses).
 */
export function pauseReading(ws: { pause(): void }): void {
  ws.pause();
  const handle = (ws as SocketInternals)._socket?._handle;
  if (handle?.reading && handle.readStop) {
    handle.reading = false;
    handle.readStop();
  }
}

export function resumeReading(ws: { resume(): void }): void {
  const handle = (ws as SocketInternals)._socket?._handle;
  if (handle && handle.reading === false && handle.readStart) {
    handle.reading = true;
    handle.readStart();
  }
  ws.resume();
}
