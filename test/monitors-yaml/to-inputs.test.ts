/**
 * Datafold's monitors YAML as the four monitor resources' inputs, checked by each resource's
 * own check: every key of the vendor's JSON Schema, the gaps between the YAML and the inputs
 * (name, id, null, schedule tags, metric names, include/exclude tables, unknown keys, shared
 * settings), and failures named by file, line and the YAML's path.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expandFileArgs } from "../../src/monitors-yaml/files";
import { loadAndMerge } from "../../src/monitors-yaml/load";
import { readMonitors } from "../../src/monitors-yaml/read-monitors";
import { convertMonitor, type SharedSettings } from "../../src/monitors-yaml/to-inputs";

let base: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), "monitors-yaml-"));
  mkdirSync(join(base, "monitors"));
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** The monitors of one file, `monitors/a.yaml`, converted. */
function convert(yaml: string, shared?: SharedSettings) {
  writeFileSync(join(base, "monitors/a.yaml"), yaml);
  const sources = loadAndMerge(expandFileArgs(["monitors/a.yaml"], base), { warn: () => undefined });
  return sources.map((source) => convertMonitor(source, shared));
}
const one = (yaml: string, shared?: SharedSettings) => convert(yaml, shared)[0]!;

const HOURLY = "    schedule: { interval: { every: hour } }\n";

