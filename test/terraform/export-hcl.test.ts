/**
 * `pulumi-datafold export-monitors --format hcl` through the real OpenTofu and the built
 * provider: monitors of the four kinds made in the emulator through its API, exported, the
 * required arguments the Datafold API does not show filled in as a user would (each comment
 * replaced by the argument), then `tofu plan` shows every monitor to be imported and nothing to
 * change, `tofu apply` imports them, and the next plan is empty. Before they are filled in, the
 * plan fails naming them.
 */
import { main } from "../../src/cli/pulumi-datafold";
import type { MonitorCreateKind } from "../../src/clients";
import { useTofuEmulator } from "./support/emulator";
import { providerLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { describeWithTofu } from "./support/tofu";
import { actionsByAddress, TofuWorkspace } from "./support/tofu-workspace";

jest.setTimeout(240_000);

/** The export's text for these monitors, run in this process as the command runs. */
async function exportHcl(env: Readonly<Record<string, string>>, tag: string): Promise<string> {
  let stdout = "";
  let stderr = "";
  const status = await main(["export-monitors", "--tag", tag, "--format", "hcl"], {
    env: { DATAFOLD_HOST: env.DATAFOLD_HOST!, DATAFOLD_API_KEY: env.DATAFOLD_API_KEY! },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    writeFile: () => {
      throw new Error("the export writes to standard output here");
    },
  });
  if (status !== 0) throw new Error(`export-monitors exited ${status}: ${stderr}`);
  return stdout;
}

/**
 * What a user does with a comment of the export that says to fill something in, in the block of
 * the resource named `resource`: the comment's line (found by the text after `Fill in before
 * \`tofu plan\`: `) replaced by the argument `replacement`, at its indent, or, for a rename, taken
 * out and `rename` done in the block. Fails when there is no such comment, or more than one.
 */
function fillIn(text: string, resource: string, about: string, replacement: string | { readonly rename: readonly [string, string] }): string {
  const start = text.indexOf(`" "${resource}" {\n`);
  const end = text.indexOf("\n}\n", start);
  if (start < 0 || end < 0) throw new Error(`no resource ${resource} in:\n${text}`);
  let block = text.slice(start, end);
  const lines = block.split("\n").filter((line) => line.trimStart().startsWith(`# Fill in before \`tofu plan\`: ${about}`));
  if (lines.length !== 1) throw new Error(`resource ${resource}: ${lines.length} comments about ${about}, not one:\n${block}`);
  const line = lines[0]!;
  const indent = line.slice(0, line.length - line.trimStart().length);
  if (typeof replacement === "string") block = block.replace(`${line}\n`, `${indent}${replacement}\n`);
  else block = block.replace(`${line}\n`, "").replace(`${replacement.rename[0]} = {`, `${replacement.rename[1]} = {`);
  return text.slice(0, start) + block + text.slice(end);
}

describeWithTofu("export-monitors --format hcl, imported by OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  let workspace: TofuWorkspace;

  beforeAll(() => {
    launcher = providerLauncher();
    workspace = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: live.env });
  });
  afterAll(() => {
    workspace?.remove();
    launcher?.remove();
  });

  const TAG = "hcl-export";
  async function create(kind: MonitorCreateKind, name: string, body: Record<string, unknown>): Promise<number> {
    return (await live.clients.datafold.createMonitor(kind, { name, schedule: { interval: { every: "hour" } }, tags: [TAG], ...body })).id;
  }

  /** The requests that could change something in Datafold (all but reads), so far. */
  const writes = async () => (await live.clients.control.requests()).filter((request) => request.method !== "GET").map((request) => `${request.method} ${request.path}`);

  test("every monitor is planned as an import, the complete ones with no change; apply imports them without a request; the next plan is empty", async () => {
    const complete = [
      await create("metric", "Orders rows", {
        connection_id: 7,
        metric: { type: "table", table: "analytics.orders", metric: "row_count", filter: "status = 'paid'" },
        alert: { type: "absolute", min: -5, max: 10.5 },
        notifications: [{ type: "email", recipients: ["data@example.com"] }, { type: "slack", integration: 3, channel: "#data", mentions: ["@ana"] }],
        owner: "ana@example.com",
        description: 'Say "hi"\nand ${bye} %{ if x }',
      }),
      await create("metric", "Paid share", { connection_id: 7, metric: { type: "custom", query: "SELECT 1" }, schedule: { cron: "0 6 * * *" } }),
      await create("schema", "Orders schema", { connection_id: 7, table: "analytics.orders", schedule: { interval: { every: "day", utc_at: "06:30:00" } }, enabled: false }),
      await create("test", "Null ids", { connection_id: 7, query: "SELECT * FROM t WHERE id IS NULL", tags: [TAG, "nightly"] }),
    ];
    const unique = await create("test", "Unique ids", { connection_id: 7, test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] } });
    const cross = await create("diff", "Legacy vs prod", {
      datadiff: { diff_type: "inmem", dataset_a: { connection_id: 3, query: "SELECT 1" }, dataset_b: { connection_id: 7, table: "prod.orders", filter: "x > 1" }, primary_key: ["id"] },
      alert: { different_rows_count: 5 },
    });
    const exported = await exportHcl(live.env, TAG);

    // As written, the plan fails, naming each required argument the API does not show.
    workspace.writeMain(exported);
    const unfilled = await workspace.plan();
    expect(unfilled.code).toBe(1);
    // tofu names the first missing attribute of each object (test.type, then, once given, its tables' columns).
    const said = unfilled.stderr.replace(/\s+/g, " ");
    expect(said).toContain('Inappropriate value for attribute "datadiff": attribute "inmem": attribute "primary_key" is required.');
    expect(said).toContain('Inappropriate value for attribute "test": attribute "type" is required.');

    let filled = fillIn(exported, "legacy_vs_prod", "datadiff.inmem.primary_key", 'primary_key = ["id"]');
    filled = fillIn(filled, "unique_ids", "test.type", 'type = "unique"');
    filled = fillIn(filled, "unique_ids", "test.tables[0].columns", 'columns = ["id"]');
    workspace.writeMain(filled);

    const { json } = await workspace.planJson();
    const planned = Object.fromEntries((json.resource_changes ?? []).map((change) => [change.address, { actions: change.change.actions, importing: change.change.importing?.id }]));
    expect(planned).toEqual({
      "datafold_metric_monitor.orders_rows": { actions: ["no-op"], importing: String(complete[0]) },
      "datafold_metric_monitor.paid_share": { actions: ["no-op"], importing: String(complete[1]) },
      "datafold_schema_change_monitor.orders_schema": { actions: ["no-op"], importing: String(complete[2]) },
      "datafold_data_test_monitor.null_ids": { actions: ["no-op"], importing: String(complete[3]) },
      // What the import could not read, now given: OpenTofu shows it as an update of the imported
      // state (a plan must hold the configuration's values, and no import sees the configuration),
      // which the apply writes to state without a request.
      "datafold_data_test_monitor.unique_ids": { actions: ["update"], importing: String(unique) },
      "datafold_data_diff_monitor.legacy_vs_prod": { actions: ["update"], importing: String(cross) },
    });
    const change = (address: string) => json.resource_changes!.find((candidate) => candidate.address === address)!.change as { before: Record<string, unknown>; after: Record<string, unknown> };
    const diff = change("datafold_data_diff_monitor.legacy_vs_prod");
    expect(diff.after).toEqual({ ...diff.before, datadiff: { ...(diff.before.datadiff as object), inmem: { ...((diff.before.datadiff as Record<string, object>).inmem as object), primary_key: ["id"] } } });
    const test = change("datafold_data_test_monitor.unique_ids");
    expect(test.after).toEqual({ ...test.before, test: { ...(test.before.test as object), type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] } });

    const before = await writes();
    const applied = await workspace.apply();
    expect(applied).toMatchObject({ code: 0 });
    expect(applied.stdout).toContain("Resources: 6 imported, 0 added, 2 changed, 0 destroyed.");
    expect(await writes()).toEqual(before);

    const state = await workspace.state();
    const monitorIds = (state.values?.root_module.resources ?? []).map((resource) => Number(resource.values.monitor_id)).sort((a, b) => a - b);
    expect(monitorIds).toEqual([...complete, unique, cross].sort((a, b) => a - b));
    expect(await workspace.plan({ detailedExitCode: true })).toMatchObject({ code: 0 });
  });

  test("a data diff whose datasets share a data source: written under indb_or_inmem to rename; once renamed, imported with its kind written without a request", async () => {
    const tag = "hcl-export-one-source";
    const id = await create("diff", "Prod vs dev", {
      tags: [tag],
      datadiff: { diff_type: "indb", dataset_a: { connection_id: 7, table: "prod.orders" }, dataset_b: { connection_id: 7, table: "dev.orders" }, primary_key: ["id", "region"] },
    });
    const exported = await exportHcl(live.env, tag);
    expect(exported).toContain(`import {\n  to = datafold_data_diff_monitor.prod_vs_dev\n  id = "${id}"\n}\n`);
    const own = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: live.env });
    try {
      own.writeMain(exported);
      const unfilled = await own.plan();
      expect(unfilled.code).toBe(1);
      expect(unfilled.stderr).toMatch(/indb_or_inmem/);

      let filled = fillIn(exported, "prod_vs_dev", "rename indb_or_inmem", { rename: ["indb_or_inmem", "indb"] });
      filled = fillIn(filled, "prod_vs_dev", "datadiff.indb_or_inmem.primary_key", 'primary_key = ["id", "region"]');
      own.writeMain(filled);
      // GET cannot tell the kind: the imported state holds no datadiff (its value kept in the
      // provider's private data), and the plan writes the configuration's, with no replacement.
      const { json } = await own.planJson();
      expect(actionsByAddress(json)).toEqual({ "datafold_data_diff_monitor.prod_vs_dev": ["update"] });
      await live.clients.control.clearRequests();
      expect(await own.apply()).toMatchObject({ code: 0 });
      expect((await live.clients.control.requests()).filter((request) => request.method !== "GET")).toEqual([]);
      expect(await own.plan({ detailedExitCode: true })).toMatchObject({ code: 0 });
      const state = await own.state();
      expect(state.values?.root_module.resources?.[0]?.values).toMatchObject({ monitor_id: id, datadiff: { indb: { primary_key: ["id", "region"] }, inmem: null } });
    } finally {
      own.remove();
    }
  });
});
