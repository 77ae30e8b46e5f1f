/**
 * getMonitorOutput and getMonitorRunsOutput in a Pulumi program run by the real CLI: the
 * monitor id is a resource's Output, unknown in the first preview; after up, the stack
 * outputs carry what the functions read of the monitor the program made, and preview stays
 * quiet.
 */
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { programFiles } from "../../tools/harness/program-files";
import type { PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = [
  `import * as datafold from "pulumi-datafold";`,
  `const orders = new datafold.MetricMonitor("orders", {`,
  `  name: "Orders rows",`,
  `  connectionId: 7,`,
  `  metric: { type: "table", table: "analytics.orders", metric: "row_count", filter: "status = 'paid'" },`,
  `  schedule: { interval: { every: "hour" } },`,
  `  alert: { type: "absolute", min: 1 },`,
  `  tags: ["pulumi"],`,
  `});`,
  `const seen = datafold.getMonitorOutput({ monitorId: orders.monitorId });`,
  `const runs = datafold.getMonitorRunsOutput({ monitorId: orders.monitorId });`,
  `export const seenMonitor = seen.apply((m) => ({ monitorId: m.monitorId, monitorType: m.monitorType, name: m.name, metric: m.monitorType === "metric" ? m.metric : null, alert: m.monitorType === "metric" ? m.alert : null, tags: m.tags, missingRequiredFields: m.missingRequiredFields, unknownFields: m.unknownFields }));`,
  `export const runCount = runs.total;`,
  `export const monitorId = orders.monitorId;`,
].join("\n");

describeWithCli("getMonitorOutput and getMonitorRunsOutput through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  let stack: PulumiStack;

  beforeAll(async () => {
    stack = await e2e.stack(programFiles("monitor-functions", PROGRAM));
  });

  test("a first preview, before the monitor exists, passes with the function's result unknown", async () => {
    const preview = await stack.preview();
    expect(preview.stdout).toMatch(/seenMonitor\s*:\s*\[unknown\]/);
    expect(preview.stdout).toMatch(/runCount\s*:\s*\[unknown\]/);
  });

  test("up: the program reads back the monitor it made, in its inputs' shape, and its runs", async () => {
    await stack.up();
    const monitorId = Number(await stack.output("monitorId"));
    const seen = JSON.parse((await stack.run(["stack", "output", "seenMonitor", "--json"])).stdout);
    expect(seen).toEqual({
      monitorId,
      monitorType: "metric",
      name: "Orders rows",
      metric: { type: "table", table: "analytics.orders", metric: "row_count", filter: "status = 'paid'" },
      alert: { type: "absolute", min: 1 },
      tags: ["pulumi"],
      missingRequiredFields: [],
      unknownFields: expect.not.arrayContaining(["metric.type", "metric.table", "metric.metric", "metric.filter"]),
    });
    expect(JSON.parse((await stack.run(["stack", "output", "runCount", "--json"])).stdout)).toBe(0);

    await e2e.clients.control.runMonitor(monitorId, { alert: true });
    await e2e.clients.control.runMonitor(monitorId);
    // The functions run again at each preview: the new runs are read; nothing is to change.
    const preview = await stack.preview("--expect-no-changes", "--diff");
    expect(preview.code).toBe(0);
    await stack.up();
    expect(JSON.parse((await stack.run(["stack", "output", "runCount", "--json"])).stdout)).toBe(2);
  });
});
