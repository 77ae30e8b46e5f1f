import { z } from "zod";
import { InvalidArgumentError } from "./errors";
import { describeValue, mustBe } from "./describe-value";
import { formatIssuePath } from "./format-issue-path";

/**
 * Checks an object of named parameters (`{ pageSize, tags }`) before anything is sent; a
 * mismatch is an InvalidArgumentError that names the parameter as the caller wrote it
 * (`pageSize`, `tags[0]`), says what is wrong with its value, and what it must be.
 * `argument` names the object itself, for a problem with the whole of it.
 */
export function checkArguments<S extends z.ZodType>(schema: S, value: unknown, operation: string, argument = "params"): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  if (issue.code === "unrecognized_keys" && issue.path.length === 0 && schema instanceof z.ZodObject) {
    throw unknownArgument(operation, issue.keys[0]!, Object.keys(schema.shape), "parameters");
  }
  if (issue.path.length === 0 && issue.code === "invalid_type" && issue.expected === "object") {
    throw invalidArgument(operation, argument, `must be an object of parameters; got ${describeValue(value)}`);
  }
  throw invalidArgument(operation, issue.path.length === 0 ? argument : formatIssuePath(issue.path), issue.message);
}

/**
 * Checks one positional argument (`datadiffId`, `principal`) before anything is sent: the
 * error names it, and a place inside it as `principal.id`.
 */
export function checkArgument<S extends z.ZodType>(schema: S, value: unknown, operation: string, argument: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const inside = issue.path.length === 0 ? "" : formatIssuePath(issue.path);
  throw invalidArgument(operation, inside === "" ? argument : inside.startsWith("[") ? argument + inside : `${argument}.${inside}`, issue.message);
}

/** The one wording of a refused argument: where it is, what is wrong, and that nothing was sent. */
export function invalidArgument(operation: string, where: string, problem: string): InvalidArgumentError {
  return new InvalidArgumentError(where, `Invalid argument to ${operation}: ${where} ${problem}. Nothing was sent.`);
}

/** A name the operation does not take (a typo, most often): the error lists those it does, as `check` does for inputs. */
export function unknownArgument(operation: string, name: string, known: readonly string[], noun: "arguments" | "parameters"): InvalidArgumentError {
  return new InvalidArgumentError(
    name,
    `Invalid argument to ${operation}: ${operation} has no ${noun.slice(0, -1)} named ${JSON.stringify(name)}. ` +
      `Remove it or use one of: ${known.join(", ")}. Nothing was sent.`,
  );
}

/** A positive integer id (token ids, data diff ids, project ids): every wrong value gets the same message. */
export const PositiveId = z
  .number(mustBe("a positive integer", "number"))
  .int(mustBe("a positive integer", "number"))
  .positive(mustBe("a positive integer", "number"));

/** A count of at least 1 (a page, a page size, a limit). */
export const AtLeastOne = z
  .number(mustBe("a number", "number"))
  .int(mustBe("an integer", "number"))
  .min(1, mustBe("1 or more", "number"));

/** One of a fixed set of strings; the message lists them and shows what was given. */
export function oneOf<const T extends readonly string[]>(options: T) {
  return z.enum(options, mustBe(`one of ${options.map((option) => JSON.stringify(option)).join(", ")}`, "text"));
}
