/**
 * MetricMonitor through the real dynamic-provider host against the emulator: check errors by
 * path, create then GET, refresh quiet after runs, app edits seen as drift and set back,
 * update vs replace, toggle, delete and pause, adoption, and the ambiguous create.
 */
import { MetricMonitor, type MetricMonitorArgs } from "../../src/resources";
import type { PropertyMap } from "../../tools/provider-host-driver/provider-host";
import { registrationOf, useProviderHost, type Registration } from "../../tools/harness/provider-harness";

const setup = useProviderHost();

let counter = 0;

function register(args: MetricMonitorArgs): Promise<Registration> {
  const name = `metric-${++counter}`;
  return registrationOf(name, () => new MetricMonitor(name, args));
}

interface Live {
  readonly urn: string;
  readonly inputs: PropertyMap;
  readonly id: string;
  readonly outputs: PropertyMap;
}

const base = (name: string): MetricMonitorArgs => ({
  name,
  connectionId: 7,
  metric: { type: "column", table: "analytics.orders", column: "amount", metric: "average", filter: "amount > 0" },
  schedule: { interval: { every: "hour" } },
  alert: { type: "automatic", sensitivity: 50 },
  notifications: [{ type: "email", recipients: ["data@example.com"] }],
  tags: ["pulumi", "orders"],
  owner: "owner@example.com",
  description: "Average order amount",
});

async function up(args: MetricMonitorArgs): Promise<Live> {
  const registration = await register(args);
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(checked.failures).toEqual([]);
  const created = await setup.host.create(registration.urn, checked.inputs);
  return { urn: registration.urn, inputs: checked.inputs, id: created.id, outputs: created.properties };
}

async function plan(live: Live, args: MetricMonitorArgs, outputs = live.outputs) {
  const registration = await register(args);
  const checked = await setup.host.check(live.urn, live.inputs, registration.inputs);
  if (checked.failures.length > 0) return { news: checked.inputs, failures: checked.failures, diff: undefined };
  const diff = await setup.host.diff(live.urn, live.id, outputs, checked.inputs, live.inputs);
  return { news: checked.inputs, failures: [], diff };
}

async function checkFailures(args: unknown): Promise<string[]> {
  const registration = await register(args as MetricMonitorArgs);
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  return checked.failures.map((failure) => String(failure.reason));
}

const stored = async (id: string) => (await setup.clients.control.storedMonitor(Number(id))).spec as Record<string, unknown>;

test("create POSTs the kind's body in snake_case, then GETs it; state holds the inputs and the id", async () => {
  await setup.clients.control.clearRequests();
  const live = await up(base("Orders average"));
  const requests = await setup.clients.control.requests();
  expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/v1/monitors/create/metric", `GET /api/v1/monitors/${live.id}`]);
  expect(requests[0]!.body).toEqual({
    name: "Orders average",
    description: "Average order amount",
    owner: "owner@example.com",
    schedule: { interval: { every: "hour" } },
    notifications: [{ type: "email", recipients: ["data@example.com"] }],
    tags: ["pulumi", "orders"],
    enabled: true,
    connection_id: 7,
    metric: { type: "column", table: "analytics.orders", column: "amount", metric: "average", filter: "amount > 0" },
    alert: { type: "automatic", sensitivity: 50 },
  });
  expect(live.outputs).toMatchObject({
    name: "Orders average",
    connectionId: 7,
    schedule: { interval: { every: "hour" } },
    enabled: true,
    onDelete: "delete",
    monitorId: Number(live.id),
    monitorType: "metric",
  });
  expect((await plan(live, base("Orders average"))).diff?.changes).toBe("none");
});

