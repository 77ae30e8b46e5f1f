/**
 * DataDiffMonitor through the real dynamic-provider host against the emulator: create with the
 * datadiff in snake_case, quiet refresh after runs, an app edit (alert, schedule) as drift set
 * back, a datadiff change replacing, delete and pause, adoption, the vendor's rules in check,
 * and the ambiguous create.
 */
import { DataDiffMonitor, type DataDiffMonitorArgs } from "../../src/resources";
import type { PropertyMap } from "../../tools/provider-host-driver/provider-host";
import { registrationOf, useProviderHost, type Registration } from "../../tools/harness/provider-harness";

const setup = useProviderHost();

let counter = 0;

function register(args: DataDiffMonitorArgs): Promise<Registration> {
  const name = `diff-${++counter}`;
  return registrationOf(name, () => new DataDiffMonitor(name, args));
}

interface Live {
  readonly urn: string;
  readonly inputs: PropertyMap;
  readonly id: string;
  readonly outputs: PropertyMap;
}

const base = (name: string): DataDiffMonitorArgs => ({
  name,
  datadiff: {
    diffType: "indb",
    datasetA: { connectionId: 7, table: "prod.orders", filter: "amount > 0" },
    datasetB: { connectionId: 7, query: "select * from dev.orders" },
    primaryKey: ["id"],
    columnRemapping: { createdAt: "created_at" },
    sampling: { maxRows: 1000 },
    tolerance: { float: { default: { type: "relative", value: 0.01 } } },
  },
  schedule: { interval: { every: "day", hour: 6 } },
  alert: { differentRowsPercent: 1 },
  tags: ["pulumi"],
});

async function up(args: DataDiffMonitorArgs): Promise<Live> {
  const registration = await register(args);
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(checked.failures).toEqual([]);
  const created = await setup.host.create(registration.urn, checked.inputs);
  return { urn: registration.urn, inputs: checked.inputs, id: created.id, outputs: created.properties };
}

async function plan(live: Live, args: DataDiffMonitorArgs, outputs = live.outputs) {
  const registration = await register(args);
  const checked = await setup.host.check(live.urn, live.inputs, registration.inputs);
  const diff = await setup.host.diff(live.urn, live.id, outputs, checked.inputs, live.inputs);
  return { news: checked.inputs, diff };
}

test("create POSTs the datadiff in snake_case; refresh stays quiet after runs; an app edit is drift set back", async () => {
  await setup.clients.control.clearRequests();
  const live = await up(base("Orders prod vs dev"));
  const requests = await setup.clients.control.requests();
  expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(["POST /api/v1/monitors/create/diff", `GET /api/v1/monitors/${live.id}`]);
  expect(requests[0]!.body).toMatchObject({
    datadiff: {
      diff_type: "indb",
      dataset_a: { connection_id: 7, table: "prod.orders", filter: "amount > 0" },
      dataset_b: { connection_id: 7, query: "select * from dev.orders" },
      primary_key: ["id"],
      column_remapping: { createdAt: "created_at" },
      sampling: { max_rows: 1000 },
      tolerance: { float: { default: { type: "relative", value: 0.01 } } },
    },
    alert: { different_rows_percent: 1 },
  });
  expect(live.outputs).toMatchObject({ monitorType: "diff", alert: { differentRowsPercent: 1 } });
  await setup.clients.control.runMonitor(Number(live.id), { alert: true });
  expect((await setup.host.read(live.urn, live.id, live.outputs, live.inputs)).properties).toEqual(live.outputs);

  await setup.clients.control.editMonitor(Number(live.id), { alert: { different_rows_count: 5 }, name: "Renamed" } as never);
  const refreshed = await setup.host.read(live.urn, live.id, live.outputs, live.inputs);
  expect(refreshed.properties).toMatchObject({ alert: { differentRowsCount: 5 }, name: "Renamed" });
  const { news, diff } = await plan(live, base("Orders prod vs dev"), refreshed.properties);
  expect(diff).toEqual({ changes: "some", replaces: [], deleteBeforeReplace: false });
  expect(await setup.host.update(live.urn, live.id, refreshed.properties, news, live.inputs)).toEqual(live.outputs);
});

