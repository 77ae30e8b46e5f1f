/**
 * `pulumi import` in a Python stack, through the provider plugin and the real CLI (the Python
 * language host, the pulumi SDK from PyPI, the generated SDK pulumi_datafold from its wheel), of
 * monitors and a data diff's flags made in the Datafold app:
 * - bulk: the file `export-monitors --format pulumi-import` writes (a metric, a data test and a
 *   data diff monitor), imported with `--out`: the Python code is generated, and the import
 *   warns under each monitor what GET cannot show (required for the data diff, optional for the
 *   metric); as generated, preview fails naming the data diff's kind; filled in as the warning
 *   says, the code passes `preview --expect-no-changes`;
 * - one more resource by type, name and id (a data diff's flags), its generated code added;
 * - a refresh before any up is quiet; up writes the program's inputs; the monitors run and alert in the app: `refresh
 *   --expect-no-changes` and preview stay quiet; an edit made in the app shows on refresh and
 *   is set back by up.
 *
 * `pulumi import --out` asks the project's language host for the code (GenerateProgram). The
 * Python host this repository builds (sdk/v3 v3.68, tools/pulumi-cli/python-host) lacks that
 * call, so for our tests tools/pulumi-cli/python-front answers it in front of that host, as
 * released Python hosts do themselves; users' CLIs need none of it.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { usePluginStack } from "./support/plugin-stack";
import { timed } from "./support/timed";
import { packPythonSdk, pythonVirtualenvWithSdk } from "../../tools/harness/python-sdk";
import { summaryCounts } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

/** The lines every generated Python file starts with; a second import's code goes under the first's without them. */
const GENERATED_HEADER = "import pulumi\nimport pulumi_datafold as datafold\n\n";

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/import-python");
const EXPORT_CLI = resolve(__dirname, "../../dist/cli/pulumi-datafold.js");