describe("each kind", () => {
  test("metric: snake_case keys become the inputs' camelCase; name defaults to the slug", () => {
    const m = one(
      "monitors:\n  orders_rows:\n    type: metric\n    connection_id: 7\n    metric: { type: custom, query: 'select 1', alert_on_missing_data: true }\n" +
        HOURLY +
        "    alert: { type: percentage, increase: 5, decrease: null }\n",
    );
    expect(m.failures).toEqual([]);
    expect(m.kind).toBe("metric");
    expect(m.inputs).toEqual({
      name: "orders_rows",
      connectionId: 7,
      metric: { type: "custom", query: "select 1", alertOnMissingData: true },
      schedule: { interval: { every: "hour" } },
      alert: { type: "percentage", increase: 5 },
    });
  });

  test("metric: the vendor's internal metric names are accepted beside the aliases, and a table metric's include/exclude tables", () => {
    const [table, column, alias] = convert(
      "monitors:\n" +
        "  t:\n    type: metric\n    connection_id: 7\n    metric: { type: table, metric: freshness_minutes, include_tables: 'analytics.*', exclude_tables: 'analytics.tmp_*' }\n" +
        HOURLY +
        "  c:\n    type: metric\n    connection_id: 7\n    metric: { type: column, table: t, column: amount, metric: qmax }\n" +
        HOURLY +
        "  a:\n    type: metric\n    connection_id: 7\n    metric: { type: column, table: t, column: amount, metric: std_dev, filter: 'x > 0' }\n" +
        HOURLY,
    );
    expect([table!.failures, column!.failures, alias!.failures]).toEqual([[], [], []]);
    expect(table!.inputs.metric).toEqual({ type: "table", metric: "freshness_minutes", includeTables: "analytics.*", excludeTables: "analytics.tmp_*" });
    expect(column!.inputs.metric).toEqual({ type: "column", table: "t", column: "amount", metric: "qmax" });
    expect(alias!.inputs.metric).toEqual({ type: "column", table: "t", column: "amount", metric: "std_dev", filter: "x > 0" });
  });

  test("schema: table, include_tables and exclude_tables; id adopts", () => {
    const m = one("monitors:\n  s:\n    type: schema\n    id: 42\n    name: Orders schema\n    connection_id: 7\n    table: null\n    include_tables: 'a.*'\n    exclude_tables: 'a.b'\n" + HOURLY);
    expect(m.failures).toEqual([]);
    expect(m.inputs).toEqual({ name: "Orders schema", adoptMonitorId: 42, connectionId: 7, includeTables: "a.*", excludeTables: "a.b", schedule: { interval: { every: "hour" } } });
  });

  test("test: a query, or a standard test whose variable names are kept as written", () => {
    const [query, standard] = convert(
      "monitors:\n  q:\n    type: test\n    connection_id: 7\n    query: select * from t where id is null\n" +
        HOURLY +
        "  s:\n    type: test\n    connection_id: 7\n    test:\n      type: numeric_range\n      tables: [{ path: db.t, columns: [amount] }]\n      variables:\n        max_value: { value: 10, quote: false }\n        accepted_values: { value: [a, 1, 2.5] }\n" +
        HOURLY,
    );
    expect([query!.failures, standard!.failures]).toEqual([[], []]);
    expect(query!.inputs.query).toBe("select * from t where id is null");
    expect(standard!.inputs.test).toEqual({
      type: "numeric_range",
      tables: [{ path: "db.t", columns: ["amount"] }],
      variables: { max_value: { value: 10, quote: false }, accepted_values: { value: ["a", 1, 2.5] } },
    });
  });

  test("diff: in-database and cross-database, datasets by table or query, the user's own names kept", () => {
    const [indb, inmem] = convert(
      "monitors:\n" +
        "  d1:\n    type: diff\n    datadiff:\n      diff_type: indb\n" +
        "      dataset_a: { connection_id: 7, table: prod.orders, filter: 'id > 0', session_parameters: { query_tag: pulumi }, time_travel_point: 5 }\n" +
        "      dataset_b: { connection_id: 7, query: select * from dev.orders }\n" +
        "      primary_key: [id]\n      columns_to_compare: [amount]\n      column_remapping: { amount_usd: amount }\n      materialize_results: true\n" +
        "      ignore_string_case: true\n      timeseries_dimension_column: created_at\n      sampling: { max_rows: 1000, threshold: 10 }\n" +
        "      tolerance: { float: { default: { type: relative, value: 0.01 }, column_tolerance: { unit_price: { type: absolute, value: 0.5 } } } }\n" +
        HOURLY +
        "    alert: { different_rows_count: 5, different_rows_percent: 1 }\n" +
        "  d2:\n    type: diff\n    datadiff:\n      diff_type: inmem\n" +
        "      dataset_a: { connection_id: 7, table: prod.orders, materialize: false }\n      dataset_b: { connection_id: 8, query: select 1 }\n" +
        "      primary_key: [id]\n      materialize_results_to: 9\n      sampling: { tolerance: 0.001, confidence: 0.99 }\n" +
        HOURLY,
    );
    expect([indb!.failures, inmem!.failures]).toEqual([[], []]);
    expect(indb!.inputs.datadiff).toEqual({
      diffType: "indb",
      datasetA: { connectionId: 7, table: "prod.orders", filter: "id > 0", sessionParameters: { query_tag: "pulumi" }, timeTravelPoint: 5 },
      datasetB: { connectionId: 7, query: "select * from dev.orders" },
      primaryKey: ["id"],
      columnsToCompare: ["amount"],
      columnRemapping: { amount_usd: "amount" },
      materializeResults: true,
      ignoreStringCase: true,
      timeseriesDimensionColumn: "created_at",
      sampling: { maxRows: 1000, threshold: 10 },
      tolerance: { float: { default: { type: "relative", value: 0.01 }, columnTolerance: { unit_price: { type: "absolute", value: 0.5 } } } },
    });
    expect(indb!.inputs.alert).toEqual({ differentRowsCount: 5, differentRowsPercent: 1 });
    expect(inmem!.inputs.datadiff).toEqual({
      diffType: "inmem",
      datasetA: { connectionId: 7, table: "prod.orders", materialize: false },
      datasetB: { connectionId: 8, query: "select 1" },
      primaryKey: ["id"],
      materializeResultsTo: 9,
      sampling: { tolerance: 0.001, confidence: 0.99 },
    });
  });
});

