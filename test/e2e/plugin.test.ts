/**
 * What the provider plugin's own server (src/plugin/server/) serves that the SDK's `provider.main` did not, through
 * the real CLI with a Pulumi YAML program: the provider's configuration checked (CheckConfig),
 * read (Configure) and compared (DiffConfig, which must never replace), detailed diffs, the
 * schema it serves, and an invoke's argument errors.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { configureProvider } from "./support/plugin-scenario";
import { tokensInState } from "./support/token-state";
import { installPlugin, packPlugin } from "../../tools/harness/plugin";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const SCHEMA = resolve(__dirname, "../../sdk/schema.json");

/** A program of one token and one monitor, with the monitor's name and data source given. */
function program(monitor: { name: string; connectionId: number }, extra = ""): string {
  return `name: datafold-plugin
runtime: yaml
resources:
  analyst:
    type: datafold:index:ProxyToken
    properties:
      principalType: user
      principalId: bob@example.com
  orders:
    type: datafold:index:MetricMonitor
    properties:
      name: ${JSON.stringify(monitor.name)}
      connectionId: ${monitor.connectionId}
      metric: { type: table, table: analytics.orders, metric: row_count }
      schedule: { interval: { every: hour } }
${extra}`;
}

const FIRST = { name: "Orders rows", connectionId: 1 };

