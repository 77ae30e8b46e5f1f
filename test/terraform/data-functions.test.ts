/**
 * The provider's eleven data sources (the registry's data functions) read by the real OpenTofu,
 * against the emulator, in one configuration whose outputs carry what they read: each value is
 * what the emulator holds (the seeded data, and objects made through the API before the plan),
 * and what the data function the Pulumi routes run returns for the same arguments, in Terraform's
 * names. A data source whose argument is another resource's output (not known at plan) is read
 * at apply, and a plan after it is empty.
 */
import { callDataFunction, type DataFunctionDefinition, type FunctionClients } from "../../src/functions/data-function";
import { DATA_FUNCTIONS } from "../../src/registry";
import { useTofuEmulator } from "./support/emulator";
import { providerLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { describeWithTofu } from "./support/tofu";
import { TofuWorkspace, type TofuStateJson } from "./support/tofu-workspace";

jest.setTimeout(300_000);

/** A seeded metric monitor, and the seeded data source of its table. */
const SEEDED_MONITOR = 2;
const SEEDED_SOURCE = { id: 7, name: "Snowflake production", type: "snowflake" };
/** A seeded DMA project and a seeded query's fingerprint. */
const PROJECT = 2;
const FINGERPRINT = "9f2c4e1a7b3d5f60";
const LOOKER_SECRET = "looker-secret-data-functions-5e7a9c";

interface Made {
  readonly monitorId: number;
  readonly lookerId: number;
  readonly tokenId: number;
}

function configuration(made: Made): string {
  return `
data "datafold_monitors" "metric" {
  monitor_types = ["metric"]
  order_by      = "id"
  sort_order    = "asc"
}

data "datafold_monitor" "seeded" {
  monitor_id = ${SEEDED_MONITOR}
}

data "datafold_monitor_runs" "made" {
  monitor_id = ${made.monitorId}
}

data "datafold_transform_summaries" "project" {
  project_id = ${PROJECT}
}

data "datafold_query_lineage" "revenue" {
  fingerprint = "${FINGERPRINT}"
}

data "datafold_top_queries" "top" {
  limit = 2
}

data "datafold_proxy_tokens" "alice" {
  principal_type = "user"
  principal_id   = "alice"
}

data "datafold_data_sources" "snowflake" {
  type = "snowflake"
}

data "datafold_data_source" "by_name" {
  name = "${SEEDED_SOURCE.name}"
}

data "datafold_bi_integrations" "looker" {
  kind = "looker"
}

data "datafold_audit_logs" "made" {
  object_type = "monitor"
  object_id   = ${made.monitorId}
}

# An argument known only at apply: the data source is read then.
resource "terraform_data" "later" {
  input = ${SEEDED_MONITOR}
}

data "datafold_monitor" "later" {
  monitor_id = terraform_data.later.output
}

output "monitors" { value = data.datafold_monitors.metric }
output "monitor" { value = data.datafold_monitor.seeded }
output "monitor_runs" { value = data.datafold_monitor_runs.made }
output "transform_summaries" { value = data.datafold_transform_summaries.project }
output "query_lineage" { value = data.datafold_query_lineage.revenue }
output "top_queries" { value = data.datafold_top_queries.top }
output "proxy_tokens" { value = data.datafold_proxy_tokens.alice }
output "data_sources" { value = data.datafold_data_sources.snowflake }
output "data_source" { value = data.datafold_data_source.by_name }
output "bi_integrations" { value = data.datafold_bi_integrations.looker }
output "audit_logs" { value = data.datafold_audit_logs.made }
output "later" { value = data.datafold_monitor.later.name }
`;
}

/**
 * A data function's result in Terraform's names: every object key in snake_case, down to the
 * leaves, but inside the attributes the schema types `dynamic` (given by name), which hold the
 * service's values as they are.
 */
function inTerraformNames(value: unknown, dynamic: ReadonlySet<string> = new Set()): unknown {
  if (Array.isArray(value)) return value.map((element) => inTerraformNames(element, dynamic));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const name = key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
      return [name, dynamic.has(name) ? inner : inTerraformNames(inner, dynamic)];
    }),
  );
}

