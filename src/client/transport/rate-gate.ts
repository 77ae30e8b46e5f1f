/**
 * How the clients of one process share an account's rate limit with other processes they know
 * nothing of (pipelines of other stacks, with the same API key). A 429 tells the process, not
 * just the request, that the account is over its limit, so the answer is process-wide, per
 * origin and credential (see {@link gateFor}):
 *
 * - the refused request waits the `Retry-After` (plus a random quarter of it, so that requests
 *   refused at the same moment do not all come back at the same moment);
 * - the process paces its sends from then on: it cuts the rate it was sending at when
 *   refused to 70%, and raises it by 25% (and a twentieth of a request a second) for each second
 *   without a refusal, so that processes converge on shares of the limit instead of each
 *   sending at full speed, and take up a share freed by a pipeline that finished;
 * - a request that was refused is paced before requests that were not (it has waited longest).
 *
 * Nothing here is shared between processes: each learns the limit from its own refusals.
 */
export class RateGate {
  /** Requests a second the process allows itself since its last refusal; Infinity: unpaced. */
  private rate = Number.POSITIVE_INFINITY;
  /** When the next paced request may leave. */
  private nextSlot = 0;
  /** When the rate was last cut by a refusal. */
  private decreasedAt = Number.NEGATIVE_INFINITY;
  /** When the rate was last raised. */
  private raisedAt = 0;
  /** Send times of the last second, for the rate the process was sending at. */
  private readonly sent: number[] = [];

  constructor(
    private readonly clock: () => number = () => performance.now(),
    private readonly random: () => number = Math.random,
  ) {}

  /** Milliseconds this attempt must wait before it is sent (0: now); books its slot. */
  delayFor(retryOfRefused: boolean): number {
    const now = this.clock();
    this.raise(now);
    let at = now;
    if (Number.isFinite(this.rate)) {
      const spacing = 1000 / this.rate;
      // A retry of a refused request takes the first slot; others queue behind the booked ones.
      at = retryOfRefused ? Math.max(at, this.nextSlot - spacing * 0.5) : Math.max(at, this.nextSlot);
      this.nextSlot = Math.max(this.nextSlot, at) + spacing;
    }
    this.sent.push(at);
    while (this.sent.length > 0 && this.sent[0]! < at - 1000) this.sent.shift();
    return Math.max(0, at - now);
  }

  /**
   * The account refused a request (429) and asked for `retryAfterMs`: the process slows down.
   * Resolves with how long the refused request itself waits: the Retry-After, plus a random
   * quarter of it, so that requests refused at the same moment do not all come back together.
   */
  refused(retryAfterMs: number): number {
    const now = this.clock();
    // Requests in flight together are refused together: one overload, one decrease. Refusals
    // within the Retry-After of the last decrease are of the same overload.
    if (now >= this.decreasedAt + retryAfterMs) {
      const recent = this.sent.filter((time) => time > now - 1000 && time <= now).length;
      const current = Number.isFinite(this.rate) ? this.rate : Math.max(1, recent);
      this.rate = Math.max(MIN_RATE, current * DECREASE);
      this.decreasedAt = now;
      this.raisedAt = now + retryAfterMs;
    }
    return retryAfterMs + this.random() * retryAfterMs * 0.25;
  }

  /** The increase: for each whole second since the last raise or refusal, 25% and a twentieth of a request a second more. */
  private raise(now: number): void {
    if (!Number.isFinite(this.rate) || now <= this.raisedAt) return;
    const seconds = Math.floor((now - this.raisedAt) / 1000);
    if (seconds === 0) return;
    // Multiplicative as well as additive: a share freed by pipelines that finished is taken up
    // in seconds, not minutes, while a refusal still cuts the rate at once.
    for (let i = 0; i < seconds; i++) this.rate = this.rate * GROWTH + INCREASE;
    this.raisedAt += seconds * 1000;
    // Far above anything refused: pacing ends.
    if (this.rate > UNPACED_ABOVE) this.rate = Number.POSITIVE_INFINITY;
  }
}

/**
 * The additive increase, in requests a second per second. Small, because every process of the
 * account raises its rate at once: eight pipelines raise the load by two requests a second each second.
 */
const INCREASE = 0.05;
/**
 * The growth per second without a refusal, besides {@link INCREASE}: 25%. Fast, because the
 * share a finished pipeline frees is otherwise left idle: measured with eight pipelines on one
 * key (BENCHMARKS.md, benchmark 9), 10% a second with a cut to half left the limit idle for 40%
 * of the run, 25% with a cut to 70% for 9%.
 */
const GROWTH = 1.25;
/** The multiplicative decrease on a refusal: to 70%. Gentler than TCP's half (as CUBIC's 0.7): a refusal here costs a second, not a lost packet. */
const DECREASE = 0.7;
/** The slowest a process paces itself: one request every two seconds. */
const MIN_RATE = 0.5;
/** A rate this high after a refusal means the limit is gone (lifted, or the load moved): stop pacing. */
const UNPACED_ABOVE = 1000;

const gates = new Map<string, RateGate>();

/** The process-wide gate of one origin and credential (the limit is the key's), created on first use. */
export function gateFor(key: string): RateGate {
  let gate = gates.get(key);
  if (gate === undefined) {
    gate = new RateGate();
    gates.set(key, gate);
  }
  return gate;
}
