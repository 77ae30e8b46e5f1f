/**
 * Datafold's monitors YAML through the real OpenTofu: the module terraform/modules/monitors-from-yaml
 * (the data source datafold_monitors_yaml and one resource per slug) used from a root
 * configuration, against the emulator. The Pulumi component's scenario
 * (test/e2e/support/monitors-from-yaml-scenario.ts), with the same files and checks: the four
 * kinds created, quiet plans after the monitors ran, a slug moved between files keeping its
 * address, a slug removed deleting (or, with on_removed = "pause", pausing) its monitor, a bad
 * value failing the plan at the YAML's file, line and path before any change, and destroy.
 */
import { relative, resolve } from "node:path";
import { ALIAS_BOMB, expectMonitorsOfFiles, monitorsFile, ORDER_IDS, ORDERS_DIFF, ORDERS_ROWS, ORDERS_ROWS_INVALID, ORDERS_SCHEMA, writeMonitorsFiles } from "../e2e/support/monitors-yaml-files";
import { useTofuEmulator } from "./support/emulator";
import { providerLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { describeWithTofu } from "./support/tofu";
import { hclString, TofuWorkspace, type TofuPlanJson } from "./support/tofu-workspace";

jest.setTimeout(300_000);

const MODULE_DIR = resolve(__dirname, "../../terraform/modules/monitors-from-yaml");

/** Each resource the plan changes, by address: no-ops left out. */
function changes(plan: TofuPlanJson): Record<string, readonly string[]> {
  return Object.fromEntries((plan.resource_changes ?? []).filter((change) => change.change.actions.join() !== "no-op").map((change) => [change.address, change.change.actions]));
}

/** A monitor's address: `module.monitors.datafold_metric_monitor.this["orders_rows"]`. */
const address = (typeName: string, slug: string) => `module.monitors.${typeName}.this["${slug}"]`;

/** The diagnostics of a `-json` command's output (one JSON message a line), but tofu's own about dev_overrides. */
function diagnosticsOf(stdout: string): { severity: string; summary: string; detail: string }[] {
  return stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { type: string; diagnostic?: { severity: string; summary: string; detail: string } })
    .flatMap((message) => (message.type === "diagnostic" && message.diagnostic !== undefined ? [message.diagnostic] : []))
    .filter((diagnostic) => diagnostic.summary !== "Provider development overrides are in effect");
}

