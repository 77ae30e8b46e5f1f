/**
 * MonitorsFromYaml through the real CLI against the emulator: Datafold monitors YAML in two
 * files, all four kinds. Up creates them; preview and refresh stay quiet after runs; an edit
 * in the app is drift that up sets back; a slug moved to the other file changes nothing; a
 * slug removed deletes its monitor (or, with onRemoved "pause", pauses it); a duplicate slug
 * and a schema-invalid value fail preview with file, line, slug and path, before any
 * request, and an alias bomb as the file's invalid YAML, each as one message with no stack
 * trace; destroy deletes every monitor. The plugin's component runs the same scenario from
 * Python and YAML (test/e2e/support/monitors-from-yaml-scenario.ts).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import {
  ALIAS_BOMB,
  expectMonitorsOfFiles,
  monitorsFile as file,
  ORDER_IDS,
  ORDERS_DIFF,
  ORDERS_ROWS,
  ORDERS_ROWS_INVALID,
  ORDERS_SCHEMA,
  STACK_TRACE,
  writeMonitorsFiles as writeFiles,
} from "./support/monitors-yaml-files";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

function program(onRemoved: "delete" | "pause"): string {
  return [
    `import * as datafold from "pulumi-datafold";`,
    `const monitors = new datafold.MonitorsFromYaml("monitors", { files: ["monitors/*.yaml"], owner: "owner@example.com", tags: ["pulumi"], onRemoved: ${JSON.stringify(onRemoved)} });`,
    `export const ids = monitors.monitors;`,
    `export const kinds = Object.fromEntries(Object.entries(monitors.bySlug).map(([slug, monitor]) => [slug, monitor.monitorType]));`,
  ].join("\n");
}

const COMPONENT = "datafold:index:MonitorsFromYaml";

describeWithCli("MonitorsFromYaml through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  let stack: PulumiStack;
  let ids: Record<string, number> = {};
  let urns: Record<string, string> = {};

  /** The monitors in state, by slug: id and URN. */
  const children = async () => {
    const found: Record<string, { id: number; urn: string }> = {};
    for (const type of ["MetricMonitor", "SchemaChangeMonitor", "DataTestMonitor", "DataDiffMonitor"]) {
      for (const [name, resource] of await stack.resources(`datafold:${type}`)) found[name.replace(/^monitors-/, "")] = { id: Number(resource.outputs!.monitorId), urn: resource.urn };
    }
    return found;
  };

  beforeAll(async () => {
    stack = await e2e.stack(programFiles("monitors-yaml", program("delete")));
    writeFiles(stack.project.dir, { "a.yaml": file(ORDERS_ROWS, ORDERS_SCHEMA), "b.yaml": file(ORDER_IDS, ORDERS_DIFF) });
    await stack.up();
    const found = await children();
    ids = Object.fromEntries(Object.entries(found).map(([slug, child]) => [slug, child.id]));
    urns = Object.fromEntries(Object.entries(found).map(([slug, child]) => [slug, child.urn]));
  });

  test("up creates one monitor per slug of both files, each a child of the component named by its slug", async () => {
    expect(Object.keys(ids).sort()).toEqual(["order_ids", "orders_diff", "orders_rows", "orders_schema"]);
    expect(urns.orders_rows).toBe(`urn:pulumi:${stack.name}::monitors-yaml::${COMPONENT}$pulumi-nodejs:dynamic/datafold:MetricMonitor::monitors-orders_rows`);
    expect(JSON.parse((await stack.ok(["stack", "output", "ids", "--json"])).stdout)).toEqual(ids);
    expect(JSON.parse((await stack.ok(["stack", "output", "kinds", "--json"])).stdout)).toEqual({ orders_rows: "metric", orders_schema: "schema", order_ids: "test", orders_diff: "diff" });
    await expectMonitorsOfFiles(e2e.clients.datafold, ids);
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
    await e2e.clients.control.editMonitor(ids.orders_rows!, { name: "Renamed in the app", tags: ["app"] } as never);
    const refresh = await stack.run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout).toMatch(/~ name\s+: "Orders rows \(yaml\)" => "Renamed in the app"/);
    expect(summaryCounts(refresh.stdout)).toMatchObject({ updated: 1 });
    await stack.up();
    await expect(e2e.clients.datafold.getMonitor(ids.orders_rows!)).resolves.toMatchObject({ name: "Orders rows (yaml)", tags: ["yaml", "pulumi"] });
    await stack.refresh("--expect-no-changes");
  });

  test("a slug moved to the other file changes nothing: no update, no replace, the same URN and monitor", async () => {
    writeFiles(stack.project.dir, { "a.yaml": file(ORDERS_ROWS), "b.yaml": file(ORDERS_SCHEMA, ORDER_IDS, ORDERS_DIFF) });
    await stack.preview("--expect-no-changes");
    const up = await stack.up();
    // The stack, the component and its four monitors.
    expect(summaryCounts(up.stdout)).toEqual({ unchanged: 6 });
    const found = await children();
    expect(found.orders_schema).toEqual({ id: ids.orders_schema, urn: urns.orders_schema });
  });

  test("a slug removed from the files deletes its monitor", async () => {
    writeFiles(stack.project.dir, { "a.yaml": file(ORDERS_ROWS), "b.yaml": file(ORDERS_SCHEMA, ORDERS_DIFF) });
    const preview = await stack.preview();
    expect(summaryCounts(preview.stdout)).toMatchObject({ "to delete": 1 });
    await stack.up();
    await expect(e2e.clients.datafold.getMonitor(ids.order_ids!)).rejects.toMatchObject({ status: 404 });
    expect(Object.keys(await children()).sort()).toEqual(["orders_diff", "orders_rows", "orders_schema"]);
  });

  test('with onRemoved "pause", a slug removed pauses its monitor and leaves it in Datafold', async () => {
    writeFileSync(join(stack.project.dir, "index.ts"), program("pause"));
    await e2e.clients.control.clearRequests();
    // The strategy is kept in each monitor's state: changing it makes no request.
    await stack.up();
    expect((await e2e.clients.control.requests()).filter((r) => r.method !== "GET")).toEqual([]);
    writeFiles(stack.project.dir, { "a.yaml": file(ORDERS_ROWS), "b.yaml": file(ORDERS_SCHEMA) });
    await stack.up();
    await expect(e2e.clients.datafold.getMonitor(ids.orders_diff!)).resolves.toMatchObject({ enabled: false, name: "Orders prod vs dev (yaml)" });
    expect(Object.keys(await children()).sort()).toEqual(["orders_rows", "orders_schema"]);
  });

  test("destroy deletes every monitor", async () => {
    writeFileSync(join(stack.project.dir, "index.ts"), program("delete"));
    await stack.up();
    const destroy = await stack.destroy();
    expect(summaryCounts(destroy.stdout)).toEqual({ deleted: 4 });
    await expect(e2e.clients.datafold.getMonitor(ids.orders_rows!)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.datafold.getMonitor(ids.orders_schema!)).rejects.toMatchObject({ status: 404 });
  });

  test("a duplicate slug, a schema-invalid value and an alias bomb fail preview with file, line, slug and path, as one message with no stack trace, before any request", async () => {
    const bad = await e2e.stack(programFiles("monitors-yaml-bad", program("delete")));
    writeFiles(bad.project.dir, { "a.yaml": file(ORDERS_SCHEMA), "b.yaml": file(ORDER_IDS, ORDERS_SCHEMA) });
    await e2e.clients.control.clearRequests();
    const duplicate = await bad.run(["preview"]);
    expect(duplicate.code).not.toBe(0);
    expect(duplicate.stdout + duplicate.stderr).toContain("Duplicate monitor 'orders_schema' defined in both monitors/a.yaml:2 and monitors/b.yaml:8");

    writeFiles(bad.project.dir, { "a.yaml": file(ORDERS_SCHEMA), "b.yaml": file(ORDERS_ROWS_INVALID, ["    colour: red"]) });
    const result = await bad.run(["preview"]);
    expect(result.code).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toContain('MonitorsFromYaml "monitors": 2 problems in the monitors YAML; nothing was created or changed.');
    expect(output).toContain('monitors/b.yaml:6: monitors.orders_rows.metric.metric: must be "row_count", "freshness", ');
    expect(output).toContain("monitors/b.yaml:8: monitors.orders_rows.alert.sensitivity: must be a whole number from 0 to 100; got 500.");
    expect(output).toMatch(/warning: monitors\/b\.yaml:11: monitors\.orders_rows\.colour: not a key of Datafold's monitors YAML schema here, so it is ignored/);
    // One clean message: not the InvalidArgumentError's class and stack into node_modules.
    expect(output).not.toMatch(STACK_TRACE);
    expect(output).not.toContain("InvalidArgumentError");
    expect(await e2e.clients.control.requests()).toEqual([]);

    writeFiles(bad.project.dir, { "a.yaml": file(ORDERS_SCHEMA), "bomb.yaml": ALIAS_BOMB });
    const bomb = await bad.run(["preview"]);
    expect(bomb.code).not.toBe(0);
    expect(bomb.stdout + bomb.stderr).toContain("Invalid YAML in monitors/bomb.yaml: its aliases (*name) expand to more than 1000 nodes, as an alias bomb does.");
    expect(bomb.stdout + bomb.stderr).not.toMatch(/ReferenceError|Excessive alias count/);
    expect(bomb.stdout + bomb.stderr).not.toMatch(STACK_TRACE);
  });
});
