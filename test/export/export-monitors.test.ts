/**
 * `pulumi-datafold export-monitors`, run in-process against the emulator: filters, slugs,
 * the TypeScript program and the monitors YAML (checked against the vendor's JSON Schema),
 * TODO and NOTE marking of what GET cannot show, and bad flags with their exit status.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "yaml";
import { readMonitors } from "../../src/monitors-yaml/read-monitors";
import { main } from "../../src/cli/pulumi-datafold";
import { slugOf, uniqueSlugs } from "../../src/export/slugs";
import { exportedMonitors, type ExportedMonitor } from "../../src/export/exported-monitor";
import { dataDiffMonitorResource } from "../../src/provider/monitors/data-diff-monitor";
import { dataTestMonitorResource } from "../../src/provider/monitors/data-test-monitor";
import { metricMonitorResource } from "../../src/provider/monitors/metric-monitor";
import { schemaChangeMonitorResource } from "../../src/provider/monitors/schema-change-monitor";
import type { MonitorCreateKind } from "../../src/clients";
import { clientsFor } from "../../tools/harness/clients";
import { useResetEmulator } from "../../tools/harness/emulator";
import { vendorSchemaProblems } from "./vendor-schema";

const live = useResetEmulator({ monitors: 6 });
let clients: ReturnType<typeof clientsFor>;
beforeEach(() => {
  clients = clientsFor(live.emulator);
});

interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly files: Record<string, string>;
}

async function run(args: string[], env: Record<string, string> = { DATAFOLD_HOST: live.emulator.url, DATAFOLD_API_KEY: live.emulator.apiKey }): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const files: Record<string, string> = {};
  const status = await main(args, {
    env,
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    writeFile: (path, text) => (files[path] = text),
  });
  return { status, stdout, stderr, files };
}

const SCHEDULE = { interval: { every: "hour" } };
async function create(kind: MonitorCreateKind, name: string, body: Record<string, unknown>): Promise<number> {
  return (await clients.datafold.createMonitor(kind, { name, schedule: SCHEDULE, tags: ["exported"], ...body })).id;
}

describe("slugs", () => {
  it.each([
    ["Orders: row count (daily)", "orders_row_count_daily"],
    ["Crème brûlée sales", "creme_brulee_sales"],
    ["2024 revenue", "monitor_2024_revenue"],
    ["class", "class_monitor"],
    ["!!!", "monitor_9"],
    [null, "monitor_9"],
  ])("%j → %s", (name, slug) => {
    expect(slugOf(name, 9)).toBe(slug);
    expect(slug).toMatch(/^[a-z_][a-z0-9_]*$/);
  });

  it("is unique: the oldest monitor keeps the plain slug whatever the order, later ones get their id", () => {
    const monitors = [
      { id: 30, name: "Orders" },
      { id: 10, name: "orders" },
      { id: 20, name: "ORDERS!" },
      { id: 40, name: "orders 20" },
    ];
    const slugs = uniqueSlugs(monitors);
    expect(Object.fromEntries(slugs)).toEqual({ 10: "orders", 20: "orders_20", 30: "orders_30", 40: "orders_20_40" });
    expect(Object.fromEntries(uniqueSlugs([...monitors].reverse()))).toEqual(Object.fromEntries(slugs));
  });
});

describe("filters", () => {
  it("--tag (every tag must match), --type and --id narrow the export; each monitor once, in id order", async () => {
    const a = await create("metric", "A rows", { connection_id: 7, metric: { type: "table", table: "t.a", metric: "row_count" }, tags: ["exported", "finance"] });
    const b = await create("schema", "B schema", { connection_id: 7, table: "t.b", tags: ["exported"] });
    const c = await create("test", "C nulls", { connection_id: 7, query: "SELECT 1", tags: ["exported", "finance"] });
    const ids = async (args: string[]) => [...(await run(["export-monitors", "--format", "yaml", ...args])).stdout.matchAll(/^ {4}id: (\d+)$/gm)].map((m) => Number(m[1]));
    expect(await ids(["--tag", "exported"])).toEqual([a, b, c]);
    expect(await ids(["--tag", "exported", "--tag", "finance"])).toEqual([a, c]);
    expect(await ids(["--tag", "exported", "--type", "schema", "--type", "test"])).toEqual([b, c]);
    expect(await ids(["--id", String(c), "--id", String(a), "--id", String(a)])).toEqual([a, c]);
    expect(await ids(["--id", String(c), "--id", String(b), "--type", "schema"])).toEqual([b]);
    expect(await ids(["--id", String(a), "--id", String(b), "--tag", "finance"])).toEqual([a]);
    // Without a filter: every monitor of the account, seeded ones included.
    expect(await ids([])).toEqual([1, 2, 3, 4, 5, 6, a, b, c]);
  });

  it("no monitor matching is a failure naming the filters, with nothing written", async () => {
    const result = await run(["export-monitors", "--tag", "nowhere", "--out", "x.ts"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("No monitor matches --tag nowhere: nothing was written.");
    expect(result.files).toEqual({});
  });

  it("an --id that does not exist is a failure naming it", async () => {
    const result = await run(["export-monitors", "--id", "424242"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("--id 424242: no monitor with this id in the Datafold account");
    expect(result.stdout).toBe("");
  });
});

describe("--format typescript", () => {
  it("one resource of the monitor's kind per monitor, with its inputs and adoptMonitorId, defaults left out", async () => {
    const id = await create("metric", "Orders amount", {
      connection_id: 7,
      metric: { type: "column", table: "analytics.orders", column: "amount", metric: "average", filter: "status = 'paid'" },
      alert: { type: "automatic", sensitivity: 70 },
      notifications: [{ type: "email", recipients: ["data@example.com"] }],
      owner: "ana@example.com",
      description: 'Say "hi"\nand bye',
    });
    const result = await run(["export-monitors", "--id", String(id)]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      [
        `// Written by \`pulumi-datafold export-monitors\` from ${live.emulator.url}: 1 monitor.`,
        "// Each resource adopts its live monitor (adoptMonitorId): the first `pulumi up` takes it over and creates none.",
        "// Connections are found by name (getDataSourceOutput), so the program applies to an account that names its data sources alike.",
        `import * as datafold from "pulumi-datafold";`,
        "",
        `const snowflakeProduction = datafold.getDataSourceOutput({ name: "Snowflake production" });`,
        "",
        `new datafold.MetricMonitor("orders_amount", {`,
        `  name: "Orders amount",`,
        `  connectionId: snowflakeProduction.id,`,
        `  metric: { type: "column", table: "analytics.orders", column: "amount", metric: "average", filter: "status = 'paid'" },`,
        `  schedule: { interval: { every: "hour" } },`,
        `  alert: { type: "automatic", sensitivity: 70 },`,
        `  notifications: [{ type: "email", recipients: ["data@example.com"] }],`,
        `  tags: ["exported"],`,
        `  owner: "ana@example.com",`,
        `  description: "Say \\"hi\\"\\nand bye",`,
        `  adoptMonitorId: ${id},`,
        `});`,
        "",
      ].join("\n"),
    );
    expect(result.stderr).toBe("Exported 1 monitor (metric 1) as typescript to standard output.\n");
  });

  it("a data diff and a standard test: TODOs where GET shows nothing, never a value; NOTE for unshown options; a warning listing them", async () => {
    const diff = await create("diff", "Orders prod vs dev", {
      datadiff: { diff_type: "indb", dataset_a: { connection_id: 7, table: "prod.orders" }, dataset_b: { connection_id: 7, table: "dev.orders" }, primary_key: ["id"] },
    });
    const unique = await create("test", "Order ids unique", { connection_id: 7, test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] } });
    const custom = await create("metric", "Paid share", { connection_id: 7, metric: { type: "custom", query: "SELECT 1", alert_on_missing_data: true } });
    const result = await run(["export-monitors", "--id", String(diff), "--id", String(unique), "--id", String(custom), "--out", "monitors.ts"]);
    expect(result.status).toBe(0);
    const program = result.files["monitors.ts"]!;
    expect(program).toContain(
      [
        `  datadiff: {`,
        `    // TODO: set datadiff.diffType to "indb" (both datasets in this one data source) or "inmem" (compared in memory): the Datafold API does not show it, so the export cannot.`,
        `    // TODO: set datadiff.primaryKey to the primary key's columns, such as ["id"]: the Datafold API does not show it, so the export cannot.`,
        `    datasetA: { connectionId: snowflakeProduction.id, table: "prod.orders" },`,
        `    datasetB: { connectionId: snowflakeProduction.id, table: "dev.orders" },`,
        `  },`,
      ].join("\n"),
    );
    expect(program).not.toMatch(/^\s*(primaryKey|diffType|type):/m);
    expect(program).toContain(
      [
        `  test: {`,
        `    // TODO: set test.type to the standard test's type: "unique", "not_null", "accepted_values", "referential_integrity", "numeric_range" or "custom_template": the Datafold API does not show it, so the export cannot.`,
        `    tables: [`,
        `      {`,
        `        // TODO: set test.tables[0].columns to the columns the test checks: the Datafold API does not show it, so the export cannot.`,
        `        path: "analytics.orders",`,
        `      },`,
        `    ],`,
        `  },`,
      ].join("\n"),
    );
    expect(program).toContain(`// NOTE: the Datafold API does not show metric.alertOnMissingData: written as unset; set any the monitor uses.\nnew datafold.MetricMonitor("paid_share", {`);
    expect(program).not.toMatch(/^\s*alertOnMissingData:/m);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("Exported 3 monitors (diff 1, metric 1, test 1) as typescript to monitors.ts.");
    expect(result.stderr).toContain(
      [
        "warning: 2 monitors are incomplete: the Datafold API does not show these required fields. Fill in each TODO before deploying:",
        `  - orders_prod_vs_dev (id ${diff}, diff): datadiff.diffType, datadiff.primaryKey`,
        `  - order_ids_unique (id ${unique}, test): test.type, test.tables[0].columns`,
      ].join("\n"),
    );
    expect(result.stderr).toMatch(/warning: 3 monitors have settings the Datafold API does not show[^\n]*\n(.*\n)* {2}- paid_share \(id \d+, metric\): metric.alertOnMissingData/);
  });
});

describe("connections found by name", () => {
  it("each connection is looked up by its data source's name once; --keep-connection-ids keeps the numbers", async () => {
    const diff = await create("diff", "Legacy vs prod", {
      datadiff: { diff_type: "inmem", dataset_a: { connection_id: 3, table: "legacy.orders" }, dataset_b: { connection_id: 7, table: "prod.orders" }, primary_key: ["id"] },
    });
    const schema = await create("schema", "Orders schema", { connection_id: 7, table: "prod.orders" });
    const byName = await run(["export-monitors", "--id", String(diff), "--id", String(schema)]);
    expect(byName.stdout).toContain(
      [
        `const legacyDWH = datafold.getDataSourceOutput({ name: "Legacy DWH" });`,
        `const snowflakeProduction = datafold.getDataSourceOutput({ name: "Snowflake production" });`,
        "",
      ].join("\n"),
    );
    expect(byName.stdout).toContain(`    datasetA: { connectionId: legacyDWH.id, table: "legacy.orders" },\n    datasetB: { connectionId: snowflakeProduction.id, table: "prod.orders" },`);
    expect(byName.stdout).toContain(`  connectionId: snowflakeProduction.id,\n  table: "prod.orders",`);
    expect(byName.stdout.match(/datafold\.getDataSourceOutput\(/g)).toHaveLength(2);
    const kept = await run(["export-monitors", "--id", String(schema), "--keep-connection-ids"]);
    expect(kept.stdout).toContain("  connectionId: 7,");
    expect(kept.stdout).not.toContain("getDataSourceOutput");
    const requests = (await clients.control.requests()).filter((request) => request.path === "/api/v1/data_sources");
    expect(requests).toHaveLength(1);
  });

  it("a name several data sources share, or an id the account does not list, stays a number with a NOTE saying why", async () => {
    await clients.datafold.createDataSource({ type: "pg", name: "twin", options: { host: "h", user: "u", dbname: "d" } });
    const second = await clients.datafold.createDataSource({ type: "pg", name: "twin", options: { host: "h", user: "u", dbname: "d" } });
    const shared = await create("schema", "On a twin", { connection_id: second.id, table: "t" });
    const unlisted = await create("schema", "On nothing", { connection_id: 4242, table: "t" });
    const result = await run(["export-monitors", "--id", String(shared), "--id", String(unlisted)]);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`// NOTE: connection ${second.id}'s name "twin" is shared by 2 data sources, so a look-up by name could not tell them apart: kept as an id.\n// NOTE: the Datafold API does not show`);
    expect(result.stdout).toContain(`  connectionId: ${second.id},`);
    expect(result.stdout).toContain(`// NOTE: connection 4242 is not among the account's data sources: kept as an id.\n`);
    expect(result.stdout).toContain(`  connectionId: 4242,`);
  });
});

describe("what the export writes is checked by the resources themselves", () => {
  const PROVIDERS = { metric: metricMonitorResource, schema: schemaChangeMonitorResource, test: dataTestMonitorResource, diff: dataDiffMonitorResource };
  // check asks for the provider's settings (as the engine's configure would give them): the emulator's, from the environment.
  const saved = { host: process.env.DATAFOLD_HOST, key: process.env.DATAFOLD_API_KEY };
  beforeEach(() => {
    process.env.DATAFOLD_HOST = live.emulator.url;
    process.env.DATAFOLD_API_KEY = live.emulator.apiKey;
  });
  afterEach(() => {
    for (const [name, value] of [["DATAFOLD_HOST", saved.host], ["DATAFOLD_API_KEY", saved.key]] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  const checkFailures = async (monitor: ExportedMonitor) =>
    ((await PROVIDERS[monitor.kind].provider.check({}, { ...monitor.inputs, adoptMonitorId: monitor.id })).failures ?? []).map((failure) => `${failure.property} ${failure.reason}`.trim());

  it("complete monitors pass check as written; incomplete ones fail it on the very fields the TODOs name", async () => {
    const complete = [
      await create("metric", "Table", { connection_id: 7, metric: { type: "table", table: "t", metric: "row_count" } }),
      await create("metric", "Custom", { connection_id: 7, metric: { type: "custom", query: "SELECT 1" } }),
      await create("schema", "Schema", { connection_id: 7, table: "t" }),
      await create("test", "Query", { connection_id: 7, query: "SELECT 1" }),
      await create("diff", "Cross", { datadiff: { diff_type: "inmem", dataset_a: { connection_id: 7, table: "a" }, dataset_b: { connection_id: 8, table: "b" }, primary_key: ["id"] } }),
    ];
    const monitors = exportedMonitors(await Promise.all(complete.map((id) => clients.datafold.getMonitor(id))));
    const incompleteDiff = monitors.find((monitor) => monitor.kind === "diff")!;
    for (const monitor of monitors.filter((m) => m !== incompleteDiff)) expect(await checkFailures(monitor)).toEqual([]);
    expect(await checkFailures(incompleteDiff)).toEqual([expect.stringContaining("datadiff.primaryKey")]);

    const standard = await create("test", "Standard", { connection_id: 7, test: { type: "unique", tables: [{ path: "t", columns: ["id"] }] } });
    const [test] = exportedMonitors([await clients.datafold.getMonitor(standard)]);
    expect(test!.missingRequiredFields).toEqual(["test.type", "test.tables[0].columns"]);
    expect(await checkFailures(test!)).toEqual([expect.stringMatching(/^test\.type must be/)]);
    // Each TODO filled in, check names the next, then passes.
    const typed = { ...test!, inputs: { ...test!.inputs, test: { type: "unique", tables: [{ path: "t" }] } } };
    expect(await checkFailures(typed)).toEqual([expect.stringMatching(/^test\.tables\[0\]\.columns/)]);
    expect(await checkFailures({ ...typed, inputs: { ...typed.inputs, test: { type: "unique", tables: [{ path: "t", columns: ["id"] }] } } })).toEqual([]);
  });
});

describe("--format yaml", () => {
  it("Datafold's monitors file in snake_case with each id, valid against the vendor's JSON Schema", async () => {
    await create("metric", "Rows", { connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count", filter: "x > 1" }, alert: { type: "percentage", increase: 10 } });
    await create("metric", "Amount", {
      connection_id: 7,
      metric: { type: "column", table: "analytics.orders", column: "amount", metric: "sum" },
      schedule: { interval: { every: "day", utc_at: "06:30:00" } },
      notifications: [{ type: "slack", integration: 3, channel: "#data", mentions: ["@ana"], features: ["attach_csv"] }],
    });
    await create("metric", "Custom", { connection_id: 7, metric: { type: "custom", query: "SELECT 1" }, schedule: { cron: "0 6 * * *" } });
    await create("schema", "Schema", { connection_id: 7, table: "analytics.orders", schedule: { type: "none" }, owner: "ana@example.com" });
    await create("test", "Query test", { connection_id: 7, query: "SELECT * FROM t WHERE id IS NULL", description: "no nulls" });
    await create("diff", "Cross", { datadiff: { diff_type: "inmem", dataset_a: { connection_id: 7, query: "SELECT 1" }, dataset_b: { connection_id: 8, table: "orders", filter: "x" }, primary_key: ["id"] }, alert: { different_rows_count: 5 } });
    const result = await run(["export-monitors", "--tag", "exported", "--format", "yaml"]);
    expect(result.status).toBe(0);
    const file = parse(result.stdout) as { monitors: Record<string, Record<string, unknown>> };
    expect(Object.keys(file.monitors)).toEqual(["rows", "amount", "custom", "schema", "query_test", "cross"]);
    expect(file.monitors.rows).toEqual({
      type: "metric",
      name: "Rows",
      id: expect.any(Number),
      schedule: { interval: { every: "hour" } },
      notifications: [],
      tags: ["exported"],
      enabled: true,
      connection_id: 7,
      metric: { type: "table", table: "analytics.orders", metric: "row_count", filter: "x > 1" },
      alert: { type: "percentage", increase: 10 },
    });
    expect(file.monitors.amount).toMatchObject({ schedule: { interval: { every: "day", utc_at: "06:30:00" } }, notifications: [{ type: "slack", integration: 3, channel: "#data", mentions: ["@ana"], features: ["attach_csv"] }] });
    expect(file.monitors.cross).toMatchObject({ datadiff: { diff_type: "inmem", dataset_a: { connection_id: 7, query: "SELECT 1" }, dataset_b: { connection_id: 8, table: "orders", filter: "x" } }, alert: { different_rows_count: 5 } });
    expect(file.monitors.schema).not.toHaveProperty("owner");
    expect(result.stdout).toContain(`# NOTE: owner "ana@example.com": the monitors file has no owner field (MonitorsFromYaml's owner option sets one for all its monitors).`);
    expect(result.stdout).toContain("# TODO: set datadiff.primary_key to the primary key's columns");
    // Complete monitors pass the vendor's schema; the incomplete diff fails it, by its missing primary key only.
    const { cross, ...complete } = file.monitors;
    expect(vendorSchemaProblems({ monitors: complete })).toEqual([]);
    expect(vendorSchemaProblems({ monitors: { cross } })).toEqual(["monitors.cross.datadiff: primary_key is required"]);
  });

  it("text a YAML 1.1 reader (Datafold's CLI, PyYAML) would read as a number or a boolean is quoted", async () => {
    await create("schema", "Times", { connection_id: 7, table: "on", schedule: { interval: { every: "day", utc_at: "16:30:00" } }, tags: ["exported", "yes", "off"] });
    const { stdout } = await run(["export-monitors", "--tag", "exported", "--format", "yaml"]);
    expect(stdout).toContain('utc_at: "16:30:00"');
    const asPyYamlReadsIt = parse(stdout, { version: "1.1" }) as { monitors: Record<string, Record<string, unknown>> };
    expect(asPyYamlReadsIt.monitors.times).toMatchObject({ table: "on", schedule: { interval: { every: "day", utc_at: "16:30:00" } }, tags: ["exported", "yes", "off"] });
  });

  it("read back by MonitorsFromYaml's own reader (PyYAML's scalars), each monitor's inputs are those exported, with adoptMonitorId", async () => {
    const ids = [
      await create("metric", "Rows", { connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count", filter: "x > 1" }, alert: { type: "automatic", sensitivity: 50 } }),
      await create("metric", "Amount", { connection_id: 7, metric: { type: "column", table: "analytics.orders", column: "amount", metric: "sum" }, schedule: { interval: { every: "day", utc_at: "16:30:00" } } }),
      await create("schema", "Schema", { connection_id: 7, table: "on", schedule: { cron: "0 6 * * *" }, tags: ["exported", "yes"], notifications: [{ type: "teams", integration: 2, channel: "data" }] }),
      await create("test", "Query test", { connection_id: 7, query: "SELECT * FROM t WHERE id IS NULL", description: "no nulls", enabled: false }),
    ];
    const dir = mkdtempSync(join(tmpdir(), "export-yaml-"));
    try {
      const { stdout } = await run(["export-monitors", "--tag", "exported", "--format", "yaml"]);
      writeFileSync(join(dir, "monitors.yaml"), stdout);
      const warnings: string[] = [];
      const read = readMonitors("exported", { files: ["monitors.yaml"], baseDir: dir, warn: (message) => warnings.push(message) });
      expect(warnings).toEqual([]);
      expect(read.map((monitor) => monitor.slug)).toEqual(["rows", "amount", "schema", "query_test"]);
      const shown = exportedMonitors(await Promise.all(ids.map((id) => clients.datafold.getMonitor(id))));
      for (const [index, monitor] of read.entries()) {
        expect(monitor.kind).toBe(shown[index]!.kind);
        expect(monitor.inputs).toEqual({ ...shown[index]!.inputs, adoptMonitorId: ids[index] });
      }
      // The values a YAML 1.1 reader could take for numbers or booleans came back as text.
      expect(read[1]!.inputs.schedule).toEqual({ interval: { every: "day", utcAt: "16:30:00" } });
      expect(read[2]!.inputs).toMatchObject({ table: "on", tags: ["exported", "yes"] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the schema check can fail: a wrong key, a wrong kind, a value out of range", () => {
    expect(vendorSchemaProblems({ monitors: { a: { type: "schema", connection_id: 7, schedule: { cron: "x" }, conection: 1 } } })).toEqual(["monitors.a: has no field conection"]);
    expect(vendorSchemaProblems({ monitors: { a: { type: "sql", connection_id: 7, schedule: { cron: "x" } } } })).toEqual(['monitors.a.type: "sql" is not one of the discriminator\'s values']);
    expect(vendorSchemaProblems({ monitors: { a: { type: "metric", connection_id: 7, schedule: { cron: "x" }, metric: { type: "table", metric: "row_count" }, alert: { type: "automatic", sensitivity: 101 } } } })).toEqual([
      "monitors.a.alert: matches none of its options (AnomalyDetectionThreshold: sensitivity: 101 is above 100; null: not null)",
    ]);
  });
});

describe("--format pulumi-import", () => {
  it("a file for `pulumi import --file`: each selected monitor's type token, slug and id, in id order; no inputs", async () => {
    const rows = await create("metric", "Rows", { connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" } });
    const schema = await create("schema", "Schema", { connection_id: 7, table: "analytics.orders" });
    const diff = await create("diff", "Prod vs dev", { datadiff: { diff_type: "indb", dataset_a: { connection_id: 7, table: "a" }, dataset_b: { connection_id: 7, table: "b" }, primary_key: ["id"] } });
    await clients.datafold.createMonitor("test", { name: "Untagged", schedule: SCHEDULE, connection_id: 7, query: "SELECT 1" });
    const result = await run(["export-monitors", "--tag", "exported", "--format", "pulumi-import", "--out", "import.json"]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.files["import.json"]!)).toEqual({
      resources: [
        { type: "datafold:index:MetricMonitor", name: "rows", id: String(rows) },
        { type: "datafold:index:SchemaChangeMonitor", name: "schema", id: String(schema) },
        { type: "datafold:index:DataDiffMonitor", name: "prod_vs_dev", id: String(diff) },
      ],
    });
    expect(result.stderr).toContain("Exported 3 monitors (diff 1, metric 1, schema 1) as pulumi-import to import.json.");
    // What GET cannot show is the import's to name, under each resource: no TODO list here.
    expect(result.stderr).toContain("pulumi import --file <this file> --out <code file>");
    expect(result.stderr).not.toContain("incomplete");
  });
});

describe("usage and failures", () => {
  it.each([
    [["export-monitors", "--type", "sql"], '--type "sql": must be one of diff, metric, schema, test.'],
    [["export-monitors", "--id", "12x"], '--id "12x": must be a monitor\'s id, a positive whole number such as 100001.'],
    [["export-monitors", "--format", "json"], '--format "json": must be typescript, yaml, pulumi-import or hcl.'],
    [["export-monitors", "--tag", "a,b"], '--tag "a,b": give a non-empty tag without commas'],
    [["export-monitors", "--tag"], "--tag needs a value."],
    [["export-monitors", "--colour"], "unknown option --colour."],
    [["export-monitors", "stray"], "Unexpected argument 'stray': the command takes options only."],
    [["export-monitors", "--out", ""], "--out: give a file name"],
  ])("%j: exit 2, naming the flag, nothing sent", async (args, message) => {
    await clients.control.clearRequests();
    const result = await run(args);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`pulumi-datafold export-monitors: ${message}`);
    expect(result.stderr).toContain('Run "pulumi-datafold export-monitors --help" for its options.');
    expect(result.stdout).toBe("");
    expect(await clients.control.requests()).toEqual([]);
  });

  it("an unknown command or none: exit 2 with the usage; --help: exit 0", async () => {
    expect(await run(["import-monitors"])).toMatchObject({ status: 2, stderr: expect.stringContaining('unknown command "import-monitors"') });
    expect(await run([])).toMatchObject({ status: 2, stderr: expect.stringContaining("Usage: pulumi-datafold <command>") });
    expect(await run(["--help"])).toMatchObject({ status: 0, stdout: expect.stringContaining("export-monitors") });
    const help = await run(["export-monitors", "--help"]);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain("--format <format>    typescript (default), yaml, pulumi-import or hcl");
    expect(help.stdout).toContain("DATAFOLD_API_KEY");
  });

  it("missing settings, a wrong key and an unwritable --out: exit 1, naming what to fix, never printing the key", async () => {
    const missing = await run(["export-monitors"], { DATAFOLD_HOST: live.emulator.url });
    expect(missing).toMatchObject({ status: 1, stderr: "pulumi-datafold export-monitors: Missing Datafold API key: set the environment variable DATAFOLD_API_KEY.\n" });
    const wrongKey = "df_wrong_key_0123456789";
    const refused = await run(["export-monitors"], { DATAFOLD_HOST: live.emulator.url, DATAFOLD_API_KEY: wrongKey });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/401/);
    expect(refused.stderr).not.toContain(wrongKey);
    expect(refused.stderr).not.toContain(live.emulator.apiKey);
    const dir = mkdtempSync(join(tmpdir(), "export-out-"));
    try {
      let stderr = "";
      const status = await main(["export-monitors", "--id", "1", "--out", join(dir, "missing", "x.ts")], {
        env: { DATAFOLD_HOST: live.emulator.url, DATAFOLD_API_KEY: live.emulator.apiKey },
        stdout: () => undefined,
        stderr: (text) => (stderr += text),
        writeFile: (path, text) => writeFileSync(path, text),
      });
      expect(status).toBe(1);
      expect(stderr).toContain(`--out ${join(dir, "missing", "x.ts")}: cannot write it`);
      expect(() => readFileSync(join(dir, "missing", "x.ts"))).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
