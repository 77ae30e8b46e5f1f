import { readFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The package schema, `sdk/schema.json`: generated from the kit's definitions by
 * `npm run generate`, shipped in the npm package, and served by the plugin's GetSchema (what
 * Pulumi YAML reads, and what SDKs are generated from). src/plugin/ and dist/plugin/ both sit
 * two levels below the package root.
 */
export const SCHEMA_PATH = join(__dirname, "..", "..", "sdk", "schema.json");

export function readSchema(): Promise<string> {
  return readFile(SCHEMA_PATH, "utf8");
}
