import { expectedList, FastApiValidator, type Loc, type ValidationIssue } from "./fastapi-validation";
import { readBool, readFloat, readInt, readString } from "./pydantic-fields";

/*
 * Small combinators that read a nested JSON body as pydantic v2 validates a model: fields
 * required or defaulted, `X | None`, constrained numbers, `Literal`s, tagged unions (by their
 * discriminator) and smart unions (tried member by member). Each reader records pydantic's
 * error items at their `loc` on the validator and returns undefined on failure, so that a
 * body's every problem is reported in one 422, as FastAPI does. The monitor specs
 * (monitor-spec.ts) are written with them; the flat data-diff body keeps its own reader.
 */

export type Reader<T = unknown> = (validator: FastApiValidator, loc: Loc, input: unknown) => T | undefined;

function issue(type: string, loc: Loc, msg: string, input: unknown, ctx?: Record<string, unknown>): ValidationIssue {
  return ctx === undefined ? { type, loc: [...loc], msg, input } : { type, loc: [...loc], msg, input, ctx };
}

/** A Python number as `str()` prints it in pydantic's messages (`le=1.0` says "1.0"). */
function pythonNumber(value: number, float: boolean): string {
  return float && Number.isInteger(value) ? value.toFixed(1) : String(value);
}

/** `int` or `float` with `ge`/`le` bounds (`Field(ge=0, le=100)`), checked after the type. */
export function bounded(kind: "int" | "float", bounds: { ge?: number; le?: number }): Reader<number> {
  const read = kind === "int" ? readInt : readFloat;
  const float = kind === "float";
  return (validator, loc, input) => {
    const value = read(validator, loc, input);
    if (value === undefined) return undefined;
    if (bounds.ge !== undefined && value < bounds.ge) {
      const shown = pythonNumber(bounds.ge, float);
      return void validator.add(issue("greater_than_equal", loc, `Input should be greater than or equal to ${shown}`, input, { ge: bounds.ge }));
    }
    if (bounds.le !== undefined && value > bounds.le) {
      const shown = pythonNumber(bounds.le, float);
      return void validator.add(issue("less_than_equal", loc, `Input should be less than or equal to ${shown}`, input, { le: bounds.le }));
    }
    return value;
  };
}

export const int: Reader<number> = readInt;
export const float: Reader<number> = readFloat;
export const bool: Reader<boolean> = readBool;
export const str: Reader<string> = readString;

/** `str` with `min_length`. */
export function nonEmptyString(minLength: number): Reader<string> {
  return (validator, loc, input) => {
    const value = readString(validator, loc, input);
    if (value === undefined || value.length >= minLength) return value;
    const s = minLength === 1 ? "" : "s";
    return void validator.add(issue("string_too_short", loc, `String should have at least ${minLength} character${s}`, input, { min_length: minLength }));
  };
}

/** A Python `Enum` by value (type "enum"). */
export function enumOf<T extends string>(values: readonly T[]): Reader<T> {
  return (validator, loc, input) => {
    const found = values.find((value) => value === input);
    if (found !== undefined) return found;
    const expected = expectedList(values);
    return void validator.add(issue("enum", loc, `Input should be ${expected}`, input, { expected }));
  };
}

/** A `Literal[...]` (type "literal_error"). */
export function literal<T extends string>(value: T): Reader<T> {
  return (validator, loc, input) => {
    if (input === value) return value;
    const expected = `'${value}'`;
    return void validator.add(issue("literal_error", loc, `Input should be ${expected}`, input, { expected }));
  };
}

/** `X | None`: null passes as null. */
export function nullable<T>(read: Reader<T>): Reader<T | null> {
  return (validator, loc, input) => (input === null ? null : read(validator, loc, input));
}

/** `list[X]`, each item at `[...loc, index]`. */
export function list<T>(read: Reader<T>): Reader<T[]> {
  return (validator, loc, input) => {
    if (!Array.isArray(input)) return void validator.add(issue("list_type", loc, "Input should be a valid list", input));
    const before = validator.issues.length;
    const values = input.map((value, index) => read(validator, [...loc, index], value));
    return validator.issues.length === before ? (values as T[]) : undefined;
  };
}

/** `dict[str, X]`, each value at `[...loc, key]`; `X` absent: any value. */
export function dict<T = unknown>(read?: Reader<T>): Reader<Record<string, T>> {
  return (validator, loc, input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return void validator.add(issue("dict_type", loc, "Input should be a valid dictionary", input));
    }
    if (read === undefined) return input as Record<string, T>;
    const before = validator.issues.length;
    const out: Record<string, T> = {};
    for (const [key, value] of Object.entries(input)) out[key] = read(validator, [...loc, key], value) as T;
    return validator.issues.length === before ? out : undefined;
  };
}

/** Any JSON value, kept as sent (parts of a spec the emulator does not check). */
export const anyValue: Reader = (_validator, _loc, input) => input;

