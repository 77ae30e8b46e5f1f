/**
 * MonitorsFromYaml from a Pulumi YAML program, through the provider plugin's `construct` and
 * the real CLI (with the YAML language host built from github.com/pulumi/pulumi-yaml), the
 * component's type read from the plugin's schema alone: test/e2e/support/monitors-from-yaml-scenario.ts.
 */
import { resolve } from "node:path";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { monitorsFromYamlScenario } from "./support/monitors-from-yaml-scenario";
import { usePluginStack } from "./support/plugin-stack";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/yaml-monitors-yaml");

describeWithLanguages(["yaml"], "MonitorsFromYaml from a Pulumi YAML program through the provider plugin", (cliDir) => {
  const { e2e, stack } = usePluginStack(cliDir, PROGRAM, { label: "yaml monitors yaml" });
  // Pulumi YAML sends no version for the component: the children get a default provider of their own (LanguageTraits).
  monitorsFromYamlScenario(e2e, stack, { defaultProviders: 2, monitorShutDownTraceback: false });
});
