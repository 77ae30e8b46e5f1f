/**
 * Importing objects made in the Datafold app (through the emulator's API, not OpenTofu), through
 * the real OpenTofu, from their ids alone:
 * - `import {}` blocks for every importable resource but tokens (the four monitor kinds, a data
 *   diff's flags, the six BI integrations, a data source): a plan that generates the
 *   configuration imports them, and the provider's warning names, as HCL writes them, what GET
 *   cannot show; with those arguments added to the configuration, the plan changes nothing but
 *   writing them, its apply sends no request, and the plan after it is empty;
 * - `tofu import` of a data diff monitor (whose variant, `indb` or `inmem`, GET does not show), a
 *   Looker integration and a data source, alike;
 * - a monitor imported as the wrong kind is refused, naming the right resource type; an id that
 *   does not exist, or is no id, fails saying so; nothing is imported.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { useTofuEmulator } from "./support/emulator";
import { providerLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { describeWithTofu } from "./support/tofu";
import { TofuWorkspace, type TofuPlanJson, type TofuResourceChange } from "./support/tofu-workspace";

jest.setTimeout(300_000);

const DATA_DIFF = 101;
const SECRETS = {
  looker: "looker-import-secret-3d5f7a9c",
  tableau: "tableau-import-token-2b4d6f8a",
  powerBi: "powerbi-import-secret-1c3e5a7b",
  modeToken: "mode-import-token-9e8d7c6b",
  modePassword: "mode-import-password-5a4b3c2d",
  hightouch: "hightouch-import-token-6f5e4d3c",
  postgres: "pg-Import-Pa55word",
} as const;
const HOUR = { interval: { every: "hour" } };
/** Text as one line: OpenTofu wraps a diagnostic's detail at its own width. */
const flat = (text: string) => text.replace(/\s+/g, " ");

type Clients = ReturnType<typeof useTofuEmulator>["clients"];

/** Objects made in the app: every kind this file imports, with names of their own (`suffix`). */
async function makeObjects({ datafold }: Clients, suffix: string) {
  const monitor = async (kind: "metric" | "schema" | "test" | "diff", body: Record<string, unknown>) =>
    (await datafold.createMonitor(kind, { schedule: HOUR, tags: ["imported"], ...body } as never)).id;
  const integration = async (kind: "looker" | "tableau" | "powerbi" | "mode" | "hightouch" | "dbt", body: Record<string, unknown>) =>
    (await datafold.createBiIntegration(kind, { name: `${kind} ${suffix}`, ...body } as never)).id;
  return {
    metric: await monitor("metric", { name: `Orders rows ${suffix}`, connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" }, alert: { type: "automatic", sensitivity: 40 } }),
    schema: await monitor("schema", { name: `Orders schema ${suffix}`, schedule: { cron: "0 6 * * *" }, connection_id: 7, table: "analytics.orders", owner: "ana@example.com" }),
    test: await monitor("test", { name: `Order ids unique ${suffix}`, connection_id: 7, test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] } }),
    diff: await monitor("diff", {
      name: `Orders prod vs dev ${suffix}`,
      datadiff: { diff_type: "indb", dataset_a: { connection_id: 7, table: "prod.orders" }, dataset_b: { connection_id: 7, table: "dev.orders" }, primary_key: ["id"] },
      alert: { different_rows_count: 5 },
    }),
    looker: await integration("looker", { base_url: "https://acme.looker.com", client_id: "looker-client", client_secret: SECRETS.looker, repo_id: 3, bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }] }),
    tableau: await integration("tableau", { server_url: "https://tableau.example.com", site_id: "acme", token_name: "datafold", token_value: SECRETS.tableau }),
    powerbi: await integration("powerbi", { auth_type: "service_principal", client_id: "powerbi-client", client_secret: SECRETS.powerBi, tenant_id: "acme-tenant" }),
    mode: await integration("mode", { token: SECRETS.modeToken, password: SECRETS.modePassword, workspace: "acme" }),
    hightouch: await integration("hightouch", { token: SECRETS.hightouch, bindings: [{ remoteId: "ht_source", boundIds: [7] }], workspace: "acme-ht" }),
    dbt: await integration("dbt", { ci_config_id: 4 }),
    warehouse: (await datafold.createDataSource({ type: "pg", name: `postgres ${suffix}`, temp_schema: "datafold_tmp", options: { host: "pg.internal", user: "datafold", password: SECRETS.postgres, dbname: "analytics" } } as never)).id,
  };
}
type Made = Awaited<ReturnType<typeof makeObjects>>;

