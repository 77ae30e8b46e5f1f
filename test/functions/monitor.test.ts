import { InvalidArgumentError, NotFoundError, TooManyPagesError, UnexpectedResponseError } from "../../src";
import { getMonitor, getMonitorOutput, getMonitorRuns, getMonitorRunsOutput } from "../../src/functions";
import type { MonitorCreateKind } from "../../src/clients";
import { ColumnMetricConfig, TableMetricConfig } from "../../src/provider/monitors/metric-monitor";
import { SCHEMA_CHANGE_MONITOR_INPUTS } from "../../src/provider/monitors/schema-change-monitor";
import { clientsFor, thrown } from "../../tools/harness/clients";
import { useResetEmulator } from "../../tools/harness/emulator";
import { emulatorStackConfig, resolveOutput, setStackConfig, useCleanProgramSettings } from "./program-settings";

const live = useResetEmulator({ monitors: 5 });
useCleanProgramSettings();

let clients: ReturnType<typeof clientsFor>;
beforeEach(() => {
  clients = clientsFor(live.emulator);
  setStackConfig(emulatorStackConfig(live.emulator));
});

/**
 * The settings every kind shares, as the resources' inputs give them and as the API takes
 * them: for these values the two shapes coincide (no camelCase key among them).
 */
const SHARED_SETTINGS = {
  name: "Orders",
  schedule: { interval: { every: "day", hour: 6 } },
  notifications: [{ type: "slack", integration: 3, channel: "#data", mentions: ["@ana"] }, { type: "email", recipients: ["data@example.com"] }],
  tags: ["finance", "critical"],
  enabled: true,
  owner: "ana@example.com",
  description: "Orders checked daily",
} as const;
const SETTINGS = { inputs: SHARED_SETTINGS, wire: SHARED_SETTINGS } as const;

async function create(kind: MonitorCreateKind, body: Record<string, unknown>): Promise<number> {
  return (await clients.datafold.createMonitor(kind, { ...SETTINGS.wire, ...body })).id;
}

/**
 * The fields of a resource's shape beyond those GET shows: unknown to getMonitor. Read from the
 * shape, so that a field added to it later (GET shows none of it) is expected too.
 */
const beyond = (shape: object, shown: readonly string[], prefix = "") => Object.keys(shape).filter((field) => !shown.includes(field)).map((field) => `${prefix}${field}`);

/** The facts every result carries, for a monitor that never ran. */
const neverRan = (monitorId: number) => ({ monitorId, state: "created", lastRun: null, lastAlert: null, createdAt: expect.any(String), modifiedAt: expect.any(String) });

