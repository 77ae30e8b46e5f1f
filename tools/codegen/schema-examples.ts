/**
 * The examples of the package schema's descriptions: every resource, component and function
 * carries one, in TypeScript, Python, Go and YAML, in the form the Pulumi Registry's docs
 * generator and the SDK generators read (pkg/codegen/docs: a `{{% examples %}}` section, one
 * `{{% example %}}` with a `### Title` and a fenced block per language; each SDK keeps its own
 * language's block in its doc comments).
 *
 * Each example is a set of real programs, examples/schema/<Name>/ (`<Name>` is the token's last
 * part: `ProxyToken`, `getMonitors`), one file per language, that test/e2e/schema-examples.test.ts
 * runs (Python and YAML, through the CLI against the emulator), compiles (Go) and type-checks
 * (TypeScript); the schema embeds them as they are, so what the Registry shows is what was run.
 * The title is the YAML program's `description`.
 *
 * A type without a complete example fails the generation, naming it and the missing language;
 * so does a directory that names no type (left behind by a rename).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { PulumiSchemaError } from "./pulumi-types";

/** Where the examples are, relative to the repository. */
export const SCHEMA_EXAMPLES_DIR = "examples/schema";

/** The languages of an example, in the order the Registry shows them, with the file of each and its fence's language. */
export const EXAMPLE_LANGUAGES = [
  { language: "TypeScript", fence: "typescript", file: "index.ts" },
  { language: "Python", fence: "python", file: "__main__.py" },
  { language: "Go", fence: "go", file: "main.go" },
  { language: "YAML", fence: "yaml", file: "Pulumi.yaml" },
] as const;

/** One example as the schema embeds it. */
export interface SchemaExample {
  readonly title: string;
  /** The program of each language, by fence language (`typescript`, `python`, `go`, `yaml`). */
  readonly programs: ReadonlyMap<string, string>;
}

/** `datafold:index:ProxyToken` → `ProxyToken`: the example's directory. */
export function exampleName(token: string): string {
  return token.slice(token.lastIndexOf(":") + 1);
}

/** The example of `token`, read from examples/schema/<Name>/; a missing file or title fails, naming what to write. */
export function readExample(root: string, token: string): SchemaExample {
  const dir = join(SCHEMA_EXAMPLES_DIR, exampleName(token));
  const missing = EXAMPLE_LANGUAGES.filter(({ file }) => !existsSync(join(root, dir, file)));
  if (missing.length > 0) {
    const what = missing.map(({ language, file }) => `${language} (${dir}/${file})`).join(", ");
    throw new PulumiSchemaError(
      `${token} has no example in ${what}: every resource, component and function's description carries a program in TypeScript, Python, Go and YAML; ` +
        `write the missing file (CONTRIBUTING.md, "Examples in the schema")`,
    );
  }
  const programs = new Map(EXAMPLE_LANGUAGES.map(({ fence, file }) => [fence, readFileSync(join(root, dir, file), "utf8").trim()]));
  const project = parse(programs.get("yaml")!) as { description?: unknown } | null;
  const title = typeof project?.description === "string" ? project.description.trim() : "";
  if (title === "" || title.includes("\n")) {
    throw new PulumiSchemaError(`${token}'s example has no title: give ${dir}/Pulumi.yaml a one-line \`description\` (the Registry shows it as the example's heading)`);
  }
  return { title, programs };
}

/** `description` followed by the example's section, as the Registry's docs generator reads it. */
export function describedWithExample(description: string, example: SchemaExample): string {
  const blocks = EXAMPLE_LANGUAGES.map(({ fence }) => `\`\`\`${fence}\n${example.programs.get(fence)}\n\`\`\``);
  return [description.trimEnd(), "{{% examples %}}\n## Example Usage", `{{% example %}}\n### ${example.title}`, ...blocks, "{{% /example %}}\n{{% /examples %}}"].join("\n\n");
}

/**
 * The schema's resources and functions (by token), each description with its example; fails
 * naming a type without one, and a directory of examples/schema that names no type.
 */
export function withExamples<T extends { description?: unknown }>(root: string, specs: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(specs).map(([token, spec]) => {
      if (typeof spec.description !== "string") throw new PulumiSchemaError(`${token} has no description to carry its example`);
      return [token, { ...spec, description: describedWithExample(spec.description, readExample(root, token)) }];
    }),
  );
}

/** Fails naming each directory of examples/schema that is no type of `tokens` (a renamed or removed one). */
export function checkNoStrayExamples(root: string, tokens: readonly string[]): void {
  const names = new Set(tokens.map(exampleName));
  const dir = join(root, SCHEMA_EXAMPLES_DIR);
  const stray = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "node_modules" && !names.has(entry.name))
    .map((entry) => `${SCHEMA_EXAMPLES_DIR}/${entry.name}`);
  if (stray.length > 0) {
    throw new PulumiSchemaError(`${stray.join(", ")} ${stray.length === 1 ? "is the example of no type" : "are the examples of no type"} in the schema: rename or remove it`);
  }
}
