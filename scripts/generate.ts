/**
 * `npm run generate`: writes the files derived from the one source of each shape (the kit's
 * resource definitions; the API objects' schemas and views), so that their public types and
 * doc comments are never written by hand. `test/api/generated-files.test.ts` fails when one
 * is stale.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { generatedFiles } from "../tools/codegen/generated-files";

const ROOT = resolve(__dirname, "..");
let written = 0;
for (const [path, content] of generatedFiles()) {
  const file = join(ROOT, path);
  let current: string | undefined;
  try {
    current = readFileSync(file, "utf8");
  } catch {
    current = undefined;
  }
  if (current === content) continue;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  console.log(`generate: wrote ${path}`);
  written++;
}
if (written === 0) console.log("generate: every generated file is up to date");
