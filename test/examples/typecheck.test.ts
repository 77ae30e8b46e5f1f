/**
 * The Pulumi examples type-check against the built package, as the CLI's Node.js language host
 * checks them (it sets no PULUMI_NODEJS_TRANSPILE_ONLY, so ts-node type-checks the program).
 * Running them, through the real CLI, is test/e2e/examples.test.ts.
 */
import { execFile } from "node:child_process";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { linkPackageIntoExample } from "../../scripts/demo/link-package";

const EXAMPLES = resolve(__dirname, "../../examples");
const execFileAsync = promisify(execFile);

// "schema": every example of the package schema (examples/schema/*/index.ts), in one program.
const PROGRAMS = ["quickstart", "rotation", "token-audit", "account", "gitops", "schema"];

// tsc on a program and the package's declarations: seconds, on a busy machine tens of them.
jest.setTimeout(120_000);

beforeAll(() => {
  for (const example of PROGRAMS) linkPackageIntoExample(join(EXAMPLES, example));
});

test.each(PROGRAMS)("%s type-checks against the built package, as Pulumi's ts-node would check it", async (example) => {
  const tsc = resolve(__dirname, "../../node_modules/typescript/bin/tsc");
  await expect(execFileAsync(process.execPath, [tsc, "--noEmit", "-p", join(EXAMPLES, example, "tsconfig.json")], { encoding: "utf8" })).resolves.toBeDefined();
});
