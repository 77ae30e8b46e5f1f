/**
 * A Pulumi YAML program through the provider plugin and the real CLI (with the YAML language
 * host built from github.com/pulumi/pulumi-yaml): the plugin scenario, with the types read
 * from the plugin's schema alone, no SDK.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { configureProvider, pluginScenario } from "./support/plugin-scenario";
import { installPlugin, packPlugin } from "../../tools/harness/plugin";
import type { PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/yaml");

describeWithLanguages(["yaml"], "a Pulumi YAML program through the provider plugin", (cliDir) => {
  const e2e = useE2E(cliDir);
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-plugin-"));
  let stack: PulumiStack;

  beforeAll(async () => {
    const tarball = packPlugin(artifacts);
    stack = e2e.project({ from: PROGRAM, withoutPackage: true }).stack("e2e", {});
    await stack.init();
    await installPlugin(stack, tarball);
    await configureProvider(stack, e2e);
  });

  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  pluginScenario(e2e, () => stack);
});
