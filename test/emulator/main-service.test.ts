import Fastify from "fastify";
import { registerMainServiceRoutes } from "../../packages/datafold-emulator/src/main-service";
import { DataDiff, HttpValidationError, QueryLineage, TopQueries, TransformSummaryList } from "../../src/schemas";
import { freshState, NOW, startHarness, type Harness } from "../fixtures/main-service-harness";

let harness: Harness;

beforeEach(async () => {
  harness = await startHarness();
});

afterEach(async () => {
  await harness.app.close();
});

function patch(id: number | string, body: string, contentType = "application/json"): Promise<{ status: number; body: unknown }> {
  return harness.call(`/api/v1/datadiffs/${id}`, { method: "PATCH", headers: { "content-type": contentType }, body });
}

describe("GET /api/v1/datadiffs/{datadiff_id}", () => {
  it("answers a seeded data diff in the vendor's shape", async () => {
    const { status, body } = await harness.call("/api/v1/datadiffs/101");
    expect(status).toBe(200);
    const dataDiff = DataDiff.parse(body);
    expect(dataDiff).toMatchObject({ id: 101, kind: "in_db", archived: false, purged: false, pk_columns: ["order_id"] });
    expect(body).toHaveProperty("diff_stats.version", "2");
  });

  it("seeds live, archived and purged data diffs", async () => {
    const flags = [];
    for (const id of [101, 102, 103, 104, 105, 106]) {
      const dataDiff = DataDiff.parse((await harness.call(`/api/v1/datadiffs/${id}`)).body);
      flags.push([id, dataDiff.archived, dataDiff.purged]);
    }
    expect(flags).toEqual([
      [101, false, false], [102, false, false], [103, false, false],
      [104, true, false], [105, true, true], [106, false, false],
    ]);
  });

  it("seeds data diffs relative to the clock it is given", () => {
    expect(NOW.toISOString()).toBe("2025-06-02T10:00:00.000Z");
    expect(freshState().dataDiffs["106"]).toMatchObject({ created_at: "2025-06-02T09:45:00Z", status: "processing" });
  });

  it("answers 404 with FastAPI's detail for an unknown id", async () => {
    expect(await harness.call("/api/v1/datadiffs/999")).toEqual({ status: 404, body: { detail: "Data diff not found" } });
  });

  it("answers 422 for a non-integer id", async () => {
    const { status, body } = await harness.call("/api/v1/datadiffs/abc");
    expect(status).toBe(422);
    expect(HttpValidationError.parse(body).detail).toEqual([
      {
        type: "int_parsing",
        loc: ["path", "datadiff_id"],
        msg: "Input should be a valid integer, unable to parse string as an integer",
        input: "abc",
      },
    ]);
  });

  it("reads the state of the moment, so a reset is seen at once", async () => {
    const state = freshState();
    const first = state.dataDiffs["101"];
    if (first === undefined) throw new Error("seed 101 missing");
    first.archived = true;
    harness.replaceState(state);
    expect(DataDiff.parse((await harness.call("/api/v1/datadiffs/101")).body).archived).toBe(true);
  });
});

