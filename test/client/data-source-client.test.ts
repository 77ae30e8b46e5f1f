/**
 * The data-source endpoints of DatafoldClient against the emulator: create, get, list, and the
 * connection test waited for, passing, failing with the vendor's message, and never ending
 * (a bounded wait, then a clear error); arguments refused before anything is sent.
 */
import { ConnectionTestError, DatafoldClient, InvalidArgumentError, NotFoundError, UnresolvedCreateError, ValidationError } from "../../src/clients";
import { thrown, useEmulatorClients } from "../../tools/harness/clients";

const live = useEmulatorClients();

const PG = { type: "pg", name: "warehouse", options: { host: "db.example.com", user: "datafold", dbname: "analytics", password: "pg-secret-value" }, temp_schema: "tmp" };

/** A client whose waits are recorded and return at once. */
function recordingClient(): { client: DatafoldClient; waits: number[] } {
  const waits: number[] = [];
  const client = new DatafoldClient({ host: live.emulator.url, apiKey: live.emulator.apiKey, sleep: async (ms) => void waits.push(ms) });
  return { client, waits };
}

test("create, get and list, each on its endpoint; credentials come back masked", async () => {
  const datafold = live.clients.datafold;
  const created = await datafold.createDataSource(PG);
  expect(created).toMatchObject({ type: "pg", name: "warehouse", temp_schema: "tmp", options: { host: "db.example.com", password: "**********", port: 5432, sslmode: "prefer" } });
  await expect(datafold.getDataSource(created.id)).resolves.toMatchObject({ id: created.id, name: "warehouse" });
  await expect(datafold.listDataSources()).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ id: created.id }), expect.objectContaining({ id: 7 })]));
  await expect(datafold.getDataSource(9999)).rejects.toBeInstanceOf(NotFoundError);
  const requests = (await live.clients.control.requests()).map((r) => `${r.method} ${r.path}`);
  expect(requests).toEqual(expect.arrayContaining(["POST /api/v1/data_sources", `GET /api/v1/data_sources/${created.id}`, "GET /api/v1/data_sources"]));
});

test("a body the service refuses is a ValidationError naming the place under the kind's tag", async () => {
  const error = await thrown(() => live.clients.datafold.createDataSource({ type: "pg", name: "x", options: { host: "h" } }));
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as Error).message).toMatch(/pg\.options\.user|body\.pg\.options\.user/);
});

test("testDataSource starts the test and resolves with the job when every step is done", async () => {
  const { client, waits } = recordingClient();
  const { id } = await client.createDataSource(PG);
  await expect(client.testDataSource(id)).resolves.toMatchObject({ status: "done", results: expect.arrayContaining([expect.objectContaining({ step: "connection", status: "done" })]) });
  expect(waits).toEqual([]);
});

test("a failed test is a ConnectionTestError with the vendor's message, the data source's id and the job", async () => {
  const { client } = recordingClient();
  const { id } = await client.createDataSource({ ...PG, name: "broken" });
  await live.clients.control.setDataSourceTestOutcome({ name: "broken", outcome: "fail", message: 'FATAL: password authentication failed for user "datafold"' });
  const error = (await thrown(() => client.testDataSource(id))) as ConnectionTestError;
  expect(error).toBeInstanceOf(ConnectionTestError);
  expect(error).toMatchObject({ code: "DATAFOLD_CONNECTION_TEST_FAILED", dataSourceId: id, status: "failed", timedOut: false });
  expect(error.message).toContain('connection failed: FATAL: password authentication failed for user "datafold"');
  expect(error.message).not.toContain("pg-secret-value");
});

test("a test that never ends stops after the bounded wait, with a clear timeout error", async () => {
  const { client, waits } = recordingClient();
  const { id } = await client.createDataSource({ ...PG, name: "slow" });
  await live.clients.control.setDataSourceTestOutcome({ name: "slow", outcome: "hang" });
  const error = (await thrown(() => client.testDataSource(id, { timeoutMs: 5000, pollIntervalMs: 1000 }))) as ConnectionTestError;
  expect(error).toMatchObject({ timedOut: true, status: "processing" });
  expect(error.message).toMatch(/had not ended after 5 s \(status processing\)\. It may still end/);
  expect(waits).toEqual([1000, 1000, 1000, 1000, 1000]);
});

test("bad arguments are refused before anything is sent", async () => {
  await live.clients.control.clearRequests();
  const datafold = live.clients.datafold;
  await expect(datafold.getDataSource(0)).rejects.toBeInstanceOf(InvalidArgumentError);
  await expect(datafold.testDataSource(-1)).rejects.toBeInstanceOf(InvalidArgumentError);
  await expect(datafold.testDataSource(3, { timeoutMs: 0 })).rejects.toThrow(/timeoutMs/);
  await expect(datafold.createDataSource({ type: "pg", name: "x", options: {}, colour: "red" } as never)).rejects.toBeInstanceOf(InvalidArgumentError);
  await expect(live.clients.control.requests()).resolves.toEqual([]);
});

describe("createDataSourceReconciled", () => {
  const sleep = async () => undefined;
  const named = async (name: string) => (await live.clients.datafold.listDataSources()).filter((source) => source.name === name).map((source) => source.id);

  test.each([
    ["the connection dropped after the commit", { action: "commit-then-drop" }, "connection lost"],
    ["a gateway answered 502 after the commit", { action: "commit-then-status", status: 502 }, "status 502"],
  ])("%s: the data source made is named, not taken, and no second POST is sent", async (_why, fault, summary) => {
    const name = `lost-${summary.replace(/\W+/g, "-")}`;
    await live.clients.control.clearRequests();
    await live.clients.control.addFault({ method: "POST", path: "/api/v1/data_sources", ...fault } as never);
    const error = await thrown(() => live.clients.datafold.createDataSourceReconciled({ ...PG, name }, { sleep }));
    expect(error).toBeInstanceOf(UnresolvedCreateError);
    const ids = await named(name);
    expect(ids).toHaveLength(1);
    expect((error as UnresolvedCreateError).candidateIds).toEqual(ids);
    expect((error as Error).message).toContain(summary);
    expect((error as Error).message).toContain("adoptDataSourceId");
    expect((error as Error).message).not.toContain("pg-secret-value");
    expect((await live.clients.control.requests()).filter((request) => request.method === "POST")).toHaveLength(1);
  });

  test("a data source of the same name that existed before is never a candidate; a refused attempt is sent again", async () => {
    const older = await live.clients.datafold.createDataSource({ ...PG, name: "shared" });
    await live.clients.control.addFault({ method: "POST", path: "/api/v1/data_sources", action: "status", status: 503, times: 1 } as never);
    const created = await live.clients.datafold.createDataSourceReconciled({ ...PG, name: "shared" }, { sleep });
    expect(created.id).not.toBe(older.id);
    expect(await named("shared")).toEqual([older.id, created.id]);
  });

  test("every attempt failing before the service made anything: UnresolvedCreateError with no candidate", async () => {
    await live.clients.control.addFault({ method: "POST", path: "/api/v1/data_sources", action: "status", status: 503, times: 3 } as never);
    const error = await thrown(() => live.clients.datafold.createDataSourceReconciled({ ...PG, name: "never-made" }, { sleep }));
    expect(error).toBeInstanceOf(UnresolvedCreateError);
    expect((error as UnresolvedCreateError).candidateIds).toEqual([]);
    expect(await named("never-made")).toEqual([]);
  });
});
