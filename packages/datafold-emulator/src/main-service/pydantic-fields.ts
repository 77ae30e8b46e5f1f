import { expectedList, type FastApiValidator, type Loc, type ValidationIssue } from "./fastapi-validation";

/*
 * Fields of a JSON body as FastAPI validates them: the body is parsed first (json.loads),
 * then handed to pydantic in Python mode, lax, with `from_attributes`. So "7" and 7.0 are
 * fine for an int, true is 1, a float with a fraction is not; an int is no string; the error
 * items are pydantic's own (checked with pydantic 2.14). Each reader records what is wrong at
 * `loc` on the validator and returns undefined, so that every problem of a body is reported
 * at once; `null` and absence both read as undefined for the optional (`X | None`) fields.
 */

const TRUE_TEXT = new Set(["1", "on", "t", "true", "y", "yes"]);
const FALSE_TEXT = new Set(["0", "off", "f", "false", "n", "no"]);

/** `"  7 "`, `"+7"`, `"7.0"`, `"1_000"`: the strings pydantic's lax int accepts. */
function intFromText(text: string): number | undefined {
  const match = /^([+-]?\d+)(?:\.0*)?$/.exec(text.trim().replace(/_/g, ""));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function issue(type: string, loc: Loc, msg: string, input: unknown, ctx?: Record<string, unknown>): ValidationIssue {
  return ctx === undefined ? { type, loc: [...loc], msg, input } : { type, loc: [...loc], msg, input, ctx };
}

/** An `int`: integers, floats without a fraction, booleans, and integer text. */
export function readInt(validator: FastApiValidator, loc: Loc, input: unknown): number | undefined {
  if (typeof input === "boolean") return input ? 1 : 0;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) return void validator.add(issue("finite_number", loc, "Input should be a finite number", input));
    if (Number.isInteger(input)) return input;
    return void validator.add(issue("int_from_float", loc, "Input should be a valid integer, got a number with a fractional part", input));
  }
  if (typeof input === "string") {
    const value = intFromText(input);
    if (value !== undefined) return value;
    return void validator.add(issue("int_parsing", loc, "Input should be a valid integer, unable to parse string as an integer", input));
  }
  return void validator.add(issue("int_type", loc, "Input should be a valid integer", input));
}

/** A `float`: numbers, booleans, and number text (`"1e3"`, `"inf"`). */
export function readFloat(validator: FastApiValidator, loc: Loc, input: unknown): number | undefined {
  if (typeof input === "boolean") return input ? 1 : 0;
  if (typeof input === "number") return input;
  if (typeof input === "string") {
    const text = input.trim().toLowerCase().replace(/_/g, "");
    const named: Readonly<Record<string, number>> = { inf: Infinity, "+inf": Infinity, infinity: Infinity, "-inf": -Infinity, "-infinity": -Infinity, nan: Number.NaN };
    if (Object.hasOwn(named, text)) return named[text];
    if (text !== "" && /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/.test(text)) return Number(text);
    return void validator.add(issue("float_parsing", loc, "Input should be a valid number, unable to parse string as a number", input));
  }
  return void validator.add(issue("float_type", loc, "Input should be a valid number", input));
}

/** A `bool`: booleans, 0 and 1, and the words pydantic reads as either. */
export function readBool(validator: FastApiValidator, loc: Loc, input: unknown): boolean | undefined {
  if (typeof input === "boolean") return input;
  if (typeof input === "number" && (input === 0 || input === 1)) return input === 1;
  if (typeof input === "string") {
    const lowered = input.toLowerCase();
    if (TRUE_TEXT.has(lowered)) return true;
    if (FALSE_TEXT.has(lowered)) return false;
  }
  const parsable = typeof input === "string" || typeof input === "number";
  return void validator.add(
    parsable
      ? issue("bool_parsing", loc, "Input should be a valid boolean, unable to interpret input", input)
      : issue("bool_type", loc, "Input should be a valid boolean", input),
  );
}

/** A `str`: only strings (pydantic does not turn numbers into text). */
export function readString(validator: FastApiValidator, loc: Loc, input: unknown): string | undefined {
  if (typeof input === "string") return input;
  return void validator.add(issue("string_type", loc, "Input should be a valid string", input));
}

/** A `list[...]`: an array, each item read by `item` at `[...loc, index]`. */
export function readList<T>(
  validator: FastApiValidator,
  loc: Loc,
  input: unknown,
  item: (validator: FastApiValidator, loc: Loc, input: unknown) => T | undefined,
): T[] | undefined {
  if (!Array.isArray(input)) return void validator.add(issue("list_type", loc, "Input should be a valid list", input));
  const before = validator.issues.length;
  const values = input.map((value, index) => item(validator, [...loc, index], value));
  return validator.issues.length === before ? (values as T[]) : undefined;
}

/** A `list[str]`. */
export function readStringList(validator: FastApiValidator, loc: Loc, input: unknown): string[] | undefined {
  return readList(validator, loc, input, readString);
}

/** A `dict[str, Any]`: any JSON object. */
export function readObject(validator: FastApiValidator, loc: Loc, input: unknown): Record<string, unknown> | undefined {
  if (typeof input === "object" && input !== null && !Array.isArray(input)) return input as Record<string, unknown>;
  return void validator.add(issue("dict_type", loc, "Input should be a valid dictionary", input));
}

/** A Python `Enum` member by its value (pydantic's type "enum"). */
export function readEnum<T extends string>(validator: FastApiValidator, loc: Loc, input: unknown, values: readonly T[]): T | undefined {
  const found = values.find((value) => value === input);
  if (found !== undefined) return found;
  const expected = expectedList(values);
  return void validator.add(issue("enum", loc, `Input should be ${expected}`, input, { expected }));
}

/** A `tuple[str, str]` (pydantic reads a list as a tuple): exactly two strings. */
export function readStringPair(validator: FastApiValidator, loc: Loc, input: unknown): [string, string] | undefined {
  if (!Array.isArray(input)) return void validator.add(issue("tuple_type", loc, "Input should be a valid tuple", input));
  if (input.length > 2) {
    const ctx = { field_type: "Tuple", max_length: 2, actual_length: input.length };
    return void validator.add(issue("too_long", loc, `Tuple should have at most 2 items after validation, not ${input.length}`, input, ctx));
  }
  const before = validator.issues.length;
  const pair = [0, 1].map((index) =>
    index < input.length ? readString(validator, [...loc, index], input[index]) : void validator.add(issue("missing", [...loc, index], "Field required", input)),
  );
  return validator.issues.length === before ? (pair as [string, string]) : undefined;
}

/** A required field that is absent (pydantic's `input` is the whole body). */
export function missingField(validator: FastApiValidator, loc: Loc, body: unknown): undefined {
  validator.add(issue("missing", loc, "Field required", body));
  return undefined;
}