/** Each resource's block as the app made the object, with what GET cannot show given (`unshown`) or left out. */
function blocks(made: Made, suffix: string, unshown: boolean): Record<string, string> {
  const given = (text: string) => (unshown ? text : "");
  return {
    "datafold_metric_monitor.metric": `
  name          = "Orders rows ${suffix}"
  connection_id = 7
  metric        = { table = { table = "analytics.orders", metric = "row_count" } }
  schedule      = { interval = { hour = {} } }
  alert         = { automatic = { sensitivity = 40 } }
  tags          = ["imported"]`,
    "datafold_schema_change_monitor.schema": `
  name          = "Orders schema ${suffix}"
  connection_id = 7
  table         = "analytics.orders"
  schedule      = { cron = "0 6 * * *" }
  owner         = "ana@example.com"
  tags          = ["imported"]`,
    "datafold_data_test_monitor.test": `
  name          = "Order ids unique ${suffix}"
  connection_id = 7
  test          = { type = "unique", tables = [{ path = "analytics.orders", columns = ${unshown ? `["id"]` : "[]"} }] }
  schedule      = { interval = { hour = {} } }
  tags          = ["imported"]`,
    "datafold_data_diff_monitor.diff": `
  name     = "Orders prod vs dev ${suffix}"
  schedule = { interval = { hour = {} } }
  alert    = { different_rows_count = 5 }
  tags     = ["imported"]${given(`
  datadiff = {
    indb = {
      dataset_a   = { connection_id = 7, table = "prod.orders" }
      dataset_b   = { connection_id = 7, table = "dev.orders" }
      primary_key = ["id"]
    }
  }`)}`,
    "datafold_data_diff_flags.old": `
  datadiff_id = ${DATA_DIFF}`,
    "datafold_looker_integration.looker": `
  name          = "looker ${suffix}"
  base_url      = "https://acme.looker.com"
  client_id     = "looker-client"
  repo_id       = 3
  bindings      = [{ remote_id = "snowflake_prod", bound_ids = [7] }]${given(`
  client_secret = "${SECRETS.looker}"`)}`,
    "datafold_tableau_integration.tableau": `
  name        = "tableau ${suffix}"
  server_url  = "https://tableau.example.com"
  site_id     = "acme"
  token_name  = "datafold"${given(`
  token_value = "${SECRETS.tableau}"`)}`,
    "datafold_power_bi_integration.powerbi": `
  name          = "powerbi ${suffix}"
  auth_type     = "service_principal"
  client_id     = "powerbi-client"
  tenant_id     = "acme-tenant"${given(`
  client_secret = "${SECRETS.powerBi}"`)}`,
    "datafold_mode_integration.mode": `
  name      = "mode ${suffix}"
  workspace = "acme"${given(`
  token     = "${SECRETS.modeToken}"
  password  = "${SECRETS.modePassword}"`)}`,
    "datafold_hightouch_integration.hightouch": `
  name      = "hightouch ${suffix}"
  bindings  = [{ remote_id = "ht_source", bound_ids = [7] }]
  workspace = "acme-ht"${given(`
  token     = "${SECRETS.hightouch}"`)}`,
    "datafold_dbt_integration.dbt": `
  name         = "dbt ${suffix}"
  ci_config_id = 4`,
    "datafold_data_source.warehouse": `
  name        = "postgres ${suffix}"
  temp_schema = "datafold_tmp"
  postgres    = { host = "pg.internal", user = "datafold", dbname = "analytics"${given(`, password = "${SECRETS.postgres}"`)} }`,
  };
}

/** The id each address imports. */
function importIds(made: Made): Record<string, string> {
  return {
    "datafold_metric_monitor.metric": String(made.metric),
    "datafold_schema_change_monitor.schema": String(made.schema),
    "datafold_data_test_monitor.test": String(made.test),
    "datafold_data_diff_monitor.diff": String(made.diff),
    "datafold_data_diff_flags.old": String(DATA_DIFF),
    "datafold_looker_integration.looker": String(made.looker),
    "datafold_tableau_integration.tableau": String(made.tableau),
    "datafold_power_bi_integration.powerbi": String(made.powerbi),
    "datafold_mode_integration.mode": String(made.mode),
    "datafold_hightouch_integration.hightouch": String(made.hightouch),
    "datafold_dbt_integration.dbt": String(made.dbt),
    "datafold_data_source.warehouse": String(made.warehouse),
  };
}

