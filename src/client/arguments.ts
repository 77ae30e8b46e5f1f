import { z } from "zod";
import { InvalidArgumentError } from "./errors";
import { formatIssuePath } from "../format-issue-path";

/**
 * Checks a method's arguments before anything is sent; a mismatch is an
 * InvalidArgumentError that names the argument and the problem.
 */
export function checkArguments<S extends z.ZodType>(schema: S, value: unknown, operation: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = formatIssuePath(issue.path);
  throw new InvalidArgumentError(where, `Invalid argument to ${operation}: ${where}: ${issue.message}. Nothing was sent.`);
}

/** A positive integer id (token ids, data diff ids, project ids). */
export const PositiveId = z.number().int("must be an integer").positive("must be a positive integer");
