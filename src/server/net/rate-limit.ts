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

/** Addresses whose buckets are kept; past it the one used longest ago is dropped (it was full again). */
const KEPT_ADDRESSES = 4096;

/** A token bucket per address (the public HTTP API: a visitor's flood is refused, not queued). */
export class AddressBuckets {
  private readonly byAddress = new Map<string, TokenBucket>();
  private readonly rate: { perSecond: number; burst: number };

  constructor(rate: { perSecond: number; burst: number }) {
    this.rate = rate;
  }

  take(address: string | null, now = performance.now()): boolean {
    const key = address ?? '';
    const bucket = this.byAddress.get(key) ?? new TokenBucket(this.rate.perSecond, this.rate.burst, now);
    // re-inserted last: the Map's first entry is the address heard from longest ago
    this.byAddress.delete(key);
    this.byAddress.set(key, bucket);
    if (this.byAddress.size > KEPT_ADDRESSES) {
      const oldest = this.byAddress.keys().next();
      if (!oldest.done) this.byAddress.delete(oldest.value);
    }
    return bucket.take(now);
  }
}
