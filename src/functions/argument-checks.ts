// Its own module, apart from function-arguments.ts: the data functions' definitions
// (./definitions.ts) check arguments with it, and load no `@pulumi/pulumi`.
import type { z } from "zod";
import { checkArguments, unknownArgument } from "../core/arguments";
import { InvalidArgumentError } from "../core/errors";
import { describeValue, type ExpectedKind } from "../core/describe-value";
import { printedAsMessage } from "./printed-as-message";

/**
 * Checks a data function's arguments before anything is sent. Unknown names are caught
 * here, one by one, because zod reports them at the root of the object, which would not
 * say which argument was wrong; values are then checked by the schema.
 */
export function checkFunctionArguments<S extends z.ZodObject>(schema: S, args: unknown, fn: string): z.output<S> {
  try {
    return checkedArguments(schema, args, fn);
  } catch (error) {
    // A bad argument is the caller's to fix: its message, without a stack into our files.
    throw printedAsMessage(error);
  }
}

function checkedArguments<S extends z.ZodObject>(schema: S, args: unknown, fn: string): z.output<S> {
  if (args === null || typeof args !== "object" || Array.isArray(args)) {
    throw new InvalidArgumentError(
      "args",
      `Invalid arguments to ${fn}: they must be an object of named arguments; got ${describeValue(args)}. Nothing was sent.`,
    );
  }
  const known = Object.keys(schema.shape);
  const unknown = Object.keys(args).find((name) => !known.includes(name));
  if (unknown !== undefined) throw unknownArgument(fn, unknown, known, "arguments");
  return checkArguments(schema, args, fn, "args");
}

/**
 * The zod error option of a required argument: a missing value says what to give, a value
 * of the wrong type says what it must be and what it was (zod alone says "expected number,
 * received undefined").
 */
export function requiredArgument(
  mustBe: string,
  give: string,
  expected?: ExpectedKind,
): { error: (issue: { input?: unknown }) => string } {
  return {
    error: (issue) =>
      issue.input === undefined ? `is required: give ${give}` : `must be ${mustBe}; got ${describeValue(issue.input, expected)}`,
  };
}
