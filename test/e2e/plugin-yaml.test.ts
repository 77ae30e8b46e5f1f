/**
 * A Pulumi YAML program through the provider plugin and the real CLI (with the YAML language
 * host built from github.com/pulumi/pulumi-yaml): the plugin scenario, with the types read
 * from the plugin's schema alone, no SDK.
 */
import { resolve } from "node:path";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { pluginScenario } from "./support/plugin-scenario";
import { usePluginStack } from "./support/plugin-stack";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/yaml");

describeWithLanguages(["yaml"], "a Pulumi YAML program through the provider plugin", (cliDir) => {
  const { e2e, stack } = usePluginStack(cliDir, PROGRAM, { label: "yaml scenario" });
  pluginScenario(e2e, stack);
});
