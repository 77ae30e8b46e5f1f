import { redact } from "../../core/redact";

/*
 * Everything a server says (its request id, error code, message, the issues of a 422, the
 * keys of a body that did not parse) may repeat what it was sent, credential included, and
 * may be of any length. It reaches an error only through `serverText`: scrubbed first, then
 * cut, so that a credential straddling the cut is still recognised whole.
 */

/** Longest server message kept; a proxy's HTML page says what went wrong in its first lines. */
export const MAX_SERVER_MESSAGE_LENGTH = 1_000;
/** Longest non-JSON error body kept: the start of an HTML error page. */
export const MAX_SERVER_PAGE_LENGTH = 200;
/** Longest error code, issue type, or key kept; real ones are a few words. */
export const MAX_SERVER_WORD_LENGTH = 200;
/** Longest request id kept: UUIDs are 36 characters, tracing headers under 100. */
export const MAX_REQUEST_ID_LENGTH = 128;

/** Server text made safe to show: known secrets and token-shaped strings redacted, then cut to `maxLength`. */
export function serverText(text: string, secrets: readonly string[], maxLength: number): string {
  const scrubbed = redact(text, secrets);
  if (scrubbed.length <= maxLength) return scrubbed;
  // Never end on half of a surrogate pair: a lone surrogate prints as garbage.
  const end = /[\uD800-\uDBFF]/.test(scrubbed.charAt(maxLength - 1)) ? maxLength - 1 : maxLength;
  return `${scrubbed.slice(0, end)}…`;
}

/** A scrubber bound to one client's secrets. */
export type Scrub = (text: string, maxLength?: number) => string;

export function scrubberFor(secrets: readonly string[]): Scrub {
  return (text, maxLength = MAX_SERVER_MESSAGE_LENGTH) => serverText(text, secrets, maxLength);
}
