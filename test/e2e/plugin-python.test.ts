/**
 * A Python program through the provider plugin and the real CLI (the Python language host of
 * sdk/v3 v3.68, the pulumi SDK from PyPI, and the generated SDK pulumi_datafold installed from
 * its wheel): the plugin scenario, test/e2e/support/plugin-scenario.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { configureProvider, pluginScenario } from "./support/plugin-scenario";
import { timed } from "./support/timed";
import { installPlugin, packPlugin } from "../../tools/harness/plugin";
import { packPythonSdk, pythonVirtualenvWithSdk } from "../../tools/harness/python-sdk";
import type { PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/python");

describeWithLanguages(["python"], "a Python program through the provider plugin", (cliDir) => {
  const e2e = useE2E(cliDir);
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-plugin-"));
  let stack: PulumiStack;

  beforeAll(async () => {
    const tarball = await timed("python scenario: pack the plugin", () => packPlugin(artifacts));
    const wheel = await timed("python scenario: build the SDK's wheel", () => packPythonSdk(artifacts));
    const project = e2e.project({ from: PROGRAM, withoutPackage: true });
    await timed("python scenario: the project's virtualenv", () => pythonVirtualenvWithSdk(join(project.dir, "venv"), wheel));
    stack = project.stack("e2e", {});
    await stack.init();
    await installPlugin(stack, tarball);
    await configureProvider(stack, e2e);
  });

  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  pluginScenario(e2e, () => stack);
});