describe("the gaps between the YAML and the inputs", () => {
  test("schedules: the type tags are dropped, and a schedule with neither interval nor cron is none", () => {
    const schedules = convert(
      "monitors:\n" +
        ["{ interval: { every: hour, type: hourly } }", "{ interval: { every: day, hour: 6, utc_at: null, type: daily } }", "{ cron: '0 6 * * *', type: crontab }", "{ type: none }", "{}"]
          .map((s, i) => `  s${i}:\n    type: schema\n    connection_id: 7\n    schedule: ${s}\n`)
          .join(""),
    );
    expect(schedules.map((m) => m.failures)).toEqual([[], [], [], [], []]);
    expect(schedules.map((m) => m.inputs.schedule)).toEqual([
      { interval: { every: "hour" } },
      { interval: { every: "day", hour: 6 } },
      { cron: "0 6 * * *" },
      { type: "none" },
      { type: "none" },
    ]);
  });

  test("null for an optional field is absent, at every level", () => {
    const m = one(
      "monitors:\n  s:\n    type: schema\n    name: null\n    description: null\n    id: null\n    connection_id: 7\n" +
        HOURLY +
        "    notifications: [{ type: slack, integration: 3, channel: '#data', features: null }]\n",
    );
    expect(m.failures).toEqual([]);
    expect(m.inputs).toEqual({ name: "s", connectionId: 7, schedule: { interval: { every: "hour" } }, notifications: [{ type: "slack", integration: 3, channel: "#data" }] });
  });

  test("a key the schema does not have is a warning naming file, line and path, and is ignored", () => {
    const m = one("monitors:\n  s:\n    type: metric\n    connection_id: 7\n    metric:\n      type: table\n      metrc: row_count\n      metric: total\n" + HOURLY + "    severity: high\n");
    expect(m.failures).toEqual([]);
    expect(m.inputs.metric).toEqual({ type: "table", metric: "total" });
    expect(m.warnings).toEqual([
      expect.stringMatching(/^monitors\/a\.yaml:7: monitors\.s\.metric\.metrc: not a key of Datafold's monitors YAML schema here, so it is ignored \(the keys are type, table, metric, filter, include_tables, exclude_tables\)/),
      expect.stringMatching(/^monitors\/a\.yaml:10: monitors\.s\.severity: not a key/),
    ]);
  });

  test("owner, onDelete and tags set on every monitor; tags after the monitor's own", () => {
    const m = one("monitors:\n  s:\n    type: schema\n    connection_id: 7\n    tags: [mine]\n" + HOURLY, { owner: "data@example.com", onDelete: "pause", tags: ["pulumi"] });
    expect(m.failures).toEqual([]);
    expect(m.inputs).toMatchObject({ owner: "data@example.com", onDelete: "pause", tags: ["mine", "pulumi"] });
  });
});

describe("failures name the file, the line and the YAML's path", () => {
  test("a bad value, a missing key, a bad tag and a bad schedule tag, each on its own line", () => {
    const m = one(
      "monitors:\n  orders_rows:\n    type: metric\n    metric:\n      type: table\n      metric: rows\n" +
        "    schedule: { cron: '0 6 * * *', type: hourly }\n" +
        "    notifications:\n      - { type: email, recipients: [a@example.com] }\n      - { type: sms, number: 1 }\n",
    );
    expect(m.failures).toEqual([
      expect.stringMatching(/^monitors\/a\.yaml:7: monitors\.orders_rows\.schedule\.type: must be "crontab" here, or left out; got the string "hourly"\.$/),
      expect.stringMatching(/^monitors\/a\.yaml:2: monitors\.orders_rows\.connection_id: is required: /),
      expect.stringMatching(/^monitors\/a\.yaml:6: monitors\.orders_rows\.metric\.metric: must be "row_count", "freshness", "total", /),
      expect.stringMatching(/^monitors\/a\.yaml:10: monitors\.orders_rows\.notifications\[1\]\.type: must be "email", "pagerduty", "webhook", "slack", "teams"; got the string "sms"/),
    ]);
  });

  test("a nested path is spelled as in the YAML (dataset_a.connection_id), and a rule across inputs is reported", () => {
    const [diff, test] = convert(
      "monitors:\n  d:\n    type: diff\n    datadiff:\n      diff_type: indb\n      dataset_a: { connection_id: zero, table: t }\n      dataset_b: { connection_id: 7, table: t }\n      primary_key: [id]\n" +
        HOURLY +
        "  t:\n    type: test\n    connection_id: 7\n" +
        HOURLY,
    );
    expect(diff!.failures).toEqual([expect.stringMatching(/^monitors\/a\.yaml:6: monitors\.d\.datadiff\.dataset_a\.connection_id: must be the data source's id, a positive whole number; got the string "zero"/)]);
    expect(test!.failures).toEqual([expect.stringMatching(/^monitors\/a\.yaml:10: monitors\.t\.query: query or test is required: give/)]);
  });

  test("an unquoted time of day, which YAML 1.1 reads as a base-60 number, gets a hint to quote it", () => {
    const m = one("monitors:\n  s:\n    type: schema\n    connection_id: 7\n    schedule: { interval: { every: day, utc_at: 16:30 } }\n");
    expect(m.failures).toEqual([
      'monitors/a.yaml:5: monitors.s.schedule.interval.utc_at: must be a time of day, such as "06:30:00"; got 990. (YAML 1.1 reads an unquoted time such as 16:30 as a base-60 number: quote it, such as utc_at: "16:30")',
    ]);
  });

  test("a monitor that is not a mapping, or has no known type", () => {
    const [notMapping, noType] = convert("monitors:\n  a: 5\n  b:\n    type: freshness\n");
    expect(notMapping!.failures).toEqual(["monitors/a.yaml:2: monitors.a: must be a mapping of the monitor's settings, with a type (metric, schema, test or diff); got 5."]);
    expect(noType!.failures).toEqual(['monitors/a.yaml:4: monitors.b.type: must be "metric", "schema", "test" or "diff" (the monitor\'s kind); got the string "freshness".']);
  });

  test("names of Object's own properties (constructor, toString) are keys and tags like any other", () => {
    const [badType, badKey] = convert(
      "monitors:\n  a:\n    type: toString\n  b:\n    type: metric\n    connection_id: 7\n    constructor: 1\n    metric: { type: constructor }\n" + HOURLY,
    );
    expect(badType!.failures).toEqual(['monitors/a.yaml:3: monitors.a.type: must be "metric", "schema", "test" or "diff" (the monitor\'s kind); got the string "toString".']);
    expect(badKey!.warnings).toEqual([expect.stringMatching(/^monitors\/a\.yaml:7: monitors\.b\.constructor: not a key/)]);
    expect(badKey!.failures).toEqual([expect.stringMatching(/^monitors\/a\.yaml:8: monitors\.b\.metric\.type: must be "table", "column", "custom"; got the string "constructor"/)]);
  });

  test("readMonitors throws one error listing every failure of every monitor, and passes warnings on", () => {
    writeFileSync(join(base, "monitors/a.yaml"), "monitors:\n  a:\n    type: schema\n    connection_id: -1\n" + HOURLY);
    writeFileSync(join(base, "monitors/b.yaml"), "monitors:\n  b:\n    type: metric\n    connection_id: 7\n    metric: { type: table, metric: row_count }\n    schedule: { interval: { every: week } }\n    colour: red\n");
    const warnings: string[] = [];
    let message = "";
    try {
      readMonitors("monitors", { files: ["monitors/*.yaml"], baseDir: base, warn: (w) => warnings.push(w) });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")).toEqual([
      'MonitorsFromYaml "monitors": 2 problems in the monitors YAML; nothing was created or changed. Fix them and run again:',
      expect.stringMatching(/^ {2}monitors\/a\.yaml:4: monitors\.a\.connection_id: must be /),
      expect.stringMatching(/^ {2}monitors\/b\.yaml:6: monitors\.b\.schedule\.interval\.every: must be "hour", "day"; got the string "week"/),
    ]);
    expect(warnings).toEqual([expect.stringMatching(/^monitors\/b\.yaml:7: monitors\.b\.colour: not a key/)]);
  });

  test("a bad shared owner is named as the component's setting", () => {
    const m = one("monitors:\n  s:\n    type: schema\n    connection_id: 7\n" + HOURLY, { owner: "" });
    expect(m.failures).toEqual([expect.stringMatching(/^MonitorsFromYaml owner \(set on every monitor, here monitors\.s\): must not be empty/)]);
  });
});
