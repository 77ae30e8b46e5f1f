/**
 * The files `npm run generate` writes are derived from the one source of each shape: a file
 * edited by hand, or a definition changed without regenerating, fails here.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { generatedFiles } from "../../tools/codegen/generated-files";

const ROOT = resolve(__dirname, "../..");

test.each([...generatedFiles()].map(([path, content]) => ({ path, content })))("$path is what npm run generate writes", ({ path, content }) => {
  let committed: string;
  try {
    committed = readFileSync(join(ROOT, path), "utf8");
  } catch {
    throw new Error(`${path} is missing: run npm run generate, and commit what it writes`);
  }
  if (committed !== content) throw new Error(`${path} is stale or was edited by hand: run npm run generate, and commit what it writes`);
});
