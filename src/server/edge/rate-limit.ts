/** Token bucket: `perSecond` refill, `burst` capacity. Counts every frame a client sends. */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private readonly perSecond: number;
  private readonly burst: number;

  constructor(perSecond: number, burst: number, now = performance.now()) {
    this.perSecond = perSecond;
    this.burst = burst;
    this.tokens = burst;
    this.last = now;
  }

  take(now = performance.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
