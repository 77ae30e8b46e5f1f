/**
 * The four monitor resources through the real CLI: up creates; preview and refresh stay quiet after the
 * monitors ran and alerted; an edit in the app is drift that refresh shows and up sets back;
 * a monitor deleted in the app is created again; a connection change replaces; a seeded
 * monitor is adopted; destroy deletes or pauses; bad inputs fail preview with their paths.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type CliResult, type PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

/** Seeded monitor 2 is a metric monitor (row count of its table, data source 7). */
const SEEDED_METRIC = 2;

interface Program {
  readonly connectionId: number;
  readonly seededTable: string;
}

function program({ connectionId, seededTable }: Program): string {
  return [
    `import * as datafold from "pulumi-datafold";`,
    `const orders = new datafold.MetricMonitor("orders", {`,
    `  name: "Orders amount",`,
    `  connectionId: ${connectionId},`,
    `  metric: { type: "column", table: "analytics.orders", column: "amount", metric: "average" },`,
    `  schedule: { interval: { every: "hour" } },`,
    `  alert: { type: "automatic", sensitivity: 50 },`,
    `  notifications: [{ type: "email", recipients: ["data@example.com"] }],`,
    `  tags: ["pulumi"],`,
    `});`,
    `const paused = new datafold.MetricMonitor("paused", {`,
    `  name: "Orders rows",`,
    `  connectionId: 7,`,
    `  metric: { type: "table", table: "analytics.orders", metric: "row_count" },`,
    `  schedule: { cron: "0 6 * * *" },`,
    `  onDelete: "pause",`,
    `});`,
    `const adopted = new datafold.MetricMonitor("adopted", {`,
    `  name: "Adopted rows",`,
    `  connectionId: 7,`,
    `  metric: { type: "table", table: ${JSON.stringify(seededTable)}, metric: "row_count" },`,
    `  schedule: { interval: { every: "day", hour: 6 } },`,
    `  tags: ["adopted"],`,
    `  adoptMonitorId: ${SEEDED_METRIC},`,
    `});`,
    `const schema = new datafold.SchemaChangeMonitor("schema", {`,
    `  name: "Orders schema",`,
    `  connectionId: 7,`,
    `  table: "analytics.orders",`,
    `  schedule: { interval: { every: "day", hour: 6 } },`,
    `  notifications: [{ type: "slack", integration: 3, channel: "#data" }],`,
    `});`,
    `const unique = new datafold.DataTestMonitor("unique", {`,
    `  name: "Order ids unique",`,
    `  connectionId: 7,`,
    `  test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] },`,
    `  schedule: { interval: { every: "hour" } },`,
    `});`,
    `const diff = new datafold.DataDiffMonitor("diff", {`,
    `  name: "Orders prod vs dev",`,
    `  datadiff: { diffType: "indb", datasetA: { connectionId: 7, table: "prod.orders" }, datasetB: { connectionId: 7, table: "dev.orders" }, primaryKey: ["id"] },`,
    `  schedule: { interval: { every: "day", hour: 6 } },`,
    `  alert: { differentRowsPercent: 1 },`,
    `});`,
    `export const ids = { orders: orders.monitorId, paused: paused.monitorId, adopted: adopted.monitorId, schema: schema.monitorId, unique: unique.monitorId, diff: diff.monitorId };`,
  ].join("\n");
}

/** The diagnostics of a failed command: each error once. */
function diagnostics(result: CliResult): string[] {
  const output = result.stdout + result.stderr;
  const section = output.slice(output.indexOf("Diagnostics:"), output.indexOf("Resources:"));
  return section.split("\n").map((line) => line.trim()).filter((line) => line.startsWith("error: "));
}

