import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Disk, nodeDisk } from '../../../src/server/store/disk.ts';

/**
 * A real disk (node:fs) that can be told to fail one operation: the `nth` call of `op` on a path
 * matching `path` throws ENOSPC/EIO, or (`short`) writes half and then finds the disk full, or
 * (`crash`) stops the machine there: that call and every later one fail, as if the power went.
 */
export interface Fault {
  /** '*': any operation (with `nth`, the nth step of whatever the hub does). */
  op: keyof Disk | '*';
  path: RegExp;
  nth?: number;
  error?: 'ENOSPC' | 'EIO' | 'EPERM';
  short?: boolean;
  crash?: boolean;
}

const fail = (code: string, op: string, path: string) =>
  Object.assign(new Error(`${code}: injected, ${op} ${path}`), { code });

export class FaultyDisk implements Disk {
  /** The system whose rules the hub applies to this disk (a test plays Windows). */
  platform?: NodeJS.Platform;
  fault: Fault | null = null;
  /** The fault happened. */
  fired = false;
  /** Every operation with its path since `record()`, to count the steps of a write. */
  trace: string[] | null = null;
  private crashed = false;
  private held: Array<() => void> | null = null;
  private count = 0;
  private fullFd: number | null = null;
  private readonly paths = new Map<number, string>();

  arm(fault: Fault): this {
    this.fault = fault;
    this.fired = false;
    this.count = 0;
    return this;
  }

  record(): void {
    this.trace = [];
  }

  private check(op: keyof Disk, path: string): 'short' | null {
    this.trace?.push(`${op} ${path}`);
    if (this.crashed) throw fail('EIO', op, path);
    const f = this.fault;
    if (!f || this.fired || (f.op !== '*' && f.op !== op) || !f.path.test(path)) return null;
    if (++this.count < (f.nth ?? 1)) return null;
    this.fired = true;
    if (f.crash) this.crashed = true;
    if (f.short) return 'short';
    throw fail(f.error ?? 'ENOSPC', op, path);
  }

  private pathOf = (fd: number) => this.paths.get(fd) ?? `fd${fd}`;

  openSync(path: string, flags: string, mode?: number): number {
    this.check('openSync', path);
    const fd = nodeDisk.openSync(path, flags, mode);
    this.paths.set(fd, path);
    return fd;
  }
  writeSync(fd: number, buf: Uint8Array, offset: number): number {
    if (this.fullFd === fd) throw fail('ENOSPC', 'writeSync', this.pathOf(fd));
    if (this.check('writeSync', this.pathOf(fd)) === 'short') {
      this.fullFd = fd; // half fits, then the disk is full
      const half = Math.max(1, Math.floor((buf.length - offset) / 2));
      return nodeDisk.writeSync(fd, buf.subarray(0, offset + half), offset);
    }
    return nodeDisk.writeSync(fd, buf, offset);
  }
  fdatasyncSync(fd: number): void {
    this.check('fdatasyncSync', this.pathOf(fd));
    if (this.slowMs > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, this.slowMs);
    nodeDisk.fdatasyncSync(fd);
  }
  fdatasync(fd: number, done: (err: Error | null) => void): void {
    const path = this.pathOf(fd);
    const run = () => {
      try {
        this.check('fdatasync', path);
      } catch (e) {
        return setImmediate(() => done(e as Error));
      }
      if (this.slowMs > 0) setTimeout(() => nodeDisk.fdatasync(fd, done), this.slowMs);
      else nodeDisk.fdatasync(fd, done);
    };
    if (this.held) this.held.push(run);
    else run();
  }
  /** Every sync takes at least this long from now on (0: as long as the real disk takes). */
  slowMs = 0;

  /** Async syncs wait (the disk is slow) until `release`: commands arriving meanwhile group up. */
  hold(): void {
    this.held ??= [];
  }
  /** How many syncs wait. */
  get waiting(): number {
    return this.held?.length ?? 0;
  }
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const run of held) run();
  }
  ftruncateSync(fd: number, length: number): void {
    this.check('ftruncateSync', this.pathOf(fd));
    nodeDisk.ftruncateSync(fd, length);
  }
  fstatSync(fd: number) {
    this.check('fstatSync', this.pathOf(fd));
    return nodeDisk.fstatSync(fd);
  }
  closeSync(fd: number): void {
    this.paths.delete(fd);
    if (this.fullFd === fd) this.fullFd = null;
    nodeDisk.closeSync(fd); // a dead process's files close too
  }
  renameSync(from: string, to: string): void {
    this.check('renameSync', `${from} -> ${to}`);
    nodeDisk.renameSync(from, to);
  }
  unlinkSync(path: string): void {
    this.check('unlinkSync', path);
    nodeDisk.unlinkSync(path);
  }
  mkdirSync(path: string, mode: number): void {
    this.check('mkdirSync', path);
    nodeDisk.mkdirSync(path, mode);
  }
  chmodSync(path: string, mode: number): void {
    this.check('chmodSync', path);
    nodeDisk.chmodSync(path, mode);
  }
  readFileSync(path: string): Buffer {
    this.check('readFileSync', path);
    return nodeDisk.readFileSync(path);
  }
  existsSync(path: string): boolean {
    return nodeDisk.existsSync(path);
  }
  statSync(path: string) {
    return nodeDisk.statSync(path);
  }
  lstatSync(path: string) {
    return nodeDisk.lstatSync(path);
  }
  readdirSync(path: string): string[] {
    return nodeDisk.readdirSync(path);
  }
}

/** Every file under `dir` with its content: "the files are as before" is this, equal. */
export function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}
