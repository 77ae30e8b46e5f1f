import type { z } from "zod";
import { formatIssuePath } from "../format-issue-path";
import { UnexpectedResponseError, type RequestInfo } from "./errors";

/**
 * Parses a 2xx body with the endpoint's schema. A mismatch names the endpoint, the path
 * inside the body and what was expected there, e.g.
 * `Unexpected response from list monitors (GET ...): at monitors[3].id: expected number, received string`.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown, endpoint: string, request: RequestInfo): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const problems = result.error.issues.slice(0, 10).map((issue) => ({
    path: formatIssuePath(issue.path),
    expected: issue.message,
  }));
  throw new UnexpectedResponseError(endpoint, request, problems);
}

/** Parses JSON text; an empty body is `undefined`, non-JSON is an {@link UnexpectedResponseError}. */
export function parseJson(text: string, endpoint: string, request: RequestInfo): unknown {
  if (text.trim() === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new UnexpectedResponseError(endpoint, request, [{ path: "(body)", expected: "a JSON document" }]);
  }
}
