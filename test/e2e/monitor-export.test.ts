/**
 * The export command's round trip, as a user runs it: live monitors (a metric of each shape,
 * a schema-change monitor, a data test with a query), edited in the app, are exported by the
 * packaged `pulumi-datafold` bin with a tag filter into a Pulumi TypeScript program; `up`
 * adopts them and creates, replaces and deletes none; refresh and preview then see no change.
 * The YAML export, checked against the vendor's JSON Schema, makes the same round trip through
 * the MonitorsFromYaml component.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";
import { vendorSchemaProblems } from "../export/vendor-schema";

jest.setTimeout(E2E_TIMEOUT_MS);

const run = promisify(execFile);
const SCHEDULE = { interval: { every: "day", hour: 6 } };
const TAG = "export-me";

describeWithCli("export-monitors round trip through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  let stack: PulumiStack;
  const exported: number[] = [];
  let left: number;

  /** The packaged bin, as package.json's `bin` names it in the installed package. */
  const exportCommand = async (args: string[]) => {
    const installed = join(stack.project.dir, "node_modules", "pulumi-datafold");
    const bin = (JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as { bin: Record<string, string> }).bin["pulumi-datafold"]!;
    return run(process.execPath, [join(installed, bin), "export-monitors", ...args], {
      env: { PATH: process.env.PATH ?? "", DATAFOLD_HOST: e2e.emulator.url, DATAFOLD_API_KEY: e2e.emulator.apiKey },
    });
  };

  /** Every monitor of the account, as the emulator stores it: kind, whole spec and runs, by id. */
  const storedMonitors = async () => {
    const ids = (await e2e.clients.datafold.listAllMonitors()).map((monitor) => monitor.id).sort((a, b) => a - b);
    return Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await e2e.clients.control.storedMonitor(id)] as const)));
  };

  beforeAll(async () => {
    const create = async (kind: "metric" | "schema" | "test", name: string, body: Record<string, unknown>) =>
      (await e2e.clients.datafold.createMonitor(kind, { name, schedule: SCHEDULE, tags: [TAG], ...body })).id;
    exported.push(
      await create("metric", "Orders rows", { connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count", filter: "status = 'paid'" }, alert: { type: "automatic", sensitivity: 60 } }),
      await create("metric", "Orders amount", { connection_id: 7, metric: { type: "column", table: "analytics.orders", column: "amount", metric: "average" }, notifications: [{ type: "email", recipients: ["data@example.com"] }] }),
      await create("metric", "Paid share", { connection_id: 7, metric: { type: "custom", query: "SELECT avg(paid) FROM analytics.orders" }, alert: { type: "absolute", min: 0.5 } }),
      await create("schema", "Orders schema", { connection_id: 7, table: "analytics.orders", owner: "ana@example.com" }),
      await create("test", "Order ids not null", { connection_id: 7, query: "SELECT * FROM analytics.orders WHERE id IS NULL", description: "ids are set" }),
    );
    left = await create("schema", "Not exported", { connection_id: 7, table: "analytics.other", tags: ["elsewhere"] });
    // Edits made in the app since: the export must read what the monitors are now.
    await e2e.clients.control.editMonitor(exported[0]!, { name: "Orders rows (paid)", tags: [TAG, "finance"] } as never);
    await e2e.clients.control.editMonitor(exported[3]!, { name: "Orders: schema", enabled: false, schedule: { cron: "0 5 * * *" } } as never);
    stack = await e2e.stack(programFiles("exported-monitors", "// replaced by the export\n"));
  });

  test("the exported program adopts every monitor on up: none created, replaced or deleted; refresh and preview stay quiet", async () => {
    const { stderr } = await exportCommand(["--tag", TAG, "--format", "typescript", "--out", join(stack.project.dir, "index.ts")]);
    expect(stderr.split("\n")[0]).toBe(`Exported 5 monitors (metric 3, schema 1, test 1) as typescript to ${join(stack.project.dir, "index.ts")}.`);
    // Nothing required is missing from these kinds; what is not shown is listed (a custom metric's alertOnMissingData at least).
    expect(stderr).not.toContain("incomplete");
    expect(stderr).toContain(`  - paid_share (id ${exported[2]}, metric): metric.alertOnMissingData\n`);
    const program = readFileSync(join(stack.project.dir, "index.ts"), "utf8");
    expect(program).toContain(`new datafold.MetricMonitor("orders_rows_paid", {`);
    expect(program).toContain(`new datafold.SchemaChangeMonitor("orders_schema", {`);
    expect(program).not.toContain(String(left));

    const before = await storedMonitors();
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toMatchObject({ created: 6 });
    expect(up.stdout).not.toMatch(/replaced|deleted/);
    const after = await storedMonitors();

    // No monitor made or deleted, and each one is what it was: its kind, its whole spec, its state and runs.
    expect(Object.keys(after)).toEqual(Object.keys(before));
    // Adoption sends only what differs from what GET shows, and the export left nothing to differ: no monitor was
    // written to at all, so even modified_at stands.
    for (const id of Object.keys(before)) expect(after[id]).toEqual(before[id]);
    const adopted = [
      ...(await stack.resources("datafold:MetricMonitor")).values(),
      ...(await stack.resources("datafold:SchemaChangeMonitor")).values(),
      ...(await stack.resources("datafold:DataTestMonitor")).values(),
    ].map((resource) => Number(resource.outputs!.monitorId));
    expect(adopted.sort((a, b) => a - b)).toEqual(exported);

    await stack.refresh("--expect-no-changes");
    await stack.preview("--expect-no-changes");
  });

  test("the YAML export, valid against the vendor's schema, applied with MonitorsFromYaml adopts the same monitors: none created, replaced or deleted; refresh and preview stay quiet", async () => {
    const yamlStack = await e2e.stack(programFiles("exported-yaml", `import * as datafold from "pulumi-datafold";\nnew datafold.MonitorsFromYaml("monitors", { files: ["monitors.yaml"] });\n`));
    const out = join(yamlStack.project.dir, "monitors.yaml");
    const { stderr } = await exportCommand(["--tag", TAG, "--format", "yaml", "--out", out]);
    expect(stderr.split("\n")[0]).toBe(`Exported 5 monitors (metric 3, schema 1, test 1) as yaml to ${out}.`);
    const text = readFileSync(out, "utf8");
    const file = parse(text) as { monitors: Record<string, { id: number; type: string; name: string }> };
    expect(Object.values(file.monitors).map((monitor) => monitor.id)).toEqual(exported);
    expect(file.monitors.orders_rows_paid).toMatchObject({ type: "metric", name: "Orders rows (paid)", connection_id: 7, tags: [TAG, "finance"] });
    expect(vendorSchemaProblems(file)).toEqual([]);
    expect(text).toContain(`# NOTE: owner "ana@example.com": the monitors file has no owner field (MonitorsFromYaml's owner option sets one for all its monitors).`);

    const before = await storedMonitors();
    const up = await yamlStack.up();
    expect(summaryCounts(up.stdout)).toMatchObject({ created: 7 }); // the stack, the component and five adopting monitors
    expect(up.stdout).not.toMatch(/replaced|deleted/);
    const after = await storedMonitors();
    expect(Object.keys(after)).toEqual(Object.keys(before));
    const schemaId = String(exported[3]);
    for (const id of Object.keys(before)) {
      const { modifiedAt: _before, ...was } = before[id]!;
      const { modifiedAt: _after, ...is } = after[id]!;
      // The one change: the monitors file has no owner field, so the schema monitor's owner is not kept (the NOTE says so;
      // MonitorsFromYaml's `owner` option sets one for every monitor of its files).
      expect(is).toEqual(id === schemaId ? { ...was, spec: { ...was.spec, owner: null } } : was);
      // Only that monitor was written to (adoption sends only what differs).
      if (id !== schemaId) expect(after[id]!.modifiedAt).toBe(before[id]!.modifiedAt);
    }

    await yamlStack.refresh("--expect-no-changes");
    await yamlStack.preview("--expect-no-changes");
  });
});
