import { z } from "zod";
import type * as api from "../types/data-diff";
import type { Assert, Equals } from "../types/type-equality";

// Each public object's fields are documented on its type in src/types (what editors show);
// the `_…Matches` checks keep that type and the schema exactly equal.
import { mustBe } from "../core/describe-value";

/**
 * A data diff as GET /api/v1/datadiffs/{id} returns it (ApiDataDiffWithProgressState).
 * Only the fields this package acts on are typed; the rest pass through untouched.
 * `archived` and `purged` are read as false when the service leaves them out, as its own
 * schema defaults them.
 */
export const DataDiff = z.looseObject({
  id: z.number().int().nullish(),
  archived: z.boolean().default(false),
  purged: z.boolean().default(false),
  kind: z.string().optional(),
  status: z.string().nullish(),
  result: z.string().nullish(),
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
  data_source1_id: z.number().int().optional(),
  data_source2_id: z.number().int().optional(),
  pk_columns: z.array(z.string()).optional(),
});
export type DataDiff = api.DataDiff;
// tsc fails here if the public type and what this schema checks ever differ.
type _DataDiffMatches = Assert<Equals<z.output<typeof DataDiff>, api.DataDiff>>;

/** Body of PATCH /api/v1/datadiffs/{id}: only the flags being set, so that the others stay as they are. */
export const DataDiffUpdate = z.strictObject({
  archived: z.boolean(mustBe("true or false", "boolean")).optional(),
  purged: z.boolean(mustBe("true or false", "boolean")).optional(),
});
export type DataDiffUpdate = api.DataDiffUpdate;
// tsc fails here if the public type and what this schema checks ever differ.
type _DataDiffUpdateMatches = Assert<Equals<z.output<typeof DataDiffUpdate>, api.DataDiffUpdate>>;