function resourceBlocks(bodies: Record<string, string>, addresses: readonly string[] = Object.keys(bodies)): string {
  return addresses
    .map((address) => {
      const [type, name] = address.split(".");
      return `resource "${type}" "${name}" {${bodies[address]}\n}\n`;
    })
    .join("\n");
}

function importBlocks(ids: Record<string, string>): string {
  return Object.entries(ids)
    .map(([address, id]) => `import {\n  to = ${address}\n  id = "${id}"\n}\n`)
    .join("\n");
}

/** The top-level attributes whose value a planned change writes (before and after differ). */
function writtenAttributes(change: TofuResourceChange): string[] {
  const before = (change.change.before ?? {}) as Record<string, unknown>;
  const after = (change.change.after ?? {}) as Record<string, unknown>;
  return Object.keys(after).filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
}

/** What the plan does to each address: its actions, what it writes, and whether it imports. */
function planned(json: TofuPlanJson): Record<string, { actions: readonly string[]; writes: string[]; importing: boolean; unknown: boolean }> {
  return Object.fromEntries(
    (json.resource_changes ?? []).map((change) => [
      change.address,
      {
        actions: change.change.actions,
        writes: writtenAttributes(change),
        importing: change.change.importing !== undefined,
        unknown: JSON.stringify(change.change.after_unknown ?? {}).includes("true"),
      },
    ]),
  );
}

/** What the warnings of an import name: by resource type, the places listed as required and as optional. */
const WHAT_GET_CANNOT_SHOW: Record<string, { required: string[]; optional: string[] }> = {
  datafold_metric_monitor: { required: [], optional: ["metric.table.include_tables", "metric.table.exclude_tables"] },
  datafold_schema_change_monitor: { required: [], optional: ["include_tables", "exclude_tables"] },
  datafold_data_test_monitor: { required: ["test.type", "test.tables[0].columns"], optional: ["test.variables", "test.tables[1...]"] },
  datafold_data_diff_monitor: {
    required: ["datadiff (`indb` or `inmem`)", "datadiff.<indb|inmem>.primary_key"],
    optional: ["datadiff.<indb|inmem>.columns_to_compare", "datadiff.indb.timeseries_dimension_column", "datadiff.inmem.column_rules", "datadiff.<indb|inmem>.dataset_a.time_travel_point"],
  },
  datafold_looker_integration: { required: ["client_secret"], optional: [] },
  datafold_tableau_integration: { required: ["token_value"], optional: [] },
  datafold_power_bi_integration: { required: [], optional: ["client_secret"] },
  datafold_mode_integration: { required: ["token", "password"], optional: [] },
  datafold_hightouch_integration: { required: ["token"], optional: [] },
  datafold_data_source: { required: [], optional: ["postgres.password", "postgres.rootcert"] },
};

/** One import warning, as one line: `Warning: <type> <id> was imported without ... Required: ... Optional: ...`. */
function importWarning(output: string, type: string, id: string | number): string {
  const text = flat(output);
  const start = text.indexOf(`Warning: ${type} ${id} was imported without what Datafold's API does not show`);
  if (start < 0) throw new Error(`no import warning for ${type} ${id} in:\n${output}`);
  const end = text.indexOf("a later change of it is applied as any change is.", start);
  return text.slice(start, end);
}

function expectWarningNames(output: string, type: string, id: string | number): void {
  const warning = importWarning(output, type, id);
  const { required, optional } = WHAT_GET_CANNOT_SHOW[type]!;
  const optionalAt = warning.indexOf("Optional:");
  const requiredPart = optionalAt < 0 ? warning : warning.slice(0, optionalAt);
  const optionalPart = optionalAt < 0 ? "" : warning.slice(optionalAt);
  for (const place of required) expect(requiredPart).toContain(place);
  for (const place of optional) expect(optionalPart).toContain(place);
  if (required.length === 0) expect(warning).not.toContain("Required:");
  // Terraform's names only: no kit key in camelCase.
  expect(warning).not.toMatch(/\b(clientSecret|tokenValue|primaryKey|diffType|includeTables|timeTravelPoint)\b/);
}

