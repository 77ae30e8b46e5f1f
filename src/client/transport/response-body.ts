import type { z } from "zod";
import { formatIssuePath } from "../../core/format-issue-path";
import { UnexpectedResponseError, type RequestInfo } from "../../core/errors";
import { MAX_SERVER_WORD_LENGTH, type Scrub } from "./server-text";

/** One thing wrong with a 2xx body: where in it, and what was expected there. */
export interface ResponseProblem {
  readonly path: string;
  readonly expected: string;
}

/** Problems shown at most: the first few say what is wrong; a body of a wrong kind has thousands. */
const MAX_PROBLEMS = 10;

/**
 * Parses a 2xx body with the endpoint's schema, then `check` (rules between fields that
 * the schema cannot express). A mismatch names the endpoint, the path inside the body and
 * what was expected there, e.g.
 * `Unexpected response from list monitors (GET ...): at monitors[3].id: expected number, received string`.
 * Paths are made of the server's keys: they are scrubbed like any server text.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  endpoint: string,
  request: RequestInfo,
  scrub: Scrub,
  check?: (value: z.output<S>) => readonly ResponseProblem[],
): z.output<S> {
  const result = schema.safeParse(body);
  const problems = result.success
    ? (check?.(result.data) ?? [])
    : result.error.issues.map((issue) => ({ path: formatIssuePath(issue.path), expected: issue.message }));
  if (result.success && problems.length === 0) return result.data;
  throw new UnexpectedResponseError(
    endpoint,
    request,
    problems.slice(0, MAX_PROBLEMS).map((p) => ({ path: scrub(p.path, MAX_SERVER_WORD_LENGTH), expected: scrub(p.expected) })),
  );
}

/** Parses JSON text; an empty body is `undefined`, non-JSON is an {@link UnexpectedResponseError}. */
export function parseJson(text: string, endpoint: string, request: RequestInfo): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // JSON.parse's message quotes the body: not kept, it is the server's text.
    throw new UnexpectedResponseError(endpoint, request, [{ path: "(body)", expected: "a JSON document" }]);
  }
}
