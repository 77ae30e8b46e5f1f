/**
 * DataTestMonitor through the real dynamic-provider host against the emulator: create with a
 * standard test, quiet refresh, query and test updated in place, an app edit as drift set
 * back, a connection change replacing, delete and pause, adoption, check errors by path, and
 * the ambiguous create.
 */
import { DataTestMonitor, type DataTestMonitorArgs } from "../../src/resources";
import type { PropertyMap } from "../../tools/provider-host-driver/provider-host";
import { registrationOf, useProviderHost, type Registration } from "../../tools/harness/provider-harness";

const setup = useProviderHost();

let counter = 0;

function register(args: DataTestMonitorArgs): Promise<Registration> {
  const name = `test-${++counter}`;
  return registrationOf(name, () => new DataTestMonitor(name, args));
}

interface Live {
  readonly urn: string;
  readonly inputs: PropertyMap;
  readonly id: string;
  readonly outputs: PropertyMap;
}

const base = (name: string): DataTestMonitorArgs => ({
  name,
  connectionId: 7,
  test: { type: "accepted_values", tables: [{ path: "analytics.orders", columns: ["status"] }], variables: { accepted_values: { value: ["open", "closed"], quote: true } } },
  schedule: { interval: { every: "hour" } },
  tags: ["pulumi"],
});

async function up(args: DataTestMonitorArgs): Promise<Live> {
  const registration = await register(args);
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(checked.failures).toEqual([]);
  const created = await setup.host.create(registration.urn, checked.inputs);
  return { urn: registration.urn, inputs: checked.inputs, id: created.id, outputs: created.properties };
}

async function plan(live: Live, args: DataTestMonitorArgs, outputs = live.outputs) {
  const registration = await register(args);
  const checked = await setup.host.check(live.urn, live.inputs, registration.inputs);
  const diff = await setup.host.diff(live.urn, live.id, outputs, checked.inputs, live.inputs);
  return { news: checked.inputs, diff, failures: checked.failures };
}

test("create POSTs the test body; refresh stays quiet after runs; an app edit is drift set back", async () => {
  await setup.clients.control.clearRequests();
  const live = await up(base("Accepted statuses"));
  const requests = await setup.clients.control.requests();
  expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/v1/monitors/create/test", `GET /api/v1/monitors/${live.id}`]);
  expect(requests[0]!.body).toMatchObject({
    connection_id: 7,
    test: { type: "accepted_values", tables: [{ path: "analytics.orders", columns: ["status"] }], variables: { accepted_values: { value: ["open", "closed"], quote: true } } },
  });
  expect(live.outputs).toMatchObject({ monitorType: "test", connectionId: 7 });
  await setup.clients.control.runMonitor(Number(live.id), { alert: true });
  expect((await setup.host.read(live.urn, live.id, live.outputs, live.inputs)).properties).toEqual(live.outputs);

  await setup.clients.control.editMonitor(Number(live.id), { tags: ["edited"], owner: "someone@example.com" } as never);
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  const { news, diff } = await plan(live, base("Accepted statuses"), refreshed.properties);
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  expect(await setup.host.update(live.urn, live.id, refreshed.properties, news, live.inputs)).toEqual(live.outputs);
});

test("query and test update in place with the update endpoint; a connection change replaces", async () => {
  const live = await up(base("Updated test"));
  const changed: DataTestMonitorArgs = { ...base("Updated test"), test: undefined, query: "select * from analytics.orders where amount < 0" };
  const { news, diff } = await plan(live, changed);
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  await setup.clients.control.clearRequests();
  await setup.host.update(live.urn, live.id, live.outputs, news, live.inputs);
  const patch = (await setup.clients.control.requests()).find((r) => r.method === "PATCH")!;
  expect(patch.body).toEqual({ type: "test", query: "select * from analytics.orders where amount < 0", test: null });
  const spec = (await setup.clients.control.storedMonitor(Number(live.id))).spec as Record<string, unknown>;
  expect(spec.query).toBe("select * from analytics.orders where amount < 0");
  expect((await plan(live, { ...base("Updated test"), connectionId: 9 })).diff?.replaces).toEqual(["connectionId"]);
});

