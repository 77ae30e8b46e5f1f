/**
 * An HCL configuration file as data, and its text as `tofu fmt` (hclwrite's formatter) would
 * leave it: two spaces of indent per level, the `=` of consecutive one-line arguments aligned,
 * objects one entry a line, short lists of plain values on one line. Comments are lines of their
 * own, before what they are about.
 */
import { hclKey, hclNumber, hclString, isHclIdentifier } from "./hcl-syntax";

/** A reference such as `datafold_metric_monitor.orders` (an import block's `to`), written as is. */
export interface HclReference {
  readonly reference: readonly string[];
}

export interface HclList {
  readonly list: readonly HclExpression[];
}

/** An object constructor `{ … }`: its arguments and comment lines, in order. */
export interface HclObject {
  readonly object: readonly HclEntry[];
}

/** A value: null stands for an argument left out (written nowhere); in a list, `null`. */
export type HclExpression = string | number | boolean | null | HclReference | HclList | HclObject;

export interface HclArgument {
  readonly name: string;
  readonly value: HclExpression;
}

/** Comment lines (`# …`), each without its `#`. */
export interface HclComment {
  readonly comment: readonly string[];
}

/** What an object holds: arguments and comments. */
export type HclEntry = HclArgument | HclComment;

/** A block such as `resource "datafold_metric_monitor" "orders" { … }`. */
export interface HclBlock {
  readonly type: string;
  readonly labels: readonly string[];
  readonly body: readonly HclBodyItem[];
}

/** An empty line, between blocks or groups of arguments. */
export const BLANK_LINE = { blank: true } as const;

export type HclBodyItem = HclEntry | HclBlock | typeof BLANK_LINE;

/** A list of plain values is written on one line up to this many columns (its argument's name and indent included). */
const LIST_LINE_WIDTH = 100;

/** A value as an HCL expression: plain JSON values become literals, lists and objects (in key order) their constructors. */
export function hclValue(value: unknown): HclExpression {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return { list: value.map(hclValue) };
  if (typeof value === "object") return { object: Object.entries(value).map(([name, item]) => ({ name, value: hclValue(item) })) };
  throw new TypeError(`a ${typeof value} has no HCL form: only strings, numbers, booleans, null, lists and objects are written.`);
}

/** The text of a file of these items (blocks and top-level comments), ending with one newline. */
export function hclText(items: readonly HclBodyItem[]): string {
  return `${bodyLines(items, "").join("\n")}\n`;
}

function isBlock(item: HclBodyItem): item is HclBlock {
  return "type" in item && "labels" in item;
}

function isComment(item: HclBodyItem): item is HclComment {
  return "comment" in item;
}

function isArgument(item: HclBodyItem): item is HclArgument {
  return "name" in item && "value" in item;
}

/**
 * The lines of a block's body or (`inObject`) an object's entries at `indent`. Arguments whose
 * whole value fits on their line form runs whose `=` are aligned one space past the longest
 * name; a comment, an empty line, a block or an argument that spans lines ends the run, as in
 * hclwrite's formatter.
 */
function bodyLines(items: readonly HclBodyItem[], indent: string, inObject = false): string[] {
  const lines: string[] = [];
  let run: { name: string; value: string }[] = [];
  const endRun = () => {
    const width = Math.max(0, ...run.map((argument) => columns(argument.name)));
    for (const argument of run) lines.push(`${indent}${argument.name}${" ".repeat(width - columns(argument.name))} = ${argument.value}`);
    run = [];
  };
  for (const item of items) {
    if (isArgument(item)) {
      if (item.value === null) continue;
      const name = inObject ? hclKey(item.name) : argumentName(item.name);
      const value = expressionLines(item.value, indent, indent.length + columns(name) + 3);
      if (value.length === 1) {
        run.push({ name, value: value[0]! });
        continue;
      }
      endRun();
      lines.push(`${indent}${name} = ${value[0]!}`, ...value.slice(1));
      continue;
    }
    endRun();
    if (isComment(item)) lines.push(...commentLines(item, indent));
    else if (isBlock(item)) lines.push(...blockLines(item, indent));
    else lines.push("");
  }
  endRun();
  return lines;
}

function commentLines(comment: HclComment, indent: string): string[] {
  return comment.comment.flatMap((text) => text.split("\n")).map((line) => (line === "" ? `${indent}#` : `${indent}# ${line}`));
}

function blockLines(block: HclBlock, indent: string): string[] {
  if (!isHclIdentifier(block.type)) throw new RangeError(`${JSON.stringify(block.type)} is not an HCL identifier: it cannot name a block.`);
  const head = [block.type, ...block.labels.map(hclString)].join(" ");
  if (block.body.length === 0) return [`${indent}${head} {}`];
  return [`${indent}${head} {`, ...bodyLines(block.body, `${indent}  `), `${indent}}`];
}

/**
 * An expression's lines: the first follows whatever precedes it on its line (`name = `), which
 * ends at column `column`; the others are whole lines, indented from `indent`.
 */
function expressionLines(expression: HclExpression, indent: string, column: number): string[] {
  if (expression === null) return ["null"];
  if (typeof expression === "string") return [hclString(expression)];
  if (typeof expression === "number") return [hclNumber(expression)];
  if (typeof expression === "boolean") return [String(expression)];
  if ("reference" in expression) return [referenceText(expression)];
  const inner = `${indent}  `;
  if ("list" in expression) {
    if (expression.list.length === 0) return ["[]"];
    const plain = expression.list.every((item) => item === null || typeof item !== "object" || "reference" in item);
    if (plain) {
      const oneLine = `[${expression.list.map((item) => expressionLines(item, inner, 0)[0]!).join(", ")}]`;
      if (column + columns(oneLine) <= LIST_LINE_WIDTH) return [oneLine];
    }
    return ["[", ...listItemLines(expression.list, inner), `${indent}]`];
  }
  const entries = expression.object.filter((entry) => !("value" in entry) || entry.value !== null);
  if (entries.length === 0) return ["{}"];
  return ["{", ...bodyLines(entries, inner, true), `${indent}}`];
}

/** A block's argument is named by an identifier: unlike an object's key, it cannot be quoted. */
function argumentName(name: string): string {
  if (!isHclIdentifier(name)) throw new RangeError(`${JSON.stringify(name)} is not an HCL identifier: it cannot name a block's argument (only an object's key can be quoted).`);
  return name;
}

/** A list's items one a line (an item that spans lines, across them), each followed by a comma. */
function listItemLines(items: readonly HclExpression[], indent: string): string[] {
  return items.flatMap((item) => {
    const lines = expressionLines(item, indent, indent.length);
    const [first, ...rest] = lines;
    const all = [`${indent}${first!}`, ...rest];
    all[all.length - 1] = `${all.at(-1)!},`;
    return all;
  });
}

function referenceText(reference: HclReference): string {
  const bad = reference.reference.find((part) => !isHclIdentifier(part));
  if (bad !== undefined || reference.reference.length === 0) throw new RangeError(`${JSON.stringify(reference.reference.join("."))} is not a reference: each of its parts must be an HCL identifier.`);
  return reference.reference.join(".");
}

/** How many columns `text` takes, as hclwrite counts them: one per grapheme cluster. */
function columns(text: string): number {
  let count = 0;
  for (const _ of GRAPHEMES.segment(text)) count++;
  return count;
}

const GRAPHEMES = new Intl.Segmenter("en", { granularity: "grapheme" });
