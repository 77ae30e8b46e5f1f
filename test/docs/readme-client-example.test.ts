/**
 * The clients page's first example (docs/clients.md), taken from the page itself, runs as a
 * user's script: against a started emulator, with the built package installed in a project
 * of its own and the settings from the environment, as the example's comments say.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { clientsFor } from "../../tools/harness/clients";
import { startTestEmulator, type TestEmulator } from "../../tools/harness/emulator";
import { makeInstalledProject, type InstalledProject } from "../../tools/harness/installed-project";

jest.setTimeout(60_000);

const run = promisify(execFile);
const PAGE = "docs/clients.md";
const CLIENTS_PAGE = readFileSync(join(__dirname, "..", "..", PAGE), "utf8");

/** The first TypeScript block after `heading` in the clients page. */
function exampleAfter(heading: string): string {
  const at = CLIENTS_PAGE.indexOf(`${heading}\n`);
  if (at === -1) throw new Error(`${PAGE} has no heading "${heading}"`);
  const block = /```ts\n([\s\S]*?)```/.exec(CLIENTS_PAGE.slice(at));
  if (!block) throw new Error(`no \`\`\`ts block after "${heading}" in ${PAGE}`);
  return block[1]!;
}

let emulator: TestEmulator;
let project: InstalledProject;
beforeAll(async () => {
  emulator = await startTestEmulator();
  project = makeInstalledProject();
});
afterAll(async () => {
  project?.remove();
  await emulator?.close();
});

it("runs against the emulator's seeded data and does what it says", async () => {
  const example = exampleAfter("# The API clients");
  // As a user's ES module; the example reports what it found on two lines.
  const { outputText } = ts.transpileModule(example, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const script = join(project.dir, "readme-example.mjs");
  writeFileSync(script, outputText);

  const { stdout } = await run(process.execPath, [script], {
    cwd: project.dir,
    env: {
      PATH: process.env.PATH ?? "",
      DATAFOLD_HOST: emulator.url,
      DATAFOLD_API_KEY: emulator.apiKey,
      DATAFOLD_PROXY_URL: emulator.url,
      DATAFOLD_PROXY_MANAGER_TOKEN: emulator.proxyManagerToken,
    },
  });

  const report = /^critical monitors: ([\d, ]*)\nfailed transforms: (\d+); token (\d+) created and revoked\n$/.exec(stdout);
  if (!report) throw new Error(`the example printed something else:\n${stdout}`);
  const found = { critical: report[1]!.split(", ").map(Number), failed: Number(report[2]), created: Number(report[3]) };
  const { datafold, proxy } = clientsFor(emulator);
  const critical = (await datafold.listAllMonitors({ tags: ["critical"] })).map((monitor) => monitor.id);
  expect(found.critical.length).toBeGreaterThan(0);
  expect([...found.critical].sort((a, b) => a - b)).toEqual([...critical].sort((a, b) => a - b));
  // DMA project 2 of the seeded data has two failed transforms.
  expect(found.failed).toBe(2);
  const token = await proxy.getToken({ type: "service_principal", id: "dbt-prod" }, found.created);
  expect(token).toMatchObject({ status: "revoked", revoked_reason: "rotated" });
});
