import { z } from "zod";
import type * as api from "../types/data-diff";
import { mustBe } from "../core/describe-value";

// The source of the data diff types: src/types/data-diff.ts is generated from this file by
// `npm run generate`, each description below becoming a doc comment.

// Only the fields this package acts on are typed; the rest pass through untouched.
// `archived` and `purged` are read as false when the service leaves them out, as its own
// schema defaults them.
export const DataDiff = z
  .looseObject({
    id: z.number().int().nullish().describe("The data diff's id: a positive whole number, as in the app's URL `/datadiffs/<id>`."),
    archived: z.boolean().default(false).describe("Whether the data diff is archived. False when the service leaves it out."),
    purged: z
      .boolean()
      .default(false)
      .describe(
        "Whether the data diff's results were purged. Once true it stays true: purged results are gone for good. False when " +
          "the service leaves it out.",
      ),
    kind: z.string().optional().describe("The kind of data diff, such as `in_db` or `cross_db`."),
    status: z.string().nullish().describe("Where the data diff's run stands, such as `done`; changes while it runs."),
    result: z.string().nullish().describe("The outcome once it has run, such as `identical`, `different` or `error`; null before that."),
    created_at: z.string().nullish().describe("When the data diff was created: an ISO 8601 timestamp in UTC."),
    updated_at: z.string().nullish().describe("When the data diff last changed: an ISO 8601 timestamp in UTC."),
    data_source1_id: z.number().int().optional().describe("The id of the data source of the first dataset compared."),
    data_source2_id: z.number().int().optional().describe("The id of the data source of the second dataset compared."),
    pk_columns: z.array(z.string()).optional().describe("The columns that identify a row in both datasets (the primary key the diff joins on)."),
  })
  .meta({
    description:
      "A data diff as GET /api/v1/datadiffs/{id} returns it (ApiDataDiffWithProgressState). Only the fields this package acts " +
      "on are typed; the rest pass through untouched.",
    otherFields: "A field this package does not act on, passed on as it came.",
  });
export type DataDiff = api.DataDiff;

export const DataDiffUpdate = z
  .strictObject({
    archived: z.boolean(mustBe("true or false", "boolean")).optional().describe("Archive (true) or un-archive (false); left out, the flag is not changed."),
    purged: z
      .boolean(mustBe("true or false", "boolean"))
      .optional()
      .describe("Purge the results (true); left out, the flag is not changed. The service cannot un-purge."),
  })
  .meta({ description: "Body of PATCH /api/v1/datadiffs/{id}: only the flags being set, so that the others stay as they are." });
export type DataDiffUpdate = api.DataDiffUpdate;