test("the vendor's internal metric names are sent as given, a table metric's include/exclude tables as include_tables/exclude_tables, and refresh stays quiet", async () => {
  await setup.clients.control.clearRequests();
  const tableArgs: MetricMonitorArgs = { ...base("Freshness minutes"), metric: { type: "table", table: "analytics.orders", metric: "freshness_minutes", includeTables: "analytics.*", excludeTables: "analytics.tmp_*" } };
  const columnArgs: MetricMonitorArgs = { ...base("Amount qmax"), metric: { type: "column", table: "analytics.orders", column: "amount", metric: "qmax" } };
  const table = await up(tableArgs);
  const column = await up(columnArgs);
  const posts = (await setup.clients.control.requests()).filter((r) => r.method === "POST");
  expect(posts.map((r) => (r.body as { metric: unknown }).metric)).toEqual([
    { type: "table", table: "analytics.orders", metric: "freshness_minutes", include_tables: "analytics.*", exclude_tables: "analytics.tmp_*" },
    { type: "column", table: "analytics.orders", column: "amount", metric: "qmax" },
  ]);
  for (const [live, args] of [[table, tableArgs], [column, columnArgs]] as const) {
    expect((await setup.host.read(live.urn, live.id, live.outputs, live.inputs)).properties).toEqual(live.outputs);
    expect((await plan(live, args)).diff?.changes).toBe("none");
  }
});

test("refresh of an untouched monitor stays quiet, however often it ran and alerted", async () => {
  const live = await up(base("Quiet"));
  await setup.clients.control.runMonitor(Number(live.id));
  await setup.clients.control.runMonitor(Number(live.id), { alert: true });
  await setup.clients.datafold.runMonitor(Number(live.id));
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties).toEqual(live.outputs);
  expect((await plan(live, base("Quiet"), refreshed.properties)).diff?.changes).toBe("none");
});

test("app edits (name, schedule, tags, notifications, threshold, owner, enabled) show as drift, and update sets them back with one PATCH and a toggle", async () => {
  const live = await up(base("Edited"));
  await setup.clients.control.editMonitor(Number(live.id), {
    name: "Renamed in the app",
    schedule: { cron: "0 6 * * *" },
    tags: ["critical"],
    notifications: [],
    alert: { type: "automatic", sensitivity: 90 },
    owner: null,
    enabled: false,
  } as never);
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties).toMatchObject({
    name: "Renamed in the app",
    schedule: { cron: "0 6 * * *" },
    tags: ["critical"],
    notifications: [],
    alert: { type: "automatic", sensitivity: 90 },
    enabled: false,
  });
  expect(refreshed.properties.owner).toBeUndefined();
  // The engine keeps the program's inputs (observed fields), so the drift shows in the diff.
  expect(refreshed.inputs).toBeUndefined();
  const { news, diff } = await plan(live, base("Edited"), refreshed.properties);
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });

  await setup.clients.control.clearRequests();
  const updated = await setup.host.update(live.urn, live.id, refreshed.properties, news, live.inputs);
  const requests = await setup.clients.control.requests();
  expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    `GET /api/v1/monitors/${live.id}`,
    `PATCH /api/v1/monitors/${live.id}/update`,
    `PUT /api/v1/monitors/${live.id}/toggle`,
    `GET /api/v1/monitors/${live.id}`,
  ]);
  expect(requests[1]!.body).toEqual({
    type: "metric",
    name: "Edited",
    owner: "owner@example.com",
    schedule: { interval: { every: "hour" } },
    notifications: [{ type: "email", recipients: ["data@example.com"] }],
    tags: ["pulumi", "orders"],
    alert: { type: "automatic", sensitivity: 50 },
  });
  expect(requests[2]!.body).toEqual({ enabled: true });
  expect(updated).toEqual(live.outputs);
});

test("a description or alert added in the app, where the program sets none, shows as drift and is cleared", async () => {
  const args: MetricMonitorArgs = { name: "Bare", connectionId: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" }, schedule: { type: "none" } };
  const live = await up(args);
  expect(live.outputs).toMatchObject({ notifications: [], tags: [], schedule: { type: "none" } });
  await setup.clients.control.editMonitor(Number(live.id), { description: "added in the app", alert: { type: "absolute", max: 10 } } as never);
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  const { news, diff } = await plan(live, args, refreshed.properties);
  expect(diff?.changes).toBe("some");
  await setup.host.update(live.urn, live.id, refreshed.properties, news, live.inputs);
  const spec = await stored(live.id);
  expect(spec.description ?? null).toBeNull();
  expect(spec.alert ?? null).toBeNull();
});

test("enabled false goes through the toggle endpoint only", async () => {
  const live = await up(base("Toggled"));
  const { news, diff } = await plan(live, { ...base("Toggled"), enabled: false });
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  await setup.clients.control.clearRequests();
  const updated = await setup.host.update(live.urn, live.id, live.outputs, news, live.inputs);
  const requests = await setup.clients.control.requests();
  expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
    `GET /api/v1/monitors/${live.id}`,
    `PUT /api/v1/monitors/${live.id}/toggle`,
    `GET /api/v1/monitors/${live.id}`,
  ]);
  expect(updated.enabled).toBe(false);
  expect((await stored(live.id)).enabled).toBe(false);
});

