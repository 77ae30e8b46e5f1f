/**
 * Group commit: at most one write is in flight; every change made while it runs is
 * gathered into the next write. So a burst of N mutations costs two writes, not N, and
 * each caller still learns when its own change is on disk.
 */
export interface GroupCommit {
  /** Call after changing the state; resolves once a write that includes the change finished. */
  commit(): Promise<void>;
  /** Resolves once every change committed so far has been written (or failed to be). */
  flush(): Promise<void>;
}

interface Waiter {
  readonly generation: number;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * `write` must take its snapshot of the state synchronously, before its first `await`:
 * a change made after that belongs to the next write.
 */
export function createGroupCommit(write: () => Promise<void>): GroupCommit {
  let requested = 0; // generation of the latest change
  let settled = 0; // generation the last finished write covered
  let writing = false;
  let waiters: Waiter[] = [];

  const finish = (generation: number, error: unknown): void => {
    settled = generation;
    writing = false;
    const done = waiters.filter((waiter) => waiter.generation <= generation);
    waiters = waiters.filter((waiter) => waiter.generation > generation);
    for (const waiter of done) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
    startWrite();
  };

  const startWrite = (): void => {
    if (writing || settled >= requested) return;
    writing = true;
    const generation = requested;
    let pending: Promise<void>;
    try {
      pending = write();
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      () => finish(generation, undefined),
      (error: unknown) => finish(generation, error ?? new Error("write failed")),
    );
  };

  const waitFor = (generation: number): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      waiters.push({ generation, resolve, reject });
      startWrite();
    });

  return {
    commit: () => waitFor(++requested),
    flush: () => (settled >= requested ? Promise.resolve() : waitFor(requested)),
  };
}
