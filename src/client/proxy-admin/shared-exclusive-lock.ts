interface Waiter {
  readonly exclusive: boolean;
  readonly grant: () => void;
}

/**
 * A first-come, first-served shared/exclusive lock for async tasks. Any number of shared
 * holders run together; an exclusive holder runs alone. A waiting exclusive task stops
 * later shared ones from jumping ahead of it, so it cannot be starved.
 */
export class SharedExclusiveLock {
  #sharedHolders = 0;
  #exclusiveHeld = false;
  readonly #waiting: Waiter[] = [];

  /** True when nothing holds or waits for the lock (its owner may then forget it). */
  get idle(): boolean {
    return this.#sharedHolders === 0 && !this.#exclusiveHeld && this.#waiting.length === 0;
  }

  shared<T>(task: () => Promise<T>): Promise<T> {
    return this.#run(false, task);
  }

  exclusive<T>(task: () => Promise<T>): Promise<T> {
    return this.#run(true, task);
  }

  async #run<T>(exclusive: boolean, task: () => Promise<T>): Promise<T> {
    if (this.#waiting.length === 0 && this.#canGrant(exclusive)) this.#take(exclusive);
    else await new Promise<void>((grant) => this.#waiting.push({ exclusive, grant }));
    try {
      return await task();
    } finally {
      if (exclusive) this.#exclusiveHeld = false;
      else this.#sharedHolders -= 1;
      this.#drain();
    }
  }

  #canGrant(exclusive: boolean): boolean {
    return !this.#exclusiveHeld && (!exclusive || this.#sharedHolders === 0);
  }

  #take(exclusive: boolean): void {
    if (exclusive) this.#exclusiveHeld = true;
    else this.#sharedHolders += 1;
  }

  #drain(): void {
    while (this.#waiting.length > 0 && this.#canGrant(this.#waiting[0]!.exclusive)) {
      const next = this.#waiting.shift()!;
      this.#take(next.exclusive);
      next.grant();
    }
  }
}

/** One lock per key, forgotten once idle so that a long-lived process does not collect them. */
export class KeyedLocks {
  readonly #locks = new Map<string, SharedExclusiveLock>();

  shared<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.#with(key, (lock) => lock.shared(task));
  }

  exclusive<T>(key: string, task: () => Promise<T>): Promise<T> {
    return this.#with(key, (lock) => lock.exclusive(task));
  }

  async #with<T>(key: string, use: (lock: SharedExclusiveLock) => Promise<T>): Promise<T> {
    let lock = this.#locks.get(key);
    if (lock === undefined) {
      lock = new SharedExclusiveLock();
      this.#locks.set(key, lock);
    }
    try {
      return await use(lock);
    } finally {
      if (lock.idle && this.#locks.get(key) === lock) this.#locks.delete(key);
    }
  }
}
