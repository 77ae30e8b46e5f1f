/**
 * The data-diff and data-source endpoints of the vendor's OpenAPI that datafold-sdk calls
 * (create, list, summary, summary_results; data sources), and the organization meta it reads
 * at start-up, against a running emulator.
 */
import { useResetEmulator } from "../../tools/harness/emulator";

const live = useResetEmulator();

const main = (method: string, path: string, json?: unknown) => live.client.main(method, path, json === undefined ? {} : { json });
const advanceClock = (advanceMs: number) => live.client.control("POST", "/clock", { advanceMs });

/** A valid create body: two tables of data source 7, keyed by id. */
const ORDERS = { data_source1_id: 7, data_source2_id: 7, table1: ["ANALYTICS", "PROD", "ORDERS"], table2: ["ANALYTICS", "DEV", "ORDERS"], pk_columns: ["id"] };

describe("GET /api/v1/organization/meta (not in the OpenAPI)", () => {
  it("answers the fields datafold-sdk reads, to the API key only", async () => {
    expect(await main("GET", "/api/v1/organization/meta")).toMatchObject({ status: 200, body: { org_id: 1, org_name: "Example Analytics", user_id: 12 } });
    expect((await live.client.main("GET", "/api/v1/organization/meta", { authorization: "Key wrong" })).status).toBe(401);
  });
});

describe("data sources", () => {
  it("lists the seeded data sources as a bare array, each with its options and no secret", async () => {
    const { status, body } = await main("GET", "/api/v1/data_sources");
    expect(status).toBe(200);
    expect(body.map((s: Record<string, unknown>) => [s.id, s.name, s.type, s.accessible, s.hidden])).toEqual([
      [3, "Legacy DWH", "pg", true, false],
      [7, "Snowflake production", "snowflake", true, false],
    ]);
    expect(body[0].options).toMatchObject({ host: "legacy-dwh.internal.example.com", dbname: "legacy_dwh", password: "**********" });
  });

  it("answers one data source by id, 404 for an unknown id and 422 for one that is not an integer", async () => {
    expect((await main("GET", "/api/v1/data_sources/7")).body).toMatchObject({ id: 7, name: "Snowflake production", options: { account: "example-analytics" } });
    expect(await main("GET", "/api/v1/data_sources/8")).toMatchObject({ status: 404, body: { detail: "Data source not found" } });
    const invalid = await main("GET", "/api/v1/data_sources/seven");
    expect(invalid.status).toBe(422);
    expect(invalid.body.detail).toEqual([expect.objectContaining({ type: "int_parsing", loc: ["path", "data_source_id"], input: "seven" })]);
  });
});

