import type { FastifyReply } from "fastify";

/*
 * The main service is a FastAPI application: its 422 bodies are pydantic v2 error lists.
 * These helpers reproduce the items it emits for the parameters the emulator validates,
 * with pydantic's own wording, so that clients see the same `type`, `loc`, `msg`, `input`
 * and `ctx` they would get from the real service.
 */

/** One item of a FastAPI 422 body. */
export interface ValidationIssue {
  type: string;
  loc: (string | number)[];
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
}

export type Loc = readonly (string | number)[];

/** A query-string or path value as Fastify hands it over. */
export type RawParam = string | string[] | undefined;

// pydantic's lax `bool` accepts these strings (case-insensitive), and 0/1 as numbers.
const TRUE_STRINGS = new Set(["1", "on", "t", "true", "y", "yes"]);
const FALSE_STRINGS = new Set(["0", "off", "f", "false", "n", "no"]);

/** `'a', 'b' or 'c'`: how pydantic lists the expected values of an enum or literal. */
export function expectedList(values: readonly string[]): string {
  const quoted = values.map((value) => `'${value}'`);
  return quoted.length <= 1
    ? quoted.join("")
    : `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}`;
}

/**
 * FastAPI reads a repeated query parameter declared as a scalar from its last occurrence.
 */
export function lastValue(raw: RawParam): string | undefined {
  return Array.isArray(raw) ? raw[raw.length - 1] : raw;
}

/** The lenient integer parsing pydantic applies to strings ("  7 ", "+7", "7.00"). */
function parseIntString(text: string): number | undefined {
  const match = /^([+-]?\d+)(?:\.0*)?$/.exec(text.trim().replace(/_/g, ""));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/**
 * Collects the issues of one request while its parameters are read, so that every invalid
 * parameter is reported at once, as FastAPI does. Each reader returns a usable value even on
 * failure (the default, or a placeholder); callers check {@link failed} before using any.
 */
export class FastApiValidator {
  readonly issues: ValidationIssue[] = [];

  get failed(): boolean {
    return this.issues.length > 0;
  }

  add(issue: ValidationIssue): void {
    this.issues.push(issue);
  }

  /** An integer query or path parameter, optionally bounded below (`ge`). */
  int(loc: Loc, raw: RawParam, options: { default?: number; ge?: number } = {}): number {
    const fallback = options.default ?? 0;
    const text = lastValue(raw);
    if (text === undefined) return fallback;
    const value = parseIntString(text);
    if (value === undefined) {
      this.add({
        type: "int_parsing",
        loc: [...loc],
        msg: "Input should be a valid integer, unable to parse string as an integer",
        input: text,
      });
      return fallback;
    }
    if (options.ge !== undefined && value < options.ge) {
      this.add({
        type: "greater_than_equal",
        loc: [...loc],
        msg: `Input should be greater than or equal to ${options.ge}`,
        input: text,
        ctx: { ge: options.ge },
      });
      return fallback;
    }
    return value;
  }

  /**
   * A parameter typed by a Python `Enum` (type "enum") or a `Literal` (type "literal_error").
   * `aliases` are extra accepted spellings that the error message does not list.
   */
  choice<T extends string>(
    loc: Loc,
    raw: RawParam,
    options: {
      values: readonly T[];
      kind: "enum" | "literal";
      aliases?: Readonly<Record<string, T>>;
    },
  ): T | undefined {
    const text = lastValue(raw);
    if (text === undefined) return undefined;
    const found = options.values.find((value) => value === text) ?? options.aliases?.[text];
    if (found !== undefined) return found;
    const expected = expectedList(options.values);
    this.add({
      type: options.kind === "enum" ? "enum" : "literal_error",
      loc: [...loc],
      msg: `Input should be ${expected}`,
      input: text,
      ctx: { expected },
    });
    return undefined;
  }

  /** An optional string query parameter (never invalid; repeated → last value). */
  string(raw: RawParam): string | undefined {
    return lastValue(raw);
  }

  /** A `bool | None` body field: `undefined` when absent or null, as FastAPI leaves it. */
  optionalBool(loc: Loc, input: unknown): boolean | undefined {
    if (input === undefined || input === null || typeof input === "boolean") {
      return input ?? undefined;
    }
    if (typeof input === "string") {
      const lowered = input.toLowerCase();
      if (TRUE_STRINGS.has(lowered)) return true;
      if (FALSE_STRINGS.has(lowered)) return false;
    }
    if (typeof input === "number") {
      if (input === 0 || input === 1) return input === 1;
    }
    const parsable = typeof input === "string" || typeof input === "number";
    this.add({
      type: parsable ? "bool_parsing" : "bool_type",
      loc: [...loc],
      msg: parsable
        ? "Input should be a valid boolean, unable to interpret input"
        : "Input should be a valid boolean",
      input,
    });
    return undefined;
  }
}

/** A body that is not a JSON object, where a model was expected. */
export function modelAttributesIssue(input: unknown): ValidationIssue {
  return {
    type: "model_attributes_type",
    loc: ["body"],
    msg: "Input should be a valid dictionary or object to extract fields from",
    input,
  };
}

/** A body whose bytes are not JSON (FastAPI's own item: `input` is always `{}`). */
export function jsonInvalidIssue(position: number, error: string): ValidationIssue {
  return {
    type: "json_invalid",
    loc: ["body", position],
    msg: "JSON decode error",
    input: {},
    ctx: { error },
  };
}

/**
 * A `ValueError` raised by a validator. FastAPI serializes the exception object inside
 * `ctx` as `{}`, so that is what clients see.
 */
export function valueErrorIssue(loc: Loc, message: string, input: unknown): ValidationIssue {
  return { type: "value_error", loc: [...loc], msg: `Value error, ${message}`, input, ctx: { error: {} } };
}

/** Answers 422 with a FastAPI `HTTPValidationError` body. */
export function sendValidationError(reply: FastifyReply, issues: readonly ValidationIssue[]): FastifyReply {
  return reply.code(422).send({ detail: issues });
}

/** Answers with FastAPI's `HTTPException` body: `{"detail": "..."}`. */
export function sendDetail(reply: FastifyReply, statusCode: number, detail: string): FastifyReply {
  return reply.code(statusCode).send({ detail });
}
