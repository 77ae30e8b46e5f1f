import { createHash } from "node:crypto";

/** What the limiter answers one request. */
export type Admission = { readonly admitted: true } | { readonly admitted: false; readonly retryAfterSeconds: number };

/**
 * A token bucket on the real (monotonic) clock, not the emulator's movable one: a rate
 * limit is about how fast requests arrive. The bucket holds one second's worth of requests,
 * so a burst up to the rate passes and anything faster is refused with 429, as a real API
 * gateway would do.
 *
 * **A refusal books a slot.** A request refused that names itself (`X-Client-Request-Id`, the
 * same on every attempt of one request) takes its token from the future: the bucket goes into
 * debt by one, and the `Retry-After` is when that debt is paid. Its retry, at or after that
 * time, is admitted without taking another token. So a client that honours `Retry-After` is
 * refused at most once per request, however many processes share the key, and the key's
 * admitted rate is still the limit: every request costs one token, at its admission or at its
 * refusal. A request without an id gets the plain bucket's answer (it cannot be told from a new
 * one on its retry). The vendor does not document its limiter; this is a guess (README,
 * "Guesses"), the behaviour of a gateway that queues by deferral rather than drops.
 */
export class RateLimiter {
  private perSecond = 0;
  private tokens = 0;
  private last = 0;
  /** Refused requests' booked slots: client request id → when its retry is admitted. */
  private readonly booked = new Map<string, number>();

  /** `rate` is read on every request (the controls change it at run time); 0 means no limit. */
  constructor(
    private readonly rate: () => number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /**
   * Admits one request, or says how many whole seconds to wait (the `Retry-After`
   * delta-seconds, at least 1) until its turn.
   */
  take(clientRequestId: string | null = null): Admission {
    const now = this.clock();
    if (this.rate() !== this.perSecond) {
      // A new rate starts with a full bucket and no bookings.
      this.perSecond = this.rate();
      this.tokens = this.perSecond;
      this.last = now;
      this.booked.clear();
    }
    if (this.perSecond <= 0) return { admitted: true };
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    this.forgetAbandoned(now);

    const slot = clientRequestId === null ? undefined : this.booked.get(clientRequestId);
    if (slot !== undefined) {
      // Paid for at its refusal. Early (it did not wait its Retry-After): the rest of the wait.
      if (now < slot) return { admitted: false, retryAfterSeconds: wholeSeconds(slot - now) };
      this.booked.delete(clientRequestId!);
      return { admitted: true };
    }
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return { admitted: true };
    }
    if (clientRequestId === null || this.booked.size >= MAX_BOOKED) {
      return { admitted: false, retryAfterSeconds: wholeSeconds(((1 - this.tokens) / this.perSecond) * 1000) };
    }
    // Book: the token this request will use is the one the bucket holds once its debt is paid.
    this.tokens -= 1;
    const paidAt = now + (-this.tokens / this.perSecond) * 1000;
    const retryAfterSeconds = wholeSeconds(paidAt - now);
    // Whole seconds round up, so the retry comes at or after the slot: admitted then.
    this.booked.set(clientRequestId, paidAt);
    return { admitted: false, retryAfterSeconds };
  }

  /** Slots whose requests never came back (a process that gave up or died) stop being held. */
  private forgetAbandoned(now: number): void {
    for (const [id, slot] of this.booked) if (now > slot + ABANDONED_AFTER_MS) this.booked.delete(id);
  }
}

/** The `Retry-After` delta-seconds for a wait: whole seconds, rounded up, at least 1. */
function wholeSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

/** A booked slot not claimed this long after its time is given up. */
const ABANDONED_AFTER_MS = 60_000;
/** At most this many bookings per key: beyond, refusals book nothing (a client ignoring Retry-After cannot grow them without bound). */
const MAX_BOOKED = 10_000;

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

  take(authorization: string | undefined, clientRequestId: string | null = null): Admission {
    if (this.rate() <= 0) return { admitted: true };
    const key = authorization === undefined ? "" : createHash("sha256").update(authorization).digest("hex");
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = new RateLimiter(this.rate, this.clock);
      this.buckets.set(key, bucket);
    }
    return bucket.take(clientRequestId);
  }
}