describeWithTofu("monitors YAML through the real OpenTofu: the module monitors-from-yaml", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  let ws: TofuWorkspace;
  let ids: Record<string, number> = {};

  /** The root configuration: the module by its path, the files against the configuration's directory. */
  const configure = (onRemoved: "delete" | "pause") =>
    ws.writeConfiguration(`module "monitors" {
  source = ${hclString(relative(ws.dir, MODULE_DIR))}

  files      = ["monitors/*.yaml"]
  base_dir   = path.module
  owner      = "owner@example.com"
  tags       = ["tofu"]
  on_removed = ${hclString(onRemoved)}
}

output "ids" {
  value = module.monitors.monitors
}
`);
  const write = (files: Record<string, string>) => writeMonitorsFiles(ws.dir, files);
  const outputIds = async () => (await ws.state()).values?.outputs?.ids?.value as Record<string, number>;
  const nonGetRequests = async () => (await live.clients.control.requests()).filter((request) => request.method !== "GET");

  beforeAll(async () => {
    launcher = providerLauncher();
    ws = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: live.env });
    configure("delete");
    // A module from a path is installed by `tofu get`, which installs modules only: with
    // dev_overrides, `tofu init` would still look the provider up in the registry.
    const get = await ws.ok(["get", "-no-color"]);
    expect(get.stdout).toContain("- monitors in ");
  });
  afterAll(() => {
    ws?.remove();
    launcher?.remove();
  });

  test("the module's files are laid out as tofu fmt lays them out", async () => {
    expect(await ws.run(["fmt", "-check", "-diff", "-no-color", MODULE_DIR])).toMatchObject({ code: 0, stdout: "" });
  });

  test("apply creates one resource per slug of both files, at the slug's address, the output mapping each slug to its monitor id", async () => {
    write({ "a.yaml": monitorsFile(ORDERS_ROWS, ORDERS_SCHEMA), "b.yaml": monitorsFile(ORDER_IDS, ORDERS_DIFF) });
    const { json } = await ws.planJson();
    expect(changes(json)).toEqual({
      [address("datafold_metric_monitor", "orders_rows")]: ["create"],
      [address("datafold_schema_change_monitor", "orders_schema")]: ["create"],
      [address("datafold_data_test_monitor", "order_ids")]: ["create"],
      [address("datafold_data_diff_monitor", "orders_diff")]: ["create"],
    });
    const apply = await ws.apply();
    expect(apply).toMatchObject({ code: 0, stderr: "" });
    expect(apply.stdout).toContain("Resources: 4 added, 0 changed, 0 destroyed.");
    ids = await outputIds();
    expect(Object.keys(ids).sort()).toEqual(["order_ids", "orders_diff", "orders_rows", "orders_schema"]);
    await expectMonitorsOfFiles(live.clients.datafold, ids, "tofu");
  });

  test("plan -detailed-exitcode and a refresh-only plan stay quiet after the monitors ran and alerted", async () => {
    for (const id of Object.values(ids)) {
      await live.clients.control.runMonitor(id, { alert: true });
      await live.clients.control.runMonitor(id);
    }
    expect(await ws.plan({ detailedExitCode: true })).toMatchObject({ code: 0, stderr: "" });
    expect(await ws.plan({ refreshOnly: true, detailedExitCode: true })).toMatchObject({ code: 0, stderr: "" });
    expect(await ws.refreshOnly()).toMatchObject({ code: 0, stderr: "" });
    expect(await ws.plan({ detailedExitCode: true })).toMatchObject({ code: 0, stderr: "" });
  });

  test("a slug moved to the other file changes nothing: the same address and monitor, no request but reads", async () => {
    write({ "a.yaml": monitorsFile(ORDERS_ROWS), "b.yaml": monitorsFile(ORDERS_SCHEMA, ORDER_IDS, ORDERS_DIFF) });
    await live.clients.control.clearRequests();
    expect(await ws.plan({ detailedExitCode: true })).toMatchObject({ code: 0, stderr: "" });
    const apply = await ws.apply();
    expect(apply.stdout).toContain("Resources: 0 added, 0 changed, 0 destroyed.");
    expect(await outputIds()).toEqual(ids);
    expect(await nonGetRequests()).toEqual([]);
  });

  test("a slug removed from the files deletes its monitor", async () => {
    write({ "a.yaml": monitorsFile(ORDERS_ROWS), "b.yaml": monitorsFile(ORDERS_SCHEMA, ORDERS_DIFF) });
    const { json } = await ws.planJson();
    expect(changes(json)).toEqual({ [address("datafold_data_test_monitor", "order_ids")]: ["delete"] });
    expect(await ws.apply()).toMatchObject({ code: 0, stderr: "" });
    await expect(live.clients.datafold.getMonitor(ids.order_ids!)).rejects.toMatchObject({ status: 404 });
    expect(Object.keys(await outputIds()).sort()).toEqual(["orders_diff", "orders_rows", "orders_schema"]);
  });

  test('with on_removed = "pause", a slug removed pauses its monitor and leaves it in Datafold; the change of strategy itself makes no request', async () => {
    configure("pause");
    await live.clients.control.clearRequests();
    const { json } = await ws.planJson();
    // Each monitor's on_delete, kept in state.
    expect(changes(json)).toEqual({
      [address("datafold_metric_monitor", "orders_rows")]: ["update"],
      [address("datafold_schema_change_monitor", "orders_schema")]: ["update"],
      [address("datafold_data_diff_monitor", "orders_diff")]: ["update"],
    });
    expect(await ws.apply()).toMatchObject({ code: 0, stderr: "" });
    expect(await nonGetRequests()).toEqual([]);
    expect(await ws.plan({ detailedExitCode: true })).toMatchObject({ code: 0 });

    write({ "a.yaml": monitorsFile(ORDERS_ROWS), "b.yaml": monitorsFile(ORDERS_SCHEMA) });
    expect(await ws.apply()).toMatchObject({ code: 0, stderr: "" });
    await expect(live.clients.datafold.getMonitor(ids.orders_diff!)).resolves.toMatchObject({ enabled: false, name: "Orders prod vs dev (yaml)" });
    expect(Object.keys(await outputIds()).sort()).toEqual(["orders_rows", "orders_schema"]);
  });

  test("a bad value fails the plan naming file, line and YAML path, one error per problem, the unknown key a warning, before any change", async () => {
    write({ "a.yaml": monitorsFile(ORDERS_SCHEMA), "b.yaml": monitorsFile(ORDERS_ROWS_INVALID, ["    colour: red"]) });
    await live.clients.control.clearRequests();
    const plan = await ws.plan();
    expect(plan.code).toBe(1);
    // tofu wraps a diagnostic's text at spaces.
    const printed = `${plan.stdout}\n${plan.stderr}`.replace(/\s+/g, " ");
    expect(printed).toContain('Error: Invalid monitors YAML with module.monitors.data.datafold_monitors_yaml.this');
    expect(printed).toContain('monitors/b.yaml:6: monitors.orders_rows.metric.metric: must be "row_count", "freshness", ');
    expect(printed).toContain("monitors/b.yaml:8: monitors.orders_rows.alert.sensitivity: must be a whole number from 0 to 100; got 500.");
    expect(printed).toMatch(/Warning: Monitors YAML .*monitors\/b\.yaml:11: monitors\.orders_rows\.colour: not a key of Datafold's monitors YAML schema here, so it is ignored/);
    expect(printed).not.toMatch(/InvalidArgumentError|node_modules|\bat .+:\d+:\d+\)/);

    const json = await ws.run(["plan", "-no-color", "-json"]);
    expect(json.code).toBe(1);
    expect(diagnosticsOf(json.stdout).map(({ severity, summary, detail }) => ({ severity, summary, detail: detail.split(": must")[0] }))).toEqual([
      { severity: "warning", summary: "Monitors YAML", detail: expect.stringMatching(/^monitors\/b\.yaml:11: monitors\.orders_rows\.colour: not a key/) },
      { severity: "error", summary: "Invalid monitors YAML", detail: "monitors/b.yaml:6: monitors.orders_rows.metric.metric" },
      { severity: "error", summary: "Invalid monitors YAML", detail: "monitors/b.yaml:8: monitors.orders_rows.alert.sensitivity" },
    ]);
    expect(await nonGetRequests()).toEqual([]);
  });

  test("an alias bomb fails the plan as the file's invalid YAML, not the YAML library's ReferenceError", async () => {
    write({ "a.yaml": monitorsFile(ORDERS_ROWS), "bomb.yaml": ALIAS_BOMB });
    const plan = await ws.plan();
    expect(plan.code).toBe(1);
    const printed = `${plan.stdout}\n${plan.stderr}`.replace(/\s+/g, " ");
    expect(printed).toContain("Error: Cannot read the monitors YAML");
    expect(printed).toContain("Invalid YAML in monitors/bomb.yaml: its aliases (*name) expand to more than 1000 nodes, as an alias bomb does.");
    expect(printed).not.toMatch(/ReferenceError|Excessive alias count/);
  });

  test("destroy deletes every monitor (on_removed delete)", async () => {
    configure("delete");
    write({ "a.yaml": monitorsFile(ORDERS_ROWS), "b.yaml": monitorsFile(ORDERS_SCHEMA) });
    expect(await ws.apply()).toMatchObject({ code: 0, stderr: "" });
    expect(await ws.destroy()).toMatchObject({ code: 0, stderr: "" });
    await expect(live.clients.datafold.getMonitor(ids.orders_rows!)).rejects.toMatchObject({ status: 404 });
    await expect(live.clients.datafold.getMonitor(ids.orders_schema!)).rejects.toMatchObject({ status: 404 });
    const state = await ws.state();
    expect(state.values?.root_module.resources ?? []).toEqual([]);
    expect((state.values?.root_module as { child_modules?: unknown[] } | undefined)?.child_modules ?? []).toEqual([]);
  });
});
