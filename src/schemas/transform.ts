import { z } from "zod";

/*
 * DMA v2 transform summaries (contract §2.5). Value lists of status, side, kind and
 * reason are not given in full by the contract, so they are read as strings.
 */

export const FailureSummary = z.looseObject({
  error_message: z.string().nullish(),
  problem: z.string().nullish(),
  reason: z.string().nullish(),
  solution: z.string().nullish(),
  location: z.string().nullish(),
});
export type FailureSummary = z.infer<typeof FailureSummary>;

export const DiffResult = z.looseObject({
  datadiff_id: z.number().int().nullish(),
  diff_result: z.string().nullish(),
  human_readable_feedback: z.string().nullish(),
  reference_dataset: z.array(z.string()).nullish(),
  validated_dataset: z.array(z.string()).nullish(),
  has_schema_type_differences: z.boolean().nullish(),
  incremental_iteration: z.number().int().nullish(),
  is_zero_row_diff: z.boolean().nullish(),
  kind: z.string().nullish(),
  total_iterations: z.number().int().nullish(),
});
export type DiffResult = z.infer<typeof DiffResult>;

export const ValidationResult = z.looseObject({
  description: z.string().nullish(),
  related_assets: z.array(z.array(z.unknown())).nullish(),
  requested_validation_kind: z.string().nullish(),
  result: DiffResult.nullish(),
  status: z.string().nullish(),
  created_at: z.string().nullish(),
  finished_at: z.string().nullish(),
  last_updated_at: z.string().nullish(),
  notes: z.array(z.string()).nullish(),
});
export type ValidationResult = z.infer<typeof ValidationResult>;

export const TransformGroup = z.looseObject({
  side: z.string(),
  computed_pk: z.string().optional(),
  debug: z.record(z.string(), z.unknown()).optional(),
  tags: z.array(z.string()).optional(),
  uuid: z.string().optional(),
});
export type TransformGroup = z.infer<typeof TransformGroup>;

export const Transform = z.looseObject({
  lifecycle_state: z.string(),
  side: z.string(),
  transform_kind: z.string(),
  validation_results: z.array(ValidationResult),
  computed_pk: z.string().optional(),
  debug: z.record(z.string(), z.unknown()).optional(),
  failure_summary: FailureSummary.nullish(),
  tags: z.array(z.string()).optional(),
  uuid: z.string().optional(),
});
export type Transform = z.infer<typeof Transform>;

/** One link of a transform chain (the vendor calls it TransformCollection). */
export const ChainLink = z.looseObject({
  parent_transform_group: TransformGroup,
  transforms: z.array(Transform),
});
export type ChainLink = z.infer<typeof ChainLink>;

export const TransformChain = z.looseObject({
  chain: z.array(ChainLink),
  root_transform_group: TransformGroup,
});
export type TransformChain = z.infer<typeof TransformChain>;

export const TransformSummary = z.looseObject({
  asset_count: z.number().int(),
  iterations: z.number().int(),
  source: z.string(),
  status: z.string(),
  transform_group: z.string(),
  uuid: z.string(),
  validations: z.record(z.string(), z.unknown()),
  transform_chain: TransformChain,
});
export type TransformSummary = z.infer<typeof TransformSummary>;

/** Body of GET /api/v1/dma/v2/projects/{project_id}/transforms. */
export const TransformSummaryList = z.looseObject({
  transform_summaries: z.array(TransformSummary),
});
export type TransformSummaryList = z.infer<typeof TransformSummaryList>;
