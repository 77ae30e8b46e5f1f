/**
 * The monitor endpoints of the vendor's OpenAPI (tag Monitors) against a running emulator:
 * create, read, update, toggle, delete, runs, their validation, and the controls that stand
 * in for edits made in the Datafold app. The bodies below follow the OpenAPI's
 * `*MonitorSpecPublic` schemas.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EmulatorControlClient, EmulatorControlError } from "../../packages/datafold-emulator/src";
import { clientFor, startTestEmulator, useResetEmulator } from "../../tools/harness/emulator";

const live = useResetEmulator({ monitors: 8 });

const main = (method: string, path: string, json?: unknown) => live.client.main(method, path, json === undefined ? {} : { json });
const controls = () => new EmulatorControlClient(live.emulator.url);

const DAILY = { interval: { every: "day", hour: 6 } };
const SLACK = { type: "slack", integration: 3, channel: "#data-alerts" };

const SPECS = {
  metric: {
    name: "Row count of orders",
    schedule: DAILY,
    connection_id: 7,
    metric: { type: "column", table: "ANALYTICS.PROD.ORDERS", column: "amount", metric: "average", filter: "amount > 0" },
    alert: { type: "automatic", sensitivity: 70 },
    notifications: [SLACK],
    tags: ["finance"],
    owner: "ana.silva@example.com",
    description: "Average order amount",
  },
  diff: {
    name: "Prod vs dev orders",
    schedule: { cron: "0 6 * * *" },
    datadiff: {
      diff_type: "indb",
      primary_key: ["id"],
      dataset_a: { connection_id: 7, table: "ANALYTICS.PROD.ORDERS" },
      dataset_b: { connection_id: 7, query: "SELECT * FROM ANALYTICS.DEV.ORDERS" },
    },
    alert: { different_rows_count: 10 },
  },
  schema: { name: "Schema of sessions", schedule: { interval: { every: "hour" } }, connection_id: 7, table: "ANALYTICS.PROD.SESSIONS" },
  test: {
    name: "Unique order ids",
    schedule: { type: "none" },
    connection_id: 7,
    query: "SELECT id FROM ANALYTICS.PROD.ORDERS GROUP BY id HAVING COUNT(*) > 1",
  },
} as const;

async function create(kind: keyof typeof SPECS, overrides: Record<string, unknown> = {}): Promise<number> {
  const created = await main("POST", `/api/v1/monitors/create/${kind}`, { ...SPECS[kind], ...overrides });
  expect(created.status).toBe(200);
  return created.body.id as number;
}

/** The spec fields of GET /{id}, which a run must leave alone. */
const specFields = (monitor: Record<string, unknown>) => {
  const { state: _state, last_run: _lastRun, last_alert: _lastAlert, ...rest } = monitor;
  return rest;
};

