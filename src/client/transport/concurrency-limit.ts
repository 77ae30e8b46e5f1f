/**
 * A counting semaphore. Pulumi runs resources in parallel, and every provider call makes
 * its own client, so the limit on in-flight requests is kept for the whole process (see
 * `limitFor`), not per client instance.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.max) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.active++;
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    // Hand the slot straight to the next waiter, so `active` never drops below the load.
    if (next) next();
    else this.active--;
    this.drain();
  }

  private drain(): void {
    while (this.active < this.max && this.waiting.length > 0) {
      this.active++;
      this.waiting.shift()!();
    }
  }
}

const limits = new Map<string, ConcurrencyLimit>();

/**
 * The process-wide limit shared by every client of one origin (`https://host:port`) that is
 * configured with the same `max`, created on first use. Keyed by origin and max so that each
 * configured limit is honoured as given: the provider's clients, which all read the same
 * setting, share one limit, while a client configured with another limit for the same origin
 * gets its own instead of changing the limit of the others.
 */
export function limitFor(origin: string, max: number): ConcurrencyLimit {
  const key = `${origin} ${max}`;
  let limit = limits.get(key);
  if (!limit) {
    limit = new ConcurrencyLimit(max);
    limits.set(key, limit);
  }
  return limit;
}
