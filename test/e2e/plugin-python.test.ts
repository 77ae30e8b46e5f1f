/**
 * A Python program through the provider plugin and the real CLI (the Python language host of
 * sdk/v3 v3.68, the pulumi SDK from PyPI, and the generated SDK pulumi_datafold installed from
 * its wheel): the plugin scenario, test/e2e/support/plugin-scenario.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { pluginScenario } from "./support/plugin-scenario";
import { usePluginStack } from "./support/plugin-stack";
import { timed } from "./support/timed";
import { packPythonSdk, pythonVirtualenvWithSdk } from "../../tools/harness/python-sdk";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/python");

describeWithLanguages(["python"], "a Python program through the provider plugin", (cliDir) => {
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-python-sdk-"));
  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  const { e2e, stack } = usePluginStack(cliDir, PROGRAM, {
    label: "python scenario",
    prepare: async (programDir) => {
      const wheel = await timed("python scenario: build the SDK's wheel", () => packPythonSdk(artifacts));
      await timed("python scenario: the project's virtualenv", () => pythonVirtualenvWithSdk(join(programDir, "venv"), wheel));
    },
  });

  pluginScenario(e2e, stack);
});
