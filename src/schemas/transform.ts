import { z } from "zod";

/*
 * DMA v2 transform summaries. The API does not list every value of status, side, kind and
 * reason, so they are read as strings: a value added later must not break every read.
 */

/** Why a translation attempt failed, and what to do about it. */
export const FailureSummary = z.looseObject({
  /** The error the translation tool reported, as it reported it. */
  error_message: z.string().nullish(),
  /** What went wrong, in a sentence or two for a person. */
  problem: z.string().nullish(),
  /** A short code for why the attempt failed, such as `max_iterations` or `tool_error`. */
  reason: z.string().nullish(),
  /** What the service suggests doing about it. */
  solution: z.string().nullish(),
  /** Where in the source the failure is, such as `etl/finance/revenue_recognition.sql:88`. */
  location: z.string().nullish(),
});
export type FailureSummary = z.infer<typeof FailureSummary>;

/** The outcome of a validation that ran a data diff. */
export const DiffResult = z.looseObject({
  /** The id of the data diff that compared the translated output with the original. */
  datadiff_id: z.number().int().nullish(),
  /** The outcome, such as `identical`, `different` or `error`. */
  diff_result: z.string().nullish(),
  /** What the comparison found, in words, such as which rows differ. */
  human_readable_feedback: z.string().nullish(),
  /** The dataset compared against (the original's output), as the service identifies it. */
  reference_dataset: z.array(z.string()).nullish(),
  /** The dataset being validated (the translation's output), as the service identifies it. */
  validated_dataset: z.array(z.string()).nullish(),
  /** Whether the two datasets' column types differ. */
  has_schema_type_differences: z.boolean().nullish(),
  /** For an incremental comparison, which iteration this is, counted from 1. */
  incremental_iteration: z.number().int().nullish(),
  /** Whether the comparison ran on datasets without rows. */
  is_zero_row_diff: z.boolean().nullish(),
  /** The kind of comparison, such as `diff`. */
  kind: z.string().nullish(),
  /** For an incremental comparison, how many iterations it has in all. */
  total_iterations: z.number().int().nullish(),
});
export type DiffResult = z.infer<typeof DiffResult>;

/** One validation of a translation attempt's output. */
export const ValidationResult = z.looseObject({
  /** What the validation checks, in words. */
  description: z.string().nullish(),
  /** The assets the validation concerns, in groups, as the service sent them. */
  related_assets: z.array(z.array(z.unknown())).nullish(),
  /** The kind of validation asked for, such as `diff`, `manual_review` or `code_execution`. */
  requested_validation_kind: z.string().nullish(),
  /** The outcome, once there is one; only for a validation that ran a data diff. */
  result: DiffResult.nullish(),
  /** Where the validation stands, such as `pending`, `running`, `failed` or `success`. */
  status: z.string().nullish(),
  /** When the validation was created: an ISO 8601 timestamp in UTC. */
  created_at: z.string().nullish(),
  /** When it finished: an ISO 8601 timestamp in UTC; null while it runs. */
  finished_at: z.string().nullish(),
  /** When it last changed: an ISO 8601 timestamp in UTC. */
  last_updated_at: z.string().nullish(),
  /** Remarks the service attached, in order. */
  notes: z.array(z.string()).nullish(),
});
export type ValidationResult = z.infer<typeof ValidationResult>;

/** A group of transforms: what a translation attempt starts from. */
export const TransformGroup = z.looseObject({
  /** Which side of the migration the group belongs to, such as `source` or `target`. */
  side: z.string(),
  /** The primary key the service derived for the group's output. */
  computed_pk: z.string().optional(),
  /** Diagnostic details, as the service sent them. */
  debug: z.record(z.string(), z.unknown()).optional(),
  /** Tags the service attached to the group. */
  tags: z.array(z.string()).optional(),
  /** The group's UUID. */
  uuid: z.string().optional(),
});
export type TransformGroup = z.infer<typeof TransformGroup>;

/** One translation attempt. */
export const Transform = z.looseObject({
  /** Where the attempt stands, such as `created`, `running`, `done` or `error`. */
  lifecycle_state: z.string(),
  /** Which side of the migration the attempt produces, such as `target`. */
  side: z.string(),
  /** How the attempt translates, such as `squash` or `bundle`. */
  transform_kind: z.string(),
  /** The validations run on the attempt's output, in order. */
  validation_results: z.array(ValidationResult),
  /** The primary key the service derived for the attempt's output. */
  computed_pk: z.string().optional(),
  /** Diagnostic details, as the service sent them. */
  debug: z.record(z.string(), z.unknown()).optional(),
  /** Why the attempt failed and what to do about it; null or absent unless it failed. */
  failure_summary: FailureSummary.nullish(),
  /** Tags the service attached to the attempt. */
  tags: z.array(z.string()).optional(),
  /** The attempt's UUID. */
  uuid: z.string().optional(),
});
export type Transform = z.infer<typeof Transform>;

/** One link of a transform chain (TransformCollection in the API's own schema names). */
export const ChainLink = z.looseObject({
  /** The group this link's attempts translate. */
  parent_transform_group: TransformGroup,
  /** The translation attempts of this link, oldest first. */
  transforms: z.array(Transform),
});
export type ChainLink = z.infer<typeof ChainLink>;

/** Every translation attempt of a transform, from the root group on. */
export const TransformChain = z.looseObject({
  /** The links of the chain, in order. */
  chain: z.array(ChainLink),
  /** The group the chain starts from, on the source side. */
  root_transform_group: TransformGroup,
});
export type TransformChain = z.infer<typeof TransformChain>;

/** The translation summary of one transform (one source script) of a DMA project. */
export const TransformSummary = z.looseObject({
  /** How many assets (tables, views) the transform involves. */
  asset_count: z.number().int(),
  /** Translation attempts made so far; grows while the service retries. */
  iterations: z.number().int(),
  /** The source script being translated, by its path. */
  source: z.string(),
  /**
   * Where the translation stands, such as `done`, `running`, `pending` or `failed`; read as
   * text.
   */
  status: z.string(),
  /** The UUID of the root transform group. */
  transform_group: z.string(),
  /** The transform summary's UUID. */
  uuid: z.string(),
  /** The latest status per kind of validation, keyed by kind, as the service sent it. */
  validations: z.record(z.string(), z.unknown()),
  /** Every attempt, link by link, with its validations and failures. */
  transform_chain: TransformChain,
});
export type TransformSummary = z.infer<typeof TransformSummary>;

/** Body of GET /api/v1/dma/v2/projects/{project_id}/transforms. */
export const TransformSummaryList = z.looseObject({
  /** One summary per transform of the project, in the service's order. */
  transform_summaries: z.array(TransformSummary),
});
export type TransformSummaryList = z.infer<typeof TransformSummaryList>;
