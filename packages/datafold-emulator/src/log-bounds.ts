/**
 * What the request log keeps of each request is bounded, for its readers and for the
 * emulator's memory: the log holds thousands of entries, and any caller, credentials or not,
 * adds one per request. Unbounded, a few hundred large bodies or long URLs would grow the
 * emulator by hundreds of megabytes, and one deeply nested body would make
 * `GET /__emulator/requests` fail (JSON.stringify recurses and overflows the stack) until a
 * reset.
 */

/** Bodies larger than this are logged as an {@link OmittedBody}: a client's real bodies are a few hundred bytes. */
export const MAX_LOGGED_BODY_BYTES = 4096;
/**
 * Bodies the emulator keeps nest at most this deep: deeper ones are logged as an
 * {@link OmittedBody}, and refused in fault rules.
 */
export const MAX_KEPT_BODY_DEPTH = 32;

/** What the request log shows in place of a body it does not keep. */
export interface OmittedBody {
  /** Why, e.g. "larger than 4096 bytes". */
  readonly omittedBody: string;
  /** The body's size: its Content-Length, else its size as JSON; null when neither is known. */
  readonly bytes: number | null;
}

/**
 * The body as the request log keeps it: the parsed body itself, or an {@link OmittedBody}.
 * The size is the Content-Length when sent; a body without one is measured, which is safe
 * only once its depth is known to be bounded.
 */
export function loggableBody(body: unknown, contentLength: number | null): unknown {
  if (contentLength !== null && contentLength > MAX_LOGGED_BODY_BYTES) {
    return omitted(`larger than ${MAX_LOGGED_BODY_BYTES} bytes`, contentLength);
  }
  if (nestsDeeperThan(body, MAX_KEPT_BODY_DEPTH)) {
    return omitted(`nested deeper than ${MAX_KEPT_BODY_DEPTH} levels`, contentLength);
  }
  const bytes = contentLength ?? Buffer.byteLength(JSON.stringify(body) ?? "");
  return bytes > MAX_LOGGED_BODY_BYTES ? omitted(`larger than ${MAX_LOGGED_BODY_BYTES} bytes`, bytes) : body;
}

function omitted(reason: string, bytes: number | null): OmittedBody {
  return { omittedBody: reason, bytes };
}

/**
 * Whether objects and arrays nest deeper than `limit` (`{}` is depth 1). Walks with a stack
 * of its own, since recursion would overflow on exactly the bodies it is meant to catch.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<readonly [value: unknown, depth: number]> = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [current, depth] = next;
    if (typeof current !== "object" || current === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Longer paths are cut in the log. Ids may be 1,000 characters (maxParamLength), so real paths fit. */
export const MAX_LOGGED_PATH_CHARS = 2048;
/** Longer query strings are logged as an {@link OmittedQuery}. */
export const MAX_LOGGED_QUERY_CHARS = 1024;

/** What the request log shows in place of a query it does not keep. */
export interface OmittedQuery {
  readonly omittedQuery: string;
  readonly characters: number;
}

/**
 * The path as the log keeps it: cut after {@link MAX_LOGGED_PATH_CHARS}, saying so, and
 * copied, since a slice of the URL would keep the whole URL alive.
 */
export function loggablePath(path: string): string {
  const kept = path.length > MAX_LOGGED_PATH_CHARS ? `${path.slice(0, MAX_LOGGED_PATH_CHARS)}... (${path.length} characters)` : path;
  return Buffer.from(kept, "utf8").toString("utf8");
}

/** The parsed query as the log keeps it: a copy (for the same reason), or an {@link OmittedQuery}. */
export function loggableQuery(url: string, query: unknown): Record<string, unknown> {
  const start = url.indexOf("?");
  const characters = start === -1 ? 0 : url.length - start - 1;
  if (characters > MAX_LOGGED_QUERY_CHARS) {
    return { omittedQuery: `longer than ${MAX_LOGGED_QUERY_CHARS} characters`, characters } satisfies OmittedQuery;
  }
  return JSON.parse(JSON.stringify(query ?? {})) as Record<string, unknown>;
}