describe("PATCH /api/v1/datadiffs/{datadiff_id}", () => {
  it("sets the flags, bumps updated_at, commits and answers the data diff", async () => {
    harness.advanceClock(1500);
    const { status, body } = await patch(101, JSON.stringify({ archived: true, note: "ignored" }));
    expect(status).toBe(200);
    expect(DataDiff.parse(body)).toMatchObject({ id: 101, archived: true, purged: false });
    expect(body).toHaveProperty("updated_at", "2025-06-02T10:00:01.500000Z");
    expect(body).not.toHaveProperty("note");
    expect(harness.commits()).toBe(1);
    expect(DataDiff.parse((await harness.call("/api/v1/datadiffs/101")).body).archived).toBe(true);
  });

  it("leaves a null or absent flag as it is", async () => {
    const { body } = await patch(104, JSON.stringify({ archived: null, purged: true }));
    expect(DataDiff.parse(body)).toMatchObject({ archived: true, purged: true });
  });

  it("accepts the strings and numbers pydantic reads as booleans", async () => {
    const { status, body } = await patch(104, JSON.stringify({ archived: "false", purged: 0 }));
    expect(status).toBe(200);
    expect(DataDiff.parse(body)).toMatchObject({ archived: false, purged: false });
  });

  it("changes nothing and commits nothing for an empty body, as FastAPI does with no body", async () => {
    const before = (await harness.call("/api/v1/datadiffs/102")).body;
    expect(await patch(102, "")).toEqual({ status: 200, body: before });
    expect(await patch(102, "null")).toEqual({ status: 200, body: before });
    expect(harness.commits()).toBe(0);
  });

  it("refuses to un-purge a purged data diff", async () => {
    const { status, body } = await patch(105, JSON.stringify({ purged: false }));
    expect(status).toBe(422);
    expect(HttpValidationError.parse(body).detail).toEqual([
      {
        type: "value_error",
        loc: ["body", "purged"],
        msg: "Value error, a purged data diff cannot be restored",
        input: false,
        ctx: { error: {} },
      },
    ]);
    expect(harness.commits()).toBe(0);
  });

  it("answers 404 for an unknown id with a valid body", async () => {
    expect(await patch(999, JSON.stringify({ archived: true }))).toEqual({ status: 404, body: { detail: "Data diff not found" } });
  });

  it("answers malformed JSON with FastAPI's json_invalid 422", async () => {
    const { status, body } = await patch(101, '{"archived": tru}');
    expect(status).toBe(422);
    expect(HttpValidationError.parse(body).detail).toEqual([
      { type: "json_invalid", loc: ["body", 13], msg: "JSON decode error", input: {}, ctx: { error: "Expecting value" } },
    ]);
  });

  it("answers a body that is not an object with model_attributes_type", async () => {
    for (const [text, contentType, input] of [
      ["[true]", "application/json", [true]],
      ['"archive"', "application/json", "archive"],
      ["archived=true", "text/plain", "archived=true"],
    ] as const) {
      const { status, body } = await patch(101, text, contentType);
      expect(status).toBe(422);
      expect(body).toEqual({
        detail: [{ type: "model_attributes_type", loc: ["body"], msg: "Input should be a valid dictionary or object to extract fields from", input }],
      });
    }
  });

  it("reports a bad id and every bad flag together", async () => {
    const { status, body } = await patch("x1", JSON.stringify({ archived: "maybe", purged: [true] }));
    expect(status).toBe(422);
    expect(HttpValidationError.parse(body).detail).toEqual([
      { type: "int_parsing", loc: ["path", "datadiff_id"], msg: "Input should be a valid integer, unable to parse string as an integer", input: "x1" },
      { type: "bool_parsing", loc: ["body", "archived"], msg: "Input should be a valid boolean, unable to interpret input", input: "maybe" },
      { type: "bool_type", loc: ["body", "purged"], msg: "Input should be a valid boolean", input: [true] },
    ]);
  });

  it("keeps its body parsing inside its own plugin scope", async () => {
    const app = Fastify();
    registerMainServiceRoutes(app, harness.ctx);
    app.post("/elsewhere", async (request) => request.body);
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const init = { method: "POST", headers: { "content-type": "application/json" }, body: "{oops" };
      expect((await fetch(`${address}/elsewhere`, init)).status).toBe(400);
      expect((await fetch(`${address}/api/v1/datadiffs/101`, { ...init, method: "PATCH" })).status).toBe(422);
    } finally {
      await app.close();
    }
  });
});