describe("POST /api/v1/datadiffs", () => {
  it("creates a running data diff and answers it without diff_progress, as ApiDataDiffFull", async () => {
    const { status, body } = await main("POST", "/api/v1/datadiffs", { ...ORDERS, tags: ["ci"], algorithm: "hash" });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 107,
      kind: "in_db",
      status: "processing",
      done: false,
      result: null,
      source: "api",
      user_id: 12,
      archived: false,
      purged: false,
      infer_pk: false,
      table1: ["ANALYTICS", "PROD", "ORDERS"],
      pk_columns: ["id"],
      tags: ["ci"],
      query1: null,
      finished_at: null,
      diff_stats: null,
    });
    // `algorithm` is not a field of ApiDataDiffData: ignored, and the service's choice kept.
    expect(body.algorithm).toBe("join");
    expect(body).not.toHaveProperty("diff_progress");
    const read = await main("GET", "/api/v1/datadiffs/107");
    expect(read.body).toMatchObject({ id: 107, status: "processing", diff_progress: { completed_steps: 0, total_steps: 8 } });
  });

  it("finishes a created diff identical when 2 s have passed on the emulator clock, and not before", async () => {
    // A frozen clock moves only when told: real time passing between requests does not count.
    await live.client.control("POST", "/clock", { freeze: true });
    const created = (await main("POST", "/api/v1/datadiffs", { ...ORDERS, data_source1_id: 3 })).body;
    expect(created.kind).toBe("cross_db");
    await advanceClock(1_999);
    expect((await main("GET", "/api/v1/datadiffs/107")).body).toMatchObject({ status: "processing", done: false });
    await advanceClock(1);
    const done = (await main("GET", "/api/v1/datadiffs/107")).body;
    expect(done).toMatchObject({ status: "done", done: true, result: "identical", runtime: 2, diff_progress: { completed_steps: 8 } });
    expect(Date.parse(done.finished_at) - Date.parse(created.created_at)).toBe(2_000);
    expect(done.diff_stats).toMatchObject({ version: "2", rows_added: 0, rows_removed: 0, diff_values: 0, match_ratio: 1 });
    expect(done.diff_stats.table_a_row_count).toBe(done.diff_stats.table_b_row_count);
  });

  it("gives each new diff the next id, and a reset takes created diffs away", async () => {
    expect((await main("POST", "/api/v1/datadiffs", ORDERS)).body.id).toBe(107);
    expect((await main("POST", "/api/v1/datadiffs", ORDERS)).body.id).toBe(108);
    await live.client.control("POST", "/reset");
    expect((await main("GET", "/api/v1/datadiffs/108")).status).toBe(404);
    expect((await main("POST", "/api/v1/datadiffs", ORDERS)).body.id).toBe(107);
  });

  it("reports every field pydantic would refuse, at its loc, all at once", async () => {
    const body = { data_source1_id: 7.5, pk_columns: "id", table1: ["A", 1], query2: 5, sampling_ratio: "half", compare_duplicates: "maybe", tolerance_mode: "loose", column_mapping: [["a"]] };
    const response = await main("POST", "/api/v1/datadiffs", body);
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([
      { type: "int_from_float", loc: ["body", "data_source1_id"], msg: "Input should be a valid integer, got a number with a fractional part", input: 7.5 },
      { type: "missing", loc: ["body", "data_source2_id"], msg: "Field required", input: body },
      { type: "missing", loc: ["body", "column_mapping", 0, 1], msg: "Field required", input: ["a"] },
      { type: "bool_parsing", loc: ["body", "compare_duplicates"], msg: "Input should be a valid boolean, unable to interpret input", input: "maybe" },
      { type: "string_type", loc: ["body", "query2"], msg: "Input should be a valid string", input: 5 },
      { type: "float_parsing", loc: ["body", "sampling_ratio"], msg: "Input should be a valid number, unable to parse string as a number", input: "half" },
      { type: "string_type", loc: ["body", "table1", 1], msg: "Input should be a valid string", input: 1 },
      {
        type: "enum",
        loc: ["body", "tolerance_mode"],
        msg: "Input should be 'absolute' or 'relative'",
        input: "loose",
        ctx: { expected: "'absolute' or 'relative'" },
      },
      { type: "list_type", loc: ["body", "pk_columns"], msg: "Input should be a valid list", input: "id" },
    ]);
  });

  it("reads ints and floats as pydantic's lax mode does: numeric text, whole floats and booleans", async () => {
    const { status, body } = await main("POST", "/api/v1/datadiffs", { ...ORDERS, data_source1_id: "7", data_source2_id: 7.0, sampling_ratio: "0.25", bisection_factor: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ data_source1_id: 7, data_source2_id: 7, sampling_ratio: 0.25, bisection_factor: 1 });
  });

  it("refuses a side without exactly one dataset, and no primary key unless it is to be inferred", async () => {
    const body = { data_source1_id: 7, data_source2_id: 7, table1: ["A", "T"], query1: "select 1" };
    const response = await main("POST", "/api/v1/datadiffs", body);
    expect(response.status).toBe(422);
    expect(response.body.detail.map((item: { type: string; loc: unknown[]; msg: string }) => [item.type, item.loc, item.msg])).toEqual([
      ["value_error", ["body"], "Value error, give exactly one of table1, query1, file1 (given: table1, query1)"],
      ["value_error", ["body"], "Value error, give exactly one of table2, query2, file2 (given: none)"],
      ["value_error", ["body"], "Value error, pk_columns must name at least one column, or infer_pk must be true"],
    ]);
  });

  it("infers the primary key when asked, storing it once the diff is done", async () => {
    const created = (await main("POST", "/api/v1/datadiffs", { ...ORDERS, pk_columns: [], infer_pk: true })).body;
    expect(created).toMatchObject({ pk_columns: [], infer_pk: true });
    await advanceClock(60_000);
    expect((await main("GET", "/api/v1/datadiffs/107")).body).toMatchObject({ status: "done", pk_columns: ["id"] });
  });

  it("answers 404 for a data source it does not have, and creates nothing", async () => {
    expect(await main("POST", "/api/v1/datadiffs", { ...ORDERS, data_source2_id: 99 })).toMatchObject({ status: 404, body: { detail: "Data source 99 not found" } });
    expect((await main("GET", "/api/v1/datadiffs")).body.count).toBe(6);
  });

  it("answers a missing body and one that is not an object with FastAPI's 422", async () => {
    const missing = await live.client.main("POST", "/api/v1/datadiffs");
    expect(missing.body).toEqual({ detail: [{ type: "missing", loc: ["body"], msg: "Field required", input: null }] });
    const list = await main("POST", "/api/v1/datadiffs", [ORDERS]);
    expect(list.body.detail).toEqual([expect.objectContaining({ type: "model_attributes_type", loc: ["body"] })]);
  });
});

