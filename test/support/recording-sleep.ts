/**
 * A `sleep` for the clients' and createTokenReconciled's `sleep` option: it records every
 * delay asked for, in order, and resolves on the next turn of the event loop instead of
 * waiting. A test then asserts the exact sequence of waits the real defaults ask for, in
 * milliseconds of test time instead of seconds.
 */
export interface RecordingSleep {
  /** Pass as the `sleep` option. */
  readonly sleep: (ms: number) => Promise<void>;
  /** Each delay asked for, in milliseconds, in the order asked. */
  readonly delays: number[];
}

export function recordingSleep(): RecordingSleep {
  const delays: number[] = [];
  return {
    delays,
    sleep: (ms) => {
      delays.push(ms);
      return new Promise((resolve) => setImmediate(resolve));
    },
  };
}
