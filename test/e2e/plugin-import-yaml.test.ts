/**
 * `pulumi import` in a Pulumi YAML stack, through the provider plugin and the real CLI, of
 * objects made in the Datafold app (the emulator's API, not the stack):
 * - bulk: `pulumi-datafold export-monitors --format pulumi-import` writes the file for three
 *   monitors (metric, schema change, data diff) selected by tag; a Looker integration, a Postgres
 *   data source and a data diff's flags are added to it; `pulumi import --file --out` imports
 *   all six and writes the YAML code, warning under each resource what GET cannot show;
 * - a ProxyToken refuses at import, saying why (its secret is shown once) and what to do;
 * - the generated code as written fails preview on a required input GET cannot show, by
 *   name; filled in (the data diff's kind and key, the Looker secret from secret config, the
 *   Postgres password), `preview --expect-no-changes` passes: a re-added credential is no change;
 * - `up` and `refresh --expect-no-changes` are quiet, and no credential is in state in clear;
 * - a rotated Looker secret after the import is an update in place whose PUT carries it; the
 *   data source's own input changed at the same time updates without a request.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { usePluginStack } from "./support/plugin-stack";
import { summaryCounts } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/import-yaml");
const EXPORT_CLI = resolve(__dirname, "../../dist/cli/pulumi-datafold.js");
const LOOKER_SECRET = "looker-secret-import-e2e-3d5f7a";
const ROTATED_SECRET = "looker-secret-rotated-9c1e4b";
const PG_PASSWORD = "pg-Pa55word-import-e2e";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const SCHEDULE = { interval: { every: "hour" } };

describeWithLanguages(["yaml"], "pulumi import of objects made in the Datafold app, in a Pulumi YAML stack", (cliDir) => {
  const { e2e, stack } = usePluginStack(cliDir, PROGRAM, { label: "yaml import" });
  let ids: { rows: number; schema: number; diff: number; looker: number; warehouse: number };
  let generated = "";
  const programFile = () => join(stack().project.dir, "Pulumi.yaml");
  const header = readFileSync(join(PROGRAM, "Pulumi.yaml"), "utf8").replace("resources: {}\n", "");

  test("bulk: the export's import file plus three more, imported with the code written; what GET cannot show named", async () => {
    const datafold = e2e.clients.datafold;
    ids = {
      rows: (await datafold.createMonitor("metric", { name: "Orders rows", schedule: SCHEDULE, tags: ["imported"], connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" }, alert: { type: "automatic", sensitivity: 40 } } as never)).id,
      schema: (await datafold.createMonitor("schema", { name: "Orders schema", schedule: { cron: "0 6 * * *" }, tags: ["imported"], connection_id: 7, table: "analytics.orders", owner: "ana@example.com" } as never)).id,
      diff: (await datafold.createMonitor("diff", { name: "Orders prod vs dev", schedule: SCHEDULE, tags: ["imported"], datadiff: { diff_type: "indb", dataset_a: { connection_id: 7, table: "prod.orders" }, dataset_b: { connection_id: 7, table: "dev.orders" }, primary_key: ["id"] }, alert: { different_rows_count: 5 } } as never)).id,
      looker: (await datafold.createBiIntegration("looker", { name: "Looker prod", base_url: "https://acme.looker.com", client_id: "looker-client", client_secret: LOOKER_SECRET, repo_id: 3 } as never)).id,
      warehouse: (await datafold.createDataSource({ type: "pg", name: "postgres-app", temp_schema: "datafold_tmp", options: { host: "pg.internal", user: "datafold", password: PG_PASSWORD, dbname: "analytics" } } as never)).id,
    };
    // An untagged monitor the export leaves out.
    await datafold.createMonitor("metric", { name: "Not mine", schedule: SCHEDULE, connection_id: 7, metric: { type: "table", table: "x", metric: "row_count" } } as never);

    const file = join(stack().project.dir, "import.json");
    const env = { ...process.env, DATAFOLD_HOST: e2e.emulator.url, DATAFOLD_API_KEY: e2e.emulator.apiKey };
    await promisify(execFile)(process.execPath, [EXPORT_CLI, "export-monitors", "--tag", "imported", "--format", "pulumi-import", "--out", file], { env });
    const exported = JSON.parse(readFileSync(file, "utf8")) as { resources: { type: string; name: string; id: string }[] };
    expect(exported.resources).toEqual([
      { type: "datafold:index:MetricMonitor", name: "orders_rows", id: String(ids.rows) },
      { type: "datafold:index:SchemaChangeMonitor", name: "orders_schema", id: String(ids.schema) },
      { type: "datafold:index:DataDiffMonitor", name: "orders_prod_vs_dev", id: String(ids.diff) },
    ]);
    exported.resources.push(
      { type: "datafold:index:LookerIntegration", name: "looker", id: String(ids.looker) },
      { type: "datafold:index:DataSource", name: "warehouse", id: String(ids.warehouse) },
      { type: "datafold:index:DataDiffFlags", name: "old-diff", id: "101" },
    );
    writeFileSync(file, JSON.stringify(exported));

    const imported = await stack().ok(["import", "--file", "import.json", "--out", "generated.yaml", "--yes"]);
    const printed = imported.stdout + imported.stderr;
    expect(summaryCounts(printed)).toMatchObject({});
    expect(printed).toMatch(/= 6 imported/);
    expect(printed).toContain(`LookerIntegration "looker" (id ${ids.looker}) was imported without what Datafold's API does not show`);
    expect(printed).toMatch(/- clientSecret: a credential, write-only/);
    expect(printed).toMatch(/- postgres\.password, postgres\.rootcert: a credential, write-only: GET shows it masked/);
    expect(printed).toMatch(/- datadiff\.diffType, datadiff\.primaryKey: the monitor's GET/);
    for (const secret of [LOOKER_SECRET, PG_PASSWORD]) expect(printed).not.toContain(secret);

    generated = readFileSync(join(stack().project.dir, "generated.yaml"), "utf8");
    expect(generated).toContain("type: datafold:MetricMonitor");
    expect(generated).toContain("table: analytics.orders");
    expect(generated).toContain("datadiffId: 101");
    expect(generated).toContain("protect: true");
    // The provider's own inputs at their defaults, as the import read them.
    expect(generated).toContain("onDelete: delete");
    // The credentials are not in the code: a required one is there empty, to be filled in.
    expect(generated).toContain('clientSecret: ""');
    expect(generated).not.toContain("password");
  });

  test("a ProxyToken refuses at import: its secret is shown once; the message says what to do, with no stack trace", async () => {
    const result = await stack().run(["import", "datafold:index:ProxyToken", "ci-token", "42", "--yes"]);
    expect(result.code).not.toBe(0);
    const printed = result.stdout + result.stderr;
    expect(printed).toContain("A ProxyToken cannot be imported: Datafold shows a token's secret once");
    expect(printed).toContain("Declare a new ProxyToken in the program instead");
    expect(printed).not.toMatch(/^\s+at /m);
  });

  test("the code as generated fails preview on what GET cannot show, by name; filled in, preview --expect-no-changes passes", async () => {
    writeFileSync(programFile(), header + generated);
    // The engine stops at the first resource that fails (whichever its parallel checks reach
    // first): the data diff's kind, or the Looker secret, each written empty.
    const raw = await stack().run(["preview"]);
    expect(raw.code).not.toBe(0);
    expect(raw.stdout + raw.stderr).toMatch(
      /DataDiffMonitor resource 'orders_prod_vs_dev' has a problem: datadiff\.diffType must be "indb", "inmem"; got the string ""\.|LookerIntegration resource 'looker' has a problem: clientSecret must not be empty: give the Looker API client secret\./,
    );

    await stack().config("lookerSecret", LOOKER_SECRET, true);
    await stack().config("pgPassword", PG_PASSWORD, true);
    const completed = generated
      .replace('diffType: ""', "diffType: indb")
      .replace("primaryKey: []", "primaryKey: [id]")
      .replace('clientSecret: ""', "clientSecret: ${lookerSecret}")
      .replace(/^( +)dbname: analytics$/m, "$1dbname: analytics\n$1password: ${pgPassword}");
    const config = "config:\n  lookerSecret:\n    type: string\n    secret: true\n  pgPassword:\n    type: string\n    secret: true\n";
    writeFileSync(programFile(), header + config + completed);
    const preview = await stack().preview("--expect-no-changes", "--diff");
    expect(summaryCounts(preview.stdout)).toEqual({ unchanged: 7 });
  });

  test("up and refresh are quiet; the credentials are secrets in state, never in clear", async () => {
    await e2e.clients.datafold.syncBiIntegration(ids.looker);
    const up = await stack().up();
    expect(summaryCounts(up.stdout)).toEqual({ unchanged: 7 });
    await stack().refresh("--expect-no-changes");
    await stack().preview("--expect-no-changes");
    const { text } = await stack().exportState();
    for (const secret of [LOOKER_SECRET, PG_PASSWORD]) expect(text).not.toContain(secret);
  });

  test("a rotated credential after the import is an update in place, whose PUT carries it; the data source updates its own input; then quiet again", async () => {
    await e2e.clients.control.clearRequests();
    await stack().config("lookerSecret", ROTATED_SECRET, true);
    // The data source's own input changes too: its update must not take the re-added password for a change the API cannot make.
    const program = readFileSync(programFile(), "utf8");
    expect(program.match(/testConnection: true/g)).toHaveLength(1);
    writeFileSync(programFile(), program.replace("testConnection: true", "testConnection: false"));
    const preview = await stack().preview("--diff");
    expect(summaryCounts(preview.stdout)).toMatchObject({ "to update": 2 });
    expect(preview.stdout).not.toMatch(/to replace/);
    const up = await stack().up();
    expect(summaryCounts(up.stdout)).toMatchObject({ updated: 2 });
    expect((await e2e.clients.control.storedBiIntegration(ids.looker)).credentialHashes.client_secret).toBe(sha256(ROTATED_SECRET));
    const puts = (await e2e.clients.control.requests()).filter((request) => request.method === "PUT");
    expect(puts.map((request) => request.path)).toEqual([`/api/v1/lineage/bi/looker/${ids.looker}/`]);
    await stack().preview("--expect-no-changes");
  });
});
