import { HttpError, NetworkError, TimeoutError } from "../../core/errors";
import { ResponseTooLargeError } from "./limit-errors";

// What a create that must never leave a duplicate (a token's, a monitor's) needs to know of a
// failed attempt: whether the service may have made the object, how long to let it finish,
// and how to say what happened. One place, so that both reconciled creates judge alike.

/** The `Date` header has whole seconds, and the service's clock may tick between calls. */
export const CLOCK_SLACK_MS = 2_000;
/** The longest wait for a service that may still be working on a create the client gave up on. */
const MAX_SETTLE_MS = 30_000;
/** After a gateway's 504, the service behind it may still be working; no timeout tells how long. */
const GATEWAY_TIMEOUT_SETTLE_MS = 5_000;

/** A failure after which the service may have made the object: the POST went out, no clear refusal came back. */
export function mayHaveCreated(error: unknown): boolean {
  // An answer too large to read is an answer lost: the object, if made, is unseen.
  if (error instanceof NetworkError || error instanceof ResponseTooLargeError) return error.ambiguous;
  // A 5xx may come from a gateway after the service committed; 4xx are refusals.
  return error instanceof HttpError && error.status >= 500;
}

/**
 * How long to wait before looking for what a lost create made. After a timeout (ours, or a
 * gateway's 504) the service may still be working on it: give it as long again as we waited. A
 * dropped connection or another 5xx means the exchange is over on the service's side.
 */
export function settleTimeFor(error: Error): number {
  if (error instanceof TimeoutError) return Math.min(error.timeoutMs, MAX_SETTLE_MS);
  if (error instanceof HttpError && error.status === 504) return GATEWAY_TIMEOUT_SETTLE_MS;
  return 0;
}

/** A few words on why an attempt failed, for revocation reasons and messages. */
export function summarizeFailure(error: Error): string {
  if (error instanceof HttpError) return `status ${error.status}`;
  if (error instanceof ResponseTooLargeError) return `an answer larger than ${error.limitBytes} bytes`;
  if (error instanceof NetworkError) {
    return error.errorCode === "ETIMEDOUT" ? "no answer before the timeout" : `connection lost: ${error.errorCode ?? "network error"}`;
  }
  return error.message;
}
