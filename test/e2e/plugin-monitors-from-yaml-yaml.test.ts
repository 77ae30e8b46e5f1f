/**
 * MonitorsFromYaml from a Pulumi YAML program, through the provider plugin's `construct` and
 * the real CLI (with the YAML language host built from github.com/pulumi/pulumi-yaml), the
 * component's type read from the plugin's schema alone: test/e2e/support/monitors-from-yaml-scenario.ts.
 */
import { writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { monitorsFromYamlScenario } from "./support/monitors-from-yaml-scenario";
import { monitorsFile, ORDERS_ROWS, ORDERS_SCHEMA, writeMonitorsFiles } from "./support/monitors-yaml-files";
import { usePluginStack } from "./support/plugin-stack";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/yaml-monitors-yaml");

describeWithLanguages(["yaml"], "MonitorsFromYaml from a Pulumi YAML program through the provider plugin", (cliDir) => {
  const { e2e, stack } = usePluginStack(cliDir, PROGRAM, { label: "yaml monitors yaml" });
  // Pulumi YAML sends no version for the component: the children get a default provider of their own (LanguageTraits).
  monitorsFromYamlScenario(e2e, stack, { defaultProviders: 2, monitorShutDownTraceback: false });

  test("with an explicit provider, the component's monitors are created through it, and no default provider is made", async () => {
    const dir = stack().project.dir;
    await stack().config("accountHost", e2e.emulator.url);
    await stack().config("accountApiKey", e2e.emulator.apiKey, true);
    writeFileSync(join(dir, "Pulumi.yaml"), EXPLICIT_PROVIDER_PROGRAM);
    writeMonitorsFiles(dir, { "a.yaml": monitorsFile(ORDERS_ROWS, ORDERS_SCHEMA) });
    await stack().up();
    const resources = (await stack().exportState()).deployment.resources ?? [];
    expect(resources.filter((resource) => resource.type === "pulumi:providers:datafold").map((resource) => resource.urn.split("::").pop())).toEqual(["account"]);
    const monitors = resources.filter((resource) => resource.type.startsWith("datafold:index:") && resource.type.endsWith("Monitor"));
    expect(monitors.map((resource) => resource.urn.split("::").pop()).sort()).toEqual(["monitors-orders_rows", "monitors-orders_schema"]);
    for (const monitor of monitors) expect(monitor).toMatchObject({ provider: expect.stringMatching(/::pulumi:providers:datafold::account::/) });
    const ids = JSON.parse((await stack().ok(["stack", "output", "ids", "--json"])).stdout) as Record<string, number>;
    await expect(e2e.clients.datafold.getMonitor(ids.orders_rows!)).resolves.toMatchObject({ name: "Orders rows (yaml)" });
    await stack().destroy();
    await expect(e2e.clients.datafold.getMonitor(ids.orders_rows!)).rejects.toMatchObject({ status: 404 });
  });
});

/** The component given an explicit provider (its credentials from the project's own config keys). */
const EXPLICIT_PROVIDER_PROGRAM = `name: datafold-yaml-monitors-yaml
runtime: yaml
config:
  accountHost:
    type: string
  accountApiKey:
    type: string
    secret: true
resources:
  account:
    type: pulumi:providers:datafold
    properties:
      host: \${accountHost}
      apiKey: \${accountApiKey}
  monitors:
    type: datafold:index:MonitorsFromYaml
    properties:
      files:
        - monitors/*.yaml
    options:
      provider: \${account}
outputs:
  ids: \${monitors.monitors}
`;