describeWithTofu("the eleven data sources through the real OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  let ws: TofuWorkspace;
  let made: Made;
  let outputs: Record<string, unknown>;

  /**
   * Expects the data source's value to hold what the data function the Pulumi routes run returns
   * for `args`, against the same emulator, in Terraform's names (the value holds the arguments
   * too, null where unset).
   */
  const expectSameAsFunction = async (value: unknown, name: string, args: Record<string, unknown>, dynamic?: ReadonlySet<string>): Promise<void> => {
    const definition = DATA_FUNCTIONS.find((candidate) => candidate.name === name) as DataFunctionDefinition;
    const handed: FunctionClients = { datafold: () => live.clients.datafold, proxyAdmin: () => live.clients.proxy };
    const expected = inTerraformNames(await callDataFunction(definition, args, handed), dynamic) as Record<string, unknown>;
    const held = value as Record<string, unknown>;
    expect(Object.fromEntries(Object.keys(expected).map((key) => [key, held[key]]))).toEqual(expected);
    for (const [key, argument] of Object.entries(inTerraformNames(args) as Record<string, unknown>)) expect(held[key]).toEqual(argument);
  };

  beforeAll(async () => {
    const { datafold, proxy, control } = live.clients;
    const monitor = await datafold.createMonitor("metric", {
      name: "Orders rows (made for the data sources)",
      schedule: { interval: { every: "hour" } },
      connection_id: SEEDED_SOURCE.id,
      metric: { type: "table", table: "analytics.orders", metric: "row_count" },
    } as never);
    await control.runMonitor(monitor.id, { alert: true });
    await control.runMonitor(monitor.id);
    const looker = await datafold.createBiIntegration("looker", { name: "Looker listed", base_url: "https://example.looker.com", client_id: "c", client_secret: LOOKER_SECRET, repo_id: 3 } as never);
    const token = await proxy.createToken({ type: "user", id: "alice" }, { label: "dbt" });
    made = { monitorId: monitor.id, lookerId: looker.id, tokenId: token.id };

    launcher = providerLauncher();
    ws = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: live.env });
    ws.writeConfiguration(configuration(made));
  });
  afterAll(() => {
    ws?.remove();
    launcher?.remove();
  });

  test("the plan reads every data source whose arguments are known, and leaves the one that waits for a resource to apply", async () => {
    const plan = await ws.plan();
    expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: "" });
    expect(plan.stdout).toMatch(/# data\.datafold_monitor\.later will be read during apply/);
    expect(plan.stdout).not.toMatch(/# data\.datafold_monitor\.seeded will be read during apply/);
    expect(plan.stdout).toContain("Plan: 1 to add, 0 to change, 0 to destroy.");

    const apply = await ws.apply();
    expect({ code: apply.code, stderr: apply.stderr }).toEqual({ code: 0, stderr: "" });
    const state: TofuStateJson = await ws.state();
    outputs = Object.fromEntries(Object.entries(state.values?.outputs ?? {}).map(([name, output]) => [name, output.value]));
    expect(Object.keys(outputs).sort()).toEqual(
      ["monitors", "monitor", "monitor_runs", "transform_summaries", "query_lineage", "top_queries", "proxy_tokens", "data_sources", "data_source", "bi_integrations", "audit_logs", "later"].sort(),
    );
    expect(outputs.later).toBe((await live.clients.datafold.getMonitor(SEEDED_MONITOR)).name);
    expect((await ws.plan({ detailedExitCode: true })).code).toBe(0);
  });

  test("datafold_monitors: the metric monitors, as the API lists them, with the counts", async () => {
    const listed = (await live.clients.datafold.listAllMonitors()).filter((monitor) => monitor.monitor_type === "metric");
    const value = outputs.monitors as { monitors: { id: number; name: string | null; monitor_type: string }[]; total: number; counts_by_type: Record<string, number> };
    expect(value.total).toBe(listed.length);
    expect(value.monitors.map((monitor) => monitor.id)).toEqual(listed.map((monitor) => monitor.id).sort((a, b) => a - b));
    expect(value.monitors).toContainEqual(expect.objectContaining({ id: made.monitorId, name: "Orders rows (made for the data sources)", monitor_type: "metric", state: "ok" }));
    expect(value.counts_by_type).toEqual({ diff: 0, metric: listed.length, schema: 0, test: 0, other: 0 });
    await expectSameAsFunction(value, "getMonitors", { monitorTypes: ["metric"], orderBy: "id", sortOrder: "asc" });
  });

  test("datafold_monitor: a seeded monitor in its resource's arguments' shape, the metric as its variant", async () => {
    const detail = await live.clients.datafold.getMonitor(SEEDED_MONITOR);
    const value = outputs.monitor as Record<string, unknown>;
    expect(value).toMatchObject({ monitor_id: SEEDED_MONITOR, monitor_type: "metric", name: detail.name, connection_id: detail.dataset![0]!.connection_id, enabled: detail.enabled });
    const metric = value.metric as Record<string, unknown>;
    const variants = Object.entries(metric).filter(([, inner]) => inner !== null);
    expect(variants).toHaveLength(1);
    expect(variants[0]![1]).toMatchObject({ table: detail.dataset![0]!.table });
  });

  test("datafold_monitor_runs: the two runs of the monitor made before the plan", async () => {
    const value = outputs.monitor_runs as { runs: { monitor_id: number; state: string }[]; total: number };
    expect(value.total).toBe(2);
    expect(value.runs.map((run) => run.monitor_id)).toEqual([made.monitorId, made.monitorId]);
    expect(value.runs.map((run) => run.state).sort()).toEqual(["alert", "ok"]);
    await expectSameAsFunction(value, "getMonitorRuns", { monitorId: made.monitorId });
  });

  test("datafold_transform_summaries, datafold_query_lineage, datafold_top_queries: the seeded DMA project and queries", async () => {
    const summaries = outputs.transform_summaries as { summaries: unknown[]; progress: { total: number } };
    expect(summaries.progress.total).toBe(summaries.summaries.length);
    expect(summaries.summaries.length).toBeGreaterThan(0);
    await expectSameAsFunction(summaries, "getTransformSummaries", { projectId: PROJECT }, new Set(["summaries"]));

    const lineage = outputs.query_lineage as { query: { fingerprint: string }; tables_read: unknown[] };
    expect(lineage.query.fingerprint).toBe(FINGERPRINT);
    expect(lineage.tables_read.length).toBeGreaterThan(0);
    await expectSameAsFunction(lineage, "getQueryLineage", { fingerprint: FINGERPRINT }, new Set(["output_columns", "column_lineage"]));

    const top = outputs.top_queries as { queries: { fingerprint: string }[] };
    expect(top.queries).toHaveLength(2);
    await expectSameAsFunction(top, "getTopQueries", { limit: 2 });
  });

  test("datafold_proxy_tokens: alice's token, without its secret", async () => {
    const value = outputs.proxy_tokens as { tokens: { id: number; label: string; status: string }[] };
    expect(value.tokens).toEqual([expect.objectContaining({ id: made.tokenId, label: "dbt", status: "active" })]);
    await expectSameAsFunction(value, "getProxyTokens", { principalType: "user", principalId: "alice" });
  });

  test("datafold_data_sources and datafold_data_source: the seeded snowflake connection, found by type and by name", async () => {
    const listed = outputs.data_sources as { data_sources: { id: number; name: string; type: string }[] };
    expect(listed.data_sources).toContainEqual(expect.objectContaining({ id: SEEDED_SOURCE.id, name: SEEDED_SOURCE.name, type: SEEDED_SOURCE.type }));
    expect(listed.data_sources.every((source) => source.type === "snowflake")).toBe(true);
    await expectSameAsFunction(listed, "getDataSources", { type: "snowflake" });

    const found = outputs.data_source as Record<string, unknown>;
    const raw = await live.clients.datafold.getDataSource(SEEDED_SOURCE.id);
    expect(found).toEqual({ id: SEEDED_SOURCE.id, name: SEEDED_SOURCE.name, type: SEEDED_SOURCE.type, temp_schema: raw.temp_schema, hidden: raw.hidden });
  });

  test("datafold_bi_integrations: the Looker integration with its settings and no credential", async () => {
    const value = outputs.bi_integrations as { integrations: Record<string, unknown>[] };
    expect(value.integrations).toEqual([
      expect.objectContaining({ id: made.lookerId, kind: "looker", name: "Looker listed", base_url: "https://example.looker.com", client_id: "c", repo_id: 3, ci_config_id: null }),
    ]);
    expect(JSON.stringify(value)).not.toContain(LOOKER_SECRET);
    await expectSameAsFunction(value, "getBiIntegrations", { kind: "looker" });
  });

  test("datafold_audit_logs: the monitor's creation, by the key's user", async () => {
    const value = outputs.audit_logs as { entries: Record<string, unknown>[]; total: number };
    expect(value.total).toBeGreaterThanOrEqual(1);
    expect(value.entries).toContainEqual(expect.objectContaining({ objectType: "monitor", objectId: made.monitorId, action: "create" }));
    await expectSameAsFunction(value, "getAuditLogs", { objectType: "monitor", objectId: made.monitorId }, new Set(["entries"]));
  });

  test("nothing OpenTofu printed shows a credential", () => {
    const printed = ws.transcript.filter((entry) => !entry.startsWith("$ tofu show")).join("\n");
    for (const secret of [LOOKER_SECRET, live.emulator.apiKey, live.emulator.proxyManagerToken]) expect(printed).not.toContain(secret);
  });
});