describe("GET /api/v1/datadiffs", () => {
  it("lists every data diff, archived and purged ones too, 100 a page in id order, without diff_progress", async () => {
    const { status, body } = await main("GET", "/api/v1/datadiffs");
    expect(status).toBe(200);
    expect(body).toMatchObject({ count: 6, page: 1, page_size: 100, total_pages: 1 });
    expect(body.results.map((d: { id: number }) => d.id)).toEqual([101, 102, 103, 104, 105, 106]);
    expect(body.results[0]).not.toHaveProperty("diff_progress");
  });

  it("orders by any ApiSortFilters field, nulls last ascending and first descending, ties by id", async () => {
    const ids = async (query: string) => (await main("GET", `/api/v1/datadiffs?${query}`)).body.results.map((d: { id: number }) => d.id);
    expect(await ids("order_by=created_at&sort_order=desc")).toEqual([106, 103, 102, 101, 104, 105]);
    expect(await ids("order_by=diff_stats_values&sort_order=asc")).toEqual([102, 104, 105, 101, 103, 106]);
    expect(await ids("order_by=diff_stats_values&sort_order=desc")).toEqual([106, 103, 101, 105, 102, 104]);
    expect(await ids("order_by=user_name")).toEqual([101, 102, 103, 104, 105, 106]);
  });

  it("pages the list, in pages of the cap when one is set, and shows created diffs", async () => {
    await main("POST", "/api/v1/datadiffs", ORDERS);
    expect((await main("GET", "/api/v1/datadiffs?page=3&page_size=3")).body).toMatchObject({ count: 7, page: 3, page_size: 3, total_pages: 3, results: [{ id: 107 }] });
    await live.client.control("POST", "/config", { maxPageSize: 2 });
    try {
      expect((await main("GET", "/api/v1/datadiffs?page=2")).body).toMatchObject({ page_size: 2, total_pages: 4, results: [{ id: 103 }, { id: 104 }] });
    } finally {
      await live.client.control("POST", "/config", { maxPageSize: 0 });
    }
  });

  it("refuses an unknown order_by or sort_order and an accessible_only that is no boolean, all at once", async () => {
    const { status, body } = await main("GET", "/api/v1/datadiffs?order_by=colour&sort_order=up&accessible_only=perhaps&page=x");
    expect(status).toBe(422);
    expect(body.detail.map((item: { type: string; loc: unknown[] }) => [item.type, item.loc])).toEqual([
      ["int_parsing", ["query", "page"]],
      ["enum", ["query", "sort_order"]],
      ["enum", ["query", "order_by"]],
      ["bool_parsing", ["query", "accessible_only"]],
    ]);
    expect((await main("GET", "/api/v1/datadiffs?accessible_only=true")).body.count).toBe(6);
  });
});