describe("getMonitor: the monitor in the shape of its resource's inputs", () => {
  it.each([
    ["table", { type: "table", table: "analytics.orders", metric: "row_count", filter: "status = 'paid'" }, { type: "table", table: "analytics.orders", metric: "row_count", filter: "status = 'paid'" }, TableMetricConfig],
    ["column", { type: "column", table: "analytics.orders", column: "amount", metric: "average" }, { type: "column", table: "analytics.orders", column: "amount", metric: "average" }, ColumnMetricConfig],
  ])("a %s metric: connection, metric, alert and every setting; unknown only what its shape has beyond them", async (_shape, inputsMetric, wireMetric, config) => {
    const id = await create("metric", { connection_id: 7, metric: wireMetric, alert: { type: "absolute", min: 10, max: 500 } });
    await expect(getMonitor({ monitorId: id })).resolves.toEqual({
      ...SETTINGS.inputs,
      monitorType: "metric",
      connectionId: 7,
      metric: inputsMetric,
      alert: { type: "absolute", min: 10, max: 500 },
      // GET shows the table, column, metric and filter (set or not): nothing else of the metric's shape.
      unknownFields: beyond(config.shape, ["type", "table", "column", "metric", "filter"], "metric."),
      missingRequiredFields: [],
      ...neverRan(id),
    });
  });

  it("a custom metric: its query, and alertOnMissingData named as not shown", async () => {
    const id = await create("metric", { connection_id: 7, metric: { type: "custom", query: "SELECT count(*) FROM orders", alert_on_missing_data: true } });
    const monitor = await getMonitor({ monitorId: id });
    expect(monitor).toEqual({
      ...SETTINGS.inputs,
      monitorType: "metric",
      connectionId: 7,
      metric: { type: "custom", query: "SELECT count(*) FROM orders" },
      unknownFields: ["metric.alertOnMissingData"],
      missingRequiredFields: [],
      ...neverRan(id),
    });
    expect(monitor).not.toHaveProperty("alert");
  });

  it("a schema-change monitor: its connection and table; other schedules and no optional settings read back as given", async () => {
    const id = await clients.datafold.createMonitor("schema", { name: "Orders schema", schedule: { cron: "0 6 * * *" }, connection_id: 7, table: "analytics.orders" }).then((m) => m.id);
    await expect(getMonitor({ monitorId: id })).resolves.toEqual({
      name: "Orders schema",
      schedule: { cron: "0 6 * * *" },
      notifications: [],
      tags: [],
      enabled: true,
      monitorType: "schema",
      connectionId: 7,
      table: "analytics.orders",
      unknownFields: beyond(SCHEMA_CHANGE_MONITOR_INPUTS, [...Object.keys(SETTINGS.inputs), "onDelete", "adoptMonitorId", "connectionId", "table"]),
      missingRequiredFields: [],
      ...neverRan(id),
    });
  });

  it("a data test with a query: the whole definition", async () => {
    const id = await create("test", { connection_id: 7, query: "SELECT * FROM orders WHERE id IS NULL" });
    await expect(getMonitor({ monitorId: id })).resolves.toEqual({
      ...SETTINGS.inputs,
      monitorType: "test",
      connectionId: 7,
      query: "SELECT * FROM orders WHERE id IS NULL",
      unknownFields: [],
      missingRequiredFields: [],
      ...neverRan(id),
    });
  });

  it("a standard data test: its first table's path; its type and columns named as missing, never guessed", async () => {
    const id = await create("test", { connection_id: 7, test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] } });
    const monitor = await getMonitor({ monitorId: id });
    expect(monitor).toMatchObject({ monitorType: "test", connectionId: 7, test: { tables: [{ path: "analytics.orders" }] } });
    expect(monitor.monitorType === "test" && monitor.test).toEqual({ tables: [{ path: "analytics.orders" }] });
    expect(monitor.missingRequiredFields).toEqual(["test.type", "test.tables[0].columns"]);
    expect(monitor.unknownFields).toEqual(["test.type", "test.variables", "test.tables[0].columns", "test.tables[1...]"]);
  });

  it("a data test with a query and a standard test: the query, and the test's type and columns still named as missing", async () => {
    const id = await create("test", { connection_id: 7, query: "SELECT 1", test: { type: "not_null", tables: [{ path: "analytics.orders", columns: ["id"] }] } });
    const monitor = await getMonitor({ monitorId: id });
    expect(monitor).toMatchObject({ monitorType: "test", query: "SELECT 1", test: { tables: [{ path: "analytics.orders" }] } });
    expect(monitor.missingRequiredFields).toEqual(["test.type", "test.tables[0].columns"]);
  });

  it("a data diff in one data source: both sides and its alert; its kind, primary key and options named as not shown", async () => {
    const id = await create("diff", {
      datadiff: {
        diff_type: "indb",
        dataset_a: { connection_id: 7, table: "prod.orders", filter: "day > '2025-01-01'" },
        dataset_b: { connection_id: 7, query: "SELECT * FROM dev.orders" },
        primary_key: ["id"],
        sampling: { rate: 0.1 },
      },
      alert: { different_rows_percent: 2 },
    });
    const monitor = await getMonitor({ monitorId: id });
    expect(monitor).toEqual({
      ...SETTINGS.inputs,
      monitorType: "diff",
      datadiff: { datasetA: { connectionId: 7, table: "prod.orders", filter: "day > '2025-01-01'" }, datasetB: { connectionId: 7, query: "SELECT * FROM dev.orders" } },
      alert: { differentRowsPercent: 2 },
      unknownFields: expect.arrayContaining(["datadiff.diffType", "datadiff.primaryKey", "datadiff.sampling", "datadiff.timeseriesDimensionColumn", "datadiff.columnRules", "datadiff.datasetA.timeTravelPoint", "datadiff.datasetB.sessionParameters"]),
      missingRequiredFields: ["datadiff.diffType", "datadiff.primaryKey"],
      ...neverRan(id),
    });
    expect(monitor.unknownFields).not.toContain("datadiff.datasetA.table");
    expect(monitor.unknownFields).not.toContain("datadiff.datasetB.query");
  });

  it("a data diff across two data sources is a cross-database (inmem) diff: only its primary key is missing", async () => {
    const id = await create("diff", {
      datadiff: { diff_type: "inmem", dataset_a: { connection_id: 7, table: "prod.orders" }, dataset_b: { connection_id: 8, table: "orders" }, primary_key: ["id"] },
    });
    const monitor = await getMonitor({ monitorId: id });
    expect(monitor).toMatchObject({ monitorType: "diff", datadiff: { diffType: "inmem", datasetA: { connectionId: 7, table: "prod.orders" }, datasetB: { connectionId: 8, table: "orders" } } });
    expect(monitor.missingRequiredFields).toEqual(["datadiff.primaryKey"]);
    expect(monitor.unknownFields).toContain("datadiff.columnRules");
    expect(monitor.unknownFields).not.toContain("datadiff.timeseriesDimensionColumn");
  });

  it("reads the run facts and an edit made in the app", async () => {
    const id = await create("schema", { connection_id: 7, table: "analytics.orders" });
    const run = await clients.control.runMonitor(id, { alert: true });
    await clients.control.editMonitor(id, { name: "Renamed in the app", tags: ["app"], enabled: false } as never);
    await expect(getMonitor({ monitorId: id })).resolves.toMatchObject({ name: "Renamed in the app", tags: ["app"], enabled: false, state: "alert", lastRun: run.startedAt, lastAlert: run.startedAt });
  });

  it("a monitor that does not exist: a NotFoundError naming the id and what to do", async () => {
    const error = await thrown(() => getMonitor({ monitorId: 424242 }));
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).status).toBe(404);
    expect(error.message).toContain("no monitor with id 424242 in this Datafold account");
    expect(error.message).toContain("getMonitors lists the account's monitors");
    expect(error.message).not.toContain(live.emulator.apiKey);
  });

  it("a bad or missing id is refused before anything is sent, naming the argument", async () => {
    await clients.control.clearRequests();
    const missing = await thrown(() => getMonitor({} as never));
    expect(missing).toBeInstanceOf(InvalidArgumentError);
    expect(missing.message).toMatch(/monitorId.*is required: give the monitor's id/);
    const bad = await thrown(() => getMonitor({ monitorId: 1.5 }));
    expect(bad.message).toMatch(/monitorId/);
    const unknown = await thrown(() => getMonitor({ monitorId: 1, monitor: 2 } as never));
    expect(unknown.message).toContain("monitor");
    expect(await clients.control.requests()).toEqual([]);
  });

  it("a kind this version does not know is an UnexpectedResponseError, not a wrong shape", async () => {
    await clients.control.addFault({
      method: "GET",
      path: "/api/v1/monitors/1",
      action: "status",
      status: 200,
      body: { id: 1, name: "x", monitor_type: "sql", created_at: "2025-01-01T00:00:00Z", modified_at: "2025-01-01T00:00:00Z", enabled: true, schedule: { type: "none" } },
    });
    const error = await thrown(() => getMonitor({ monitorId: 1 }));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error.message).toContain('got "sql"');
  });

  it("getMonitorOutput: the id may be an Output", async () => {
    const id = await create("schema", { connection_id: 7, table: "analytics.orders" });
    const { value, isKnown } = await resolveOutput(getMonitorOutput({ monitorId: Promise.resolve(id) }));
    expect(isKnown).toBe(true);
    expect(value).toMatchObject({ monitorId: id, monitorType: "schema", table: "analytics.orders" });
  });
});