describeWithLanguages(["python"], "pulumi import of monitors made in the Datafold app, in a Python stack", (cliDir) => {
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-import-python-"));
  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  const { e2e, stack } = usePluginStack(cliDir, PROGRAM, {
    label: "python import",
    prepare: async (programDir) => {
      const wheel = await timed("python import: build the SDK's wheel", () => packPythonSdk(artifacts));
      await timed("python import: the project's virtualenv", () => pythonVirtualenvWithSdk(join(programDir, "venv"), wheel));
    },
  });
  let ids: { rows: number; nulls: number; diff: number };
  /** The stack's __main__.py: the generated code of each import in turn. */
  let program = "";
  const file = (name: string) => join(stack().project.dir, name);

  test("bulk from the export's file, imported; the program of those inputs expects no changes", async () => {
    const datafold = e2e.clients.datafold;
    ids = {
      rows: (await datafold.createMonitor("metric", { name: "Orders freshness", schedule: { interval: { every: "day", utc_at: "06:30:00" } }, tags: ["py"], connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "freshness" }, alert: { type: "absolute", max: 90 }, notifications: [{ type: "email", recipients: ["data@example.com"] }] } as never)).id,
      nulls: (await datafold.createMonitor("test", { name: "No null ids", schedule: { cron: "0 * * * *" }, tags: ["py"], connection_id: 7, query: "SELECT * FROM analytics.orders WHERE id IS NULL", description: "ids are set" } as never)).id,
      diff: (await datafold.createMonitor("diff", { name: "Orders prod vs dev", schedule: { cron: "0 6 * * *" }, tags: ["py"], datadiff: { diff_type: "indb", dataset_a: { connection_id: 7, table: "prod.orders" }, dataset_b: { connection_id: 7, table: "dev.orders" }, primary_key: ["id"] } } as never)).id,
    };
    const env = { ...process.env, DATAFOLD_HOST: e2e.emulator.url, DATAFOLD_API_KEY: e2e.emulator.apiKey };
    const exported = await promisify(execFile)(process.execPath, [EXPORT_CLI, "export-monitors", "--tag", "py", "--format", "pulumi-import", "--out", file("import.json")], { env });
    expect(exported.stderr).toContain("Exported 3 monitors (diff 1, metric 1, test 1) as pulumi-import");

    const imported = await stack().ok(["import", "--file", "import.json", "--out", "generated.py", "--yes"]);
    const printed = imported.stdout + imported.stderr;
    expect(printed).toMatch(/= 3 imported/);
    // What the monitors' GET cannot show, named under each: required for the data diff, optional for the metric.
    expect(printed).toContain(`DataDiffMonitor "orders_prod_vs_dev" (id ${ids.diff}) was imported without what Datafold's API does not show`);
    expect(printed).toMatch(/- datadiff\.diffType, datadiff\.primaryKey: the monitor's GET/);
    expect(printed).toMatch(/- metric\.includeTables, metric\.excludeTables: the monitor's GET/);
    expect(printed).not.toContain(`DataTestMonitor "no_null_ids" (id ${ids.nulls}) was imported without`);

    // Written by the Python host's GenerateProgram: protected, every input the import read
    // (the provider's own defaults too) as a keyword argument, in the SDK's Python names; the
    // required inputs GET cannot show are there empty.
    const generated = readFileSync(file("generated.py"), "utf8");
    expect(generated.startsWith(GENERATED_HEADER)).toBe(true);
    expect(generated).toContain('orders_freshness = datafold.MetricMonitor("orders_freshness",');
    expect(generated).toContain('no_null_ids = datafold.DataTestMonitor("no_null_ids",');
    expect(generated).toContain('orders_prod_vs_dev = datafold.DataDiffMonitor("orders_prod_vs_dev",');
    expect(generated).toContain('"utc_at": "06:30:00"');
    expect(generated).toContain('query="SELECT * FROM analytics.orders WHERE id IS NULL"');
    expect(generated).toContain('on_delete="delete"');
    expect(generated).toContain('"diff_type": ""');
    expect(generated).toContain('"primary_key": []');
    expect(generated.match(/opts = pulumi\.ResourceOptions\(protect=True\)/g)).toHaveLength(3);

    // As generated, preview fails on the data diff's kind, by name.
    writeFileSync(file("__main__.py"), generated);
    const raw = await stack().run(["preview"]);
    expect(raw.code).not.toBe(0);
    expect(raw.stdout + raw.stderr).toContain(`DataDiffMonitor resource 'orders_prod_vs_dev' has a problem: datadiff.diffType must be "indb", "inmem"; got the string "".`);

    // Filled in as the warning says, the program of the imported inputs expects no changes.
    program = generated.replace('"diff_type": ""', '"diff_type": "indb"').replace('"primary_key": []', '"primary_key": ["id"]');
    writeFileSync(file("__main__.py"), program);
    const preview = await stack().preview("--expect-no-changes");
    expect(summaryCounts(preview.stdout)).toEqual({ unchanged: 4 });
  });

  test("one more by type, name and id, added to the program: still no changes", async () => {
    const imported = await stack().ok(["import", "datafold:index:DataDiffFlags", "diff-102", "102", "--out", "flags.py", "--yes"]);
    expect(imported.stdout).toMatch(/= 1 imported/);
    const generated = readFileSync(file("flags.py"), "utf8");
    expect(generated.startsWith(GENERATED_HEADER)).toBe(true);
    expect(generated).toContain('diff_102 = datafold.DataDiffFlags("diff-102",');
    expect(generated).toContain("datadiff_id=102");
    program += `\n${generated.slice(GENERATED_HEADER.length)}`;
    writeFileSync(file("__main__.py"), program);
    const preview = await stack().preview("--expect-no-changes");
    expect(summaryCounts(preview.stdout)).toEqual({ unchanged: 5 });
  });

  test("a refresh before any up is quiet; up writes the filled-in inputs; after the monitors ran and alerted, refresh and preview are quiet; an edit in the app shows, and up sets it back", async () => {
    // Until an up, the state holds what the import read, without what GET cannot show (the data
    // diff's kind and key): a refresh reads the objects and plans nothing for those places.
    await stack().refresh("--expect-no-changes");
    const up = await stack().up();
    expect(summaryCounts(up.stdout)).toEqual({ unchanged: 5 });
    await e2e.clients.control.runMonitor(ids.rows, { alert: true });
    await e2e.clients.control.runMonitor(ids.nulls, { alert: false });
    await stack().refresh("--expect-no-changes");
    await stack().preview("--expect-no-changes");

    await e2e.clients.datafold.updateMonitor(ids.nulls, { type: "test", description: "edited in the app" } as never);
    await stack().refresh();
    const preview = await stack().preview("--diff");
    expect(summaryCounts(preview.stdout)).toMatchObject({ "to update": 1 });
    expect(preview.stdout).toContain("description");
    await stack().up();
    await expect(e2e.clients.datafold.getMonitor(ids.nulls)).resolves.toMatchObject({ description: "ids are set" });
    await stack().preview("--expect-no-changes");
  });
});
