/**
 * The literals of HCL's native syntax (hashicorp/hcl v2, hclsyntax, as OpenTofu and Terraform
 * read it): quoted strings, numbers, identifiers and object keys, each written so that it reads
 * back as exactly the value it was made from.
 */

/**
 * An identifier as HCL's scanner takes it (ID_Start, then ID_Continue or `-`), kept to ASCII so
 * that no editor or terminal shows two different names alike.
 */
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * Identifiers that are something else where an object key is read: `null`, `true` and `false`
 * are literals (a null key is an error), and `for` opens a `for` expression when it comes first.
 */
const KEYWORDS = new Set(["null", "true", "false", "for", "in", "if"]);

/** Whether `name` can be written bare as a block's label-free name, an argument's name or a resource's name. */
export function isHclIdentifier(name: string): boolean {
  return IDENTIFIER.test(name) && !KEYWORDS.has(name);
}

/** An object constructor's key: bare when it is an identifier, else a quoted string. */
export function hclKey(name: string): string {
  return isHclIdentifier(name) ? name : hclString(name);
}

/** A lone UTF-16 surrogate: text no UTF-8 file, and so no HCL string, can hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * A quoted string literal that reads back as `text`: `\` and `"` escaped, a line break, tab or
 * other control character as its escape, and `${` and `%{` (which would open an interpolation
 * or a directive) doubled to `$${` and `%%{`, HCL's escapes for them.
 */
export function hclString(text: string): string {
  if (LONE_SURROGATE.test(text)) {
    throw new RangeError(`${JSON.stringify(text.slice(0, 40))}: the text holds a lone UTF-16 surrogate, which no HCL file can hold; it cannot be written as HCL.`);
  }
  let out = "";
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    const next = text[index + 1];
    if (char === "\\") out += "\\\\";
    else if (char === '"') out += '\\"';
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if ((char === "$" || char === "%") && next === "{") out += char + char;
    else if (isControl(char)) out += `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
    else out += char;
  }
  return `"${out}"`;
}

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators: written as escapes, never raw. */
function isControl(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** A number literal (HCL's numbers are arbitrary-precision decimals: JavaScript's shortest form reads back the same). */
export function hclNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`${value} is not a finite number: HCL has no literal for it.`);
  return Object.is(value, -0) ? "0" : String(value);
}
