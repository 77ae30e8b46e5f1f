/**
 * A minimal reader of HCL's native syntax, enough to check the examples' argument names against
 * the schema without OpenTofu: blocks with labels, attributes, and values that are object and
 * tuple constructors (read into their keys and items) or anything else (kept as text: strings,
 * numbers, references, function calls, templates). Comments and heredocs are understood; what it
 * cannot read fails with the file and the line.
 */

export type HclValue =
  | { readonly kind: "object"; readonly entries: ReadonlyMap<string, HclValue>; readonly line: number }
  | { readonly kind: "tuple"; readonly items: readonly HclValue[]; readonly line: number }
  | { readonly kind: "expression"; readonly text: string; readonly line: number };

export interface HclBlock {
  readonly type: string;
  readonly labels: readonly string[];
  readonly body: HclBody;
  readonly line: number;
}

export interface HclBody {
  readonly attributes: ReadonlyMap<string, HclValue>;
  readonly blocks: readonly HclBlock[];
}

export class HclReadError extends Error {}

class Reader {
  private at = 0;

  constructor(
    private readonly text: string,
    private readonly file: string,
  ) {}

  fail(what: string): never {
    throw new HclReadError(`${this.file}:${this.line()}: ${what}`);
  }

  line(at = this.at): number {
    return this.text.slice(0, at).split("\n").length;
  }

  /** Skips blanks and comments; newlines too unless `keepNewlines` (they end an attribute). */
  skip(keepNewlines = false): void {
    for (;;) {
      const rest = this.text.slice(this.at);
      const blank = (keepNewlines ? /^[ \t\r]+/ : /^\s+/).exec(rest);
      if (blank !== null) {
        this.at += blank[0].length;
        continue;
      }
      if (rest.startsWith("#") || rest.startsWith("//")) {
        const end = this.text.indexOf("\n", this.at);
        this.at = end === -1 ? this.text.length : end;
        continue;
      }
      if (rest.startsWith("/*")) {
        const end = this.text.indexOf("*/", this.at + 2);
        if (end === -1) this.fail("a /* comment is never closed");
        this.at = end + 2;
        continue;
      }
      return;
    }
  }

  peek(): string {
    return this.text[this.at] ?? "";
  }

  done(): boolean {
    this.skip();
    return this.at >= this.text.length;
  }

  identifier(): string {
    const match = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(this.text.slice(this.at));
    if (match === null) this.fail(`expected a name, found ${JSON.stringify(this.text.slice(this.at, this.at + 20))}`);
    this.at += match[0].length;
    return match[0];
  }