describeWithLanguages(["yaml"], "the provider plugin, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-plugin-"));
  let stack: PulumiStack;
  const write = (text: string) => writeFileSync(join(stack.project.dir, "Pulumi.yaml"), text);

  beforeAll(async () => {
    const tarball = packPlugin(artifacts);
    stack = e2e.project({ files: { "Pulumi.yaml": program(FIRST) }, withoutPackage: true }).stack("e2e", {});
    await stack.init();
    await installPlugin(stack, tarball);
    await configureProvider(stack, e2e);
  });

  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  test("a malformed setting fails the preview with the TypeScript route's message, naming the key, before any request", async () => {
    await stack.config("datafold:timeoutMs", "soon");
    await e2e.clients.control.clearRequests();
    const preview = await stack.run(["preview"]);
    await stack.ok(["config", "rm", "datafold:timeoutMs"]);
    expect(preview.code).not.toBe(0);
    expect(preview.stdout).toContain(
      'The request timeout "soon" (from the stack config datafold:timeoutMs) must be a whole number of milliseconds from 1 to 600000',
    );
    expect(await e2e.clients.control.requests()).toEqual([]);
  });

  test("a key that is not a setting is a warning naming the key meant", async () => {
    await stack.config("datafold:proxyURL", "https://proxy.example.com");
    const preview = await stack.run(["preview"]);
    await stack.ok(["config", "rm", "datafold:proxyURL"]);
    expect(preview.code).toBe(0);
    expect(preview.stdout).toContain("The stack config key `datafold:proxyURL` is not a setting of pulumi-datafold and is ignored: did you mean `datafold:proxyUrl`?");
  });

  test("a changed setting changes the provider and replaces nothing", async () => {
    await stack.up();
    const before = (await tokensInState(stack)).get("analyst")!.tokenId;
    await stack.config("datafold:timeoutMs", "20000");
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).not.toHaveProperty("replaced");
    expect((await tokensInState(stack)).get("analyst")!.tokenId).toBe(before);
    await stack.preview("--expect-no-changes");
  });

  test("a token whose label is left out gets one of its own, named from the URN the plugin is given", async () => {
    const analyst = (await tokensInState(stack)).get("analyst")!;
    expect(analyst.outputs.label).toMatch(/^pulumi datafold-plugin\/e2e\/analyst #[0-9a-z]{10}$/);
    await expect(e2e.clients.proxy.getToken(analyst.principal, analyst.tokenId)).resolves.toMatchObject({ label: analyst.outputs.label });
  });

  test("the detailed diff names each changed property, and which replaces", async () => {
    write(program({ name: "Orders rows (hourly)", connectionId: 1 }));
    const rename = await stack.ok(["preview", "--diff"]);
    expect(rename.stdout).toMatch(/~ name\s*: "Orders rows" => "Orders rows \(hourly\)"/);
    expect(summaryCounts(rename.stdout)).toMatchObject({ "to update": 1 });

    write(program({ name: "Orders rows", connectionId: 2 }));
    const move = await stack.ok(["preview", "--diff"]);
    expect(move.stdout).toMatch(/\+-\s*datafold:index:MetricMonitor/);
    expect(move.stdout).toMatch(/~ connectionId\s*: 1 => 2/);
    expect(summaryCounts(move.stdout)).toMatchObject({ "to replace": 1 });
    write(program(FIRST));
  });

  test("the plugin serves the schema this repository holds", async () => {
    const served = await stack.ok(["package", "get-schema", "datafold"], { noStack: true });
    expect(JSON.parse(served.stdout)).toEqual(JSON.parse(readFileSync(SCHEMA, "utf8")));
  });

  test("an invoke with a bad argument fails, naming the argument", async () => {
    write(
      program(
        FIRST,
        `variables:
  robots:
    fn::invoke:
      function: datafold:index:getProxyTokens
      arguments:
        principalType: robot
outputs:
  robots: \${robots}
`,
      ),
    );
    const preview = await stack.run(["preview"]);
    write(program(FIRST));
    expect(preview.code).not.toBe(0);
    expect(preview.stdout + preview.stderr).toMatch(/principalType[^\n]*"robot"/);
  });

  test("an explicit provider takes its own settings, keeps its secret one encrypted, and names its argument in errors", async () => {
    const explicit = (host: string) =>
      program(
        FIRST,
        `  eu:
    type: pulumi:providers:datafold
    properties:
      host: ${host}
      apiKey: \${euApiKey}
  eu-orders:
    type: datafold:index:MetricMonitor
    properties:
      name: EU orders rows
      connectionId: 1
      metric: { type: table, table: analytics.orders_eu, metric: row_count }
      schedule: { interval: { every: day } }
    options:
      provider: \${eu}
config:
  euApiKey:
    type: string
outputs:
  euMonitorId: \${eu-orders.id}
`,
      );
    await stack.config("euApiKey", e2e.emulator.apiKey, true);
    write(explicit("ftp://eu.example.com"));
    const refused = await stack.run(["preview"]);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout).toContain('The Datafold host "ftp://eu.example.com" (from the provider argument host) uses ftp://');

    write(explicit(e2e.emulator.url));
    await stack.up();
    await expect(e2e.clients.datafold.getMonitor(Number(await stack.output("euMonitorId")))).resolves.toMatchObject({ name: "EU orders rows" });
    const { text, deployment } = await stack.exportState();
    expect(text).not.toContain(e2e.emulator.apiKey);
    const provider = deployment.resources?.find((resource) => resource.urn.endsWith("::eu"));
    expect(provider?.inputs?.apiKey).toEqual({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: expect.any(String) });
    write(program(FIRST));
    await stack.up();
  });

  test("a monitor deleted in the app: refresh drops it from state, and up creates it again", async () => {
    const gone = Number((await stack.resources("datafold:index:MetricMonitor")).get("orders")!.id);
    await e2e.clients.control.deleteMonitor(gone);
    const refresh = await stack.run(["refresh", "--yes", "--skip-preview", "--expect-no-changes"]);
    expect(refresh.code).not.toBe(0);
    expect(summaryCounts(refresh.stdout)).toMatchObject({ deleted: 1 });
    expect((await stack.resources("datafold:index:MetricMonitor")).has("orders")).toBe(false);

    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toMatchObject({ created: 1 });
    const again = Number((await stack.resources("datafold:index:MetricMonitor")).get("orders")!.id);
    expect(again).not.toBe(gone);
    await expect(e2e.clients.datafold.getMonitor(again)).resolves.toMatchObject({ name: "Orders rows" });
  });

  test("destroy revokes the token and deletes the monitor", async () => {
    const token = (await tokensInState(stack)).get("analyst")!;
    const monitorId = Number((await stack.resources("datafold:index:MetricMonitor")).get("orders")!.id);
    await stack.destroy();
    await expect(e2e.clients.proxy.getToken(token.principal, token.tokenId)).resolves.toMatchObject({ status: "revoked" });
    await expect(e2e.clients.datafold.getMonitor(monitorId)).rejects.toMatchObject({ status: 404 });
  });
});
