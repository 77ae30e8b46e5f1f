/**
 * MonitorsFromYaml from a Python program, through the provider plugin's `construct` and the
 * real CLI (the Python language host, the pulumi SDK from PyPI, and the generated SDK
 * pulumi_datafold installed from its wheel): test/e2e/support/monitors-from-yaml-scenario.ts.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { monitorsFromYamlScenario } from "./support/monitors-from-yaml-scenario";
import { usePluginStack } from "./support/plugin-stack";
import { timed } from "./support/timed";
import { packPythonSdk, pythonVirtualenvWithSdk } from "../../tools/harness/python-sdk";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/python-monitors-yaml");

describeWithLanguages(["python"], "MonitorsFromYaml from a Python program through the provider plugin", (cliDir) => {
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-python-sdk-"));
  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  const { e2e, stack } = usePluginStack(cliDir, PROGRAM, {
    label: "python monitors yaml",
    prepare: async (programDir) => {
      const wheel = await timed("python monitors yaml: build the SDK's wheel", () => packPythonSdk(artifacts));
      await timed("python monitors yaml: the project's virtualenv", () => pythonVirtualenvWithSdk(join(programDir, "venv"), wheel));
    },
  });

  // The Python SDK prints its own traceback for "resource monitor shut down" after the component's error (LanguageTraits).
  monitorsFromYamlScenario(e2e, stack, { defaultProviders: 1, monitorShutDownTraceback: true });
});
