import { z } from "zod";
import { mustBe } from "../describe-value";

/**
 * A data diff as GET /api/v1/datadiffs/{id} returns it (ApiDataDiffWithProgressState).
 * Only the fields this package acts on are typed; the rest pass through untouched.
 * `archived` and `purged` default to false in the vendor schema.
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
export type DataDiff = z.infer<typeof DataDiff>;

/** Body of PATCH /api/v1/datadiffs/{id} (contract §2.3): only the flags being set. */
export const DataDiffUpdate = z.strictObject({
  archived: z.boolean(mustBe("true or false", "boolean")).optional(),
  purged: z.boolean(mustBe("true or false", "boolean")).optional(),
});
export type DataDiffUpdate = z.infer<typeof DataDiffUpdate>;