describeWithTofu("importing objects made in the app through the real OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  const workspaces: TofuWorkspace[] = [];

  const workspace = () => {
    const ws = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: live.env });
    workspaces.push(ws);
    return ws;
  };
  const requests = async () => (await live.clients.control.requests()).map((entry) => `${entry.method} ${entry.path}`);

  beforeAll(() => {
    launcher = providerLauncher();
  });
  afterAll(() => {
    for (const ws of workspaces) ws.remove();
    launcher?.remove();
  });

  test("import {} blocks of every importable kind: the warnings name what GET cannot show; added, the plan only writes it, its apply sends nothing, then the plan is empty", async () => {
    const made = await makeObjects(live.clients, "blocks");
    const ids = importIds(made);
    const ws = workspace();

    // As a user starts: import blocks, and a plan that writes the configuration of what GET shows.
    ws.writeConfiguration(importBlocks(ids));
    const generating = await ws.plan({ flags: ["-generate-config-out=generated.tf"] });
    const printed = generating.stdout + generating.stderr;
    for (const [address, id] of Object.entries(ids)) {
      const type = address.split(".")[0]!;
      if (WHAT_GET_CANNOT_SHOW[type] === undefined) expect(flat(printed)).not.toContain(`Warning: ${type} ${id} was imported without`);
      else expectWarningNames(printed, type, id);
    }
    // A required argument GET cannot show is missing from the generated configuration: the plan fails, naming it.
    expect(generating.code).toBe(1);
    expect(flat(generating.stderr)).toContain("client_secret is required: give the Looker API client secret, e.g. var.looker_client_secret (a variable declared sensitive).");
    for (const secret of Object.values(SECRETS)) expect(printed).not.toContain(secret);
    // The generated configuration holds what GET shows, a credential as null; the user's own replaces it.
    const generated = join(ws.dir, "generated.tf");
    const written = readFileSync(generated, "utf8");
    expect(written).toMatch(/base_url\s+= "https:\/\/acme\.looker\.com"/);
    expect(written).toMatch(/token_value\s+= null # sensitive/);
    expect(written).toMatch(/datadiff\s+= null/);
    rmSync(generated);

    // With what GET cannot show added, the plan imports each, changing nothing but writing those arguments.
    ws.writeConfiguration(`${importBlocks(ids)}\n${resourceBlocks(blocks(made, "blocks", true))}`);
    const { plan, json } = await ws.planJson();
    expect(plan.stderr).toBe("");
    const changes = planned(json);
    expect(Object.keys(changes).sort()).toEqual(Object.keys(ids).sort());
    const writes = Object.fromEntries(Object.entries(changes).map(([address, change]) => [address, change.writes]));
    expect(writes).toEqual({
      "datafold_metric_monitor.metric": [],
      "datafold_schema_change_monitor.schema": [],
      "datafold_data_test_monitor.test": ["test"],
      "datafold_data_diff_monitor.diff": ["datadiff"],
      "datafold_data_diff_flags.old": [],
      "datafold_looker_integration.looker": ["client_secret"],
      "datafold_tableau_integration.tableau": ["token_value"],
      "datafold_power_bi_integration.powerbi": ["client_secret"],
      "datafold_mode_integration.mode": ["password", "token"],
      "datafold_hightouch_integration.hightouch": ["token"],
      "datafold_dbt_integration.dbt": [],
      "datafold_data_source.warehouse": ["postgres"],
    });
    for (const [address, change] of Object.entries(changes)) {
      expect({ address, importing: change.importing, unknown: change.unknown, actions: change.actions }).toEqual({
        address,
        importing: true,
        unknown: false,
        actions: change.writes.length === 0 ? ["no-op"] : ["update"],
      });
    }
    expect(plan.stdout).toContain("Plan: 12 to import, 0 to add, 8 to change, 0 to destroy.");

    // The saved plan's apply: the objects are as Datafold holds them, so nothing is sent.
    const planFile = "import.tfplan";
    expect((await ws.run(["plan", "-no-color", `-out=${planFile}`])).code).toBe(0);
    await live.clients.control.clearRequests();
    const apply = await ws.apply(planFile);
    expect({ code: apply.code, stderr: apply.stderr }).toEqual({ code: 0, stderr: "" });
    expect(apply.stdout).toContain("Apply complete! Resources: 12 imported, 0 added, 8 changed, 0 destroyed.");
    expect(await requests()).toEqual([]);

    expect((await ws.plan({ detailedExitCode: true })).code).toBe(0);
    for (const secret of Object.values(SECRETS)) expect(ws.transcript.filter((entry) => !entry.startsWith("$ tofu show")).join("\n")).not.toContain(secret);
  });

  test("tofu import of a data diff monitor, a Looker integration and a data source: the same warnings; added, the plan only writes them, and its apply sends nothing", async () => {
    const made = await makeObjects(live.clients, "cli");
    const ids = importIds(made);
    const addresses = ["datafold_data_diff_monitor.diff", "datafold_looker_integration.looker", "datafold_data_source.warehouse"];
    const ws = workspace();
    ws.writeConfiguration(resourceBlocks(blocks(made, "cli", false), addresses));
    for (const address of addresses) {
      const imported = await ws.import(address, ids[address]!);
      expect({ address, code: imported.code, stderr: imported.stderr }).toEqual({ address, code: 0, stderr: "" });
      expect(imported.stdout).toContain("Import successful!");
      expectWarningNames(imported.stdout, address.split(".")[0]!, ids[address]!);
    }
    // The data diff monitor's datadiff, whose variant GET does not show, is not in state until the configuration gives it.
    const diff = (await ws.state()).values?.root_module.resources?.find((resource) => resource.address === "datafold_data_diff_monitor.diff");
    expect(diff?.values).toMatchObject({ datadiff: null, monitor_id: made.diff, name: "Orders prod vs dev cli" });

    ws.writeConfiguration(resourceBlocks(blocks(made, "cli", true), addresses));
    const planFile = "after-import.tfplan";
    const plan = await ws.run(["plan", "-no-color", "-detailed-exitcode", `-out=${planFile}`]);
    expect(plan.code).toBe(2);
    const json = JSON.parse((await ws.ok(["show", "-no-color", "-json", planFile])).stdout) as TofuPlanJson;
    expect(planned(json)).toEqual({
      "datafold_data_diff_monitor.diff": { actions: ["update"], writes: ["datadiff"], importing: false, unknown: false },
      "datafold_looker_integration.looker": { actions: ["update"], writes: ["client_secret"], importing: false, unknown: false },
      "datafold_data_source.warehouse": { actions: ["update"], writes: ["postgres"], importing: false, unknown: false },
    });
    await live.clients.control.clearRequests();
    const apply = await ws.apply(planFile);
    expect(apply.stdout).toContain("Apply complete! Resources: 0 added, 3 changed, 0 destroyed.");
    expect(await requests()).toEqual([]);
    expect((await ws.plan({ detailedExitCode: true })).code).toBe(0);

    // A later change of what was imported unseen is a change: another primary key replaces the monitor.
    ws.writeConfiguration(resourceBlocks(blocks(made, "cli", true), addresses).replace('primary_key = ["id"]', 'primary_key = ["id", "region"]'));
    const { json: changed } = await ws.planJson();
    expect(planned(changed)["datafold_data_diff_monitor.diff"]?.actions).toEqual(["delete", "create"]);
  });

  test("a monitor imported as the wrong kind is refused by name; an id that does not exist, or is no id, fails saying so; nothing is imported", async () => {
    const { datafold } = live.clients;
    const schema = (await datafold.createMonitor("schema", { name: "Orders schema (wrong kind)", schedule: HOUR, connection_id: 7, table: "analytics.orders" } as never)).id;
    const ws = workspace();
    ws.writeConfiguration('resource "datafold_metric_monitor" "orders" {}\n\nresource "datafold_looker_integration" "looker" {}\n');

    const wrong = await ws.import("datafold_metric_monitor.orders", String(schema));
    expect(wrong.code).toBe(1);
    expect(flat(wrong.stderr)).toContain(
      `Error: datafold_metric_monitor cannot be imported Monitor ${schema} is a schema monitor, not a metric monitor: import it as datafold_schema_change_monitor. Nothing was imported.`,
    );

    const missing = await ws.import("datafold_looker_integration.looker", "999999");
    expect(missing.code).toBe(1);
    expect(flat(missing.stderr)).toContain(
      "Error: Cannot import datafold_looker_integration 999999 Datafold has nothing of the kind datafold_looker_integration manages with id 999999 (GET answered 404).",
    );

    const malformed = await ws.import("datafold_metric_monitor.orders", "orders");
    expect(malformed.code).toBe(1);
    expect(flat(malformed.stderr)).toMatch(/Error: Cannot import datafold_metric_monitor .*"orders"/);

    expect((await ws.state()).values?.root_module.resources ?? []).toEqual([]);
    for (const output of [wrong, missing, malformed]) expect(output.stderr).not.toMatch(/^\s+at /m);
  });
});
