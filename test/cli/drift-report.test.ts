/**
 * `pulumi-datafold drift-report` in-process: its arguments, the reading of a drift check's JSON
 * and of the stack's history, the comparison that leaves secrets out, and the exit statuses.
 * The whole command against real drift, through the real CLI, is in test/e2e/gitops.test.ts.
 */
import { main } from "../../src/cli/pulumi-datafold";
import { DRIFT_FOUND, fieldChanges, parseDriftReportArguments } from "../../src/cli/drift-report";
import { DriftCheckJson, lastUpdateEnd, recordedResources, StackHistoryJson } from "../../src/cli/drift-input";
import { AUDITED_OBJECTS } from "../../src/cli/drift-objects";
import { RESOURCES } from "../../src/registry";

async function run(args: string[], files: Record<string, string> = {}) {
  let stdout = "";
  let stderr = "";
  const status = await main(["drift-report", ...args], {
    env: { DATAFOLD_API_KEY: "df_key_never_printed" },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    writeFile: () => undefined,
    readFile: (path) => {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error(`ENOENT: no such file, open '${path}'`), { code: "ENOENT" });
      return text;
    },
  });
  return { status, stdout, stderr };
}

const MONITOR_STEP = {
  op: "refresh",
  urn: "urn:pulumi:prod::gitops::pulumi-nodejs:dynamic/datafold:MetricMonitor::orders-rows",
  oldState: {
    urn: "urn:pulumi:prod::gitops::pulumi-nodejs:dynamic/datafold:MetricMonitor::orders-rows",
    type: "pulumi-nodejs:dynamic/datafold:MetricMonitor",
    id: "100001",
    outputs: { __provider: "exports.handler = ...", monitorId: 100001, name: "Orders rows" },
  },
};

