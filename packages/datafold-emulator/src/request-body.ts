import { z } from "zod";
import { describeIssues } from "./errors";

/**
 * Validates an optional JSON object body: no body counts as `{}`. Returns the parsed value,
 * or a message naming the offending field for a 400.
 */
export function parseOptionalObjectBody<Schema extends z.ZodType>(
  schema: Schema,
  body: unknown,
): { ok: true; value: z.infer<Schema> } | { ok: false; message: string } {
  const input = body === undefined || body === null ? {} : body;
  if (typeof input !== "object" || Array.isArray(input)) {
    return { ok: false, message: "Request body must be a JSON object" };
  }
  const parsed = schema.safeParse(input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, message: describeIssues(parsed.error) };
}
