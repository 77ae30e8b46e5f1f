/**
 * The data-source endpoints of the vendor's OpenAPI against a running emulator: create (the
 * tagged union `ApiDataSourceForm`, validated under its tag as pydantic does), get, list, the
 * connection test's job, and the controls that stand in for the app (test outcomes, edits,
 * deletion). Bodies follow the vendor's `ApiDataSource<Kind>` and `*Config` schemas.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EmulatorControlClient, EmulatorControlError } from "../../packages/datafold-emulator/src";
import { clientFor, startTestEmulator, useResetEmulator } from "../../tools/harness/emulator";

const live = useResetEmulator();

const main = (method: string, path: string, json?: unknown) => live.client.main(method, path, json === undefined ? {} : { json });
const controls = () => new EmulatorControlClient(live.emulator.url);

const SNOWFLAKE = { type: "snowflake", name: "snowflake-prod", options: { account: "acme-eu1", user: "DATAFOLD", password: "hunter2-not-shown", warehouse: "COMPUTE_WH" }, temp_schema: "ANALYTICS.TMP" };

async function create(body: Record<string, unknown> = SNOWFLAKE): Promise<Record<string, unknown>> {
  const created = await main("POST", "/api/v1/data_sources", body);
  expect(created.status).toBe(200);
  return created.body as Record<string, unknown>;
}

test("create answers the data source as GET and the list show it, defaults filled in and credentials masked", async () => {
  const created = await create();
  expect(created).toMatchObject({ id: 101, type: "snowflake", name: "snowflake-prod", temp_schema: "ANALYTICS.TMP", hidden: false, last_test: null });
  expect(created.options).toMatchObject({ account: "acme-eu1", password: "**********", default_schema: "PUBLIC", metadata_database: "SNOWFLAKE", port: 443, role: "", keyPairFile: null });
  await expect(main("GET", "/api/v1/data_sources/101")).resolves.toMatchObject({ status: 200, body: created });
  const list = await main("GET", "/api/v1/data_sources");
  expect((list.body as { id: number }[]).map((source) => source.id)).toEqual([3, 7, 101]);
  expect(JSON.stringify(list.body)).not.toContain("hunter2");
});

test("a bad body is a 422 with pydantic's items under the union's tag", async () => {
  const missing = await main("POST", "/api/v1/data_sources", { type: "snowflake", name: "x", options: { user: 7, port: "many" } });
  expect(missing.status).toBe(422);
  expect(missing.body.detail).toEqual([
    expect.objectContaining({ type: "missing", loc: ["body", "snowflake", "options", "account"], msg: "Field required" }),
    expect.objectContaining({ type: "int_parsing", loc: ["body", "snowflake", "options", "port"] }),
    expect.objectContaining({ type: "string_type", loc: ["body", "snowflake", "options", "user"], msg: "Input should be a valid string" }),
  ]);
  const tooLong = await main("POST", "/api/v1/data_sources", { type: "pg", name: "x", options: { host: "h".repeat(129), user: "u", dbname: "d", sslmode: "sometimes" } });
  expect(tooLong.body.detail).toEqual([
    expect.objectContaining({ type: "string_too_long", loc: ["body", "pg", "options", "host"], ctx: { max_length: 128 } }),
    expect.objectContaining({ type: "enum", loc: ["body", "pg", "options", "sslmode"], msg: "Input should be 'prefer', 'require', 'verify-ca' or 'verify-full'" }),
  ]);
  const badTag = await main("POST", "/api/v1/data_sources", { type: "excel", name: "x" });
  expect(badTag.body.detail).toEqual([expect.objectContaining({ type: "union_tag_invalid", loc: ["body"] })]);
  const noTag = await main("POST", "/api/v1/data_sources", { name: "x" });
  expect(noTag.body.detail).toEqual([expect.objectContaining({ type: "union_tag_not_found", loc: ["body"] })]);
  const noName = await main("POST", "/api/v1/data_sources", { type: "duckdb" });
  expect(noName.body.detail).toEqual([expect.objectContaining({ type: "missing", loc: ["body", "duckdb", "name"] })]);
  await expect(main("GET", "/api/v1/data_sources")).resolves.toMatchObject({ body: expect.not.arrayContaining([expect.objectContaining({ id: 101 })]) });
});

test("a connection test passes by default, and fails or never ends as the control API says", async () => {
  const { id } = await create();
  const passed = await main("POST", `/api/v1/data_sources/${String(id)}/test`);
  expect(passed.body).toEqual({ job_id: 1 });
  await expect(main("GET", "/api/v1/data_sources/test/1")).resolves.toMatchObject({ body: { id: 1, status: "done", results: expect.arrayContaining([{ step: "connection", status: "done", result: null }]) } });
  await expect(main("GET", `/api/v1/data_sources/${String(id)}`)).resolves.toMatchObject({ body: { last_test: { results: expect.any(Array) } } });

  await controls().setDataSourceTestOutcome({ name: "snowflake-prod", outcome: "fail", message: "Incorrect username or password was specified." });
  await controls().setDataSourceTestOutcome({ outcome: "hang" });
  await main("POST", `/api/v1/data_sources/${String(id)}/test`);
  await expect(main("GET", "/api/v1/data_sources/test/2")).resolves.toMatchObject({
    body: { status: "failed", results: [{ step: "connection", status: "failed", result: "Incorrect username or password was specified." }] },
  });
  const other = await create({ ...SNOWFLAKE, name: "other" });
  await main("POST", `/api/v1/data_sources/${String(other.id)}/test`);
  await expect(main("GET", "/api/v1/data_sources/test/3")).resolves.toMatchObject({ body: { status: "processing", results: [] } });
  await expect(main("POST", "/api/v1/data_sources/999/test")).resolves.toMatchObject({ status: 404, body: { detail: "Data source not found" } });
  await expect(main("GET", "/api/v1/data_sources/test/99")).resolves.toMatchObject({ status: 404 });
});

test("an edit in the app changes what GET shows, checked as the kind's options; deletion removes it", async () => {
  const { id } = await create();
  const edited = await controls().editDataSource(id as number, { name: "snowflake-eu", options: { warehouse: "BIG_WH" } });
  expect(edited).toMatchObject({ name: "snowflake-eu", options: { warehouse: "BIG_WH", account: "acme-eu1", password: "**********" } });
  await expect(main("GET", `/api/v1/data_sources/${String(id)}`)).resolves.toMatchObject({ body: { name: "snowflake-eu", options: { warehouse: "BIG_WH" } } });
  await expect(controls().editDataSource(id as number, { options: { port: "many" } })).rejects.toThrow(EmulatorControlError);
  await controls().deleteDataSource(id as number);
  await expect(main("GET", `/api/v1/data_sources/${String(id)}`)).resolves.toMatchObject({ status: 404 });
  await expect(controls().deleteDataSource(id as number)).rejects.toThrow(/no such data source/);
});

test("every one of the 27 kinds is accepted with its required options, and refused without them", async () => {
  const required: Record<string, Record<string, unknown>> = {
    athena: { aws_access_key_id: "k", aws_secret_access_key: "s", s3_staging_dir: "s3://x", region: "eu-west-1" },
    aws_s3: { bucket_name: "b", key_id: "k", region: "r" },
    azure_synapse: { host: "h" },
    bigquery: { projectId: "p", jsonKeyFile: "{}" },
    databricks: { host: "h" },
    db2: { host: "h", dbname: "d", user: "u", password: "p" },
    dremio: { host: "h" },
    duckdb: {},
    files_azure_datalake: { account_name: "a", tenant_id: "t", client_id: "c" },
    google_cloud_storage: { bucket_name: "b", jsonKeyFile: "{}", bucket_region: "r" },
    mariadb: { host: "h", user: "u", password: "p", db: "d" },
    microsoft_fabric: { host: "h", dbname: "d", tenant_id: "t", client_id: "c", client_secret: "s" },
    mongodb: { database: "d", username: "u", password: "p", host: "h" },
    mssql: { host: "h" },
    mysql: { host: "h", user: "u", password: "p", db: "d" },
    netezza: { host: "h", database: "d" },
    oracle: { host: "h" },
    pg: { host: "h", user: "u", dbname: "d" },
    postgres_aurora: { host: "h", user: "u", dbname: "d" },
    postgres_aws_rds: { host: "h", user: "u", dbname: "d" },
    redshift: { host: "h", user: "u", dbname: "d" },
    sap_hana: { host: "h", password: "p" },
    snowflake: { account: "a" },
    starburst: { host: "h" },
    teradata: { host: "h", password: "p", database: "d" },
    trino: { host: "h", user: "u", dbname: "d" },
    vertica: { host: "h", user: "u", dbname: "d" },
  };
  expect(Object.keys(required)).toHaveLength(27);
  for (const [type, options] of Object.entries(required)) {
    const created = await main("POST", "/api/v1/data_sources", { type, name: type, options });
    expect([type, created.status]).toEqual([type, 200]);
    const first = Object.keys(options)[0];
    if (first === undefined) continue;
    const { [first]: _left, ...without } = options;
    const refused = await main("POST", "/api/v1/data_sources", { type, name: type, options: without });
    expect([type, refused.status, refused.body.detail[0].loc]).toEqual([type, 422, ["body", type, "options", first]]);
  }
});

test("the data file keeps created data sources, their tests and the outcomes set, and a restart reads them back", async () => {
  const dir = mkdtempSync(join(tmpdir(), "emulator-data-sources-"));
  const dataFile = join(dir, "state.json");
  try {
    const first = await startTestEmulator({ dataFile });
    const client = clientFor(first);
    const created = await client.main("POST", "/api/v1/data_sources", { json: SNOWFLAKE });
    await client.main("POST", `/api/v1/data_sources/${String(created.body.id)}/test`);
    await new EmulatorControlClient(first.url).setDataSourceTestOutcome({ outcome: "fail" });
    await first.close();
    expect(readFileSync(dataFile, "utf8")).not.toContain("hunter2");
    const second = await startTestEmulator({ dataFile });
    try {
      const again = clientFor(second);
      await expect(again.main("GET", `/api/v1/data_sources/${String(created.body.id)}`)).resolves.toMatchObject({ status: 200, body: { name: "snowflake-prod", last_test: expect.any(Object) } });
      await expect(again.main("GET", "/api/v1/data_sources/test/1")).resolves.toMatchObject({ body: { status: "done" } });
      await again.main("POST", `/api/v1/data_sources/${String(created.body.id)}/test`);
      await expect(again.main("GET", "/api/v1/data_sources/test/2")).resolves.toMatchObject({ body: { status: "failed" } });
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
