/**
 * A `sleep` for the clients' and createTokenReconciled's `sleep` option: it records every
 * delay asked for, in order, and waits `scale` times as long (0, the default: it resolves on
 * the next turn of the event loop). A test then asserts the exact sequence of waits the real
 * defaults ask for, in milliseconds of test time instead of seconds.
 */
export interface RecordingSleep {
  /** Pass as the `sleep` option. */
  readonly sleep: (ms: number) => Promise<void>;
  /** Each delay asked for, in milliseconds, in the order asked. */
  readonly delays: number[];
}

export function recordingSleep(scale = 0): RecordingSleep {
  const delays: number[] = [];
  return {
    delays,
    sleep: (ms) => {
      delays.push(ms);
      const waitMs = Math.round(ms * scale);
      return new Promise((resolve) => (waitMs > 0 ? setTimeout(resolve, waitMs) : setImmediate(resolve)));
    },
  };
}
