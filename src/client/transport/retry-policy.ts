/**
 * When a failed request is tried again, as data (after got's `retry` option). The rules:
 * - idempotent methods (GET, PATCH, DELETE, PUT, HEAD) are retried on the listed statuses
 *   and network error codes;
 * - POST is never retried blindly: only where the server certainly did not act on it
 *   (429 refuses the request before it is handled; a refused connection never reached it).
 */
export interface RetryPolicy {
  /** Retries after the first attempt: 5 by default, so 6 attempts in all. */
  readonly limit: number;
  /** The idempotent methods: the same request twice has the same effect, so they may be retried freely. */
  readonly methods: readonly string[];
  /** For idempotent methods: the statuses worth another try (timeouts, rate limits, 5xx). */
  readonly statusCodes: readonly number[];
  /** For idempotent methods: the system error codes worth another try (resets, timeouts, DNS). */
  readonly errorCodes: readonly string[];
  /** For non-idempotent methods (POST): the statuses that prove the server did nothing (429). */
  readonly unprocessedStatusCodes: readonly number[];
  /** For non-idempotent methods (POST): the error codes of a connection never made (refused, DNS). */
  readonly unprocessedErrorCodes: readonly string[];
  /** First backoff delay, in milliseconds; doubles on each retry. */
  readonly baseDelayMs: number;
  /** Longest backoff delay, in milliseconds, however many retries came before. */
  readonly maxDelayMs: number;
  /** A `Retry-After` longer than this, in milliseconds, is not waited for: the error is thrown instead. */
  readonly maxRetryAfterMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  limit: 5,
  methods: ["GET", "HEAD", "PUT", "PATCH", "DELETE"],
  statusCodes: [408, 429, 500, 502, 503, 504, 521, 522, 524],
  errorCodes: ["ETIMEDOUT", "ECONNRESET", "EADDRINUSE", "ECONNREFUSED", "EPIPE", "ENOTFOUND", "ENETUNREACH", "EAI_AGAIN"],
  unprocessedStatusCodes: [429],
  unprocessedErrorCodes: ["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN"],
  baseDelayMs: 250,
  maxDelayMs: 8_000,
  maxRetryAfterMs: 60_000,
};

/** What went wrong with one attempt, as far as retrying is concerned. */
export type AttemptFailure =
  | { readonly kind: "status"; readonly status: number; readonly retryAfter: string | undefined }
  | { readonly kind: "network"; readonly errorCode: string | undefined };

/** True when this failure of this method may be retried under the policy. */
export function isRetryable(policy: RetryPolicy, method: string, failure: AttemptFailure): boolean {
  const idempotent = policy.methods.includes(method);
  if (failure.kind === "status") {
    return idempotent
      ? policy.statusCodes.includes(failure.status)
      : policy.unprocessedStatusCodes.includes(failure.status);
  }
  const code = failure.errorCode ?? "";
  return idempotent ? policy.errorCodes.includes(code) : policy.unprocessedErrorCodes.includes(code);
}

/**
 * Milliseconds to wait before retry number `retry` (1-based), or undefined when the server
 * asked for a wait longer than the policy allows. A `Retry-After` (seconds or an HTTP date)
 * wins over the backoff; otherwise exponential backoff with jitter in [50%, 100%] of the
 * step, so that parallel clients do not retry in lockstep. `random` and `now` are
 * parameters so that the function stays pure.
 */
export function calculateRetryDelay(
  policy: RetryPolicy,
  retry: number,
  retryAfter: string | undefined,
  random: () => number = Math.random,
  now: number = Date.now(),
): number | undefined {
  const requested = parseRetryAfter(retryAfter, now);
  if (requested !== undefined) return requested > policy.maxRetryAfterMs ? undefined : requested;
  const step = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (retry - 1));
  return Math.round(step / 2 + (random() * step) / 2);
}

/** `Retry-After` as milliseconds from now: HTTP allows either a number of seconds or a date. */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Told before each retry; carries no header and no credential, so it is safe to log. */
export interface RetryEvent {
  /** The HTTP method: GET, POST, PATCH or DELETE. */
  readonly method: string;
  /** The full URL requested, query included; it never holds a credential. */
  readonly url: string;
  /** 1 for the first retry. */
  readonly retry: number;
  /** The most retries the policy allows. */
  readonly limit: number;
  /** How long the client waits before this retry, in milliseconds. */
  readonly delayMs: number;
  /** "status 503", "ECONNRESET", "timeout". */
  readonly reason: string;
}