test("a change of connection or metric replaces; a schedule change updates in place", async () => {
  const live = await up(base("Replaced"));
  expect((await plan(live, { ...base("Replaced"), connectionId: 8 })).diff?.replaces).toEqual(["connectionId"]);
  expect((await plan(live, { ...base("Replaced"), metric: { type: "column", table: "analytics.orders", column: "amount", metric: "sum" } })).diff?.replaces).toEqual(["metric"]);
  expect((await plan(live, { ...base("Replaced"), schedule: { cron: "0 6 * * *" } })).diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
});

test("delete deletes the monitor; one already gone counts as deleted; pause disables it and leaves it", async () => {
  const deleted = await up(base("Deleted"));
  await setup.host.delete(deleted.urn, deleted.id, deleted.outputs, deleted.inputs);
  await expect(setup.clients.datafold.getMonitor(Number(deleted.id))).rejects.toMatchObject({ status: 404 });
  await setup.host.delete(deleted.urn, deleted.id, deleted.outputs, deleted.inputs);

  const paused = await up({ ...base("Paused"), onDelete: "pause" });
  await setup.host.delete(paused.urn, paused.id, paused.outputs, paused.inputs);
  await expect(setup.clients.datafold.getMonitor(Number(paused.id))).resolves.toMatchObject({ enabled: false, name: "Paused" });
});

test("a monitor deleted in the app is dropped by refresh", async () => {
  const live = await up(base("Gone"));
  await setup.clients.control.deleteMonitor(Number(live.id));
  const gone = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(gone.id).toBe("");
});

test("check reports every bad input by its path, before any request", async () => {
  await setup.clients.control.clearRequests();
  const failures = await checkFailures({
    connectionId: 0,
    metric: { type: "column", table: "t", metric: "mean" },
    schedule: { interval: { every: "week" } },
    alert: { type: "automatic", sensitivity: 101 },
    notifications: [{ type: "email", recipients: ["a@example.com"] }, { type: "sms" }],
    onDelete: "keep",
    enabeld: true,
  });
  expect(failures).toEqual([
    "name is required: give the monitor's name.",
    "connectionId must be the data source's id, a positive whole number; got 0.",
    "metric.column must be the column's name, a string; got nothing.",
    'schedule interval.every must be "hour", "day"; got the string "week".',
    "alert.sensitivity must be a whole number from 0 to 100; got 101.",
    'notifications[1].type must be "email", "pagerduty", "webhook", "slack", "teams"; got the string "sms".',
    'onDelete must be "delete" or "pause"; got the string "keep".',
    expect.stringContaining('MetricMonitor has no input named "enabeld"'),
  ]);
  expect(await setup.clients.control.requests()).toEqual([]);
});

test("adoptMonitorId adopts a metric monitor: updated to the inputs, managed, no second monitor", async () => {
  // Seeded monitor 2 is a metric monitor on data source 7 (row count of its table).
  const seeded = await setup.clients.datafold.getMonitor(2);
  const table = seeded.dataset![0]!.table!;
  const before = (await setup.clients.datafold.listAllMonitors()).length;
  await setup.clients.control.clearRequests();
  const live = await up({ ...base("Adopted"), connectionId: seeded.dataset![0]!.connection_id, metric: { type: "table", table, metric: "row_count" }, adoptMonitorId: 2 });
  expect(live.id).toBe("2");
  const requests = await setup.clients.control.requests();
  expect(requests.some((r) => r.method === "POST")).toBe(false);
  expect((await setup.clients.datafold.listAllMonitors()).length).toBe(before);
  await expect(setup.clients.datafold.getMonitor(2)).resolves.toMatchObject({ name: "Adopted", tags: ["pulumi", "orders"], owner: "owner@example.com" });
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties).toEqual(live.outputs);
  // What the seeded monitor had and the inputs leave out (its owner's, its alert) is cleared.
  expect(live.outputs.alert).toEqual({ type: "automatic", sensitivity: 50 });
  const bare = await up({ name: "Adopted bare", connectionId: seeded.dataset![0]!.connection_id, metric: { type: "table", table, metric: "row_count" }, schedule: { type: "none" }, adoptMonitorId: 2 });
  expect((await plan(bare, { name: "Adopted bare", connectionId: seeded.dataset![0]!.connection_id, metric: { type: "table", table, metric: "row_count" }, schedule: { type: "none" }, adoptMonitorId: 2 })).diff?.changes).toBe("none");
  await expect(setup.clients.datafold.getMonitor(2)).resolves.toMatchObject({ owner: null, alert: null, tags: [], schedule: { type: "none" } });
});

