// Its own module, apart from createHttpClient (create-http-client.ts): the public declarations
// that name these options must not lead to the HTTP layer's, which name zod's types.
import type { RetryEvent, RetryPolicy } from "./retry-policy";
import type { SettingSources } from "../settings/settings";

/** Options both clients share. */
export interface CommonClientOptions extends SettingSources {
  /** Per attempt, in milliseconds; else `datafold:timeoutMs`, else DATAFOLD_TIMEOUT_MS. Default 30 000. */
  readonly timeoutMs?: number;
  /**
   * Overrides of the retry policy (see `DEFAULT_RETRY_POLICY`). Its `limit` (retries after the
   * first attempt) may also come from `datafold:maxRetries`, else DATAFOLD_MAX_RETRIES. Default 5.
   */
  readonly retry?: Partial<RetryPolicy>;
  /**
   * Most requests in flight at once to one origin, across every client of this process that
   * has the same limit (in a stack: across every resource of the provider host). A client
   * given another limit for the same origin keeps its own count. Else
   * `datafold:maxConcurrentRequests`, else DATAFOLD_MAX_CONCURRENT_REQUESTS. Default 8.
   */
  readonly maxConcurrentRequests?: number;
  /**
   * Largest answer body read, in bytes (after decompression): a larger one stops the request
   * with ResponseTooLargeError. Else `datafold:maxResponseBytes`, else DATAFOLD_MAX_RESPONSE_BYTES.
   * Default 67 108 864 (64 MiB), at most 536 870 912 (512 MiB).
   */
  readonly maxResponseBytes?: number;
  /**
   * Allow plain http:// to a host that is not this machine; else `datafold:allowInsecureHttp`,
   * else DATAFOLD_ALLOW_INSECURE_HTTP. Default false.
   */
  readonly allowInsecureHttp?: boolean;
  /** Told before each retry (safe to log: no headers, no credential). */
  readonly onRetry?: (event: RetryEvent) => void;
  /**
   * Waits before each retry: called with the delay the retry policy chose (the same
   * `delayMs` that `onRetry` is told), the retry is sent once the promise resolves. Default: a
   * real timer. Tests pass one that records the delays and resolves at once, so that a
   * sequence of retries with the default policy takes milliseconds; a rejection fails the
   * request with that error.
   */
  readonly sleep?: (ms: number) => Promise<void>;
}
