/**
 * What the tests of terraform/ read: the schema file the provider serves, and the Registry
 * tree's pages and examples, by the paths tools/codegen/terraform-docs-layout.ts gives them.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import type { TerraformSchemaFile } from "../../../src/terraform/shapes/terraform-schema-file";

export const ROOT = resolve(__dirname, "../../..");
export const SCHEMA_FILE = "src/terraform/generated/terraform-schema.json";

export function readSchema(): TerraformSchemaFile {
  return JSON.parse(readFileSync(join(ROOT, SCHEMA_FILE), "utf8")) as TerraformSchemaFile;
}

export function read(path: string): string {
  return readFileSync(join(ROOT, path), "utf8");
}

export function exists(path: string): boolean {
  return existsSync(join(ROOT, path));
}

/** The files under a directory of the repository, as paths from its root, sorted; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!exists(dir)) return [];
  return (readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true }) as import("node:fs").Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(ROOT.length + 1))
    .sort();
}

/** A page's front matter (YAML between `---` lines at its top) and its body; undefined front matter when it has none. */
export function splitPage(text: string): { frontMatter: Record<string, unknown> | undefined; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (match === null) return { frontMatter: undefined, body: text };
  return { frontMatter: parse(match[1]!) as Record<string, unknown>, body: text.slice(match[0].length) };
}
