/**
 * A DataSource through the real CLI, one scenario: created with a secret credential (no
 * plaintext in state or in anything the CLI prints) and a passing connection test, found by
 * name and used as a monitor's connection; quiet after use; an edit in the app shown by refresh
 * and refused at preview until the program says the same; a change of the program refused at
 * preview, then made by replacing with replaceOnChange; a failed connection test that fails the
 * up and still leaves the data source tracked (tested again, and passing, by the next up); bad
 * inputs failing preview by path, before any request to create; and destroy, which warns that
 * each data source stays in Datafold.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const PASSWORD = "sn0wflake-Pa55word-e2e";
/** A credential written in the program as plain text: kept secret all the same, with a warning. */
const PLAIN_PASSWORD = "pg-Plain-Pa55word-e2e";
const SECRET_SIGNATURE = { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270" };

interface Program {
  readonly name?: string;
  readonly warehouse?: string;
  readonly tempSchema?: string;
  readonly replaceOnChange?: boolean;
  readonly broken?: boolean;
  /** Leave the account out: a bad input. */
  readonly noAccount?: boolean;
  /** The monitor that finds the data source by name (added once it exists: a look-up runs at preview too). */
  readonly monitor?: boolean;
}

function program({ name = "snowflake-prod", warehouse = "COMPUTE_WH", tempSchema = "ANALYTICS.TMP", replaceOnChange = false, broken = false, noAccount = false, monitor = true }: Program): string {
  const account = noAccount ? "" : `account: "acme-eu1", `;
  return [
    `import * as pulumi from "@pulumi/pulumi";`,
    `import * as datafold from "pulumi-datafold";`,
    `const config = new pulumi.Config();`,
    `const warehouse = new datafold.DataSource("warehouse", {`,
    `  name: ${JSON.stringify(name)},`,
    `  snowflake: { ${account}user: "DATAFOLD", password: config.requireSecret("snowflakePassword"), warehouse: ${JSON.stringify(warehouse)} },`,
    `  tempSchema: ${JSON.stringify(tempSchema)},`,
    `  replaceOnChange: ${String(replaceOnChange)},`,
    `}${noAccount ? " as unknown as datafold.DataSourceArgs" : ""});`,
    ...(monitor
      ? [
          `const schema = new datafold.SchemaChangeMonitor("orders-schema", {`,
          `  name: "Orders schema",`,
          `  connectionId: datafold.getDataSourceOutput({ name: "snowflake-prod" }).id,`,
          `  table: "ANALYTICS.PROD.ORDERS",`,
          `  schedule: { interval: { every: "day", hour: 6 } },`,
          `});`,
          `export const monitorId = schema.monitorId;`,
        ]
      : []),
    ...(broken
      ? [
          `new datafold.DataSource("broken", {`,
          `  name: "broken-pg",`,
          `  postgres: { host: "db.example.com", user: "datafold", dbname: "analytics", password: ${JSON.stringify(PLAIN_PASSWORD)} },`,
          `});`,
        ]
      : []),
    `export const dataSourceId = warehouse.dataSourceId;`,
  ].join("\n");
}

describeWithCli("a data source through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let stack: PulumiStack;
  let dataSourceId: number;

  const write = (options: Program) => writeFileSync(join(stack.project.dir, "index.ts"), program(options));
  const failedText = async (args: string[]) => {
    const result = await stack.run(args);
    expect(result.code).not.toBe(0);
    return result.stdout + result.stderr;
  };

  beforeAll(async () => {
    stack = await e2e.stack(programFiles("data-sources", program({ monitor: false })));
    printed.watch(stack);
    await stack.config("snowflakePassword", PASSWORD, true);
  });

  afterAll(() => {
    expect(printed.leaks()).toEqual([]);
  });

  test("up creates the data source with its test passing; a monitor then finds it by name; the password is a secret everywhere", async () => {
    await stack.up();
    dataSourceId = Number(await stack.output("dataSourceId"));
    write({});
    await stack.preview();
    await stack.up();
    const source = await e2e.clients.datafold.getDataSource(dataSourceId);
    expect(source).toMatchObject({ name: "snowflake-prod", type: "snowflake", temp_schema: "ANALYTICS.TMP", options: { account: "acme-eu1", password: "**********", warehouse: "COMPUTE_WH" } });
    expect(source.last_test).toMatchObject({ results: expect.arrayContaining([expect.objectContaining({ step: "connection", status: "done" })]) });
    const monitor = await e2e.clients.datafold.getMonitor(Number(await stack.output("monitorId")));
    expect(monitor.dataset).toEqual([expect.objectContaining({ connection_id: dataSourceId })]);
    const { text } = await stack.exportState();
    expect(text).not.toContain(PASSWORD);
    const resource = (await stack.resources("datafold:DataSource")).get("warehouse");
    expect(resource!.outputs).toMatchObject({ connectionTest: "passed", type: "snowflake", dataSourceId });
    expect(JSON.stringify(resource!.outputs!.snowflake)).toContain(SECRET_SIGNATURE["4dabf18193072939515e22adb298388d"]);
  });

  test("preview and refresh stay quiet after the data source was used and tested again", async () => {
    await e2e.clients.datafold.testDataSource(dataSourceId);
    await stack.preview("--expect-no-changes");
    await stack.refresh("--expect-no-changes");
    await stack.preview("--expect-no-changes");
  });

  test("an edit in the app shows in refresh, and preview refuses it, naming the inputs, until the program says the same", async () => {
    await e2e.clients.control.editDataSource(dataSourceId, { options: { warehouse: "BIG_WH" }, temp_schema: "ANALYTICS.OTHER" });
    const refresh = await stack.run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout).toMatch(/~ tempSchema\s*: "ANALYTICS.TMP" => "ANALYTICS.OTHER"/);
    const refused = await failedText(["preview"]);
    expect(refused).toContain("snowflake.warehouse differs from the data source Datafold has (changed in the program, or in the app and seen by refresh)");
    expect(refused).toContain("tempSchema differs from the data source Datafold has");
    expect(refused).toContain("edit it in the Datafold app (Settings → Data connections)");
    expect(refused).toContain("set replaceOnChange: true to create a new data source");
    write({ warehouse: "BIG_WH", tempSchema: "ANALYTICS.OTHER" });
    await stack.preview("--expect-no-changes");
    await stack.up();
    await stack.refresh("--expect-no-changes");
  });

  test("a change of the program is refused at preview; with replaceOnChange it creates a new data source, and the old one stays", async () => {
    write({ name: "snowflake-eu", warehouse: "BIG_WH", tempSchema: "ANALYTICS.OTHER" });
    await e2e.clients.control.clearRequests();
    const refused = await failedText(["preview"]);
    expect(refused).toContain("name differs from the data source Datafold has");
    expect((await e2e.clients.control.requests()).filter((request) => request.method === "POST")).toEqual([]);

    write({ name: "snowflake-eu", warehouse: "BIG_WH", tempSchema: "ANALYTICS.OTHER", replaceOnChange: true });
    const preview = await stack.preview("--diff");
    expect(preview.stdout).toMatch(/\+-.*DataSource.*replace/);
    const up = await stack.up();
    expect(up.stdout + up.stderr).toContain(`DataSource "snowflake-prod" (id ${dataSourceId}) stays in Datafold`);
    const next = Number(await stack.output("dataSourceId"));
    expect(next).not.toBe(dataSourceId);
    await expect(e2e.clients.datafold.getDataSource(dataSourceId)).resolves.toMatchObject({ name: "snowflake-prod" });
    await expect(e2e.clients.datafold.getDataSource(next)).resolves.toMatchObject({ name: "snowflake-eu" });
    // The monitor still finds "snowflake-prod", which stays in Datafold: unchanged.
    const monitor = await e2e.clients.datafold.getMonitor(Number(await stack.output("monitorId")));
    expect(monitor.dataset).toEqual([expect.objectContaining({ connection_id: dataSourceId })]);
    dataSourceId = next;
    await stack.preview("--expect-no-changes");
  });

  test("a failed connection test fails the up with the vendor's message and leaves the data source tracked; the next up tests it again", async () => {
    await e2e.clients.control.setDataSourceTestOutcome({ name: "broken-pg", outcome: "fail", message: 'FATAL: password authentication failed for user "datafold"' });
    write({ name: "snowflake-eu", warehouse: "BIG_WH", tempSchema: "ANALYTICS.OTHER", replaceOnChange: true, broken: true });
    const failed = await failedText(["up", "--yes", "--skip-preview"]);
    expect(failed).toContain('connection failed: FATAL: password authentication failed for user "datafold"');
    expect(failed).toMatch(/exists in Datafold \(id \d+\), and the stack keeps it/);
    expect(failed).toContain('The input postgres.password of DataSource "broken" is written in the program as plain text');
    expect(failed).not.toContain(PLAIN_PASSWORD);
    const made = (await e2e.clients.datafold.listDataSources()).filter((source) => source.name === "broken-pg");
    expect(made).toHaveLength(1);
    const tracked = (await stack.resources("datafold:DataSource")).get("broken");
    expect(tracked).toMatchObject({ id: String(made[0]!.id), outputs: expect.objectContaining({ connectionTest: "failed" }) });
    const state = (await stack.exportState()).text;
    expect(state).not.toContain(PASSWORD);
    expect(state).not.toContain(PLAIN_PASSWORD);

    await e2e.clients.control.setDataSourceTestOutcome({ name: "broken-pg", outcome: "pass" });
    await stack.up();
    expect((await stack.resources("datafold:DataSource")).get("broken")).toMatchObject({ id: String(made[0]!.id), outputs: expect.objectContaining({ connectionTest: "passed" }) });
    expect((await e2e.clients.datafold.listDataSources()).filter((source) => source.name === "broken-pg")).toHaveLength(1);
    await stack.preview("--expect-no-changes");
  });

  test("a missing option fails preview naming its path, before any request to create", async () => {
    write({ name: "snowflake-eu", warehouse: "BIG_WH", tempSchema: "ANALYTICS.OTHER", replaceOnChange: true, broken: true, noAccount: true });
    await e2e.clients.control.clearRequests();
    const refused = await failedText(["preview"]);
    expect(refused).toContain("snowflake.account is required by the vendor (Account): give it.");
    expect((await e2e.clients.control.requests()).filter((request) => request.method === "POST")).toEqual([]);
    write({ name: "snowflake-eu", warehouse: "BIG_WH", tempSchema: "ANALYTICS.OTHER", replaceOnChange: true, broken: true });
  });

  test("destroy warns that each data source stays in Datafold, and where to delete it", async () => {
    const destroy = await stack.destroy();
    expect(summaryCounts(destroy.stdout)).toMatchObject({ deleted: 4 });
    const output = destroy.stdout + destroy.stderr;
    expect(output).toContain(`DataSource "snowflake-eu" (id ${dataSourceId}) stays in Datafold: its API cannot delete a data source`);
    expect(output).toMatch(/DataSource "broken-pg" \(id \d+\) stays in Datafold/);
    expect(output).toContain("Settings → Data connections");
    await expect(e2e.clients.datafold.getDataSource(dataSourceId)).resolves.toMatchObject({ name: "snowflake-eu" });
    expect(printed.commandsChecked()).toBeGreaterThan(10);
  });
});
