/*
 * Python's `json.loads`, as the main service (FastAPI) runs it on a request body: the value
 * it reads, or the message and position of the error it raises. FastAPI's 422 for a
 * malformed body is `loc: ["body", <JSONDecodeError.pos>]` with `ctx.error` the message, so
 * both must be Python's own. This follows CPython 3.11's C scanner (Modules/_json.c) and
 * `json.decoder.JSONDecoder.decode`: JavaScript's `JSON.parse` reports other positions (or
 * none: `not json` has none, where Python says "Expecting value" at 0) and other messages,
 * and refuses NaN and Infinity, which Python accepts.
 *
 * Positions count characters (code points), as Python's strings do.
 */

/** What `json.loads` made of a text. */
export type PythonJsonResult = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: PythonJsonError };

/** A `json.JSONDecodeError`: its `msg` and `pos`. */
export interface PythonJsonError {
  readonly message: string;
  /** Offset of the error, in characters. */
  readonly position: number;
}

/**
 * Nesting deeper than this raises RecursionError in Python (not a JSONDecodeError); FastAPI
 * answers that 400 like any other failure to read the body. Python's exact depth depends on
 * its stack at the time; this is about its default recursion limit.
 */
export const MAX_NESTING = 1000;

/** Thrown for nesting past {@link MAX_NESTING}: not a decode error, as in Python. */
export class JsonNestingError extends Error {
  override readonly name = "JsonNestingError";
}

class DecodeError extends Error {
  constructor(
    message: string,
    readonly index: number,
  ) {
    super(message);
  }
}

/** Python's StopIteration(idx) of the scanner: "Expecting value" where the value was to start. */
class NoValue extends Error {
  constructor(readonly index: number) {
    super("Expecting value");
  }
}

const isWhitespace = (c: string | undefined) => c === " " || c === "\t" || c === "\n" || c === "\r";
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

