/**
 * SchemaChangeMonitor through the real dynamic-provider host against the emulator: create,
 * quiet refresh after runs, an app edit as drift set back, update vs replace, delete and
 * pause, adoption (right kind, wrong kind refused), check errors by path, the ambiguous create.
 */
import { SchemaChangeMonitor, type SchemaChangeMonitorArgs } from "../../src/resources";
import type { PropertyMap } from "../../tools/provider-host-driver/provider-host";
import { registrationOf, useProviderHost, type Registration } from "../../tools/harness/provider-harness";

const setup = useProviderHost();

let counter = 0;

function register(args: SchemaChangeMonitorArgs): Promise<Registration> {
  const name = `schema-${++counter}`;
  return registrationOf(name, () => new SchemaChangeMonitor(name, args));
}

interface Live {
  readonly urn: string;
  readonly inputs: PropertyMap;
  readonly id: string;
  readonly outputs: PropertyMap;
}

const base = (name: string): SchemaChangeMonitorArgs => ({
  name,
  connectionId: 7,
  table: "analytics.orders",
  schedule: { interval: { every: "day", hour: 6 } },
  notifications: [{ type: "slack", integration: 3, channel: "#data" }],
  tags: ["pulumi"],
});

async function up(args: SchemaChangeMonitorArgs): Promise<Live> {
  const registration = await register(args);
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(checked.failures).toEqual([]);
  const created = await setup.host.create(registration.urn, checked.inputs);
  return { urn: registration.urn, inputs: checked.inputs, id: created.id, outputs: created.properties };
}

async function plan(live: Live, args: SchemaChangeMonitorArgs, outputs = live.outputs) {
  const registration = await register(args);
  const checked = await setup.host.check(live.urn, live.inputs, registration.inputs);
  const diff = await setup.host.diff(live.urn, live.id, outputs, checked.inputs, live.inputs);
  return { news: checked.inputs, diff };
}

test("create POSTs the schema body, refresh stays quiet after runs, and an app edit is drift that update sets back", async () => {
  await setup.clients.control.clearRequests();
  const live = await up(base("Orders schema"));
  const requests = await setup.clients.control.requests();
  expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/v1/monitors/create/schema", `GET /api/v1/monitors/${live.id}`]);
  expect(requests[0]!.body).toEqual({
    name: "Orders schema",
    schedule: { interval: { every: "day", hour: 6 } },
    notifications: [{ type: "slack", integration: 3, channel: "#data" }],
    tags: ["pulumi"],
    enabled: true,
    connection_id: 7,
    table: "analytics.orders",
  });
  expect(live.outputs).toMatchObject({ monitorType: "schema", table: "analytics.orders", connectionId: 7 });

  await setup.clients.control.runMonitor(Number(live.id), { alert: true });
  const quiet = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(quiet.properties).toEqual(live.outputs);

  await setup.clients.control.editMonitor(Number(live.id), { schedule: { interval: { every: "hour" } }, enabled: false } as never);
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties).toMatchObject({ schedule: { interval: { every: "hour" } }, enabled: false });
  const { news, diff } = await plan(live, base("Orders schema"), refreshed.properties);
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  const updated = await setup.host.update(live.urn, live.id, refreshed.properties, news, live.inputs);
  expect(updated).toEqual(live.outputs);
});

test("a change of table or connection replaces; delete deletes, pause disables and leaves it", async () => {
  const live = await up(base("Replaced"));
  expect((await plan(live, { ...base("Replaced"), table: "analytics.customers" })).diff?.replaces).toEqual(["table"]);
  expect((await plan(live, { ...base("Replaced"), connectionId: 8 })).diff?.replaces).toEqual(["connectionId"]);
  await setup.host.delete(live.urn, live.id, live.outputs, live.inputs);
  await expect(setup.clients.datafold.getMonitor(Number(live.id))).rejects.toMatchObject({ status: 404 });
  const paused = await up({ ...base("Paused"), onDelete: "pause" });
  await setup.host.delete(paused.urn, paused.id, paused.outputs, paused.inputs);
  await expect(setup.clients.datafold.getMonitor(Number(paused.id))).resolves.toMatchObject({ enabled: false });
});

test("includeTables and excludeTables are sent as include_tables/exclude_tables, kept in state through a refresh, and replace on change", async () => {
  await setup.clients.control.clearRequests();
  const live = await up({ ...base("Patterns"), includeTables: "analytics.*", excludeTables: "analytics.tmp_*" });
  const [post] = await setup.clients.control.requests();
  expect(post!.body).toMatchObject({ include_tables: "analytics.*", exclude_tables: "analytics.tmp_*" });
  expect((await setup.clients.control.storedMonitor(Number(live.id))).spec).toMatchObject({ include_tables: "analytics.*", exclude_tables: "analytics.tmp_*" });
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties).toEqual(live.outputs);
  expect((await plan(live, { ...base("Patterns"), includeTables: "analytics.*", excludeTables: "analytics.old_*" })).diff?.replaces).toEqual(["excludeTables"]);
});

test("adoptMonitorId adopts a schema-change monitor with no POST, and refuses a metric monitor", async () => {
  // Seeded monitor 3 is a schema-change monitor.
  const seeded = await setup.clients.datafold.getMonitor(3);
  await setup.clients.control.clearRequests();
  const live = await up({ ...base("Adopted schema"), connectionId: seeded.dataset![0]!.connection_id, table: seeded.dataset![0]!.table!, adoptMonitorId: 3 });
  expect(live.id).toBe("3");
  expect((await setup.clients.control.requests()).some((r) => r.method === "POST")).toBe(false);
  await expect(setup.clients.datafold.getMonitor(3)).resolves.toMatchObject({ name: "Adopted schema", tags: ["pulumi"] });

  const wrong = await register({ ...base("Wrong"), adoptMonitorId: 2 });
  const checked = await setup.host.check(wrong.urn, {}, wrong.inputs);
  await expect(setup.host.create(wrong.urn, checked.inputs)).rejects.toThrow(/adoptMonitorId 2 is a metric monitor, not a schema monitor/);
});

test("check names each bad input by its path", async () => {
  const registration = await register({ name: "", connectionId: 7, schedule: { cron: "" }, notifications: [{ type: "slack", channel: "#x" }] } as never);
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(checked.failures.map((f) => f.reason)).toEqual([
    "name must not be empty: give the monitor's name.",
    "schedule.cron must not be empty: give a cron expression.",
    "notifications[0].integration must be the integration's id, a positive whole number; got nothing.",
  ]);
});

test("a create whose answer is lost after the service made the monitor takes none, names it, and adopting it holds it", async () => {
  // A name is never provably one stack's: the monitor found may be another stack's of the same name.
  await setup.clients.control.addFault({ method: "POST", path: "/api/v1/monitors/create/schema", action: "commit-then-status", status: 502 } as never);
  const failure = await up(base("Lost schema answer")).then(
    () => new Error("the create succeeded"),
    (error: Error) => error,
  );
  await setup.clients.control.clearFaults();
  const made = (await setup.clients.datafold.listAllMonitors()).filter((monitor) => monitor.name === "Lost schema answer");
  expect(made).toHaveLength(1);
  expect(failure.message).toContain(`appeared: ${made[0]!.id}`);
  const adopted = await up({ ...base("Lost schema answer"), adoptMonitorId: made[0]!.id });
  expect(adopted.id).toBe(String(made[0]!.id));
});
