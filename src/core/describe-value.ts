import { redact } from "./redact";

/** What the refused value should have been, for the hint about quotes. */
export type ExpectedKind = "number" | "boolean" | "text";

/** Longest string shown in full: enough for labels, ids and choices, short of most credentials. */
const MAX_SHOWN_LENGTH = 40;

/**
 * How every message of this package shows a value it refuses, after "got": numbers and
 * booleans as written, a short string in quotes (`the string "yes"`; bare `"owner"` where
 * text was expected), with a hint when only the quotes are wrong
 * (`the string "30" (write the number without quotes)`), anything else by its kind.
 */
export function describeValue(value: unknown, expected?: ExpectedKind): string {
  if (typeof value === "string") return describeString(value, expected);
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  if (value === null) return "null";
  if (value === undefined) return "nothing";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}

/**
 * A zod error option whose message says what the value must be and what it was:
 * `must be 1 or more; got 0`. The message follows the name of what was checked.
 */
export function mustBe(what: string, expected?: ExpectedKind): { error: (issue: { input?: unknown }) => string } {
  return { error: (issue) => `must be ${what}; got ${describeValue(issue.input, expected)}` };
}

function describeString(text: string, expected: ExpectedKind | undefined): string {
  // A credential put in the wrong place by mistake must not be printed: only its length is.
  if (!isShowable(text)) return `a string of ${text.length} characters`;
  const quoted = JSON.stringify(text);
  if (expected === "text") return quoted;
  if (expected === "number" && NUMERAL.test(text)) return `the string ${quoted} (write the number without quotes)`;
  if (expected === "boolean" && (text === "true" || text === "false")) return `the string ${quoted} (write ${text} without quotes)`;
  return `the string ${quoted}`;
}

const NUMERAL = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/**
 * Short, and shaped like neither a proxy token nor a key (20 or more characters without
 * spaces, mixing letters and digits): labels, ids and choices are, credentials are not.
 */
export function isShowable(text: string): boolean {
  if (text.length > MAX_SHOWN_LENGTH || redact(text) !== text) return false;
  const keyLike = text.length >= 20 && !/\s/.test(text) && /[a-z]/i.test(text) && /\d/.test(text);
  return !keyLike;
}