describe("drift-report", () => {
  test("arguments: one file, --history or --since, --json; each mistake named (exit 2)", async () => {
    expect(parseDriftReportArguments(["drift.json", "--history", "h.json", "--json"])).toEqual({ file: "drift.json", history: "h.json", json: true, help: false });
    expect((await run([])).stderr).toContain("give exactly one file, the JSON of the drift check (got none)");
    expect((await run(["a.json", "b.json"])).status).toBe(2);
    const both = await run(["a.json", "--history", "h.json", "--since", "2025-05-31T00:00:00Z"]);
    expect(both).toMatchObject({ status: 2 });
    expect(both.stderr).toContain("--history and --since: give one of them, not both.");
    expect((await run(["a.json", "--since", "last week"])).stderr).toContain('--since "last week": must be an ISO 8601 time');
    expect((await run(["--help"])).stdout).toContain("Exit status: 0 no drift, 7 drift reported");
    expect((await run(["missing.json"])).stderr).toContain("missing.json: cannot read it");
  });

  test("a file that is not a drift check's JSON fails (exit 1) naming the file and the place", async () => {
    const notJson = await run(["drift.json"], { "drift.json": "Previewing refresh (prod):\n" });
    expect(notJson.status).toBe(1);
    expect(notJson.stderr).toContain("drift.json is not JSON: give the JSON of `pulumi refresh --preview-only --json`");
    const wrong = await run(["drift.json"], { "drift.json": JSON.stringify({ steps: [{ op: 3 }] }) });
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/drift\.json is not the JSON of .* at steps\.0\.op/);
    expect(wrong.stderr + notJson.stderr).not.toContain("df_key_never_printed");
  });

  test("a check with no Datafold resource is no drift (exit 0), without a request", async () => {
    const check = { steps: [{ op: "refresh", urn: "urn:pulumi:prod::gitops::pulumi:pulumi:Stack::gitops-prod", oldState: { urn: "x", type: "pulumi:pulumi:Stack", outputs: {} } }] };
    const result = await run(["drift.json"], { "drift.json": JSON.stringify(check) });
    expect(result).toMatchObject({ status: 0, stdout: "No drift: the 0 Datafold objects are as the last deployment left them.\n" });
    expect(DRIFT_FOUND).toBe(7);
  });

  test("the recorded resources: the package's, each once (a preview --refresh has a refresh and an update step of one resource)", () => {
    const check = DriftCheckJson.parse({ steps: [MONITOR_STEP, { ...MONITOR_STEP, op: "update" }, { ...MONITOR_STEP, oldState: { ...MONITOR_STEP.oldState, urn: "u2", type: "aws:s3/bucket:Bucket" } }] });
    const plugin = DriftCheckJson.parse({ steps: [{ ...MONITOR_STEP, oldState: { ...MONITOR_STEP.oldState, type: "datafold:index:MetricMonitor" } }] });
    const known = (kind: string) => kind === "MetricMonitor";
    expect(recordedResources(check, known)).toEqual([
      { urn: MONITOR_STEP.urn, name: "orders-rows", kind: "MetricMonitor", id: "100001", outputs: MONITOR_STEP.oldState.outputs },
    ]);
    expect(recordedResources(plugin, known).map((resource) => resource.kind)).toEqual(["MetricMonitor"]);
  });

  test("what changed: fields that differ, never a secret nor the provider's own field, keys in any order equal", () => {
    expect(
      fieldChanges(
        { __provider: "a", name: "Orders rows", token: "[secret]", schedule: { interval: { every: "hour" } }, tags: ["a"] },
        { __provider: "b", name: "Renamed", token: "sqlp_pcp_leaked", schedule: { interval: { every: "hour" } }, tags: ["a", "b"], owner: "ana" },
      ),
    ).toEqual([
      { field: "name", recorded: "Orders rows", now: "Renamed" },
      { field: "owner", recorded: null, now: "ana" },
      { field: "tags", recorded: ["a"], now: ["a", "b"] },
    ]);
    expect(fieldChanges({ metric: { type: "table", table: "t" } }, { metric: { table: "t", type: "table" } })).toEqual([]);
  });

  test("the last up: the newest successful update's end, to the end of its second", () => {
    const history = StackHistoryJson.parse([
      { kind: "update", result: "succeeded", endTime: "2026-11-27T05:56:38.000Z" },
      { kind: "update", result: "failed", endTime: "2026-11-27T06:10:00.000Z" },
      { kind: "refresh", result: "succeeded", endTime: "2026-11-27T06:20:00.000Z" },
      { kind: "update", result: "succeeded", endTime: "2026-11-26T05:00:00.000Z" },
    ]);
    expect(lastUpdateEnd(history)).toBe("2026-11-27T05:56:38.999Z");
    expect(lastUpdateEnd([])).toBeUndefined();
  });

  test("every resource of the registry says where the audit log keeps its object, or that it keeps none", () => {
    // A family added to the registry fails here until src/cli/drift-objects.ts names its
    // object type (and the emulator's routes record its changes with recordAudit).
    const named = new Set(Object.keys(AUDITED_OBJECTS));
    expect(RESOURCES.map((resource) => resource.definition.name).filter((name) => !named.has(name))).toEqual([]);
    expect(AUDITED_OBJECTS.MetricMonitor!({ monitorId: 100001 })).toEqual({ objectType: "monitor", objectId: 100001 });
    expect(AUDITED_OBJECTS.DataDiffFlags!({ datadiffId: 101 })).toEqual({ objectType: "datadiff", objectId: 101 });
    expect(AUDITED_OBJECTS.LookerIntegration!({ integrationId: 3 })).toEqual({ objectType: "bi_integration", objectId: 3 });
    expect(AUDITED_OBJECTS.DataSource!({ dataSourceId: 7 })).toEqual({ objectType: "data_source", objectId: 7 });
    expect(AUDITED_OBJECTS.ProxyToken).toBeNull();
    expect(AUDITED_OBJECTS.MetricMonitor!({})).toBeUndefined();
  });
});
