import type { z } from "zod";
import { invalidArgument } from "./arguments";

/*
 * A caller's value becomes one segment of a request path (a principal id, a query
 * fingerprint, a numeric id) only through `pathSegment`. encodeURIComponent leaves "."
 * alone, and URL parsers (got's, any proxy's, the service's) collapse "." and ".."
 * segments, "%2e" included: `revokeAllTokens({ type: "user", id: ".." })` would otherwise
 * send DELETE /admin/tokens, and a 404 there reads as "already revoked".
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why `text` cannot travel in a URL as it is, or undefined. A lone UTF-16 surrogate makes
 * encodeURIComponent throw a bare URIError, and URLSearchParams silently sends U+FFFD instead.
 */
export function textProblem(text: string): string | undefined {
  const at = text.search(LONE_SURROGATE);
  return at === -1
    ? undefined
    : `must be well-formed text: it holds a lone UTF-16 surrogate at index ${at}, which no URL can carry; remove it or fix how the value is built`;
}

/** Why `text` cannot be exactly one path segment, or undefined. Whitespace around it does not count. */
export function pathSegmentProblem(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return "must not be empty";
  if (trimmed === "." || trimmed === "..") {
    const meaning = trimmed === "." ? "the path it stands in" : "the path above it";
    return (
      `must not be ${JSON.stringify(trimmed)}: it is one segment of the API path, and URLs read ${JSON.stringify(trimmed)} ` +
      `as ${meaning}, so the request would reach another endpoint; give the real id`
    );
  }
  return textProblem(text);
}

/** `schema` that also refuses, with the reason, any text that cannot be one path segment. */
export function asPathSegment<S extends z.ZodString>(schema: S): S {
  return refusing(schema, pathSegmentProblem);
}

/** `schema` that also refuses, with the reason, text no URL can carry (for query parameters). */
export function asUrlText<S extends z.ZodString>(schema: S): S {
  return refusing(schema, textProblem);
}

function refusing<S extends z.ZodString>(schema: S, problemOf: (text: string) => string | undefined): S {
  return schema.superRefine((text, ctx) => {
    const problem = problemOf(text);
    if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem });
  }) as S;
}

/**
 * One path segment from a caller's value, URL-encoded; anything that would not stay one
 * segment is an InvalidArgumentError naming `argument`, and nothing is sent.
 */
export function pathSegment(value: string | number, operation: string, argument: string): string {
  const problem =
    typeof value === "number"
      ? Number.isSafeInteger(value) && value > 0
        ? undefined
        : "must be a positive integer"
      : pathSegmentProblem(value);
  if (problem !== undefined) throw invalidArgument(operation, argument, problem);
  return encodeURIComponent(value);
}
