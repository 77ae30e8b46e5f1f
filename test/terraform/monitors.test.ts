/**
 * The four monitor resources through the real OpenTofu, against the emulator, in one
 * configuration (OpenTofu plans and applies them in parallel): apply creates each kind with its
 * notifications, schedule and alert, and the plan after it is empty; after the monitors ran (and
 * alerted) a refresh-only plan is empty too; an edit in the app is drift that a refresh-only plan
 * shows, naming the attribute, and the next apply sets back; an alert change plans in place
 * (`~`), a connection change and a metric change plan a replacement (`-/+`, "forces
 * replacement" on the attribute); destroy deletes each monitor, or pauses the one with
 * `on_delete = "pause"`.
 */
import { useTofuEmulator } from "./support/emulator";
import { providerLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { describeWithTofu } from "./support/tofu";
import { actionsByAddress, TofuWorkspace } from "./support/tofu-workspace";

jest.setTimeout(300_000);

interface Variant {
  /** The connection of `paused`: 8 replaces it. */
  readonly pausedConnection?: number;
  /** The sensitivity of `orders`' automatic alert: a change updates in place. */
  readonly sensitivity?: number;
  /** The query of `custom`'s metric: a change replaces it. */
  readonly customQuery?: string;
}

function configuration({ pausedConnection = 7, sensitivity = 50, customQuery = "select count(*) from analytics.orders" }: Variant = {}): string {
  return `
resource "datafold_metric_monitor" "orders" {
  name          = "Orders amount"
  connection_id = 7
  metric        = { column = { table = "analytics.orders", column = "amount", metric = "average" } }
  schedule      = { interval = { hour = {} } }
  alert         = { automatic = { sensitivity = ${sensitivity} } }
  notifications = [
    { email = { recipients = ["data@example.com"], features = ["notify_first_triggered_only"] } },
    { slack = { integration = 3, channel = "#data", mentions = ["@ana"] } },
  ]
  tags = ["tofu"]
}

resource "datafold_metric_monitor" "paused" {
  name          = "Orders rows"
  connection_id = ${pausedConnection}
  metric        = { table = { table = "analytics.orders", metric = "row_count", filter = "status = 'paid'" } }
  schedule      = { cron = "0 6 * * *" }
  alert         = { absolute = { min = 1 } }
  on_delete     = "pause"
}

resource "datafold_metric_monitor" "custom" {
  name          = "Orders per day"
  connection_id = 7
  metric        = { custom = { query = "${customQuery}", alert_on_missing_data = true } }
  schedule      = { interval = { day = { hour = 5 } } }
  alert         = { percentage = { increase = 20, decrease = 30 } }
  notifications = [{ pagerduty = { integration = 11 } }]
}

resource "datafold_schema_change_monitor" "schema" {
  name          = "Orders schema"
  connection_id = 7
  table         = "analytics.orders"
  schedule      = { interval = { day = { hour = 6 } } }
  notifications = [{ webhook = { integration = 12 } }]
  owner         = "ana@example.com"
}

resource "datafold_data_test_monitor" "unique" {
  name          = "Order ids unique"
  connection_id = 7
  test          = { type = "unique", tables = [{ path = "analytics.orders", columns = ["id"] }] }
  schedule      = { interval = { hour = {} } }
  notifications = [{ teams = { integration = 13, channel = "data-alerts" } }]
  description   = "Every order id once"
}

resource "datafold_data_diff_monitor" "diff" {
  name = "Orders prod vs dev"
  datadiff = {
    indb = {
      dataset_a   = { connection_id = 7, table = "prod.orders" }
      dataset_b   = { connection_id = 7, table = "dev.orders", filter = "created_at > '2025-01-01'" }
      primary_key = ["id"]
    }
  }
  schedule = { interval = { day = { hour = 6 } } }
  alert    = { different_rows_percent = 1 }
}
`;
}

const ADDRESSES = {
  orders: "datafold_metric_monitor.orders",
  paused: "datafold_metric_monitor.paused",
  custom: "datafold_metric_monitor.custom",
  schema: "datafold_schema_change_monitor.schema",
  unique: "datafold_data_test_monitor.unique",
  diff: "datafold_data_diff_monitor.diff",
} as const;
type Name = keyof typeof ADDRESSES;

describeWithTofu("the four monitor kinds through the real OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  let ws: TofuWorkspace;
  let ids: Record<Name, number>;

  const monitor = (id: number) => live.clients.datafold.getMonitor(id);
  /** Each monitor's id, from the state. */
  const idsInState = async (): Promise<Record<Name, number>> => {
    const resources = (await ws.state()).values?.root_module.resources ?? [];
    const byAddress = new Map(resources.map((resource) => [resource.address, Number(resource.values.monitor_id)]));
    return Object.fromEntries(Object.entries(ADDRESSES).map(([name, address]) => [name, byAddress.get(address)!])) as Record<Name, number>;
  };

  beforeAll(async () => {
    launcher = providerLauncher();
    ws = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: live.env });
    ws.writeConfiguration(configuration());
    const apply = await ws.apply();
    if (apply.code !== 0) throw new Error(`the first apply failed:\n${ws.printed()}`);
    ids = await idsInState();
  });
  afterAll(() => {
    ws?.remove();
    launcher?.remove();
  });

  test("apply creates each kind with its notifications, schedule and alert; the plan after it is empty", async () => {
    expect(await monitor(ids.orders)).toMatchObject({
      monitor_type: "metric",
      name: "Orders amount",
      enabled: true,
      tags: ["tofu"],
      schedule: { interval: { every: "hour" } },
      alert: { type: "automatic", sensitivity: 50 },
      dataset: [expect.objectContaining({ connection_id: 7, table: "analytics.orders", column: "amount", metric: "average" })],
      notifications: [
        expect.objectContaining({ type: "email", recipients: ["data@example.com"], features: ["notify_first_triggered_only"] }),
        expect.objectContaining({ type: "slack", integration: 3, channel: "#data", mentions: ["@ana"] }),
      ],
    });
    expect(await monitor(ids.paused)).toMatchObject({ monitor_type: "metric", schedule: { cron: "0 6 * * *" }, alert: { type: "absolute", min: 1 } });
    expect(await monitor(ids.custom)).toMatchObject({
      monitor_type: "metric",
      schedule: { interval: { every: "day", hour: 5 } },
      alert: { type: "percentage", increase: 20, decrease: 30 },
      notifications: [expect.objectContaining({ type: "pagerduty", integration: 11 })],
    });
    expect(await monitor(ids.schema)).toMatchObject({
      monitor_type: "schema",
      owner: "ana@example.com",
      dataset: [expect.objectContaining({ table: "analytics.orders" })],
      notifications: [expect.objectContaining({ type: "webhook", integration: 12 })],
    });
    expect(await monitor(ids.unique)).toMatchObject({
      monitor_type: "test",
      description: "Every order id once",
      notifications: [expect.objectContaining({ type: "teams", integration: 13, channel: "data-alerts" })],
    });
    expect(await monitor(ids.diff)).toMatchObject({
      monitor_type: "diff",
      alert: { type: "diff", different_rows_percent: 1 },
      dataset: [expect.objectContaining({ table: "prod.orders" }), expect.objectContaining({ table: "dev.orders", filter: "created_at > '2025-01-01'" })],
    });

    const plan = await ws.plan({ detailedExitCode: true });
    expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: "" });
    expect(plan.stdout).toContain("No changes.");
  });

  test("after the monitors ran, and alerted, a refresh-only plan is empty", async () => {
    for (const id of Object.values(ids)) {
      await live.clients.control.runMonitor(id, { alert: true });
      await live.clients.control.runMonitor(id);
    }
    expect((await monitor(ids.orders)).last_alert).not.toBeNull();
    const refresh = await ws.plan({ detailedExitCode: true, refreshOnly: true });
    expect({ code: refresh.code, stderr: refresh.stderr }).toEqual({ code: 0, stderr: "" });
  });

  test("an edit in the app is drift a refresh-only plan shows, naming the attribute (exit 2); the next apply sets it back", async () => {
    await live.clients.control.editMonitor(ids.orders, { name: "Renamed in the app", enabled: false, tags: ["app"], alert: { type: "automatic", sensitivity: 90 } } as never);
    await live.clients.control.editMonitor(ids.schema, { schedule: { cron: "0 0 * * *" } } as never);
    await live.clients.control.editMonitor(ids.unique, { enabled: false } as never);
    await live.clients.control.editMonitor(ids.diff, { alert: { different_rows_count: 10 } } as never);

    const refresh = await ws.plan({ detailedExitCode: true, refreshOnly: true });
    expect(refresh.code).toBe(2);
    const drift = refresh.stdout;
    for (const address of [ADDRESSES.orders, ADDRESSES.schema, ADDRESSES.unique, ADDRESSES.diff]) expect(drift).toContain(`# ${address} has changed`);
    expect(drift).not.toContain(`# ${ADDRESSES.paused} has changed`);
    expect(drift).toMatch(/~ name\s+= "Orders amount" -> "Renamed in the app"/);
    expect(drift).toMatch(/~ sensitivity = 50 -> 90/);
    expect(drift).toMatch(/~ enabled\s+= true -> false/);
    expect(drift).toMatch(/\+ cron\s+= "0 0 \* \* \*"/);
    expect(drift).toMatch(/\+ different_rows_count\s+= 10/);

    const apply = await ws.apply();
    expect(apply.stdout).toContain("Apply complete! Resources: 0 added, 4 changed, 0 destroyed.");
    expect(await monitor(ids.orders)).toMatchObject({ name: "Orders amount", enabled: true, tags: ["tofu"], alert: { type: "automatic", sensitivity: 50 } });
    expect(await monitor(ids.schema)).toMatchObject({ schedule: { interval: { every: "day", hour: 6 } } });
    expect(await monitor(ids.unique)).toMatchObject({ enabled: true });
    expect(await monitor(ids.diff)).toMatchObject({ alert: { type: "diff", different_rows_percent: 1 } });
    expect((await ws.plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
  });

  test("an alert change plans in place (~); a connection change and a metric change plan a replacement (-/+) forced by that attribute", async () => {
    ws.writeConfiguration(configuration({ sensitivity: 60, pausedConnection: 8, customQuery: "select count(*) from analytics.orders where status = 'paid'" }));
    const { plan, json } = await ws.planJson({ detailedExitCode: true });
    expect(plan.code).toBe(2);
    expect(actionsByAddress(json)).toEqual({
      [ADDRESSES.orders]: ["update"],
      [ADDRESSES.paused]: ["delete", "create"],
      [ADDRESSES.custom]: ["delete", "create"],
      [ADDRESSES.schema]: ["no-op"],
      [ADDRESSES.unique]: ["no-op"],
      [ADDRESSES.diff]: ["no-op"],
    });
    const replacePaths = Object.fromEntries((json.resource_changes ?? []).filter((change) => change.change.replace_paths !== undefined).map((change) => [change.address, change.change.replace_paths]));
    expect(replacePaths).toEqual({ [ADDRESSES.paused]: [["connection_id"]], [ADDRESSES.custom]: [["metric"]] });
    const text = plan.stdout;
    expect(text).toMatch(/ {2}~ resource "datafold_metric_monitor" "orders" \{/);
    expect(text).toMatch(/~ sensitivity = 50 -> 60/);
    expect(text).toMatch(/-\/\+ resource "datafold_metric_monitor" "paused" \{/);
    expect(text).toMatch(/~ connection_id = 7 -> 8 # forces replacement/);
    expect(text).toMatch(/-\/\+ resource "datafold_metric_monitor" "custom" \{/);
    expect(text).toMatch(/~ metric\s+= \{ # forces replacement/);
    expect(text).toContain("Plan: 2 to add, 1 to change, 2 to destroy.");

    const apply = await ws.apply();
    expect(apply.stdout).toContain("Apply complete! Resources: 2 added, 1 changed, 2 destroyed.");
    const now = await idsInState();
    expect(now.orders).toBe(ids.orders);
    expect(await monitor(ids.orders)).toMatchObject({ alert: { type: "automatic", sensitivity: 60 } });
    expect(now.paused).not.toBe(ids.paused);
    expect(await monitor(now.paused)).toMatchObject({ enabled: true, dataset: [expect.objectContaining({ connection_id: 8 })] });
    // Replaced with on_delete = "pause": the old monitor is paused, not deleted.
    expect(await monitor(ids.paused)).toMatchObject({ enabled: false, name: "Orders rows" });
    expect(now.custom).not.toBe(ids.custom);
    await expect(monitor(ids.custom)).rejects.toMatchObject({ status: 404 });
    ids = now;
    expect((await ws.plan({ detailedExitCode: true })).code).toBe(0);
  });

  test("destroy deletes each monitor, and pauses the one with on_delete = \"pause\"", async () => {
    const destroy = await ws.destroy();
    expect({ code: destroy.code, stderr: destroy.stderr }).toEqual({ code: 0, stderr: "" });
    expect(destroy.stdout).toContain("Destroy complete! Resources: 6 destroyed.");
    for (const name of ["orders", "custom", "schema", "unique", "diff"] as const) await expect(monitor(ids[name])).rejects.toMatchObject({ status: 404 });
    expect(await monitor(ids.paused)).toMatchObject({ enabled: false, name: "Orders rows" });
    expect((await ws.state()).values?.root_module.resources ?? []).toEqual([]);
  });
});
