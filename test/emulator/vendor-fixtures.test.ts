import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DataDiff, HttpValidationError, TransformSummaryList } from "../../src/schemas";

/** A copy of a vendor docs example, kept under test/fixtures/vendor. */
function fixture(name: string): unknown {
  return JSON.parse(readFileSync(join(__dirname, "..", "fixtures", "vendor", name), "utf8")) as unknown;
}

describe("vendor documentation examples", () => {
  it("parse the 200 example of GET /api/v1/datadiffs/{id} as a DataDiff, keeping unknown fields", () => {
    const dataDiff = DataDiff.parse(fixture("datadiff-get-200.json"));
    expect(dataDiff).toMatchObject({ id: 123, kind: "in_db", archived: false, purged: false, status: "needs_confirmation" });
    expect(dataDiff).toHaveProperty("diff_stats.table_a_row_count", 123);
  });

  it("parse the 422 example as an HttpValidationError", () => {
    expect(HttpValidationError.parse(fixture("datadiff-get-422.json"))).toEqual({
      detail: [{ loc: ["<string>"], msg: "<string>", type: "<string>" }],
    });
  });

  it("parse a transform summary built from the contract's sample values", () => {
    const list = TransformSummaryList.parse(fixture("transform-summaries.json"));
    const transform = list.transform_summaries[0]?.transform_chain.chain[0]?.transforms[0];
    expect(transform).toMatchObject({
      side: "source",
      lifecycle_state: "created",
      transform_kind: "squash",
      failure_summary: { reason: "max_iterations" },
    });
    expect(transform?.validation_results[0]).toMatchObject({
      requested_validation_kind: "manual_review",
      status: "pending",
      result: { diff_result: "error", kind: "diff" },
    });
  });
});
