import { createHash } from "node:crypto";

/**
 * A token bucket on the real (monotonic) clock, not the emulator's movable one: a rate
 * limit is about how fast requests arrive. The bucket holds one second's worth of requests,
 * so a burst up to the rate passes and anything faster is refused with 429, as a real API
 * gateway would do.
 */
export class RateLimiter {
  private perSecond = 0;
  private tokens = 0;
  private last = 0;

  /** `rate` is read on every request (the controls change it at run time); 0 means no limit. */
  constructor(
    private readonly rate: () => number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /**
   * Admits one request, or says how many whole seconds to wait (the `Retry-After`
   * delta-seconds, at least 1) until the bucket holds a token again.
   */
  take(): { readonly admitted: true } | { readonly admitted: false; readonly retryAfterSeconds: number } {
    const now = this.clock();
    if (this.rate() !== this.perSecond) {
      // A new rate starts with a full bucket.
      this.perSecond = this.rate();
      this.tokens = this.perSecond;
      this.last = now;
    }
    if (this.perSecond <= 0) return { admitted: true };
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { admitted: true };
    }
    const secondsUntilToken = (1 - this.tokens) / this.perSecond;
    return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(secondsUntilToken)) };
  }
}

/**
 * One bucket per credential: the key (or token) a request presents, by its SHA-256 digest so
 * no secret is held as a map key. Requests without one share a bucket. The rate is the same
 * for every key (the `rateLimit` option), as a plan's limit is.
 */
export class RateLimiters {
  private readonly buckets = new Map<string, RateLimiter>();

  constructor(
    private readonly rate: () => number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  take(authorization: string | undefined): ReturnType<RateLimiter["take"]> {
    if (this.rate() <= 0) return { admitted: true };
    const key = authorization === undefined ? "" : createHash("sha256").update(authorization).digest("hex");
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = new RateLimiter(this.rate, this.clock);
      this.buckets.set(key, bucket);
    }
    return bucket.take();
  }
}