test("adopting a monitor that already matches the inputs writes nothing to it: one GET, and its modified_at stands", async () => {
  const made = await up(base("Already matching"));
  const modifiedAt = (await setup.clients.control.storedMonitor(Number(made.id))).modifiedAt;
  await setup.clients.control.clearRequests();
  const adopted = await up({ ...base("Already matching"), adoptMonitorId: Number(made.id) });
  expect(adopted.id).toBe(made.id);
  expect((await setup.clients.control.requests()).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/v1/monitors/${made.id}`]);
  expect((await setup.clients.control.storedMonitor(Number(made.id))).modifiedAt).toBe(modifiedAt);
  // One setting differs: only that one is sent.
  await setup.clients.control.clearRequests();
  await up({ ...base("Already matching"), tags: ["pulumi"], adoptMonitorId: Number(made.id) });
  const patches = (await setup.clients.control.requests()).filter((r) => r.method === "PATCH");
  expect(patches.map((r) => r.body)).toEqual([{ type: "metric", tags: ["pulumi"] }]);
});

test("adoptMonitorId refuses a monitor of another kind, or one that does not exist, and changes nothing", async () => {
  const registration = await register({ ...base("Wrong kind"), adoptMonitorId: 1 });
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  await expect(setup.host.create(registration.urn, checked.inputs)).rejects.toThrow(/adoptMonitorId 1 is a diff monitor, not a metric monitor/);
  expect((await setup.clients.datafold.getMonitor(1)).name).not.toBe("Wrong kind");

  const missing = await register({ ...base("Missing"), adoptMonitorId: 99_999 });
  const checkedMissing = await setup.host.check(missing.urn, {}, missing.inputs);
  await expect(setup.host.create(missing.urn, checkedMissing.inputs)).rejects.toThrow(/adoptMonitorId 99999: no such monitor/);
});

test("a create whose answer is lost after the service made the monitor takes nothing, names it, and adopting it then holds it", async () => {
  // A name is never provably one stack's: the monitor found may be another stack's of the same name.
  const name = "Lost answer";
  await setup.clients.control.addFault({ method: "POST", path: "/api/v1/monitors/create/metric", action: "commit-then-drop", times: 1 } as never);
  await setup.clients.control.clearRequests();
  const failure = await up(base(name)).then(
    () => new Error("the create succeeded"),
    (error: Error) => error,
  );
  await setup.clients.control.clearFaults();
  const made = (await setup.clients.datafold.listAllMonitors()).filter((monitor) => monitor.name === name);
  expect(made).toHaveLength(1);
  expect(failure.message).toContain(`1 monitor of that kind and name appeared: ${made[0]!.id}`);
  expect(failure.message).toContain("so none was taken");
  const requests = (await setup.clients.control.requests()).map((r) => `${r.method} ${r.path.split("?")[0]}`);
  expect(requests.filter((r) => r.startsWith("POST"))).toEqual(["POST /api/v1/monitors/create/metric"]);
  expect(requests).toContain("GET /api/v1/monitors");

  // What the message tells the user to do when the monitor is this create's.
  const adopted = await up({ ...base(name), adoptMonitorId: made[0]!.id });
  expect(adopted.id).toBe(String(made[0]!.id));
  expect((await setup.clients.datafold.listAllMonitors()).filter((monitor) => monitor.name === name)).toHaveLength(1);
});
