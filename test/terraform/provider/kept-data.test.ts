/**
 * What the Terraform provider keeps in an object's private data (src/terraform/provider/kept-data.ts):
 * nothing when there is nothing to keep, and private data it did not write (or cannot read)
 * read as nothing, never as a failure of the plan.
 */
import { keptData, NOTHING_KEPT, readKept } from "../../../src/terraform/provider/kept-data";

test("import marks and held values round trip; nothing to keep is no private data at all", () => {
  const kept = { unshown: [["datadiff", "diffType"]], held: { datadiff: { datasetA: { connectionId: 7 } } } };
  expect(readKept(keptData(kept))).toEqual(kept);
  expect(keptData(NOTHING_KEPT)).toHaveLength(0);
  expect(readKept(keptData({ unshown: [["metric", "alertOnMissingData"]], held: {} }))).toEqual({ unshown: [["metric", "alertOnMissingData"]], held: {} });
});

test("private data this provider did not write reads as nothing kept", () => {
  expect(readKept(Buffer.alloc(0))).toEqual(NOTHING_KEPT);
  expect(readKept(undefined)).toEqual(NOTHING_KEPT);
  expect(readKept(Buffer.from("not json"))).toEqual(NOTHING_KEPT);
  expect(readKept(Buffer.from("[1,2]"))).toEqual(NOTHING_KEPT);
  expect(readKept(Buffer.from(JSON.stringify({ unshown: [["ok"], [1], "x"], held: [] })))).toEqual({ unshown: [["ok"]], held: {} });
});