describeWithCli("monitors through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  let stack: PulumiStack;
  let seededTable: string;
  const ids: Record<string, number> = {};

  const write = (text: string) => writeFileSync(join(stack.project.dir, "index.ts"), text);
  const monitorIds = async () => {
    const resources = [...(await stack.resources("datafold:MetricMonitor")), ...(await stack.resources("datafold:SchemaChangeMonitor")),
      ...(await stack.resources("datafold:DataTestMonitor")),
      ...(await stack.resources("datafold:DataDiffMonitor")),
    ];
    return Object.fromEntries(resources.map(([name, resource]) => [name, Number(resource.outputs!.monitorId)]));
  };

  beforeAll(async () => {
    seededTable = (await e2e.clients.datafold.getMonitor(SEEDED_METRIC)).dataset![0]!.table!;
    stack = await e2e.stack(programFiles("monitors", program({ connectionId: 7, seededTable })));
    await stack.up();
    Object.assign(ids, await monitorIds());
  });

  test("up creates five monitors and adopts the seeded one, making no second", async () => {
    expect(ids.adopted).toBe(SEEDED_METRIC);
    await expect(e2e.clients.datafold.getMonitor(ids.orders!)).resolves.toMatchObject({ name: "Orders amount", enabled: true, tags: ["pulumi"] });
    await expect(e2e.clients.datafold.getMonitor(SEEDED_METRIC)).resolves.toMatchObject({ name: "Adopted rows", tags: ["adopted"] });
    const named = (await e2e.clients.datafold.listAllMonitors()).filter((m) => ["Orders amount", "Orders rows", "Adopted rows", "Orders schema", "Order ids unique", "Orders prod vs dev"].includes(m.name ?? ""));
    expect(named).toHaveLength(6);
    await expect(e2e.clients.datafold.getMonitor(ids.diff!)).resolves.toMatchObject({ monitor_type: "diff" });
    await expect(e2e.clients.datafold.getMonitor(ids.unique!)).resolves.toMatchObject({ monitor_type: "test" });
    await expect(e2e.clients.datafold.getMonitor(ids.schema!)).resolves.toMatchObject({ monitor_type: "schema", dataset: [expect.objectContaining({ table: "analytics.orders" })] });
  });

  test("preview and refresh --expect-no-changes stay quiet after the monitors ran and alerted", async () => {
    for (const id of Object.values(ids)) {
      await e2e.clients.control.runMonitor(id, { alert: true });
      await e2e.clients.control.runMonitor(id);
    }
    await stack.preview("--expect-no-changes");
    await stack.refresh("--expect-no-changes");
    await stack.preview("--expect-no-changes");
  });

  test("an edit in the app is drift: refresh --expect-no-changes fails, and up sets it back", async () => {
    await e2e.clients.control.editMonitor(ids.orders!, { name: "Renamed in the app", enabled: false, tags: ["app"], alert: { type: "automatic", sensitivity: 90 } } as never);
    await e2e.clients.control.editMonitor(ids.schema!, { schedule: { cron: "0 0 * * *" } } as never);
    await e2e.clients.control.editMonitor(ids.unique!, { enabled: false } as never);
    await e2e.clients.control.editMonitor(ids.diff!, { alert: { different_rows_count: 10 } } as never);
    const refresh = await stack.run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout).toMatch(/~ name\s+: "Orders amount" => "Renamed in the app"/);
    expect(summaryCounts(refresh.stdout)).toMatchObject({ updated: 4 });
    const preview = await stack.preview("--diff");
    expect(summaryCounts(preview.stdout)).toMatchObject({ "to update": 4 });
    await stack.up();
    await expect(e2e.clients.datafold.getMonitor(ids.orders!)).resolves.toMatchObject({
      name: "Orders amount",
      enabled: true,
      tags: ["pulumi"],
      alert: { type: "automatic", sensitivity: 50 },
    });
    await expect(e2e.clients.datafold.getMonitor(ids.schema!)).resolves.toMatchObject({ schedule: { interval: { every: "day", hour: 6 } } });
    await expect(e2e.clients.datafold.getMonitor(ids.unique!)).resolves.toMatchObject({ enabled: true });
    await expect(e2e.clients.datafold.getMonitor(ids.diff!)).resolves.toMatchObject({ alert: { type: "diff", different_rows_percent: 1 } });
    await stack.refresh("--expect-no-changes");
  });

  test("a monitor deleted in the app is created again by up", async () => {
    await e2e.clients.control.deleteMonitor(ids.paused!);
    await stack.refresh();
    await stack.up();
    const now = await monitorIds();
    expect(now.paused).not.toBe(ids.paused);
    await expect(e2e.clients.datafold.getMonitor(now.paused!)).resolves.toMatchObject({ name: "Orders rows" });
    ids.paused = now.paused!;
    await stack.preview("--expect-no-changes");
  });

  test("a connection change replaces the monitor, new one first, and the preview names the input", async () => {
    write(program({ connectionId: 8, seededTable }));
    const preview = await stack.preview("--diff");
    expect(preview.stdout).toMatch(/\+-.*MetricMonitor.*replace/);
    expect(preview.stdout).toMatch(/connectionId\s*: 7 => 8/);
    await stack.up();
    const now = await monitorIds();
    expect(now.orders).not.toBe(ids.orders);
    await expect(e2e.clients.datafold.getMonitor(ids.orders!)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.datafold.getMonitor(now.orders!)).resolves.toMatchObject({ dataset: [expect.objectContaining({ connection_id: 8 })] });
    ids.orders = now.orders!;
  });

  test("destroy deletes a monitor, and pauses the one with onDelete pause", async () => {
    const destroy = await stack.destroy();
    expect(summaryCounts(destroy.stdout)).toEqual({ deleted: 7 });
    await expect(e2e.clients.datafold.getMonitor(ids.diff!)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.datafold.getMonitor(ids.unique!)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.datafold.getMonitor(ids.schema!)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.datafold.getMonitor(ids.orders!)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.datafold.getMonitor(ids.paused!)).resolves.toMatchObject({ enabled: false, name: "Orders rows" });
    await expect(e2e.clients.datafold.getMonitor(SEEDED_METRIC)).rejects.toMatchObject({ status: 404 });
  });

  test("bad inputs fail preview with their paths, before any request", async () => {
    const bad = await e2e.stack(
      programFiles(
        "monitors-bad",
        [
          `import * as datafold from "pulumi-datafold";`,
          `new datafold.MetricMonitor("bad", {`,
          `  name: "Bad",`,
          `  connectionId: 7,`,
          `  metric: { type: "column", table: "t", column: "c", metric: "mean" },`,
          `  schedule: { interval: { every: "week" } },`,
          `  alert: { type: "automatic", sensitivity: 101 },`,
          `} as unknown as datafold.MetricMonitorArgs);`,
        ].join("\n"),
      ),
    );
    await e2e.clients.control.clearRequests();
    const result = await bad.run(["preview"]);
    expect(result.code).not.toBe(0);
    const errors = diagnostics(result).join("\n");
    expect(errors).toContain('metric.metric must be "minimum", "maximum"');
    expect(errors).toContain('schedule interval.every must be "hour", "day"; got the string "week".');
    expect(errors).toContain("alert.sensitivity must be a whole number from 0 to 100; got 101.");
    expect(await e2e.clients.control.requests()).toEqual([]);
  });
});