describe("summaries of a data diff", () => {
  it("summary explains a seeded diff that differs, with its data sources' names", async () => {
    const { status, body } = await main("GET", "/api/v1/datadiffs/101/summary");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 101,
      status: "done",
      result: "different",
      data_source1_id: 7,
      data_source1_name: "Snowflake production",
      table1: ["ANALYTICS", "PROD", "ORDERS"],
      pk_columns: ["order_id"],
      results_count: 228,
      error: null,
      diff_stats: { rows_added: 16, diff_values: 212 },
    });
    expect(body.feedback).toBe(
      "The datasets differ: 0 rows only in ANALYTICS.PROD.ORDERS, 16 rows only in ANALYTICS.DEV_ALICE.ORDERS, and 212 of the " +
        "120,431 rows present in both with a different value (amount: 106, status: 106).",
    );
  });

  it("summary_results gives a seeded in-db diff's key, value and schema statistics, as datafold-sdk reads them", async () => {
    const { body } = await main("GET", "/api/v1/datadiffs/101/summary_results");
    expect(body).toEqual({
      status: "success",
      pks: { total_rows: [120_431, 120_447], nulls: [0, 0], dupes: [0, 0], exclusives: [0, 16], distincts: [120_431, 120_447] },
      values: {
        total_rows: 120_431,
        rows_with_differences: 212,
        total_values: 4 * 120_431,
        values_with_differences: 212,
        compared_columns: 4,
        columns_with_differences: 2,
        columns_diff_stats: [
          { column_name: "customer_id", match: 100, values_different: 0 },
          { column_name: "amount", match: 100 * (1 - 106 / 120_431), values_different: 106 },
          { column_name: "status", match: 100 * (1 - 106 / 120_431), values_different: 106 },
          { column_name: "created_at", match: 100, values_different: 0 },
        ],
      },
      schema: { columns_mismatched: [0, 0], column_type_mismatches: 0, column_reorders: 0, column_counts: [5, 5], column_type_differs: [], exclusive_columns: [[], []] },
      dependencies: [],
      materialized_results: {},
    });
  });

  it("summary_results of a cross-db diff has the cross-db shape: keys and values only", async () => {
    const { body } = await main("GET", "/api/v1/datadiffs/103/summary_results");
    expect(Object.keys(body).sort()).toEqual(["pks", "status", "values"]);
    expect(body.pks.exclusives).toEqual([16, 0]);
  });

  it("a running diff's summary_results is running, and its summary says it is not done", async () => {
    expect((await main("GET", "/api/v1/datadiffs/106/summary_results")).body).toEqual({ status: "running" });
    expect((await main("GET", "/api/v1/datadiffs/106/summary")).body).toMatchObject({
      status: "processing",
      result: null,
      feedback: "The data diff is processing (step 3 of 8): its results come once its status is done.",
    });
  });

  it("a created diff's summaries follow its run, comparing the columns the request named", async () => {
    await main("POST", "/api/v1/datadiffs", { ...ORDERS, include_columns: ["id", "amount", "status"] });
    expect((await main("GET", "/api/v1/datadiffs/107/summary_results")).body).toEqual({ status: "running" });
    await advanceClock(2_000);
    const results = (await main("GET", "/api/v1/datadiffs/107/summary_results")).body;
    expect(results).toMatchObject({ status: "success", values: { compared_columns: 2, rows_with_differences: 0 }, schema: { column_counts: [3, 3] } });
    expect(results.values.columns_diff_stats.map((c: { column_name: string; match: number }) => [c.column_name, c.match])).toEqual([
      ["amount", 100],
      ["status", 100],
    ]);
    expect((await main("GET", "/api/v1/datadiffs/107/summary")).body.feedback).toMatch(
      /^The datasets are identical: [\d,]+ rows on each side match on id, with no value differing in the 2 columns compared\.$/,
    );
  });

  it("answers 404 for an unknown diff and 422 for an id that is not an integer", async () => {
    for (const path of ["summary", "summary_results"]) {
      expect(await main("GET", `/api/v1/datadiffs/999/${path}`)).toMatchObject({ status: 404, body: { detail: "Data diff not found" } });
      expect((await main("GET", `/api/v1/datadiffs/x/${path}`)).status).toBe(422);
    }
  });
});