describe("getMonitorRuns", () => {
  it("returns every run, newest first, across pages, in camelCase", async () => {
    const id = await create("metric", { connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" } });
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(await clients.control.runMonitor(id, { alert: i % 3 === 0 }));
      await clients.control.moveClock({ advanceMs: 60_000 });
    }
    await clients.control.clearRequests();
    const result = await getMonitorRuns({ monitorId: id, pageSize: 3 });
    expect(result.total).toBe(7);
    expect(result.monitorId).toBe(id);
    expect(result.runs).toEqual(
      [...made].reverse().map((run) => ({ runId: run.runId, monitorId: id, state: run.state, startedAt: run.startedAt, diffId: null })),
    );
    const pages = (await clients.control.requests()).filter((r) => r.path === `/api/v1/monitors/${id}/runs`);
    expect(pages.map((r) => Number(r.query.page)).sort()).toEqual([1, 2, 3]);
  });

  it("passes the time window to the service, both ends inclusive", async () => {
    const id = await create("schema", { connection_id: 7, table: "analytics.orders" });
    const made = [];
    for (let i = 0; i < 4; i++) {
      made.push(await clients.control.runMonitor(id));
      await clients.control.moveClock({ advanceMs: 3_600_000 });
    }
    const window = await getMonitorRuns({ monitorId: id, startTime: made[1]!.startedAt, endTime: made[2]!.startedAt });
    expect(window.runs.map((r) => r.runId)).toEqual([made[2]!.runId, made[1]!.runId]);
    const request = (await clients.control.requests()).filter((r) => r.path === `/api/v1/monitors/${id}/runs`).pop()!;
    expect(request.query).toMatchObject({ start_time: made[1]!.startedAt, end_time: made[2]!.startedAt });
  });

  it("a monitor with no runs has none; getMonitorRunsOutput resolves the same", async () => {
    const id = await create("schema", { connection_id: 7, table: "analytics.orders" });
    await expect(getMonitorRuns({ monitorId: id })).resolves.toEqual({ monitorId: id, runs: [], total: 0 });
    const { value } = await resolveOutput(getMonitorRunsOutput({ monitorId: Promise.resolve(id) }));
    expect(value).toEqual({ monitorId: id, runs: [], total: 0 });
  });

  it("a first page announcing more than maxPages fails the call (TooManyPagesError), asking for no other page", async () => {
    const id = await create("schema", { connection_id: 7, table: "analytics.orders" });
    for (let i = 0; i < 3; i++) await clients.control.runMonitor(id);
    await clients.control.clearRequests();
    await expect(getMonitorRuns({ monitorId: id, pageSize: 1, maxPages: 2 })).rejects.toBeInstanceOf(TooManyPagesError);
    expect((await clients.control.requests()).filter((r) => r.path === `/api/v1/monitors/${id}/runs`)).toHaveLength(1);
  });

  it("a missing monitor is a NotFoundError; a bad time is refused before anything is sent", async () => {
    await expect(getMonitorRuns({ monitorId: 424242 })).rejects.toBeInstanceOf(NotFoundError);
    await clients.control.clearRequests();
    const bad = await thrown(() => getMonitorRuns({ monitorId: 1, startTime: "yesterday" }));
    expect(bad).toBeInstanceOf(InvalidArgumentError);
    expect(bad.message).toMatch(/startTime.*ISO 8601/);
    expect(await clients.control.requests()).toEqual([]);
  });
});