describe("GET /api/v1/dma/v2/projects/{project_id}/transforms", () => {
  async function summaries(projectId: number): Promise<TransformSummaryList> {
    const { status, body } = await harness.call(`/api/v1/dma/v2/projects/${projectId}/transforms`);
    expect(status).toBe(200);
    return TransformSummaryList.parse(body);
  }

  it("shows a finished migration with every transform done", async () => {
    const list = await summaries(1);
    expect(list.transform_summaries.length).toBeGreaterThan(0);
    for (const summary of list.transform_summaries) {
      expect(summary.status).toBe("done");
      const transforms = summary.transform_chain.chain.flatMap((link) => link.transforms);
      expect(transforms).toHaveLength(summary.iterations);
      expect(transforms.every((transform) => transform.lifecycle_state === "done")).toBe(true);
    }
  });

  it("shows a migration in progress, with failed transforms explaining why", async () => {
    const list = await summaries(2);
    expect(new Set(list.transform_summaries.map((summary) => summary.status))).toEqual(new Set(["done", "running", "pending", "failed"]));
    const failures = list.transform_summaries
      .flatMap((summary) => summary.transform_chain.chain.flatMap((link) => link.transforms))
      .flatMap((transform) => (transform.failure_summary ? [transform.failure_summary] : []));
    expect(failures.map((failure) => failure.reason).sort()).toEqual(["max_iterations", "tool_error"]);
    for (const failure of failures) {
      expect(failure).toEqual({
        reason: expect.any(String), problem: expect.any(String), solution: expect.any(String),
        error_message: expect.any(String), location: expect.any(String),
      });
    }
    const diffResults = list.transform_summaries.flatMap((summary) =>
      summary.transform_chain.chain.flatMap((link) => link.transforms.flatMap((t) => t.validation_results.map((v) => v.result?.diff_result))),
    );
    expect(diffResults).toEqual(expect.arrayContaining(["identical", "different", "error"]));
  });

  it("answers an empty list for a project without transforms", async () => {
    expect(await summaries(3)).toEqual({ transform_summaries: [] });
  });

  it("answers 404 for an unknown project and 422 for a non-integer id", async () => {
    expect(await harness.call("/api/v1/dma/v2/projects/42/transforms")).toEqual({ status: 404, body: { detail: "Project not found" } });
    const { status, body } = await harness.call("/api/v1/dma/v2/projects/first/transforms");
    expect(status).toBe(422);
    expect(body).toMatchObject({ detail: [{ type: "int_parsing", loc: ["path", "project_id"], input: "first" }] });
  });
});

describe("lineage v2", () => {
  async function topQueries(query = ""): Promise<TopQueries> {
    const { status, body } = await harness.call(`/api/internal/lineagev2/queries${query}`);
    expect(status).toBe(200);
    return TopQueries.parse(body);
  }

  it("lists the top queries by execution count, most executed first", async () => {
    const { queries } = await topQueries();
    expect(queries.length).toBeGreaterThanOrEqual(8);
    const counts = queries.map((query) => query.executionCount ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(queries.map((query) => query.statementType)).toEqual(
      expect.arrayContaining(["SELECT", "INSERT", "MERGE", "CREATE_TABLE_AS_SELECT"]),
    );
  });

  it("honours limit and filters statement_type without regard to case", async () => {
    const all = (await topQueries()).queries;
    expect((await topQueries("?limit=2")).queries).toEqual(all.slice(0, 2));
    const selects = (await topQueries("?statement_type=select")).queries;
    expect(selects.length).toBeGreaterThan(1);
    expect(selects.every((query) => query.statementType === "SELECT")).toBe(true);
    expect((await topQueries("?statement_type=merge&limit=5")).queries.map((q) => q.statementType)).toEqual(["MERGE"]);
    expect((await topQueries("?statement_type=GRANT")).queries).toEqual([]);
  });

  it("rejects a limit below 1 or not an integer", async () => {
    const { status, body } = await harness.call("/api/internal/lineagev2/queries?limit=0");
    expect(status).toBe(422);
    expect(body).toEqual({
      detail: [{ type: "greater_than_equal", loc: ["query", "limit"], msg: "Input should be greater than or equal to 1", input: "0", ctx: { ge: 1 } }],
    });
    expect((await harness.call("/api/internal/lineagev2/queries?limit=ten")).body).toMatchObject({
      detail: [{ type: "int_parsing", loc: ["query", "limit"] }],
    });
  });

  it("answers the lineage of every listed query", async () => {
    for (const query of (await topQueries()).queries) {
      const { status, body } = await harness.call(`/api/v1/lineagev2/query/${encodeURIComponent(query.fingerprint)}/lineage`);
      expect(status).toBe(200);
      const lineage = QueryLineage.parse(body);
      expect(lineage.query).toEqual(query);
      expect(lineage.tablesRead.length).toBeGreaterThan(0);
      for (const item of [...lineage.outputColumns, ...lineage.columnLineage]) {
        expect(Object.values(item).every((value) => typeof value === "string")).toBe(true);
      }
    }
  });

  it("answers 404 for an unknown fingerprint", async () => {
    expect(await harness.call("/api/v1/lineagev2/query/ffffffffffffffff/lineage")).toEqual({
      status: 404,
      body: { detail: "Query not found" },
    });
  });
});
