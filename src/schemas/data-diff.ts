import { z } from "zod";
import { mustBe } from "../describe-value";

/**
 * A data diff as GET /api/v1/datadiffs/{id} returns it (ApiDataDiffWithProgressState).
 * Only the fields this package acts on are typed; the rest pass through untouched.
 * `archived` and `purged` are read as false when the service leaves them out, as its own
 * schema defaults them.
 */
export const DataDiff = z.looseObject({
  /** The data diff's id: a positive whole number, as in the app's URL `/datadiffs/<id>`. */
  id: z.number().int().nullish(),
  /** Whether the data diff is archived. False when the service leaves it out. */
  archived: z.boolean().default(false),
  /**
   * Whether the data diff's results were purged. Once true it stays true: purged results are gone
   * for good. False when the service leaves it out.
   */
  purged: z.boolean().default(false),
  /** The kind of data diff, such as `in_db` or `cross_db`. */
  kind: z.string().optional(),
  /** Where the data diff's run stands, such as `done`; changes while it runs. */
  status: z.string().nullish(),
  /** The outcome once it has run, such as `identical`, `different` or `error`; null before that. */
  result: z.string().nullish(),
  /** When the data diff was created: an ISO 8601 timestamp in UTC. */
  created_at: z.string().nullish(),
  /** When the data diff last changed: an ISO 8601 timestamp in UTC. */
  updated_at: z.string().nullish(),
  /** The id of the data source of the first dataset compared. */
  data_source1_id: z.number().int().optional(),
  /** The id of the data source of the second dataset compared. */
  data_source2_id: z.number().int().optional(),
  /** The columns that identify a row in both datasets (the primary key the diff joins on). */
  pk_columns: z.array(z.string()).optional(),
});
export type DataDiff = z.infer<typeof DataDiff>;

/** Body of PATCH /api/v1/datadiffs/{id}: only the flags being set, so that the others stay as they are. */
export const DataDiffUpdate = z.strictObject({
  /** Archive (true) or un-archive (false); left out, the flag is not changed. */
  archived: z.boolean(mustBe("true or false", "boolean")).optional(),
  /** Purge the results (true); left out, the flag is not changed. The service cannot un-purge. */
  purged: z.boolean(mustBe("true or false", "boolean")).optional(),
});
export type DataDiffUpdate = z.infer<typeof DataDiffUpdate>;
