/**
 * A counting semaphore. Pulumi runs resources in parallel, and every provider call makes
 * its own client, so the limit on in-flight requests is kept per origin for the whole
 * process (see `limitFor`), not per client instance.
 */
export class ConcurrencyLimit {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private max: number) {}

  /** Raises or lowers the limit; waiting calls start at once if there is now room. */
  setMax(max: number): void {
    this.max = max;
    this.drain();
  }

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

/** The process-wide limit of one origin (`https://host:port`), created on first use. */
export function limitFor(origin: string, max: number): ConcurrencyLimit {
  let limit = limits.get(origin);
  if (!limit) {
    limit = new ConcurrencyLimit(max);
    limits.set(origin, limit);
  } else {
    limit.setMax(max);
  }
  return limit;
}
