/**
 * The test command prints no warning that its own `--experimental-vm-modules` causes, and
 * still prints every other warning. Each test runs the command of `npm test` (from
 * package.json) on tiny test files that import a module dynamically, which is what makes Node
 * warn about VM modules in the process that runs them.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

const ROOT = resolve(__dirname, "../..");
const SCRIPTS: Record<string, string> & { test: string } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts;
const OWN_WARNING = "a warning of the test's own";

/** A test file whose `import()` runs through Jest's vm modules, and which emits warnings of its own. */
const TEST_FILE = `
test("imports a module and warns", async () => {
  const { sep } = await import("node:path");
  expect(typeof sep).toBe("string");
  process.emitWarning("${OWN_WARNING}", "ExperimentalWarning");
  process.emitWarning("${OWN_WARNING}, deprecated", "DeprecationWarning");
});
`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "pulumi-datafold-warnings-"));
  for (const name of ["one", "two"]) writeFileSync(join(dir, `${name}.test.js`), TEST_FILE);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What `npm test -- <args>` prints (stdout and stderr), run on the files in `dir` only. */
async function runTestCommand(...args: string[]): Promise<string> {
  const [node, ...nodeArgs] = SCRIPTS.test.split(" ");
  expect(node).toBe("node");
  const config = JSON.stringify({ rootDir: dir, testEnvironment: "node", transform: {} });
  const env = { ...process.env };
  delete env.JEST_WORKER_ID; // this test runs in a worker; the child Jest is a run of its own
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [...nodeArgs, "--config", config, "--no-cache", ...args], { cwd: ROOT, env });
  return `${stdout}${stderr}`;
}

test.each([
  ["in Jest's own process (one test file runs in band)", ["one.test.js"]],
  ["in Jest's workers", ["--maxWorkers=2", "one.test.js", "two.test.js"]],
])("no VM modules warning %s, and the other warnings still print", async (_where, args) => {
  const output = await runTestCommand(...args);
  expect(output).toMatch(/Tests:\s+\d+ passed/);
  expect(output).not.toContain("VM Modules");
  const files = args.filter((arg) => arg.endsWith(".js")).length;
  expect(output.match(new RegExp(`ExperimentalWarning: ${OWN_WARNING}\\n`, "g"))).toHaveLength(files);
  expect(output.match(new RegExp(`DeprecationWarning: ${OWN_WARNING}, deprecated`, "g"))).toHaveLength(files);
}, 60_000);

test("every script that runs Jest runs it as npm test does", () => {
  const jestScripts = Object.entries(SCRIPTS).filter(([, command]) => command.includes("jest"));
  expect(jestScripts.map(([name]) => name)).toEqual(["test", "test:unit", "test:integration", "test:e2e"]);
  for (const [, command] of jestScripts) expect(command.startsWith(SCRIPTS.test)).toBe(true);
});