test("a datadiff change replaces; delete deletes; pause disables and leaves it", async () => {
  const live = await up(base("Replaced diff"));
  const changed = base("Replaced diff");
  const replaced = await plan(live, { ...changed, datadiff: { ...(changed.datadiff as object), primaryKey: ["id", "line"] } as never });
  expect(replaced.diff?.replaces).toEqual(["datadiff"]);
  await setup.host.delete(live.urn, live.id, live.outputs, live.inputs);
  await expect(setup.clients.datafold.getMonitor(Number(live.id))).rejects.toMatchObject({ status: 404 });
  const paused = await up({ ...base("Paused diff"), onDelete: "pause" });
  await setup.host.delete(paused.urn, paused.id, paused.outputs, paused.inputs);
  await expect(setup.clients.datafold.getMonitor(Number(paused.id))).resolves.toMatchObject({ enabled: false });
});

test("adoptMonitorId adopts a data-diff monitor whose datasets match, and refuses a metric monitor", async () => {
  // Seeded monitor 1 is a data-diff monitor: prod.<table> against dev.<table>, data source 7.
  const seeded = await setup.clients.datafold.getMonitor(1);
  const [a, b] = seeded.dataset!;
  const live = await up({
    name: "Adopted diff",
    datadiff: { diffType: "indb", datasetA: { connectionId: a!.connection_id, table: a!.table! }, datasetB: { connectionId: b!.connection_id, table: b!.table! }, primaryKey: ["id"] },
    schedule: { type: "none" },
    adoptMonitorId: 1,
  });
  expect(live.id).toBe("1");
  await expect(setup.clients.datafold.getMonitor(1)).resolves.toMatchObject({ name: "Adopted diff", schedule: { type: "none" } });
  const wrong = await register({ ...base("Wrong"), adoptMonitorId: 2 });
  const checked = await setup.host.check(wrong.urn, {}, wrong.inputs);
  await expect(setup.host.create(wrong.urn, checked.inputs)).rejects.toThrow(/adoptMonitorId 2 is a metric monitor, not a diff monitor/);
});

test("check applies the vendor's rules: exactly one of column or type, one of includeColumns and columnsToCompare, bounds", async () => {
  const registration = await register({
    name: "Bad diff",
    datadiff: {
      diffType: "inmem",
      datasetA: { connectionId: 7, table: "a" },
      datasetB: { connectionId: 8, table: "b" },
      primaryKey: ["id"],
      includeColumns: ["x"],
      columnsToCompare: ["x"],
      columnRules: [{ equalIf: "a = b" }, { equalIf: "a = b", column: "c", type: "string" }],
    },
    schedule: { interval: { every: "hour" } },
    alert: { matchRatioMin: 2 },
  });
  const checked = await setup.host.check(registration.urn, {}, registration.inputs);
  expect(checked.failures.map((f) => f.reason)).toEqual([
    "datadiff.includeColumns and datadiff.columnsToCompare are the same setting: set only one.",
    "datadiff.columnRules[0] must name exactly one of column or type.",
    "datadiff.columnRules[1] must name exactly one of column or type.",
    "alert.matchRatioMin must be at most 1.",
  ]);
});

test("a create whose answer is lost after the service made the monitor takes none, names it, and adopting it holds it", async () => {
  // A name is never provably one stack's: the monitor found may be another stack's of the same name.
  await setup.clients.control.addFault({ method: "POST", path: "/api/v1/monitors/create/diff", action: "commit-then-drop" } as never);
  const failure = await up(base("Lost diff answer")).then(
    () => new Error("the create succeeded"),
    (error: Error) => error,
  );
  await setup.clients.control.clearFaults();
  const made = (await setup.clients.datafold.listAllMonitors()).filter((monitor) => monitor.name === "Lost diff answer");
  expect(made).toHaveLength(1);
  expect(failure.message).toContain(`appeared: ${made[0]!.id}`);
  const adopted = await up({ ...base("Lost diff answer"), adoptMonitorId: made[0]!.id });
  expect(adopted.id).toBe(String(made[0]!.id));
});
