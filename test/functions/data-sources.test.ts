/**
 * getDataSources and getDataSource against the emulator: filters by name and by kind (either
 * name of it), look-ups by id and by name, a name matching none or several failing with the
 * account's data sources listed, the Output forms, and bad arguments refused before a request.
 */
import { InvalidArgumentError } from "../../src";
import { getDataSource, getDataSourceOutput, getDataSources, getDataSourcesOutput } from "../../src/functions";
import { clientsFor, thrown } from "../../tools/harness/clients";
import { useResetEmulator } from "../../tools/harness/emulator";
import { emulatorStackConfig, resolveOutput, setStackConfig, useCleanProgramSettings } from "./program-settings";

const live = useResetEmulator({ monitors: 0 });
useCleanProgramSettings();

let clients: ReturnType<typeof clientsFor>;
beforeEach(async () => {
  clients = clientsFor(live.emulator);
  setStackConfig(emulatorStackConfig(live.emulator));
  await clients.datafold.createDataSource({ type: "pg", name: "orders-db", options: { host: "h", user: "u", dbname: "d" } });
  await clients.datafold.createDataSource({ type: "snowflake", name: "twin", options: { account: "a" } });
  await clients.datafold.createDataSource({ type: "bigquery", name: "twin", options: { projectId: "p", jsonKeyFile: "{}" } });
});

test("getDataSources lists every data source's identity, filtered by name and by kind", async () => {
  const all = await getDataSources();
  expect(all.dataSources.map((source) => source.name)).toEqual(["Legacy DWH", "Snowflake production", "orders-db", "twin", "twin"]);
  expect(all.dataSources[2]).toEqual({ id: 101, name: "orders-db", type: "pg", tempSchema: null, hidden: false });
  expect(JSON.stringify(all)).not.toContain("options");
  await expect(getDataSources({ name: "twin" })).resolves.toMatchObject({ dataSources: [{ id: 102 }, { id: 103 }] });
  await expect(getDataSources({ type: "postgres" })).resolves.toMatchObject({ dataSources: [{ id: 3 }, { id: 101 }] });
  await expect(getDataSources({ type: "pg", name: "orders-db" })).resolves.toMatchObject({ dataSources: [{ id: 101 }] });
  await expect(getDataSources({ type: "bigQuery" })).resolves.toMatchObject({ dataSources: [{ id: 103 }] });
  await expect(getDataSources({ name: "nobody" })).resolves.toEqual({ dataSources: [] });
});

test("getDataSource finds one by id or by name, and its Output form gives the id a monitor takes", async () => {
  await expect(getDataSource({ name: "orders-db" })).resolves.toMatchObject({ id: 101, type: "pg" });
  await expect(getDataSource({ id: 7 })).resolves.toMatchObject({ name: "Snowflake production", type: "snowflake" });
  await expect(resolveOutput(getDataSourceOutput({ name: Promise.resolve("orders-db") }).id)).resolves.toMatchObject({ value: 101, isKnown: true });
  await expect(resolveOutput(getDataSourcesOutput({ type: "snowflake" }).dataSources)).resolves.toMatchObject({ value: [{ id: 7 }, { id: 102 }] });
});

test("a name that matches none, or several, is an error listing what exists", async () => {
  const none = await thrown(() => getDataSource({ name: "snowflake-prod" }));
  expect(none).toBeInstanceOf(InvalidArgumentError);
  expect(none.message).toBe(
    'getDataSource: no data source is named "snowflake-prod". The account\'s data sources: "Legacy DWH" (id 3, pg), "Snowflake production" (id 7, snowflake), ' +
      '"orders-db" (id 101, pg), "twin" (id 102, snowflake), "twin" (id 103, bigquery).',
  );
  const several = await thrown(() => getDataSource({ name: "twin" }));
  expect(several.message).toBe('getDataSource: 2 data sources are named "twin": ids 102 (snowflake), 103 (bigquery). Look it up by id instead (getDataSource({ id: 102 })), or rename one of them in the app.');
  const noId = await thrown(() => getDataSource({ id: 999 }));
  expect(noId.message).toMatch(/^getDataSource: no data source has id 999\. The account's data sources: "Legacy DWH" \(id 3, pg\)/);
});

test("bad arguments are refused before any request", async () => {
  await clients.control.clearRequests();
  await expect(getDataSource({})).rejects.toThrow(/give either id or name/);
  await expect(getDataSource({ id: 3, name: "x" })).rejects.toThrow(/give either id or name/);
  await expect(getDataSource({ id: 0 })).rejects.toThrow(/id must be a positive whole number/);
  await expect(getDataSources({ colour: "red" } as never)).rejects.toBeInstanceOf(InvalidArgumentError);
  await expect(clients.control.requests()).resolves.toEqual([]);
});
