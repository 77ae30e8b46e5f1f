/**
 * The provider plugin serves DataSource (the route of Python, Go and YAML programs): the
 * credentials inside a kind's block handed back to the engine as secrets in the checked inputs
 * and in every state, a failed connection test reported as created-but-failed with its state's
 * credentials secret too, a change refused by check, and the delete's warning, against the
 * emulator through the same kit provider the dynamic resource runs.
 */
import { isInitFailure } from "../../src/kit/init-failure";
import { pluginResources } from "../../src/plugin/plugin-provider";
import { PLUGIN_RESOURCES } from "../../src/plugin/resource-types";
import { asSecret } from "../../src/plugin/secret-values";
import { providerClients } from "../../src/provider/shared/provider-config";
import { useEmulatorClients } from "../../tools/harness/clients";

const live = useEmulatorClients({ monitors: 0 });

const URN = "urn:pulumi:dev::proj::datafold:index:DataSource::warehouse";
const PASSWORD = "plugin-pg-password-7c6b5a4d";

beforeAll(() => {
  providerClients.configure({ env: { DATAFOLD_HOST: live.emulator.url, DATAFOLD_API_KEY: live.emulator.apiKey } });
});

const NEWS = { name: "plugin-pg", postgres: { host: "db.example.com", user: "datafold", dbname: "analytics", password: PASSWORD }, tempSchema: "tmp" };

test("the plugin marks every credential of every kind, inside its block", () => {
  const resource = PLUGIN_RESOURCES.get("datafold:index:DataSource")!;
  expect(resource.secretInputs).toEqual(expect.arrayContaining([["postgres", "password"], ["snowflake", "keyPairFile"], ["bigQuery", "jsonKeyFile"]]));
});

test("a plain credential comes back secret from check and in every state; refresh quiet; a change refused; delete warns", async () => {
  const checked = await pluginResources.check(URN, {}, NEWS);
  expect(checked.failures ?? []).toEqual([]);
  expect((checked.inputs!.postgres as Record<string, unknown>).password).toEqual(asSecret(PASSWORD));

  const created = await pluginResources.create(URN, checked.inputs!);
  expect((created.outs!.postgres as Record<string, unknown>).password).toEqual(asSecret(PASSWORD));
  expect(created.outs).toMatchObject({ connectionTest: "passed", type: "pg" });
  const read = await pluginResources.read(created.id, URN, created.outs!);
  expect((read.props!.postgres as Record<string, unknown>).password).toEqual(asSecret(PASSWORD));
  expect((read.inputs!.postgres as Record<string, unknown>).password).toEqual(asSecret(PASSWORD));
  await expect(pluginResources.diff(created.id, URN, read.props!, checked.inputs!)).resolves.toMatchObject({ changes: false });

  const refused = await pluginResources.check(URN, read.inputs!, { ...NEWS, tempSchema: "other" });
  expect((refused.failures ?? []).map((failure) => failure.reason)).toEqual([expect.stringMatching(/^tempSchema differs from the data source Datafold has/)]);

  const warnings: string[] = [];
  const write = process.stderr.write.bind(process.stderr);
  process.stderr.write = ((text: string) => (warnings.push(String(text)), true)) as typeof process.stderr.write;
  try {
    await pluginResources.delete(created.id, URN, created.outs!);
  } finally {
    process.stderr.write = write;
  }
  expect(warnings.join("")).toContain(`warning: DataSource "plugin-pg" (id ${created.id}) stays in Datafold`);
  await expect(live.clients.datafold.getDataSource(Number(created.id))).resolves.toMatchObject({ name: "plugin-pg" });
});

test("a failed connection test is created-but-failed: the id, and the state with its credential secret", async () => {
  await live.clients.control.setDataSourceTestOutcome({ name: "plugin-broken", outcome: "fail", message: "no route to host" });
  const checked = await pluginResources.check(URN, {}, { ...NEWS, name: "plugin-broken" });
  const error = await pluginResources.create(URN, checked.inputs!).catch((caught: unknown) => caught);
  expect(isInitFailure(error)).toBe(true);
  const failure = error as { id: string; properties: Record<string, unknown>; message: string };
  expect(failure.message).toContain("connection failed: no route to host");
  expect(failure.properties).toMatchObject({ connectionTest: "failed", dataSourceId: Number(failure.id) });
  expect((failure.properties.postgres as Record<string, unknown>).password).toEqual(asSecret(PASSWORD));
  expect(failure.message).not.toContain(PASSWORD);
});

describe("adoption of a live data source by id", () => {
  const SEEDED = { name: "Snowflake production", snowflake: { account: "example-analytics", authMethod: "keypair", role: "DATAFOLD_ROLE", warehouse: "DATAFOLD_WH", defaultDb: "ANALYTICS", keyPairFile: "-----BEGIN PRIVATE KEY-----" }, tempSchema: "ANALYTICS.DATAFOLD_TMP", adoptDataSourceId: 7, testConnection: false };

  test("a data source that shows what the inputs say is adopted: its id, no POST, and a refresh that stays quiet", async () => {
    await live.clients.control.clearRequests();
    const checked = await pluginResources.check(URN, {}, SEEDED);
    expect(checked.failures ?? []).toEqual([]);
    const created = await pluginResources.create(URN, checked.inputs!);
    expect(created.id).toBe("7");
    expect(created.outs).toMatchObject({ dataSourceId: 7, type: "snowflake", connectionTest: "not run" });
    expect((await live.clients.control.requests()).filter((request) => request.method === "POST")).toEqual([]);
    const read = await pluginResources.read(created.id, URN, created.outs!);
    await expect(pluginResources.diff(created.id, URN, read.props!, checked.inputs!)).resolves.toMatchObject({ changes: false });
  });

  test("one that differs, another kind, or none is refused, naming what and what to do; nothing is sent but GET", async () => {
    await live.clients.control.clearRequests();
    const adopt = async (inputs: Record<string, unknown>) => {
      const checked = await pluginResources.check(URN, {}, inputs);
      return (await pluginResources.create(URN, checked.inputs!).catch((caught: unknown) => caught)) as Error;
    };
    expect((await adopt({ ...SEEDED, snowflake: { ...SEEDED.snowflake, warehouse: "OTHER_WH" } })).message).toBe(
      "adoptDataSourceId 7: snowflake.warehouse differs from what Datafold shows, and the API cannot change a data source. Set the program to what the app shows, or leave adoptDataSourceId out to create a new one. Nothing was changed.",
    );
    const { snowflake: _snowflake, ...common } = SEEDED;
    expect((await adopt({ ...common, postgres: { host: "h", user: "u", dbname: "d" } })).message).toMatch(/^adoptDataSourceId 7 is a "snowflake" data source, not "pg": set the block of its kind \(snowflake\)/);
    expect((await adopt({ ...SEEDED, adoptDataSourceId: 999 })).message).toBe("adoptDataSourceId 999: no such data source in Datafold (GET answered 404). Nothing was changed.");
    expect((await live.clients.control.requests()).filter((request) => request.method !== "GET")).toEqual([]);
  });
});
