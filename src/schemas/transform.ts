import { z } from "zod";
import type * as api from "../types/transform";
import type { Assert, Equals } from "../types/type-equality";

// Each public object's fields are documented on its type in src/types (what editors show);
// the `_…Matches` checks keep that type and the schema exactly equal.

/*
 * DMA v2 transform summaries. The API does not list every value of status, side, kind and
 * reason, so they are read as strings: a value added later must not break every read.
 */

/** Why a translation attempt failed, and what to do about it. */
export const FailureSummary = z.looseObject({
  error_message: z.string().nullish(),
  problem: z.string().nullish(),
  reason: z.string().nullish(),
  solution: z.string().nullish(),
  location: z.string().nullish(),
});
export type FailureSummary = api.FailureSummary;
// tsc fails here if the public type and what this schema checks ever differ.
type _FailureSummaryMatches = Assert<Equals<z.output<typeof FailureSummary>, api.FailureSummary>>;

/** The outcome of a validation that ran a data diff. */
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
export type DiffResult = api.DiffResult;
// tsc fails here if the public type and what this schema checks ever differ.
type _DiffResultMatches = Assert<Equals<z.output<typeof DiffResult>, api.DiffResult>>;

/** One validation of a translation attempt's output. */
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
export type ValidationResult = api.ValidationResult;
// tsc fails here if the public type and what this schema checks ever differ.
type _ValidationResultMatches = Assert<Equals<z.output<typeof ValidationResult>, api.ValidationResult>>;

/** A group of transforms: what a translation attempt starts from. */
export const TransformGroup = z.looseObject({
  side: z.string(),
  computed_pk: z.string().optional(),
  debug: z.record(z.string(), z.unknown()).optional(),
  tags: z.array(z.string()).optional(),
  uuid: z.string().optional(),
});
export type TransformGroup = api.TransformGroup;
// tsc fails here if the public type and what this schema checks ever differ.
type _TransformGroupMatches = Assert<Equals<z.output<typeof TransformGroup>, api.TransformGroup>>;

/** One translation attempt. */
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
export type Transform = api.Transform;
// tsc fails here if the public type and what this schema checks ever differ.
type _TransformMatches = Assert<Equals<z.output<typeof Transform>, api.Transform>>;

/** One link of a transform chain (TransformCollection in the API's own schema names). */
export const ChainLink = z.looseObject({
  parent_transform_group: TransformGroup,
  transforms: z.array(Transform),
});
export type ChainLink = api.ChainLink;
// tsc fails here if the public type and what this schema checks ever differ.
type _ChainLinkMatches = Assert<Equals<z.output<typeof ChainLink>, api.ChainLink>>;

/** Every translation attempt of a transform, from the root group on. */
export const TransformChain = z.looseObject({
  chain: z.array(ChainLink),
  root_transform_group: TransformGroup,
});
export type TransformChain = api.TransformChain;
// tsc fails here if the public type and what this schema checks ever differ.
type _TransformChainMatches = Assert<Equals<z.output<typeof TransformChain>, api.TransformChain>>;

/** The translation summary of one transform (one source script) of a DMA project. */
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
export type TransformSummary = api.TransformSummary;
// tsc fails here if the public type and what this schema checks ever differ.
type _TransformSummaryMatches = Assert<Equals<z.output<typeof TransformSummary>, api.TransformSummary>>;

/** Body of GET /api/v1/dma/v2/projects/{project_id}/transforms. */
export const TransformSummaryList = z.looseObject({
  /** One summary per transform of the project, in the service's order. */
  transform_summaries: z.array(TransformSummary),
});
export type TransformSummaryList = z.infer<typeof TransformSummaryList>;
