/**
 * A data diff's flags, the six BI integrations and a data source through the real OpenTofu,
 * against the emulator, in one configuration, with two monitors whose connection comes from
 * `data.datafold_data_source` found by name (a seeded connection, and the data source the
 * configuration makes): apply creates them (credentials from sensitive variables, never printed);
 * the plan after it, and a refresh-only plan after a sync and a connection test, are empty; an
 * edit in the app is drift a refresh-only plan shows; the next apply sets it back, one request
 * per object (the Looker PUT carrying its secret), except for the data source, whose API has no
 * update: the plan refuses it, naming each argument and what to do, until the configuration says
 * what the app shows; destroy deletes the integrations and the monitors, un-archives the data
 * diff (restore_on_delete), and warns, as a warning diagnostic, that the data source stays.
 */
import { createHash } from "node:crypto";
import { useTofuEmulator } from "./support/emulator";
import { providerLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { describeWithTofu } from "./support/tofu";
import { hclString, TofuWorkspace } from "./support/tofu-workspace";

jest.setTimeout(300_000);

const DATA_DIFF = 101;
/** The seeded data source the first monitor finds by name. */
const SEEDED_SOURCE = { id: 7, name: "Snowflake production" };
const SECRETS = {
  looker_secret: "looker-tofu-secret-7c1d9e2f",
  tableau_token: "tableau-tofu-token-4a6b8c0d",
  power_bi_secret: "powerbi-tofu-secret-1e3f5a7b",
  mode_token: "mode-tofu-token-9c2e4a6b",
  mode_password: "mode-tofu-password-8d0f2b4c",
  hightouch_token: "hightouch-tofu-token-3b5d7f9a",
  snowflake_password: "sn0wflake-Tofu-Pa55word",
} as const;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

interface Variant {
  readonly warehouse?: string;
  readonly tempSchema?: string;
}

function configuration({ warehouse = "COMPUTE_WH", tempSchema = "ANALYTICS.TMP" }: Variant = {}): string {
  const variables = Object.keys(SECRETS)
    .map((name) => `variable "${name}" {\n  type      = string\n  sensitive = true\n}\n`)
    .join("\n");
  return `${variables}
resource "datafold_data_diff_flags" "old" {
  datadiff_id       = ${DATA_DIFF}
  archived          = true
  restore_on_delete = true
}

resource "datafold_looker_integration" "looker" {
  name              = "Looker tofu"
  base_url          = "https://example.looker.com"
  client_id         = "looker-client"
  client_secret     = var.looker_secret
  repo_id           = 3
  bindings          = [{ remote_id = "snowflake_prod", bound_ids = [7] }]
  sync_after_change = true
}

resource "datafold_tableau_integration" "tableau" {
  name        = "Tableau tofu"
  server_url  = "https://tableau.example.com"
  site_id     = "acme"
  token_name  = "datafold"
  token_value = var.tableau_token
}

resource "datafold_power_bi_integration" "power_bi" {
  name          = "Power BI tofu"
  auth_type     = "service_principal"
  client_id     = "powerbi-client"
  client_secret = var.power_bi_secret
  tenant_id     = "acme-tenant"
}

resource "datafold_mode_integration" "mode" {
  name      = "Mode tofu"
  token     = var.mode_token
  password  = var.mode_password
  workspace = "acme"
}

resource "datafold_hightouch_integration" "hightouch" {
  name      = "Hightouch tofu"
  token     = var.hightouch_token
  bindings  = [{ remote_id = "ht_source", bound_ids = [7] }]
  workspace = "acme-ht"
}

resource "datafold_dbt_integration" "dbt" {
  name         = "dbt tofu"
  ci_config_id = 4
}

resource "datafold_data_source" "warehouse" {
  name        = "snowflake-tofu"
  snowflake   = { account = "acme-eu1", user = "DATAFOLD", password = var.snowflake_password, warehouse = ${hclString(warehouse)} }
  temp_schema = ${hclString(tempSchema)}
}

# Connections found by name: one that exists already, and the one made above (read once it exists).
data "datafold_data_source" "seeded" {
  name = ${hclString(SEEDED_SOURCE.name)}
}

data "datafold_data_source" "made" {
  name = datafold_data_source.warehouse.name
}

resource "datafold_schema_change_monitor" "seeded" {
  name          = "Orders schema (seeded connection)"
  connection_id = data.datafold_data_source.seeded.id
  table         = "ANALYTICS.PROD.ORDERS"
  schedule      = { interval = { day = { hour = 6 } } }
}

resource "datafold_schema_change_monitor" "made" {
  name          = "Orders schema (new connection)"
  connection_id = data.datafold_data_source.made.id
  table         = "ANALYTICS.PROD.ORDERS"
  schedule      = { interval = { day = { hour = 6 } } }
}

output "found" {
  value = { seeded = data.datafold_data_source.seeded.id, made = data.datafold_data_source.made.id, made_type = data.datafold_data_source.made.type }
}
`;
}

const INTEGRATIONS = ["looker", "tableau", "power_bi", "mode", "hightouch", "dbt"] as const;
type Integration = (typeof INTEGRATIONS)[number];
/** Each kind as the API names it, in its paths and answers. */
const API_KIND: Record<Integration, string> = { looker: "looker", tableau: "tableau", power_bi: "powerbi", mode: "mode", hightouch: "hightouch", dbt: "dbt" };
/** Text as one line: OpenTofu wraps a diagnostic's detail at its own width. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describeWithTofu("data diff flags, the six BI integrations and a data source through the real OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  let ws: TofuWorkspace;
  let integrationIds: Record<Integration, number>;
  let dataSourceId: number;
  let monitorIds: { seeded: number; made: number };

  const stateValues = async () => {
    const resources = (await ws.state()).values?.root_module.resources ?? [];
    return new Map(resources.map((resource) => [resource.address, resource.values]));
  };
  /** The requests that were no read, as `METHOD path`. */
  const writes = async () => (await live.clients.control.requests()).filter((entry) => entry.method !== "GET").map((entry) => `${entry.method} ${entry.path}`);

  beforeAll(async () => {
    launcher = providerLauncher();
    const secrets = Object.fromEntries(Object.entries(SECRETS).map(([name, value]) => [`TF_VAR_${name}`, value]));
    ws = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: { ...live.env, ...secrets } });
    ws.writeConfiguration(configuration());
    const apply = await ws.apply();
    if (apply.code !== 0) throw new Error(`the first apply failed:\n${ws.printed()}`);
    const values = await stateValues();
    integrationIds = Object.fromEntries(INTEGRATIONS.map((kind) => [kind, Number(values.get(`datafold_${kind}_integration.${kind}`)!.integration_id)])) as Record<Integration, number>;
    dataSourceId = Number(values.get("datafold_data_source.warehouse")!.data_source_id);
    monitorIds = {
      seeded: Number(values.get("datafold_schema_change_monitor.seeded")!.monitor_id),
      made: Number(values.get("datafold_schema_change_monitor.made")!.monitor_id),
    };
  });
  afterAll(() => {
    ws?.remove();
    launcher?.remove();
  });

  test("apply creates each object as configured; monitors get the connections found by name; the plan after it is empty", async () => {
    const { datafold, control } = live.clients;
    expect((await datafold.getDataDiff(DATA_DIFF)).archived).toBe(true);
    expect(await datafold.getBiIntegration(integrationIds.looker)).toMatchObject({ type: "looker", name: "Looker tofu", base_url: "https://example.looker.com", repo_id: 3, bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }] });
    expect(await datafold.getBiIntegration(integrationIds.tableau)).toMatchObject({ type: "tableau", server_url: "https://tableau.example.com", site_id: "acme", token_name: "datafold" });
    expect(await datafold.getBiIntegration(integrationIds.power_bi)).toMatchObject({ type: "powerbi", auth_type: "service_principal", client_id: "powerbi-client", tenant_id: "acme-tenant" });
    expect(await datafold.getBiIntegration(integrationIds.mode)).toMatchObject({ type: "mode", workspace: "acme" });
    expect(await datafold.getBiIntegration(integrationIds.hightouch)).toMatchObject({ type: "hightouch", workspace: "acme-ht", bindings: [{ remoteId: "ht_source", boundIds: [7] }] });
    expect(await datafold.getBiIntegration(integrationIds.dbt)).toMatchObject({ type: "dbt", name: "dbt tofu", ci_config_id: 4 });
    // Every credential arrived as configured; the Looker integration synced after its create.
    const hashes = async (kind: Integration) => (await control.storedBiIntegration(integrationIds[kind])).credentialHashes;
    expect(await hashes("looker")).toEqual({ client_secret: sha256(SECRETS.looker_secret) });
    expect(await hashes("tableau")).toEqual({ token_value: sha256(SECRETS.tableau_token) });
    expect(await hashes("power_bi")).toEqual({ client_secret: sha256(SECRETS.power_bi_secret) });
    expect(await hashes("mode")).toEqual({ token: sha256(SECRETS.mode_token), password: sha256(SECRETS.mode_password) });
    expect(await hashes("hightouch")).toEqual({ token: sha256(SECRETS.hightouch_token) });
    expect((await control.storedBiIntegration(integrationIds.looker)).syncCount).toBe(1);

    const source = await datafold.getDataSource(dataSourceId);
    expect(source).toMatchObject({ name: "snowflake-tofu", type: "snowflake", temp_schema: "ANALYTICS.TMP", options: { account: "acme-eu1", password: "**********", warehouse: "COMPUTE_WH" } });
    expect((await stateValues()).get("datafold_data_source.warehouse")).toMatchObject({ connection_test: "passed", type: "snowflake" });

    expect((await datafold.getMonitor(monitorIds.seeded)).dataset).toEqual([expect.objectContaining({ connection_id: SEEDED_SOURCE.id })]);
    expect((await datafold.getMonitor(monitorIds.made)).dataset).toEqual([expect.objectContaining({ connection_id: dataSourceId })]);
    expect((await ws.state()).values?.outputs?.found?.value).toEqual({ seeded: SEEDED_SOURCE.id, made: dataSourceId, made_type: "snowflake" });

    const plan = await ws.plan({ detailedExitCode: true });
    expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 0, stderr: "" });
  });

  test("after a sync and a connection test, a refresh-only plan is empty", async () => {
    await live.clients.datafold.syncBiIntegration(integrationIds.looker);
    await live.clients.datafold.testDataSource(dataSourceId);
    const refresh = await ws.plan({ detailedExitCode: true, refreshOnly: true });
    expect({ code: refresh.code, stderr: refresh.stderr }).toEqual({ code: 0, stderr: "" });
  });

  test("an edit in the app is drift a refresh-only plan shows; the data source's is refused at plan, before any write, until the configuration says the same; the next apply sets the rest back", async () => {
    const { datafold, control } = live.clients;
    await datafold.updateDataDiff(DATA_DIFF, { archived: false });
    await control.editBiIntegration(integrationIds.looker, { name: "Renamed in the app", bindings: [] });
    await control.editBiIntegration(integrationIds.tableau, { site_id: "other" });
    await control.editBiIntegration(integrationIds.power_bi, { tenant_id: "other-tenant" });
    await control.editBiIntegration(integrationIds.mode, { workspace: "other" });
    await control.editBiIntegration(integrationIds.hightouch, { bindings: [{ remoteId: "ht_other", boundIds: [3] }] });
    await control.editBiIntegration(integrationIds.dbt, { ci_config_id: 9 });
    await control.editDataSource(dataSourceId, { options: { warehouse: "BIG_WH" }, temp_schema: "ANALYTICS.OTHER" });

    const refresh = await ws.plan({ detailedExitCode: true, refreshOnly: true });
    expect(refresh.code).toBe(2);
    const drift = refresh.stdout;
    expect(drift).toMatch(/~ archived\s+= true -> false/);
    expect(drift).toMatch(/~ name\s+= "Looker tofu" -> "Renamed in the app"/);
    expect(drift).toMatch(/~ site_id\s+= "acme" -> "other"/);
    expect(drift).toMatch(/~ tenant_id\s+= "acme-tenant" -> "other-tenant"/);
    expect(drift).toMatch(/~ workspace\s+= "acme" -> "other"/);
    expect(drift).toMatch(/~ remote_id = "ht_source" -> "ht_other"/);
    expect(drift).toMatch(/~ ci_config_id\s+= 4 -> 9/);
    expect(drift).toMatch(/~ warehouse = "COMPUTE_WH" -> "BIG_WH"/);
    expect(drift).toMatch(/~ temp_schema\s+= "ANALYTICS.TMP" -> "ANALYTICS.OTHER"/);

    await control.clearRequests();
    const refused = await ws.plan();
    expect(refused.code).toBe(1);
    const errors = flat(refused.stderr);
    for (const argument of ["snowflake.warehouse", "temp_schema"]) {
      expect(errors).toContain(`${argument} differs from the data source Datafold has (changed in the configuration, or in the app and seen by refresh)`);
    }
    expect(errors).toContain(
      "Either edit it in the Datafold app (Settings → Data connections), run `tofu apply -refresh-only`, and set the configuration to what the app shows; " +
        "or set replace_on_change = true to create a new data source",
    );
    expect(await writes()).toEqual([]);

    ws.writeConfiguration(configuration({ warehouse: "BIG_WH", tempSchema: "ANALYTICS.OTHER" }));
    const apply = await ws.apply();
    expect(apply.stdout).toContain("Apply complete! Resources: 0 added, 7 changed, 0 destroyed.");
    expect(apply.stdout).not.toContain("datafold_data_source.warehouse: Modifying");
    expect((await writes()).sort()).toEqual(
      [`PATCH /api/v1/datadiffs/${DATA_DIFF}`, ...INTEGRATIONS.map((kind) => `PUT /api/v1/lineage/bi/${API_KIND[kind]}/${integrationIds[kind]}/`)].sort(),
    );
    expect((await datafold.getDataDiff(DATA_DIFF)).archived).toBe(true);
    expect(await datafold.getBiIntegration(integrationIds.looker)).toMatchObject({ name: "Looker tofu", bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }] });
    expect(await datafold.getBiIntegration(integrationIds.tableau)).toMatchObject({ site_id: "acme" });
    expect(await datafold.getBiIntegration(integrationIds.power_bi)).toMatchObject({ tenant_id: "acme-tenant" });
    expect(await datafold.getBiIntegration(integrationIds.mode)).toMatchObject({ workspace: "acme" });
    expect(await datafold.getBiIntegration(integrationIds.hightouch)).toMatchObject({ bindings: [{ remoteId: "ht_source", boundIds: [7] }] });
    expect(await datafold.getBiIntegration(integrationIds.dbt)).toMatchObject({ ci_config_id: 4 });
    // The whole-body PUT carried the secret again (write-only: it cannot be read back), and the sync ran after it.
    expect(await control.storedBiIntegration(integrationIds.looker)).toMatchObject({ credentialHashes: { client_secret: sha256(SECRETS.looker_secret) }, syncCount: 3 });
    expect((await ws.plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
  });

  test("destroy deletes the integrations and monitors, un-archives the data diff, and warns that the data source stays in Datafold", async () => {
    const destroy = await ws.destroy();
    expect({ code: destroy.code, stderr: destroy.stderr }).toEqual({ code: 0, stderr: "" });
    expect(destroy.stdout).toContain("Destroy complete! Resources: 10 destroyed.");
    expect(flat(destroy.stdout)).toContain(
      `Warning: datafold datafold_data_source "snowflake-tofu" (id ${dataSourceId}) stays in Datafold: its API cannot delete a data source, ` +
        "so the state only stops tracking it. Delete it in the Datafold app (Settings → Data connections) if nothing uses it any more.",
    );
    await expect(live.clients.datafold.listBiIntegrations()).resolves.toEqual([]);
    expect((await live.clients.datafold.getDataDiff(DATA_DIFF)).archived).toBe(false);
    for (const id of Object.values(monitorIds)) await expect(live.clients.datafold.getMonitor(id)).rejects.toMatchObject({ status: 404 });
    await expect(live.clients.datafold.getDataSource(dataSourceId)).resolves.toMatchObject({ name: "snowflake-tofu" });
    expect((await ws.state()).values?.root_module.resources ?? []).toEqual([]);
  });

  test("nothing plan, apply or destroy printed shows a credential (the state holds them: `tofu show -json` prints it whole)", () => {
    const commands = ws.transcript.filter((entry) => !entry.startsWith("$ tofu show"));
    expect(commands.length).toBeGreaterThanOrEqual(8);
    const printed = commands.join("\n");
    for (const secret of [...Object.values(SECRETS), live.emulator.apiKey]) expect(printed).not.toContain(secret);
  });
});