  /** A quoted string, with its escapes and `${ … }` templates (which may hold quotes and braces). */
  quoted(): string {
    const start = this.at;
    this.at++;
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === "\\") this.at += 2;
      else if (char === '"') {
        this.at++;
        return this.text.slice(start, this.at);
      } else if (this.text.startsWith("${", this.at) || this.text.startsWith("%{", this.at)) {
        this.at += 2;
        this.balanced("}");
      } else if (char === "\n") this.fail("a string is never closed on its line");
      else this.at++;
    }
    return this.fail("a string is never closed");
  }

  /** Skips to the `close` that ends what was opened, strings and nested brackets included. */
  balanced(close: string): void {
    const pairs: Record<string, string> = { "{": "}", "[": "]", "(": ")" };
    const expected = [close];
    while (this.at < this.text.length && expected.length > 0) {
      const char = this.text[this.at]!;
      if (char === '"') {
        this.quoted();
        continue;
      }
      if (pairs[char] !== undefined) expected.push(pairs[char]!);
      else if (char === expected[expected.length - 1]) expected.pop();
      this.at++;
    }
    if (expected.length > 0) this.fail(`a bracket is never closed (expected ${expected[expected.length - 1]})`);
  }

  value(): HclValue {
    this.skip();
    const line = this.line();
    const char = this.peek();
    if (char === "{") return this.object(line);
    if (char === "[") return this.tuple(line);
    return { kind: "expression", text: this.expression(), line };
  }

  /** Anything that is not a constructor, up to the end of the attribute, item or entry. */
  expression(): string {
    const start = this.at;
    if (this.text.startsWith("<<", this.at)) {
      const marker = /^<<-?([A-Za-z_]+)\n/.exec(this.text.slice(this.at));
      if (marker === null) this.fail("a heredoc without its marker");
      const end = new RegExp(`\\n[ \\t]*${marker[1]}[ \\t]*(\\n|$)`).exec(this.text.slice(this.at));
      if (end === null) this.fail(`the heredoc ${marker[1]} is never closed`);
      this.at += end.index + end[0].length - (end[1] === "\n" ? 1 : 0);
      return this.text.slice(start, this.at);
    }
    while (this.at < this.text.length) {
      const char = this.text[this.at]!;
      if (char === "\n" || char === "," || char === "}" || char === "]" || char === "#") break;
      if (this.text.startsWith("//", this.at)) break;
      if (char === '"') this.quoted();
      else if (char === "(" || char === "[" || char === "{") {
        this.at++;
        this.balanced({ "(": ")", "[": "]", "{": "}" }[char]);
      } else this.at++;
    }
    const text = this.text.slice(start, this.at).trim();
    if (text === "") this.fail("expected a value");
    return text;
  }

  object(line: number): HclValue {
    this.at++; // {
    const entries = new Map<string, HclValue>();
    for (;;) {
      this.skip();
      if (this.peek() === "}") {
        this.at++;
        return { kind: "object", entries, line };
      }
      const key = this.peek() === '"' ? (JSON.parse(this.quoted()) as string) : this.identifier();
      this.skip(true);
      if (this.peek() !== "=" && this.peek() !== ":") this.fail(`expected = after the key ${key}`);
      this.at++;
      if (entries.has(key)) this.fail(`the key ${key} is given twice`);
      entries.set(key, this.value());
      this.skip(true);
      if (this.peek() === ",") this.at++;
    }
  }

  tuple(line: number): HclValue {
    this.at++; // [
    const items: HclValue[] = [];
    for (;;) {
      this.skip();
      if (this.peek() === "]") {
        this.at++;
        return { kind: "tuple", items, line };
      }
      items.push(this.value());
      this.skip();
      if (this.peek() === ",") this.at++;
      else if (this.peek() !== "]") this.fail("expected , or ] in a list");
    }
  }

  body(closing: boolean): HclBody {
    const attributes = new Map<string, HclValue>();
    const blocks: HclBlock[] = [];
    for (;;) {
      this.skip();
      if (closing && this.peek() === "}") {
        this.at++;
        return { attributes, blocks };
      }
      if (this.at >= this.text.length) {
        if (closing) this.fail("a block is never closed");
        return { attributes, blocks };
      }
      const line = this.line();
      const name = this.identifier();
      this.skip(true);
      if (this.peek() === "=") {
        this.at++;
        if (attributes.has(name)) this.fail(`the argument ${name} is given twice`);
        attributes.set(name, this.value());
        this.skip(true);
        const next = this.peek();
        if (next !== "\n" && next !== "" && next !== "}") this.fail(`expected the end of the line after ${name}`);
        continue;
      }
      const labels: string[] = [];
      while (this.peek() === '"' || /[A-Za-z_]/.test(this.peek())) {
        labels.push(this.peek() === '"' ? (JSON.parse(this.quoted()) as string) : this.identifier());
        this.skip(true);
      }
      if (this.peek() !== "{") this.fail(`expected = or { after ${name}`);
      this.at++;
      blocks.push({ type: name, labels, body: this.body(true), line });
    }
  }
}

/** The top-level body of an HCL file; fails naming the file and the line of what it cannot read. */
export function readHcl(text: string, file: string): HclBody {
  const reader = new Reader(text, file);
  const body = reader.body(false);
  if (!reader.done()) reader.fail("unexpected text after the last block");
  return body;
}