/** A field of a model: required, or with the default an absent field takes. */
export interface Field {
  readonly read: Reader;
  readonly required?: boolean;
  /** What an absent optional field becomes (a function for a fresh list or object). */
  readonly default?: unknown;
  /** Absent: left out of what is read, rather than given a default. */
  readonly omit?: boolean;
}

export const required = (read: Reader): Field => ({ read, required: true });
export const optional = (read: Reader, fallback: unknown = null): Field => ({ read, default: fallback });
/** An optional field that stays absent from what is read when it is absent from the input (an update's "not sent"). */
export const omittable = (read: Reader): Field => ({ read, omit: true });

/** A check of a whole model after its fields (a pydantic `model_validator`); returns an error message or undefined. */
export type ModelRule = (model: Record<string, unknown>) => string | undefined;

export interface ModelReader extends Reader<Record<string, unknown>> {
  readonly modelName: string;
  readonly fields: Readonly<Record<string, Field>>;
}

/**
 * A pydantic `BaseModel`: unknown fields ignored (pydantic's default), absent required ones
 * `missing` with the whole input as `input`, absent optional ones their default. `rules` run
 * only when every field is valid, as a model validator in "after" mode does; their
 * `value_error` is at the model's own loc.
 */
export function model(modelName: string, fields: Readonly<Record<string, Field>>, rules: readonly ModelRule[] = []): ModelReader {
  const read: Reader<Record<string, unknown>> = (validator, loc, input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return void validator.add(issue("model_type", loc, `Input should be a valid dictionary or instance of ${modelName}`, input, { class_name: modelName }));
    }
    const given = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    const before = validator.issues.length;
    for (const [name, field] of Object.entries(fields)) {
      const value = Object.hasOwn(given, name) ? given[name] : undefined;
      if (value === undefined) {
        if (field.required === true) validator.add(issue("missing", [...loc, name], "Field required", input));
        else if (field.omit !== true) out[name] = typeof field.default === "function" ? (field.default as () => unknown)() : field.default;
        continue;
      }
      out[name] = field.read(validator, [...loc, name], value);
    }
    if (validator.issues.length > before) return undefined;
    for (const rule of rules) {
      const message = rule(out);
      if (message !== undefined) validator.add({ type: "value_error", loc: [...loc], msg: `Value error, ${message}`, input, ctx: { error: {} } });
    }
    return validator.issues.length > before ? undefined : out;
  };
  return Object.assign(read, { modelName, fields });
}

/**
 * A discriminated union (`Field(discriminator=...)`): the member is chosen by the tag, and
 * its errors are at `[...loc, tag, ...]`, as pydantic reports them.
 */
export function tagged(discriminator: string, members: Readonly<Record<string, Reader>>): Reader<Record<string, unknown>> {
  const tags = Object.keys(members);
  return (validator, loc, input) => {
    if (typeof input !== "object" || input === null || Array.isArray(input)) {
      return void validator.add(issue("model_attributes_type", loc, "Input should be a valid dictionary or object to extract fields from", input));
    }
    const tag = (input as Record<string, unknown>)[discriminator];
    const quoted = `'${discriminator}'`;
    if (tag === undefined) {
      return void validator.add(issue("union_tag_not_found", loc, `Unable to extract tag using discriminator ${quoted}`, input, { discriminator: quoted }));
    }
    const member = typeof tag === "string" && Object.hasOwn(members, tag) ? members[tag] : undefined;
    if (member === undefined) {
      const expected = tags.map((name) => `'${name}'`).join(", ");
      return void validator.add(
        issue("union_tag_invalid", loc, `Input tag '${String(tag)}' found using ${quoted} does not match any of the expected tags: ${expected}`, input, {
          discriminator: quoted,
          tag: String(tag),
          expected_tags: expected,
        }),
      );
    }
    const value = member(validator, [...loc, tag as string], input) as Record<string, unknown> | undefined;
    // A member whose schema does not list the tag (`diff_type` of the data-diff configs) keeps it anyway.
    if (value !== undefined && value[discriminator] === undefined) value[discriminator] = tag;
    return value;
  };
}

/**
 * A plain union of models in pydantic's smart mode: every member is tried; of those that
 * validate, the one with the most of its fields present in the input wins (the first on a
 * tie); when none does, the errors of every member are reported at `[...loc, ModelName, ...]`.
 */
export function union(members: readonly ModelReader[]): Reader<Record<string, unknown>> {
  return (validator, loc, input) => {
    const failures: ValidationIssue[] = [];
    let best: { value: Record<string, unknown>; fieldsSet: number } | undefined;
    for (const member of members) {
      const trial = new FastApiValidator();
      const value = member(trial, [...loc, member.modelName], input);
      if (value === undefined) {
        failures.push(...trial.issues);
        continue;
      }
      const given = input as Record<string, unknown>;
      const fieldsSet = Object.keys(member.fields).filter((name) => given[name] !== undefined).length;
      if (best === undefined || fieldsSet > best.fieldsSet) best = { value, fieldsSet };
    }
    if (best !== undefined) return best.value;
    for (const failure of failures) validator.add(failure);
    return undefined;
  };
}