const ESCAPES: Readonly<Record<string, string>> = { '"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t" };

class Scanner {
  private depth = 0;

  constructor(private readonly s: string) {}

  /** `scan_once_unicode`: a value starting at `idx`, and where it ends. */
  value(idx: number): [unknown, number] {
    const s = this.s;
    if (idx >= s.length) throw new NoValue(idx);
    switch (s[idx]) {
      case '"':
        return this.string(idx + 1);
      case "{":
        return this.nested(() => this.object(idx + 1));
      case "[":
        return this.nested(() => this.array(idx + 1));
      case "n":
        if (s.startsWith("null", idx)) return [null, idx + 4];
        break;
      case "t":
        if (s.startsWith("true", idx)) return [true, idx + 4];
        break;
      case "f":
        if (s.startsWith("false", idx)) return [false, idx + 5];
        break;
      case "N":
        if (s.startsWith("NaN", idx)) return [Number.NaN, idx + 3];
        break;
      case "I":
        if (s.startsWith("Infinity", idx)) return [Number.POSITIVE_INFINITY, idx + 8];
        break;
      case "-":
        if (s.startsWith("-Infinity", idx)) return [Number.NEGATIVE_INFINITY, idx + 9];
        break;
    }
    return this.number(idx);
  }

  private nested<T>(parse: () => T): T {
    if (++this.depth > MAX_NESTING) throw new JsonNestingError(`JSON nested deeper than ${MAX_NESTING} levels`);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private skipWhitespace(idx: number): number {
    while (idx < this.s.length && isWhitespace(this.s[idx])) idx++;
    return idx;
  }

  /** `_match_number_unicode`: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`, else no value at `start`. */
  private number(start: number): [number, number] {
    const s = this.s;
    const end = s.length - 1;
    let idx = start;
    if (s[idx] === "-") {
      idx++;
      if (idx > end) throw new NoValue(start);
    }
    if (s[idx]! >= "1" && s[idx]! <= "9") {
      idx++;
      while (idx <= end && isDigit(s[idx])) idx++;
    } else if (s[idx] === "0") {
      idx++;
    } else {
      throw new NoValue(start);
    }
    if (idx < end && s[idx] === "." && isDigit(s[idx + 1])) {
      idx += 2;
      while (idx <= end && isDigit(s[idx])) idx++;
    }
    if (idx < end && (s[idx] === "e" || s[idx] === "E")) {
      const exponentStart = idx;
      idx++;
      if (idx < end && (s[idx] === "-" || s[idx] === "+")) idx++;
      while (idx <= end && isDigit(s[idx])) idx++;
      // An "e" without digits is not part of the number (what follows is then extra data).
      if (!isDigit(s[idx - 1])) idx = exponentStart;
    }
    const value = Number(s.slice(start, idx));
    // Without a fraction or an exponent Python reads an int, and an int has no negative zero.
    return [/[.eE]/.test(s.slice(start, idx)) ? value : value + 0, idx];
  }

  /** `scanstring_unicode`: the string whose opening quote is at `end - 1`. */
  private string(end: number): [string, number] {
    const s = this.s;
    const begin = end - 1;
    let text = "";
    for (;;) {
      let next = end;
      while (next < s.length && s[next] !== '"' && s[next] !== "\\") {
        if (s.charCodeAt(next) <= 0x1f) throw new DecodeError("Invalid control character at", next);
        next++;
      }
      if (next >= s.length) throw new DecodeError("Unterminated string starting at", begin);
      text += s.slice(end, next);
      if (s[next] === '"') return [text, next + 1];
      next++; // past the backslash
      if (next === s.length) throw new DecodeError("Unterminated string starting at", begin);
      const escape = s[next]!;
      if (escape !== "u") {
        const decoded = ESCAPES[escape];
        if (decoded === undefined) throw new DecodeError("Invalid \\escape", next - 1);
        text += decoded;
        end = next + 1;
        continue;
      }
      const [unit, afterUnit] = this.hexEscape(next);
      let code = unit;
      end = afterUnit;
      // A high surrogate followed by an escaped low one is one character.
      if (unit >= 0xd800 && unit <= 0xdbff && end + 6 < s.length && s[end] === "\\" && s[end + 1] === "u") {
        const [low, afterLow] = this.hexEscape(end + 1);
        if (low >= 0xdc00 && low <= 0xdfff) {
          code = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
          end = afterLow;
        }
      }
      text += String.fromCodePoint(code);
    }
  }

  /** Four hex digits after the `u` at `u`: their value, and the index after them. */
  private hexEscape(u: number): [number, number] {
    const s = this.s;
    // Python needs a character after the four digits (the closing quote at least).
    if (u + 5 >= s.length) throw new DecodeError("Invalid \\uXXXX escape", u);
    const digits = s.slice(u + 1, u + 5);
    if (!/^[0-9a-fA-F]{4}$/.test(digits)) throw new DecodeError("Invalid \\uXXXX escape", u);
    return [Number.parseInt(digits, 16), u + 5];
  }

  /** `_parse_object_unicode`, after the `{` at `idx - 1`. */
  private object(idx: number): [Record<string, unknown>, number] {
    const s = this.s;
    const result: Record<string, unknown> = {};
    idx = this.skipWhitespace(idx);
    if (s[idx] === "}") return [result, idx + 1];
    for (;;) {
      if (s[idx] !== '"') throw new DecodeError("Expecting property name enclosed in double quotes", idx);
      const [key, afterKey] = this.string(idx + 1);
      idx = this.skipWhitespace(afterKey);
      if (s[idx] !== ":") throw new DecodeError("Expecting ':' delimiter", idx);
      idx = this.skipWhitespace(idx + 1);
      const [value, afterValue] = this.value(idx);
      // An own property even for "__proto__": Python has no prototype to poison.
      Object.defineProperty(result, key, { value, enumerable: true, writable: true, configurable: true });
      idx = this.skipWhitespace(afterValue);
      if (s[idx] === "}") return [result, idx + 1];
      if (s[idx] !== ",") throw new DecodeError("Expecting ',' delimiter", idx);
      idx = this.skipWhitespace(idx + 1);
    }
  }

  /** `_parse_array_unicode`, after the `[` at `idx - 1`. */
  private array(idx: number): [unknown[], number] {
    const s = this.s;
    const result: unknown[] = [];
    idx = this.skipWhitespace(idx);
    if (s[idx] === "]") return [result, idx + 1];
    for (;;) {
      const [value, afterValue] = this.value(idx);
      result.push(value);
      idx = this.skipWhitespace(afterValue);
      if (s[idx] === "]") return [result, idx + 1];
      if (s[idx] !== ",") throw new DecodeError("Expecting ',' delimiter", idx);
      idx = this.skipWhitespace(idx + 1);
    }
  }
}

/** The number of characters (code points) in `text` before the UTF-16 index `index`. */
function characterOffset(text: string, index: number): number {
  let characters = 0;
  for (let i = 0; i < index; i++) {
    const code = text.charCodeAt(i);
    // A surrogate pair is one character; a lone surrogate is one too.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < index) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    characters++;
  }
  return characters;
}

/**
 * `json.loads(text)` for a text already decoded (see {@link decodeJsonBytes}): leading and
 * trailing whitespace, one value, "Extra data" after it. Throws {@link JsonNestingError} where
 * Python would raise RecursionError.
 */
export function parsePythonJson(text: string): PythonJsonResult {
  const scanner = new Scanner(text);
  let at = 0;
  try {
    while (at < text.length && isWhitespace(text[at])) at++;
    const [value, end] = scanner.value(at);
    at = end;
    while (at < text.length && isWhitespace(text[at])) at++;
    if (at !== text.length) throw new DecodeError("Extra data", at);
    return { ok: true, value };
  } catch (error) {
    if (error instanceof DecodeError || error instanceof NoValue) {
      return { ok: false, error: { message: error.message, position: characterOffset(text, error.index) } };
    }
    throw error;
  }
}

/**
 * The text of a JSON body as `json.loads` decodes bytes: the encoding guessed from the first
 * bytes (`json.detect_encoding`: UTF-32 or UTF-16 by their byte-order mark or zero bytes, UTF-8
 * with or without a byte-order mark). Null when the bytes are not valid in that encoding:
 * Python raises UnicodeDecodeError there, which FastAPI answers 400.
 */
export function decodeJsonBytes(bytes: Uint8Array): string | null {
  const encoding = detectEncoding(bytes);
  try {
    if (encoding === "utf-32le" || encoding === "utf-32be") return decodeUtf32(bytes, encoding === "utf-32le");
    // TextDecoder drops a byte-order mark of its own encoding, as Python's codecs do.
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

type JsonEncoding = "utf-8" | "utf-16le" | "utf-16be" | "utf-32le" | "utf-32be";

/** `json.detect_encoding`. */
function detectEncoding(b: Uint8Array): JsonEncoding {
  const starts = (...prefix: number[]) => prefix.every((byte, i) => b[i] === byte);
  if (starts(0xff, 0xfe, 0x00, 0x00)) return "utf-32le";
  if (starts(0x00, 0x00, 0xfe, 0xff)) return "utf-32be";
  if (starts(0xff, 0xfe)) return "utf-16le";
  if (starts(0xfe, 0xff)) return "utf-16be";
  if (starts(0xef, 0xbb, 0xbf)) return "utf-8";
  if (b.length >= 4) {
    if (b[0] === 0) return b[1] !== 0 ? "utf-16be" : "utf-32be";
    if (b[1] === 0) return b[2] !== 0 || b[3] !== 0 ? "utf-16le" : "utf-32le";
  } else if (b.length === 2) {
    if (b[0] === 0) return "utf-16be";
    if (b[1] === 0) return "utf-16le";
  }
  return "utf-8";
}

/** UTF-32, which TextDecoder does not know; a leading byte-order mark is dropped. */
function decodeUtf32(bytes: Uint8Array, littleEndian: boolean): string {
  if (bytes.length % 4 !== 0) throw new RangeError("truncated UTF-32");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let text = "";
  for (let i = 0; i < bytes.length; i += 4) {
    const code = view.getUint32(i, littleEndian);
    if (i === 0 && code === 0xfeff) continue;
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) throw new RangeError("invalid UTF-32 code point");
    text += String.fromCodePoint(code);
  }
  return text;
}
