/**
 * Secret scrubbing for anything that may reach a log or an error message. Errors are built
 * from server text and got's messages; neither should ever hold a credential, but a proxy
 * in between may echo headers, so every message passes through here before it is thrown.
 */

const REDACTED = "[redacted]";

// SQL-proxy tokens have a recognisable shape (`sqlp_pcp_...` for principals, `sqlp_pm_...`):
// keep the type prefix, which is safe to log, and drop the rest. Wherever it starts: a token
// glued to a word (a server's `INVALID_TOKEN_sqlp_pcp_...`, padding before it in a page) has
// no word boundary before it, and redacting too much is harmless.
const PROXY_TOKEN_PATTERN = /(sqlp_(?:pcp|pm)_)[A-Za-z0-9_-]{6,}/g;

/** Replaces every known secret, and anything shaped like a proxy token, with `[redacted]`. */
export function redact(text: string, secrets: readonly (string | undefined)[] = []): string {
  let out = text;
  for (const secret of secrets) {
    // Very short values would mangle ordinary words; no real credential is that short.
    if (secret && secret.length >= 4) out = out.split(secret).join(REDACTED);
  }
  return out.replace(PROXY_TOKEN_PATTERN, `$1${REDACTED}`);
}
