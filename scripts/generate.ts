/**
 * `npm run generate`: writes src/types/*.ts from the schemas they describe (tools/codegen).
 * `npm run generate -- --check` writes nothing and fails, naming them, when files are stale.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generatedFiles, REPO_ROOT } from "../tools/codegen/shape-files";

const check = process.argv.includes("--check");
const stale: string[] = [];
for (const [path, text] of generatedFiles()) {
  const file = join(REPO_ROOT, path);
  if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
  stale.push(path);
  if (!check) writeFileSync(file, text);
}
if (check && stale.length > 0) {
  console.error(`Stale generated files (run \`npm run generate\`): ${stale.join(", ")}`);
  process.exitCode = 1;
} else {
  console.log(stale.length === 0 ? "Generated files are up to date." : `Wrote ${stale.join(", ")}`);
}
