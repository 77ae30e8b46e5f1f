/**
 * Reads monitors YAML files and merges their monitors as Datafold's `datafold monitors
 * provision` does (datafold-sdk's `_load_and_merge_configs`): each file must be a mapping with
 * a `monitors` mapping (or, with `ignoreNonMonitorsFiles`, is skipped with a warning); at least
 * one file must be; a slug defined in two files is an error naming both. YAML is read as
 * PyYAML's `safe_load` reads it (YAML 1.1: `yes`/`no` are booleans, `<<` merges; plain
 * scalars by PyYAML's own patterns, ./pyyaml-scalars.ts), and each
 * monitor keeps its file and source positions, so that messages can say `monitors/a.yaml:12`.
 * One difference, on purpose: a key given twice in one mapping is an error, where PyYAML
 * keeps the last silently (a second monitor under the same slug would be lost).
 */
import * as fs from "node:fs";
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";
import { InvalidArgumentError } from "../core/errors";
import type { MonitorsFile } from "./files";
import { pyyamlTags } from "./pyyaml-scalars";

/** One monitor of the merged files: its slug, its spec as parsed, and where it came from. */
export interface MonitorSource {
  readonly slug: string;
  /** The spec as the YAML gives it (snake_case, not yet checked). */
  readonly spec: unknown;
  /** The file, as the arguments spell it. */
  readonly file: string;
  /** The line (1-based) of a place inside the file (`["monitors", slug, "metric"]`), or of the nearest one present. */
  readonly lineOf: (yamlPath: readonly (string | number)[]) => number | undefined;
}

export interface LoadOptions {
  /** Skip (with a warning) files that are not YAML or have no `monitors` mapping, instead of failing. */
  readonly ignoreNonMonitorsFiles?: boolean;
  /** Where a skipped file is reported. */
  readonly warn: (message: string) => void;
}

/** The line of the deepest key or item of the path that the document has. */
function lineFinder(doc: Document, lines: LineCounter): MonitorSource["lineOf"] {
  return (yamlPath) => {
    let node: unknown = doc.contents;
    let line: number | undefined = undefined;
    const lineAt = (n: unknown) => {
      const range = (n as Node | null)?.range;
      return range ? lines.linePos(range[0]).line : undefined;
    };
    for (const segment of yamlPath) {
      if (isAlias(node)) node = node.resolve(doc);
      if (isMap(node)) {
        const pair = node.items.find((item) => (isScalar(item.key) ? String(item.key.value) : String(item.key)) === String(segment));
        if (pair === undefined) break;
        line = lineAt(pair.key) ?? line;
        node = pair.value;
      } else if (isSeq(node) && typeof segment === "number") {
        const item = node.items[segment];
        if (item === undefined) break;
        line = lineAt(item) ?? line;
        node = item;
      } else {
        break;
      }
    }
    return line;
  };
}

/** What {@link documentValue} returns for a file skipped under `ignoreNonMonitorsFiles`. */
const SKIPPED = Symbol("skipped");

/**
 * The document as plain data. The yaml package refuses a document whose aliases would expand
 * past a bound (an "alias bomb": a few lines that expand to billions of nodes) with a
 * ReferenceError of its own; that is the file's fault, so it is said as the file's invalid
 * YAML, as a parse error is, not escaped as the library's error.
 */
function documentValue(doc: Document, file: MonitorsFile, options: LoadOptions): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error;
    const reason = /Excessive alias count/.test(error.message)
      ? `its aliases (*name) expand to more than ${MAX_ALIAS_COUNT} nodes, as an alias bomb does`
      : error.message.replace(/\.$/, "");
    if (options.ignoreNonMonitorsFiles === true) {
      options.warn(`Skipping ${file.path}: invalid YAML (${reason})`);
      return SKIPPED;
    }
    throw new InvalidArgumentError("files", `Invalid YAML in ${file.path}: ${reason}. Write the repeated parts out, or use fewer nested aliases; nothing was read from it.`);
  }
}

/** The yaml package's bound on alias expansion (its own default is 100): monitors files share anchors, but not by the thousand. */
const MAX_ALIAS_COUNT = 1000;

const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The monitors of all files, merged, in file order then the order each file lists them. */
export function loadAndMerge(files: readonly MonitorsFile[], options: LoadOptions): MonitorSource[] {
  const merged: MonitorSource[] = [];
  const sources = new Map<string, { file: string; line: number | undefined }>();
  let configFiles = 0;
  for (const file of files) {
    const text = fs.readFileSync(file.absolutePath, "utf8");
    const lines = new LineCounter();
    const doc = parseDocument(text, { lineCounter: lines, version: "1.1", customTags: pyyamlTags, uniqueKeys: true, prettyErrors: false });
    const error = doc.errors[0];
    if (error !== undefined) {
      const line = lines.linePos(error.pos[0]).line;
      if (options.ignoreNonMonitorsFiles === true) {
        options.warn(`Skipping ${file.path}: invalid YAML (${file.path}${line === undefined ? "" : `:${line}`}: ${error.message.split("\n")[0]})`);
        continue;
      }
      throw new InvalidArgumentError("files", `Invalid YAML in ${file.path}${line === undefined ? "" : `:${line}`}: ${error.message.split("\n")[0]}. Fix the file; nothing was read from it.`);
    }
    const config = documentValue(doc, file, options);
    if (config === SKIPPED) continue;
    if (!isMapping(config) || !isMapping(config.monitors)) {
      if (options.ignoreNonMonitorsFiles === true) {
        options.warn(`Skipping ${file.path}: no 'monitors' mapping`);
        continue;
      }
      throw new InvalidArgumentError(
        "files",
        `Invalid config in ${file.path}: expected a mapping with a 'monitors' mapping (monitors: { <slug>: { type: metric | schema | test | diff, ... } }). ` +
          "Fix the file, leave it out of files, or set ignoreNonMonitorsFiles: true to skip such files.",
      );
    }
    configFiles += 1;
    const lineOf = lineFinder(doc, lines);
    for (const [slug, spec] of Object.entries(config.monitors)) {
      const earlier = sources.get(slug);
      const line = lineOf(["monitors", slug]);
      if (earlier !== undefined) {
        throw new InvalidArgumentError(
          "files",
          `Duplicate monitor '${slug}' defined in both ${earlier.file}${earlier.line === undefined ? "" : `:${earlier.line}`} and ` +
            `${file.path}${line === undefined ? "" : `:${line}`}: a slug names one monitor. Rename or remove one of them.`,
        );
      }
      sources.set(slug, { file: file.path, line });
      merged.push({ slug, spec, file: file.path, lineOf });
    }
  }
  if (configFiles === 0) {
    throw new InvalidArgumentError("files", `None of the given files contain a 'monitors' mapping (${files.map((f) => f.path).join(", ")}).`);
  }
  return merged;
}
