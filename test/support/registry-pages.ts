/**
 * The Pulumi Registry's pages of the package (docs/_index.md, docs/installation-configuration.md)
 * read as the Registry reads them: YAML front matter, then Markdown in which
 * `{{< chooser language "a,b" >}}` ... `{{< /chooser >}}` holds one
 * `{{% choosable language a %}}` ... `{{% /choosable %}}` per language, each a fenced program.
 * Shared by the page checks (test/docs/registry-pages.test.ts) and the run of their programs
 * (test/e2e/registry-pages.test.ts).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";

const REPO_ROOT = resolve(__dirname, "../..");

/** The Registry's pages, from the repository's root. */
export const REGISTRY_PAGES = ["docs/_index.md", "docs/installation-configuration.md"] as const;

/** One language's program in a chooser. */
export interface ChoosableProgram {
  readonly language: string;
  /** The fence's language (`typescript`, `python`, `go`, `yaml`). */
  readonly fence: string;
  readonly code: string;
}

/** A chooser: the languages it offers and the program of each, in the page's order. */
export interface Chooser {
  readonly languages: readonly string[];
  readonly programs: readonly ChoosableProgram[];
  /** The line the chooser starts at (1-based), for messages. */
  readonly line: number;
}

export interface RegistryPage {
  readonly path: string;
  readonly frontMatter: Record<string, unknown>;
  readonly body: string;
  readonly choosers: readonly Chooser[];
}

/** A page that does not have the Registry's form, naming the page, the line and what is wrong. */
export class RegistryPageError extends Error {}

/** Parses `text` (the page at `path`) as the Registry does; throws a RegistryPageError naming what is malformed. */
export function parseRegistryPage(path: string, text: string): RegistryPage {
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (front === null) throw new RegistryPageError(`${path}: no front matter: the page must start with a \`---\` block (title, meta_desc, layout)`);
  const frontMatter = parse(front[1]!) as unknown;
  if (typeof frontMatter !== "object" || frontMatter === null || Array.isArray(frontMatter)) {
    throw new RegistryPageError(`${path}: the front matter is not a mapping of keys to values`);
  }
  const body = text.slice(front[0].length);
  const lineOf = (offset: number) => text.slice(0, front[0].length + offset).split("\n").length;

  const choosers: Chooser[] = [];
  const opening = /\{\{<\s*chooser\s+language\s+"([^"]*)"\s*>\}\}/g;
  for (const open of body.matchAll(opening)) {
    const start = open.index + open[0].length;
    const end = body.indexOf("{{< /chooser >}}", start);
    if (end === -1) throw new RegistryPageError(`${path}:${lineOf(open.index)}: a chooser without \`{{< /chooser >}}\``);
    const inner = body.slice(start, end);
    const languages = open[1]!.split(",").map((language) => language.trim());
    const programs: ChoosableProgram[] = [];
    for (const block of inner.matchAll(/\{\{%\s*choosable\s+language\s+(\S+)\s*%\}\}([\s\S]*?)\{\{%\s*\/choosable\s*%\}\}/g)) {
      const fenced = [...block[2]!.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)];
      if (fenced.length !== 1) {
        throw new RegistryPageError(`${path}:${lineOf(start + block.index)}: the ${block[1]} block holds ${fenced.length} fenced programs; it must hold exactly one`);
      }
      programs.push({ language: block[1]!, fence: fenced[0]![1]!, code: fenced[0]![2]! });
    }
    choosers.push({ languages, programs, line: lineOf(open.index) });
  }
  const choosables = [...body.matchAll(/\{\{%\s*choosable\s/g)].length;
  const inChoosers = choosers.reduce((count, chooser) => count + chooser.programs.length, 0);
  if (choosables !== inChoosers) throw new RegistryPageError(`${path}: ${choosables - inChoosers} choosable block(s) outside a chooser, or not closed with \`{{% /choosable %}}\``);
  return { path, frontMatter: frontMatter as Record<string, unknown>, body, choosers };
}

/** The Registry page at `path` (from the repository's root). */
export function readRegistryPage(path: string): RegistryPage {
  return parseRegistryPage(path, readFileSync(join(REPO_ROOT, path), "utf8"));
}