describe("creating monitors", () => {
  it("creates a metric monitor and reads it back with its dataset, not its whole metric definition", async () => {
    const id = await create("metric");
    expect(id).toBeGreaterThan(100_000);
    const { status, body } = await main("GET", `/api/v1/monitors/${id}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      id,
      name: "Row count of orders",
      monitor_type: "metric",
      description: "Average order amount",
      created_at: expect.any(String),
      modified_at: body.created_at,
      enabled: true,
      schedule: { interval: { every: "day", hour: 6, type: "daily", utc_at: null } },
      alert: { type: "automatic", sensitivity: 70 },
      dataset: [{ connection_id: 7, table: "ANALYTICS.PROD.ORDERS", column: "amount", metric: "average", filter: "amount > 0", query: null }],
      notifications: [{ type: "slack", integration: 3, channel: "#data-alerts", mentions: [], features: null }],
      owner: "ana.silva@example.com",
      tags: ["finance"],
      state: "created",
      last_run: null,
      last_alert: null,
    });
    expect(body).not.toHaveProperty("metric");
  });

  it("creates a data-diff monitor whose dataset shows both sides and whose alert is tagged diff", async () => {
    const id = await create("diff");
    const { body } = await main("GET", `/api/v1/monitors/${id}`);
    expect(body).toMatchObject({
      monitor_type: "diff",
      schedule: { cron: "0 6 * * *", type: "crontab" },
      alert: { type: "diff", different_rows_count: 10, different_rows_percent: null, match_ratio_min: null },
      dataset: [
        { connection_id: 7, table: "ANALYTICS.PROD.ORDERS", query: null },
        { connection_id: 7, table: null, query: "SELECT * FROM ANALYTICS.DEV.ORDERS" },
      ],
      notifications: [],
      tags: [],
      owner: null,
    });
    expect(body).not.toHaveProperty("datadiff");
  });

  it("creates schema-change and data-test monitors", async () => {
    const schema = await main("GET", `/api/v1/monitors/${await create("schema")}`);
    expect(schema.body).toMatchObject({ monitor_type: "schema", schedule: { interval: { every: "hour", type: "hourly" } }, alert: null, dataset: [{ connection_id: 7, table: "ANALYTICS.PROD.SESSIONS" }] });
    const test = await main("GET", `/api/v1/monitors/${await create("test")}`);
    expect(test.body).toMatchObject({ monitor_type: "test", schedule: { type: "none" }, dataset: [{ connection_id: 7, query: SPECS.test.query, table: null }] });
  });

  it("takes the vendor's internal metric names beside the aliases, and keeps include_tables/exclude_tables as sent", async () => {
    const table = await main("POST", "/api/v1/monitors/create/metric", {
      ...SPECS.metric,
      metric: { type: "table", table: "ANALYTICS.PROD.ORDERS", metric: "freshness_minutes", include_tables: "ANALYTICS.PROD.*", exclude_tables: null },
    });
    expect(table.status).toBe(200);
    expect((await main("GET", `/api/v1/monitors/${table.body.id}`)).body.dataset).toEqual([expect.objectContaining({ metric: "freshness_minutes" })]);
    expect((await controls().storedMonitor(table.body.id)).spec.metric).toMatchObject({ metric: "freshness_minutes", include_tables: "ANALYTICS.PROD.*", exclude_tables: null });
    for (const metric of ["qmax", "nulls", "col_freshness_minutes", "std_dev"]) {
      const column = await main("POST", "/api/v1/monitors/create/metric", { ...SPECS.metric, metric: { ...SPECS.metric.metric, metric } });
      expect([metric, column.status]).toEqual([metric, 200]);
    }
    const schema = await main("POST", "/api/v1/monitors/create/schema", { ...SPECS.schema, include_tables: "ANALYTICS.*", exclude_tables: "ANALYTICS.TMP_*" });
    expect((await controls().storedMonitor(schema.body.id)).spec).toMatchObject({ include_tables: "ANALYTICS.*", exclude_tables: "ANALYTICS.TMP_*" });
    // A name neither list has is still refused, naming both.
    const bad = await main("POST", "/api/v1/monitors/create/metric", { ...SPECS.metric, metric: { ...SPECS.metric.metric, metric: "mode" } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain("'qmax'");
  });

  it("gives each created monitor a new id, above the seeded ones", async () => {
    const first = await create("schema");
    const second = await create("schema");
    expect(second).toBe(first + 1);
    expect(first).toBeGreaterThan(8);
  });

  it("lists created monitors with their type, tags, state and owner, and filters them by tag", async () => {
    const id = await create("metric");
    const list = await main("GET", "/api/v1/monitors?page_size=100");
    expect(list.body.count).toBe(9);
    expect(list.body.monitors.at(-1)).toEqual({
      id,
      name: "Row count of orders",
      monitor_type: "metric",
      created_at: expect.any(String),
      modified_at: expect.any(String),
      enabled: true,
      last_alert: null,
      last_run: null,
      owner: "ana.silva@example.com",
      state: "created",
      tags: ["finance"],
    });
    const byName = await main("GET", "/api/v1/monitors?order_by=name&sort_order=asc&page_size=100");
    expect(byName.body.monitors.map((m: { id: number }) => m.id)).toContain(id);
    const tagged = await main("GET", "/api/v1/monitors?tags=finance&page_size=100");
    expect(tagged.body.monitors.map((m: { id: number }) => m.id)).toContain(id);
  });
});

describe("validation of monitor bodies", () => {
  const issues = async (path: string, body: unknown, method = "POST") => {
    const answer = await main(method, path, body);
    expect(answer.status).toBe(422);
    return answer.body.detail as { type: string; loc: (string | number)[]; msg: string }[];
  };

  it("answers 422 missing at the loc of each absent required field", async () => {
    const { name: _name, connection_id: _connection, ...rest } = SPECS.metric;
    expect(await issues("/api/v1/monitors/create/metric", rest)).toEqual([
      expect.objectContaining({ type: "missing", loc: ["body", "name"], msg: "Field required" }),
      expect.objectContaining({ type: "missing", loc: ["body", "connection_id"] }),
    ]);
    expect(await issues("/api/v1/monitors/create/schema", undefined)).toEqual([expect.objectContaining({ type: "missing", loc: ["body"] })]);
  });

  it("answers 422 enum for a bad metric alias, at the loc under the union's tag", async () => {
    const body = { ...SPECS.metric, metric: { ...SPECS.metric.metric, metric: "mode" } };
    expect(await issues("/api/v1/monitors/create/metric", body)).toEqual([
      expect.objectContaining({ type: "enum", loc: ["body", "metric", "column", "metric"], msg: expect.stringContaining("'minimum', 'maximum'") }),
    ]);
  });

  it("answers 422 less_than_equal for a sensitivity of 150", async () => {
    const body = { ...SPECS.metric, alert: { type: "automatic", sensitivity: 150 } };
    expect(await issues("/api/v1/monitors/create/metric", body)).toEqual([
      { type: "less_than_equal", loc: ["body", "alert", "automatic", "sensitivity"], msg: "Input should be less than or equal to 100", input: 150, ctx: { le: 100 } },
    ]);
  });

  it("answers 422 union_tag_invalid for a wrong discriminator, and union_tag_not_found for none", async () => {
    const badNotification = { ...SPECS.schema, notifications: [{ type: "carrier_pigeon", integration: 1 }] };
    expect(await issues("/api/v1/monitors/create/schema", badNotification)).toEqual([
      expect.objectContaining({ type: "union_tag_invalid", loc: ["body", "notifications", 0], ctx: expect.objectContaining({ tag: "carrier_pigeon" }) }),
    ]);
    const noDiffType = { ...SPECS.diff, datadiff: { ...SPECS.diff.datadiff, diff_type: undefined } };
    expect(await issues("/api/v1/monitors/create/diff", noDiffType)).toEqual([
      expect.objectContaining({ type: "union_tag_not_found", loc: ["body", "datadiff"] }),
    ]);
    const id = await create("schema");
    expect(await issues(`/api/v1/monitors/${id}/update`, { type: "dashboard", name: "x" }, "PATCH")).toEqual([
      expect.objectContaining({ type: "union_tag_invalid", loc: ["body"] }),
    ]);
  });

  it("reports every member of an untagged union when none fits, as pydantic does", async () => {
    const detail = await issues("/api/v1/monitors/create/schema", { ...SPECS.schema, schedule: { interval: { every: "week" }, type: "weekly" } });
    expect(detail.map((item) => [item.type, item.loc])).toEqual([
      ["literal_error", ["body", "schedule", "IntervalSchedule", "interval", "HourIntervalSchedule", "every"]],
      ["literal_error", ["body", "schedule", "IntervalSchedule", "interval", "DayIntervalSchedule", "every"]],
      ["missing", ["body", "schedule", "CronSchedule", "cron"]],
      ["literal_error", ["body", "schedule", "CronSchedule", "type"]],
      ["literal_error", ["body", "schedule", "NoneSchedule", "type"]],
    ]);
  });

  it("reads a schedule no other member fits as NoneSchedule, which ignores unknown fields, as pydantic's smart union does", async () => {
    const id = await create("schema", { schedule: { interval: { every: "week" } } });
    expect((await main("GET", `/api/v1/monitors/${id}`)).body.schedule).toEqual({ type: "none" });
  });

  it("applies the schema's exactly-one rules: a column rule's column or type, and include_columns or columns_to_compare", async () => {
    const inmem = {
      ...SPECS.diff,
      datadiff: {
        diff_type: "inmem",
        primary_key: ["id"],
        dataset_a: { connection_id: 3, table: "sales.invoice_lines" },
        dataset_b: { connection_id: 7, table: "ANALYTICS.PROD.INVOICE_LINES" },
        column_rules: [{ equal_if: "abs(a - b) < 0.01" }],
      },
    };
    expect(await issues("/api/v1/monitors/create/diff", inmem)).toEqual([
      expect.objectContaining({ type: "value_error", loc: ["body", "datadiff", "inmem", "column_rules", 0] }),
    ]);
    const both = { ...SPECS.diff, datadiff: { ...SPECS.diff.datadiff, include_columns: ["a"], columns_to_compare: ["a"] } };
    expect(await issues("/api/v1/monitors/create/diff", both)).toEqual([expect.objectContaining({ type: "value_error", loc: ["body", "datadiff", "indb"] })]);
  });

  it("reports a bad path id and a bad body together, and 422s an update of the wrong kind", async () => {
    expect((await issues("/api/v1/monitors/abc/toggle", {}, "PUT")).map((item) => [item.type, item.loc])).toEqual([
      ["int_parsing", ["path", "id"]],
      ["missing", ["body", "enabled"]],
    ]);
    const id = await create("schema");
    expect(await issues(`/api/v1/monitors/${id}/update`, { type: "metric", name: "x" }, "PATCH")).toEqual([
      expect.objectContaining({ type: "value_error", loc: ["body", "type"] }),
    ]);
  });
});

describe("updating, toggling and deleting monitors", () => {
  it("updates each kind with its own update spec, changing only the fields sent", async () => {
    const metric = await create("metric");
    await live.client.control("POST", "/clock", { advanceMs: 60_000 });
    const patched = await main("PATCH", `/api/v1/monitors/${metric}/update`, { type: "metric", name: "Renamed", alert: { type: "absolute", min: 1, max: 5 } });
    expect(patched.status).toBe(200);
    const read = (await main("GET", `/api/v1/monitors/${metric}`)).body;
    expect(read).toMatchObject({ name: "Renamed", alert: { type: "absolute", min: 1, max: 5 }, tags: ["finance"], owner: "ana.silva@example.com" });
    expect(Date.parse(read.modified_at) - Date.parse(read.created_at)).toBeGreaterThanOrEqual(60_000);

    const diff = await create("diff");
    await main("PATCH", `/api/v1/monitors/${diff}/update`, { type: "diff", alert: { match_ratio_min: 0.99 }, datadiff: { diff_type: "indb", primary_key: ["order_id"] } });
    expect((await main("GET", `/api/v1/monitors/${diff}`)).body.alert).toEqual({ type: "diff", different_rows_count: null, different_rows_percent: null, match_ratio_min: 0.99 });
    expect((await controls().storedMonitor(diff)).spec.datadiff).toMatchObject({ primary_key: ["order_id"], dataset_a: { table: "ANALYTICS.PROD.ORDERS" } });

    const schema = await create("schema");
    await main("PATCH", `/api/v1/monitors/${schema}/update`, { type: "schema", tags: ["pii"], schedule: { cron: "*/5 * * * *" } });
    expect((await main("GET", `/api/v1/monitors/${schema}`)).body).toMatchObject({ tags: ["pii"], schedule: { cron: "*/5 * * * *" } });

    const test = await create("test");
    await main("PATCH", `/api/v1/monitors/${test}/update`, { type: "test", query: "SELECT 1", owner: null });
    expect((await main("GET", `/api/v1/monitors/${test}`)).body).toMatchObject({ owner: null, dataset: [{ query: "SELECT 1" }] });
  });

  it("toggles a monitor off and on", async () => {
    const id = await create("schema");
    expect((await main("PUT", `/api/v1/monitors/${id}/toggle`, { enabled: false })).status).toBe(200);
    expect((await main("GET", `/api/v1/monitors/${id}`)).body.enabled).toBe(false);
    await main("PUT", `/api/v1/monitors/${id}/toggle`, { enabled: true });
    expect((await main("GET", `/api/v1/monitors/${id}`)).body.enabled).toBe(true);
  });

  it("deletes a monitor: GET, update, toggle, run and runs answer 404 after, and the list drops it", async () => {
    const id = await create("test");
    expect(await main("DELETE", `/api/v1/monitors/${id}`)).toMatchObject({ status: 200 });
    const notFound = { status: 404, body: { detail: "Monitor not found" } };
    expect(await main("GET", `/api/v1/monitors/${id}`)).toMatchObject(notFound);
    expect(await main("PATCH", `/api/v1/monitors/${id}/update`, { type: "test", name: "x" })).toMatchObject(notFound);
    expect(await main("PUT", `/api/v1/monitors/${id}/toggle`, { enabled: false })).toMatchObject(notFound);
    expect(await main("POST", `/api/v1/monitors/${id}/run`)).toMatchObject(notFound);
    expect(await main("GET", `/api/v1/monitors/${id}/runs`)).toMatchObject(notFound);
    expect(await main("DELETE", `/api/v1/monitors/${id}`)).toMatchObject(notFound);
    expect((await main("GET", "/api/v1/monitors?page_size=100")).body.count).toBe(8);
  });

  it("deletes a seeded monitor too, and a reset brings it back", async () => {
    expect((await main("GET", "/api/v1/monitors/3")).body).toMatchObject({ id: 3, monitor_type: "schema" });
    await main("DELETE", "/api/v1/monitors/3");
    expect((await main("GET", "/api/v1/monitors/3")).status).toBe(404);
    const ids = (await main("GET", "/api/v1/monitors?page_size=100")).body.monitors.map((m: { id: number }) => m.id);
    expect(ids).toEqual([1, 2, 4, 5, 6, 7, 8]);
    await live.client.control("POST", "/reset");
    expect((await main("GET", "/api/v1/monitors/3")).status).toBe(200);
  });
});

describe("monitor runs", () => {
  it("changes state and last_run, and nothing of the spec GET returns", async () => {
    const id = await create("metric");
    const before = (await main("GET", `/api/v1/monitors/${id}`)).body;
    await live.client.control("POST", "/clock", { advanceMs: 5_000 });
    const started = await main("POST", `/api/v1/monitors/${id}/run`);
    expect(started).toMatchObject({ status: 200, body: { run_id: expect.any(Number) } });
    const after = (await main("GET", `/api/v1/monitors/${id}`)).body;
    expect(after).toMatchObject({ state: "ok", last_alert: null });
    expect(after.last_run).not.toBeNull();
    expect(specFields(after)).toEqual(specFields(before));
  });

  it("records a run that alerts through the control API, setting last_alert", async () => {
    const id = await create("diff");
    const before = (await main("GET", `/api/v1/monitors/${id}`)).body;
    const run = await controls().runMonitor(id, { alert: true });
    expect(run.state).toBe("alert");
    const after = (await main("GET", `/api/v1/monitors/${id}`)).body;
    expect(after).toMatchObject({ state: "alert", last_run: run.startedAt, last_alert: run.startedAt });
    expect(specFields(after)).toEqual(specFields(before));
    expect(await main("GET", `/api/v1/monitors/${id}/runs/${run.runId}`)).toMatchObject({
      status: 200,
      body: { run_id: run.runId, monitor_id: id, state: "alert", started_at: run.startedAt, diff_id: null, error: null, warnings: [] },
    });
    expect((await main("GET", `/api/v1/monitors/${id}/runs/999999`)).status).toBe(404);
  });

  it("lists runs newest first, in pages, between start_time and end_time", async () => {
    const id = await create("schema");
    const start = await controls().moveClock({ set: "2030-01-01T00:00:00Z", freeze: true });
    for (let hour = 0; hour < 3; hour += 1) {
      await main("POST", `/api/v1/monitors/${id}/run`);
      await controls().moveClock({ advanceMs: 3_600_000 });
    }
    const all = (await main("GET", `/api/v1/monitors/${id}/runs`)).body;
    expect(all).toMatchObject({ count: 3, page: 1, page_size: 10, total_pages: 1 });
    expect(all.runs.map((run: { started_at: string }) => run.started_at)).toEqual(["2030-01-01T02:00:00Z", "2030-01-01T01:00:00Z", "2030-01-01T00:00:00Z"]);
    const paged = (await main("GET", `/api/v1/monitors/${id}/runs?page=2&page_size=2`)).body;
    expect(paged).toMatchObject({ count: 3, page: 2, total_pages: 2, runs: [{ started_at: "2030-01-01T00:00:00Z" }] });
    const between = (await main("GET", `/api/v1/monitors/${id}/runs?start_time=2030-01-01T00:30:00Z&end_time=2030-01-01T01:00:00Z`)).body;
    expect(between.runs.map((run: { started_at: string }) => run.started_at)).toEqual(["2030-01-01T01:00:00Z"]);
    expect(start.toISOString()).toBe("2030-01-01T00:00:00.000Z");
    expect((await main("GET", `/api/v1/monitors/${id}/runs?start_time=yesterday`)).status).toBe(422);
  });
});

describe("edits made in the Datafold app (control API)", () => {
  it("editMonitor changes what GET returns and bumps modified_at", async () => {
    const id = await create("metric");
    await controls().moveClock({ advanceMs: 90_000 });
    const edited = await controls().editMonitor(id, {
      name: "Edited in the app",
      tags: ["critical"],
      enabled: false,
      owner: "bo.chen@example.com",
      description: null,
      schedule: { cron: "0 * * * *" },
      notifications: [{ type: "email", recipients: ["oncall@example.com"] }],
      alert: { type: "percentage", increase: 10, decrease: 20 },
    });
    const read = (await main("GET", `/api/v1/monitors/${id}`)).body;
    expect(read).toEqual(edited);
    expect(read).toMatchObject({
      name: "Edited in the app",
      tags: ["critical"],
      enabled: false,
      owner: "bo.chen@example.com",
      description: null,
      schedule: { cron: "0 * * * *", type: "crontab" },
      notifications: [{ type: "email", recipients: ["oncall@example.com"], features: null }],
      alert: { type: "percentage", increase: 10, decrease: 20 },
    });
    expect(Date.parse(read.modified_at) - Date.parse(read.created_at)).toBeGreaterThanOrEqual(90_000);
  });

  it("editMonitor refuses a field the vendor would refuse, and an unknown monitor", async () => {
    const id = await create("metric");
    await expect(controls().editMonitor(id, { alert: { type: "automatic", sensitivity: 150 } })).rejects.toMatchObject({ status: 400, message: expect.stringContaining("alert.automatic.sensitivity") });
    await expect(controls().editMonitor(424242, { name: "x" })).rejects.toMatchObject({ status: 404 });
    await expect(controls().editMonitor(id, { color: "red" } as never)).rejects.toBeInstanceOf(EmulatorControlError);
  });

  it("deleteMonitor deletes as the app does: the API answers 404", async () => {
    const id = await create("schema");
    await controls().deleteMonitor(id);
    expect((await main("GET", `/api/v1/monitors/${id}`)).status).toBe(404);
    await expect(controls().deleteMonitor(id)).rejects.toMatchObject({ status: 404 });
  });

  it("storedMonitor shows the whole spec, which GET shows only part of", async () => {
    const id = await create("metric");
    const stored = await controls().storedMonitor(id);
    expect(stored).toMatchObject({ id, type: "metric", spec: { metric: SPECS.metric.metric, connection_id: 7 }, state: "created", runs: [] });
  });
});

describe("credentials", () => {
  it("asks every monitor endpoint for the API key, and changes nothing without it", async () => {
    const id = await create("schema");
    const calls: [string, string, unknown?][] = [
      ["POST", "/api/v1/monitors/create/schema", SPECS.schema],
      ["GET", `/api/v1/monitors/${id}`],
      ["PATCH", `/api/v1/monitors/${id}/update`, { type: "schema", name: "x" }],
      ["PUT", `/api/v1/monitors/${id}/toggle`, { enabled: false }],
      ["POST", `/api/v1/monitors/${id}/run`],
      ["GET", `/api/v1/monitors/${id}/runs`],
      ["GET", `/api/v1/monitors/${id}/runs/1`],
      ["DELETE", `/api/v1/monitors/${id}`],
    ];
    const before = (await main("GET", `/api/v1/monitors/${id}`)).body;
    for (const [method, path, json] of calls) {
      const answer = await live.client.main(method, path, { authorization: "Key wrong", ...(json === undefined ? {} : { json }) });
      expect([method, path, answer.status]).toEqual([method, path, 401]);
    }
    expect((await main("GET", `/api/v1/monitors/${id}`)).body).toEqual(before);
    expect((await main("GET", "/api/v1/monitors?page_size=100")).body.count).toBe(9);
  });
});

describe("monitors across restarts and resets", () => {
  it("keeps created monitors, runs and deletions in the data file, and a reset drops them", async () => {
    const directory = mkdtempSync(join(tmpdir(), "datafold-emulator-monitors-"));
    const dataFile = join(directory, "state.json");
    try {
      const first = await startTestEmulator({ dataFile, monitors: 4 });
      const firstClient = clientFor(first);
      const created = await firstClient.main("POST", "/api/v1/monitors/create/schema", { json: SPECS.schema });
      const id = created.body.id as number;
      await firstClient.main("POST", `/api/v1/monitors/${id}/run`);
      await firstClient.main("DELETE", "/api/v1/monitors/2");
      const before = (await firstClient.main("GET", `/api/v1/monitors/${id}`)).body;
      await first.close();

      const second = await startTestEmulator({ dataFile, monitors: 4 });
      try {
        const secondClient = clientFor(second);
        expect((await secondClient.main("GET", `/api/v1/monitors/${id}`)).body).toEqual(before);
        expect((await secondClient.main("GET", "/api/v1/monitors/2")).status).toBe(404);
        const next = await secondClient.main("POST", "/api/v1/monitors/create/schema", { json: SPECS.schema });
        expect(next.body.id).toBe(id + 1);
        await secondClient.control("POST", "/reset");
        expect((await secondClient.main("GET", `/api/v1/monitors/${id}`)).status).toBe(404);
        expect((await secondClient.main("GET", "/api/v1/monitors")).body.count).toBe(4);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
