/**
 * `pulumi import` as the plugin serves it (src/kit/import.ts), in process against the emulator:
 * every resource of the registry either imports from an id alone or says why it cannot; each
 * family's import reads what the app made, names what GET cannot show, and its inputs pass the
 * resource's own check once those are added; a monitor of another kind, an object that does not
 * exist and the tokens are refused or reported as the engine expects.
 */
import { pluginResources } from "../../src/plugin/plugin-provider";
import { RESOURCES } from "../../src/registry";
import { UNSHOWN_KEY } from "../../src/kit/import";
import { revealed } from "../../src/plugin/secret-values";
import { providerClients } from "../../src/provider/shared/provider-config";
import { useEmulatorClients } from "../../tools/harness/clients";

const live = useEmulatorClients({ monitors: 0 });
const urn = (type: string, name: string) => `urn:pulumi:dev::proj::datafold:index:${type}::${name}`;
const SCHEDULE = { interval: { every: "hour" } };

beforeAll(() => {
  providerClients.configure({ env: { DATAFOLD_HOST: live.emulator.url, DATAFOLD_API_KEY: live.emulator.apiKey } });
});

/** The engine's import: Read with no state, then Check of the inputs Read returned against themselves. */
async function imported(type: string, id: string) {
  const read = await pluginResources.read(id, urn(type, "imported"), {});
  const inputs = read.inputs!;
  const checked = await pluginResources.check(urn(type, "imported"), inputs, inputs);
  return { read, inputs: revealed(inputs) as Record<string, unknown>, failures: (checked.failures ?? []).map((failure) => failure.reason) };
}

test("every resource imports from an id alone, or refuses saying why", () => {
  const refusing = RESOURCES.filter((resource) => !("importFromId" in resource.definition && resource.definition.importFromId !== undefined)).map((resource) => resource.definition.name);
  expect(refusing).toEqual(["ProxyToken", "ProxyTokenRevocation"]);
  for (const name of refusing) expect(RESOURCES.find((resource) => resource.definition.name === name)!.definition).toHaveProperty("notImportable", expect.stringContaining("cannot be imported"));
});

test("the tokens refuse before any request; a ProxyTokenRevocation says there is nothing to read back", async () => {
  await live.clients.control.clearRequests();
  await expect(pluginResources.read("9", urn("ProxyToken", "t"), {})).rejects.toThrow(/A ProxyToken cannot be imported: Datafold shows a token's secret once/);
  await expect(pluginResources.read("9", urn("ProxyTokenRevocation", "r"), {})).rejects.toThrow(/there is nothing to read back/);
  expect(await live.clients.control.requests()).toEqual([]);
});

test("monitors: the inputs GET shows pass check; a standard data test names its type and columns; another kind is refused by name", async () => {
  const datafold = live.clients.datafold;
  const custom = (await datafold.createMonitor("metric", { name: "Custom", schedule: SCHEDULE, connection_id: 7, metric: { type: "custom", query: "SELECT 1", alert_on_missing_data: true } } as never)).id;
  const metric = await imported("MetricMonitor", String(custom));
  expect(metric.inputs).toMatchObject({ name: "Custom", connectionId: 7, metric: { type: "custom", query: "SELECT 1" }, onDelete: "delete", [UNSHOWN_KEY]: [["metric", "alertOnMissingData"]] });
  expect(metric.failures).toEqual([]);

  const standard = (await datafold.createMonitor("test", { name: "Unique ids", schedule: SCHEDULE, connection_id: 7, test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] } } as never)).id;
  const test = await imported("DataTestMonitor", String(standard));
  expect(test.inputs.test).toEqual({ tables: [{ path: "analytics.orders" }] });
  expect(test.inputs[UNSHOWN_KEY]).toEqual(expect.arrayContaining([["test", "type"], ["test", "tables"]]));
  expect(test.failures.join("\n")).toMatch(/test\.type/);

  await expect(pluginResources.read(String(custom), urn("SchemaChangeMonitor", "wrong"), {})).rejects.toThrow(
    `Monitor ${custom} is a metric monitor, not a schema monitor: import it as datafold:index:MetricMonitor. Nothing was imported.`,
  );
  // No such monitor: no id, which the engine reports as "does not exist".
  expect(await pluginResources.read("999999", urn("MetricMonitor", "none"), {})).toEqual({ id: "", props: {} });
});

test("BI integrations and data sources: the settings as GET shows them, every credential named, none invented", async () => {
  const datafold = live.clients.datafold;
  const tableau = (await datafold.createBiIntegration("tableau", { name: "Tableau", server_url: "https://tableau.example.com", site_id: "analytics", token_name: "datafold", token_value: "tableau-pat-unit" } as never)).id;
  const bi = await imported("TableauIntegration", String(tableau));
  expect(bi.inputs).toMatchObject({ name: "Tableau", serverUrl: "https://tableau.example.com", siteId: "analytics", tokenName: "datafold", [UNSHOWN_KEY]: [["tokenValue"]] });
  expect(bi.inputs).not.toHaveProperty("tokenValue");
  expect(bi.failures).toEqual([expect.stringMatching(/^tokenValue is required/)]);
  await expect(pluginResources.read(String(tableau), urn("LookerIntegration", "wrong"), {})).rejects.toThrow(/is a tableau integration, not a looker one: import it as datafold:index:TableauIntegration/);

  const source = await datafold.createDataSource({ type: "snowflake", name: "snowflake-app", options: { account: "acme-eu1", user: "DATAFOLD", password: "sf-secret-unit", warehouse: "WH" } } as never);
  const ds = await imported("DataSource", String(source.id));
  // `user` is at the vendor's default, left out as a program leaves it out; the password GET masks.
  expect(ds.inputs).toMatchObject({ name: "snowflake-app", testConnection: true, replaceOnChange: false });
  expect(ds.inputs.snowflake).toEqual({ account: "acme-eu1", warehouse: "WH" });
  expect(ds.inputs[UNSHOWN_KEY]).toEqual(expect.arrayContaining([["snowflake", "password"], ["snowflake", "keyPairFile"]]));
  expect(ds.failures).toEqual([]);

  const flags = await imported("DataDiffFlags", "104");
  expect(flags.inputs).toEqual({ datadiffId: 104, archived: true, purged: false, restoreOnDelete: false });
});

test("a refresh right after an import, before any up, reads the object and plans no change, though GET could not show a required input", async () => {
  const datafold = live.clients.datafold;
  const diffId = (
    await datafold.createMonitor("diff", {
      name: "Orders prod vs dev",
      schedule: SCHEDULE,
      datadiff: { diff_type: "indb", dataset_a: { connection_id: 7, table: "prod.orders" }, dataset_b: { connection_id: 7, table: "dev.orders" }, primary_key: ["id"] },
    } as never)
  ).id;
  const type = "DataDiffMonitor";
  const first = await pluginResources.read(String(diffId), urn(type, "imported"), {});
  // The engine's refresh: Read with the state and inputs the import stored, then Diff of the inputs.
  const refreshed = await pluginResources.read(String(diffId), urn(type, "imported"), first.props!);
  expect(refreshed.id).toBe(String(diffId));
  const planned = await pluginResources.diff(String(diffId), urn(type, "imported"), refreshed.props!, refreshed.inputs ?? first.inputs!, first.inputs);
  expect(planned).toMatchObject({ changes: false, diffs: [] });
});