test("delete deletes; pause disables and leaves it; adoption takes a test monitor and refuses a schema-change one", async () => {
  const live = await up(base("Deleted test"));
  await setup.host.delete(live.urn, live.id, live.outputs, live.inputs);
  await expect(setup.clients.datafold.getMonitor(Number(live.id))).rejects.toMatchObject({ status: 404 });
  const paused = await up({ ...base("Paused test"), onDelete: "pause" });
  await setup.host.delete(paused.urn, paused.id, paused.outputs, paused.inputs);
  await expect(setup.clients.datafold.getMonitor(Number(paused.id))).resolves.toMatchObject({ enabled: false });

  // Seeded monitor 4 is a data-test monitor.
  const seeded = await setup.clients.datafold.getMonitor(4);
  const adopted = await up({ name: "Adopted test", connectionId: seeded.dataset![0]!.connection_id, query: "select 1 where false", schedule: { type: "none" }, adoptMonitorId: 4 });
  expect(adopted.id).toBe("4");
  await expect(setup.clients.datafold.getMonitor(4)).resolves.toMatchObject({ name: "Adopted test" });
  const wrong = await register({ ...base("Wrong"), adoptMonitorId: 3 });
  const checked = await setup.host.check(wrong.urn, {}, wrong.inputs);
  await expect(setup.host.create(wrong.urn, checked.inputs)).rejects.toThrow(/adoptMonitorId 3 is a schema monitor, not a test monitor/);
});

test("adopting a standard-test monitor sends its test even when all GET shows matches (GET shows only its first table); nothing else", async () => {
  const made = await up(base("Standard test to adopt"));
  // Edited out of sight: GET still shows the same first table.
  await setup.clients.datafold.updateMonitor(Number(made.id), { type: "test", test: { type: "accepted_values", tables: [{ path: "analytics.orders", columns: ["status"] }], variables: { accepted_values: { value: ["open"], quote: true } } } });
  await setup.clients.control.clearRequests();
  await up({ ...base("Standard test to adopt"), adoptMonitorId: Number(made.id) });
  const patches = (await setup.clients.control.requests()).filter((r) => r.method === "PATCH");
  expect(patches.map((r) => r.body)).toEqual([{ type: "test", test: base("").test }]);
  expect((await setup.clients.control.storedMonitor(Number(made.id))).spec).toMatchObject({ test: { variables: { accepted_values: { value: ["open", "closed"] } } } });
});

test("check: query or test is required, and a bad standard test is named by its path", async () => {
  const registration = await register({ name: "x", connectionId: 7, schedule: { interval: { every: "hour" } } });
  expect((await setup.host.check(registration.urn, {}, registration.inputs)).failures.map((f) => f.reason)).toEqual([
    "query or test is required: give the test's SQL query, or a standard test.",
  ]);
  const bad = await register({ name: "x", connectionId: 7, schedule: { interval: { every: "hour" } }, test: { type: "between", tables: [{ path: "t" }] } } as never);
  expect((await setup.host.check(bad.urn, {}, bad.inputs)).failures.map((f) => f.reason)).toEqual([
    'test.type must be "unique", "not_null", "accepted_values", "referential_integrity", "numeric_range", "custom_template"; got the string "between".',
  ]);
});

test("a create whose answer is lost after the service made the monitor takes none, names it, and adopting it holds it", async () => {
  // A name is never provably one stack's: the monitor found may be another stack's of the same name.
  await setup.clients.control.addFault({ method: "POST", path: "/api/v1/monitors/create/test", action: "commit-then-drop" } as never);
  const failure = await up(base("Lost test answer")).then(
    () => new Error("the create succeeded"),
    (error: Error) => error,
  );
  await setup.clients.control.clearFaults();
  const made = (await setup.clients.datafold.listAllMonitors()).filter((monitor) => monitor.name === "Lost test answer");
  expect(made).toHaveLength(1);
  expect(failure.message).toContain(`appeared: ${made[0]!.id}`);
  const adopted = await up({ ...base("Lost test answer"), adoptMonitorId: made[0]!.id });
  expect(adopted.id).toBe(String(made[0]!.id));
});
