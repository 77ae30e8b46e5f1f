import { z } from "zod";
import type * as api from "../types/transform";
import { view } from "./view";

// The source of the DMA v2 transform types: src/types/transform.ts is generated from this
// file by `npm run generate`, each description below becoming a doc comment. The API does
// not list every value of status, side, kind and reason, so they are read as strings: a
// value added later must not break every read. Each object keeps the fields the service adds
// as they came (index signature). The views (`…Info`) are what getTransformSummaries returns;
// `debug`, `validations` and `relatedAssets` have no documented inner shape, so they are
// passed on as the service sent them, keys unchanged.

export const FailureSummary = z
  .looseObject({
    error_message: z.string().nullish().describe("The error the translation tool reported, as it reported it."),
    problem: z.string().nullish().describe("What went wrong, in a sentence or two for a person."),
    reason: z.string().nullish().describe("A short code for why the attempt failed, such as `max_iterations` or `tool_error`."),
    solution: z.string().nullish().describe("What the service suggests doing about it."),
    location: z.string().nullish().describe("Where in the source the failure is, such as `etl/finance/revenue_recognition.sql:88`."),
  })
  .meta({ description: "Why a translation attempt failed, and what to do about it." });
export type FailureSummary = api.FailureSummary;

export const DiffResult = z
  .looseObject({
    datadiff_id: z.number().int().nullish().describe("The id of the data diff that compared the translated output with the original."),
    diff_result: z.string().nullish().describe("The outcome, such as `identical`, `different` or `error`."),
    human_readable_feedback: z.string().nullish().describe("What the comparison found, in words, such as which rows differ."),
    reference_dataset: z
      .array(z.string())
      .nullish()
      .describe("The dataset compared against (the original's output), as the service identifies it."),
    validated_dataset: z
      .array(z.string())
      .nullish()
      .describe("The dataset being validated (the translation's output), as the service identifies it."),
    has_schema_type_differences: z.boolean().nullish().describe("Whether the two datasets' column types differ."),
    incremental_iteration: z.number().int().nullish().describe("For an incremental comparison, which iteration this is, counted from 1."),
    is_zero_row_diff: z.boolean().nullish().describe("Whether the comparison ran on datasets without rows."),
    kind: z.string().nullish().describe("The kind of comparison, such as `diff`."),
    total_iterations: z.number().int().nullish().describe("For an incremental comparison, how many iterations it has in all."),
  })
  .meta({ description: "The outcome of a validation that ran a data diff." });
export type DiffResult = api.DiffResult;

export const ValidationResult = z
  .looseObject({
    description: z.string().nullish().describe("What the validation checks, in words."),
    related_assets: z.array(z.array(z.unknown())).nullish().describe("The assets the validation concerns, in groups, as the service sent them."),
    requested_validation_kind: z
      .string()
      .nullish()
      .describe("The kind of validation asked for, such as `diff`, `manual_review` or `code_execution`."),
    result: DiffResult.nullish().describe("The outcome, once there is one; only for a validation that ran a data diff."),
    status: z.string().nullish().describe("Where the validation stands, such as `pending`, `running`, `failed` or `success`."),
    created_at: z.string().nullish().describe("When the validation was created: an ISO 8601 timestamp in UTC."),
    finished_at: z.string().nullish().describe("When it finished: an ISO 8601 timestamp in UTC; null while it runs."),
    last_updated_at: z.string().nullish().describe("When it last changed: an ISO 8601 timestamp in UTC."),
    notes: z.array(z.string()).nullish().describe("Remarks the service attached, in order."),
  })
  .meta({ description: "One validation of a translation attempt's output." });
export type ValidationResult = api.ValidationResult;

export const TransformGroup = z
  .looseObject({
    side: z.string().describe("Which side of the migration the group belongs to, such as `source` or `target`."),
    computed_pk: z.string().optional().describe("The primary key the service derived for the group's output."),
    debug: z.record(z.string(), z.unknown()).optional().describe("Diagnostic details, as the service sent them."),
    tags: z.array(z.string()).optional().describe("Tags the service attached to the group."),
    uuid: z.string().optional().describe("The group's UUID."),
  })
  .meta({ description: "A group of transforms: what a translation attempt starts from." });
export type TransformGroup = api.TransformGroup;

export const Transform = z
  .looseObject({
    lifecycle_state: z.string().describe("Where the attempt stands, such as `created`, `running`, `done` or `error`."),
    side: z.string().describe("Which side of the migration the attempt produces, such as `target`."),
    transform_kind: z.string().describe("How the attempt translates, such as `squash` or `bundle`."),
    validation_results: z.array(ValidationResult).describe("The validations run on the attempt's output, in order."),
    computed_pk: z.string().optional().describe("The primary key the service derived for the attempt's output."),
    debug: z.record(z.string(), z.unknown()).optional().describe("Diagnostic details, as the service sent them."),
    failure_summary: FailureSummary.nullish().describe("Why the attempt failed and what to do about it; null or absent unless it failed."),
    tags: z.array(z.string()).optional().describe("Tags the service attached to the attempt."),
    uuid: z.string().optional().describe("The attempt's UUID."),
  })
  .meta({ description: "One translation attempt." });
export type Transform = api.Transform;

export const ChainLink = z
  .looseObject({
    parent_transform_group: TransformGroup.describe("The group this link's attempts translate."),
    transforms: z.array(Transform).describe("The translation attempts of this link, oldest first."),
  })
  .meta({ description: "One link of a transform chain (TransformCollection in the API's own schema names)." });
export type ChainLink = api.ChainLink;

export const TransformChain = z
  .looseObject({
    chain: z.array(ChainLink).describe("The links of the chain, in order."),
    root_transform_group: TransformGroup.describe("The group the chain starts from, on the source side."),
  })
  .meta({ description: "Every translation attempt of a transform, from the root group on." });
export type TransformChain = api.TransformChain;

export const TransformSummary = z
  .looseObject({
    asset_count: z.number().int().describe("How many assets (tables, views) the transform involves."),
    iterations: z.number().int().describe("Translation attempts made so far; grows while the service retries."),
    source: z.string().describe("The source script being translated, by its path."),
    status: z.string().describe("Where the translation stands, such as `done`, `running`, `pending` or `failed`; read as text."),
    transform_group: z.string().describe("The UUID of the root transform group."),
    uuid: z.string().describe("The transform summary's UUID."),
    validations: z.record(z.string(), z.unknown()).describe("The latest status per kind of validation, keyed by kind, as the service sent it."),
    transform_chain: TransformChain.describe("Every attempt, link by link, with its validations and failures."),
  })
  .meta({ description: "The translation summary of one transform (one source script) of a DMA project." });
export type TransformSummary = api.TransformSummary;

export const TransformSummaryList = z
  .looseObject({
    transform_summaries: z.array(TransformSummary).describe("One summary per transform of the project, in the service's order."),
  })
  .meta({ description: "Body of GET /api/v1/dma/v2/projects/{project_id}/transforms." });
export type TransformSummaryList = api.TransformSummaryList;

export const FailureSummaryInfo = view(FailureSummary).as<api.FailureSummaryInfo>({
  description: "Why a transform failed, and what to do about it.",
  fields: {
    reason: { description: "A short code, such as `max_iterations` or `tool_error`." },
    problem: { description: "What went wrong, in a sentence or two for a person; null when the service gives none." },
    solution: { description: "What the service suggests doing about it; null when it suggests nothing." },
    error_message: { description: "The error the translation tool reported, as it reported it; null when none." },
    location: { description: "Where in the source, such as `etl/finance/revenue_recognition.sql:88`." },
  },
});
export type FailureSummaryInfo = api.FailureSummaryInfo;

export const DiffResultInfo = view(DiffResult).as<api.DiffResultInfo>({
  description: "The outcome of a validation that ran a data diff.",
  fields: {
    kind: true,
    datadiff_id: true,
    diff_result: { description: "Such as identical, different or error." },
    human_readable_feedback: true,
    reference_dataset: true,
    validated_dataset: true,
    has_schema_type_differences: true,
    is_zero_row_diff: true,
    incremental_iteration: true,
    total_iterations: true,
  },
});
export type DiffResultInfo = api.DiffResultInfo;

export const ValidationResultInfo = view(ValidationResult).as<api.ValidationResultInfo>({
  description: "One validation of a translation attempt's output.",
  fields: {
    description: true,
    requested_validation_kind: { description: "Such as diff, manual_review or code_execution." },
    status: { description: "Such as pending, running, failed or success." },
    result: { view: DiffResultInfo },
    related_assets: true,
    notes: { emptyWhenAbsent: true, description: "Remarks the service attached, in order; empty when none." },
    created_at: true,
    last_updated_at: true,
    finished_at: true,
  },
});
export type ValidationResultInfo = api.ValidationResultInfo;

export const TransformGroupInfo = view(TransformGroup).as<api.TransformGroupInfo>({
  description: "A group of transforms: what a translation attempt starts from.",
  fields: {
    uuid: { description: "The group's UUID; null when the service gives none." },
    side: { description: "Such as source or target." },
    computed_pk: true,
    tags: { emptyWhenAbsent: true, description: "Tags the service attached to the group; empty when none." },
    debug: { description: "Diagnostic details, as the service sent them; null when none." },
  },
});
export type TransformGroupInfo = api.TransformGroupInfo;

export const TransformInfo = view(Transform).as<api.TransformInfo>({
  description: "One translation attempt.",
  fields: {
    uuid: { description: "The attempt's UUID; null when the service gives none." },
    side: true,
    transform_kind: { description: "Such as squash or bundle." },
    lifecycle_state: { description: "Such as created, running, done or error." },
    computed_pk: true,
    tags: { emptyWhenAbsent: true, description: "Tags the service attached to the attempt; empty when none." },
    debug: { description: "Diagnostic details, as the service sent them; null when none." },
    validation_results: { view: ValidationResultInfo },
    failure_summary: { view: FailureSummaryInfo, description: "Set when this attempt failed." },
  },
});
export type TransformInfo = api.TransformInfo;

export const ChainLinkInfo = view(ChainLink).as<api.ChainLinkInfo>({
  description: "One link of a transform chain: a group and the attempts made from it.",
  fields: {
    parent_transform_group: { view: TransformGroupInfo },
    transforms: { view: TransformInfo },
  },
});
export type ChainLinkInfo = api.ChainLinkInfo;

export const TransformChainInfo = view(TransformChain).as<api.TransformChainInfo>({
  description: "Every translation attempt of a transform, from the root group on.",
  fields: {
    root_transform_group: { view: TransformGroupInfo },
    chain: { view: ChainLinkInfo },
  },
});
export type TransformChainInfo = api.TransformChainInfo;

export const TransformSummaryInfo = view(TransformSummary).as<api.TransformSummaryInfo>({
  description: "The translation summary of one transform (one source script) of a DMA project.",
  fields: {
    uuid: true,
    source: { description: "The source script being translated." },
    status: { description: "Where the translation stands, such as done, running, pending or failed; changes as it runs." },
    transform_group: { description: "UUID of the root transform group." },
    asset_count: true,
    iterations: true,
    validations: { description: "Latest status per validation kind, as the service sent it." },
    transform_chain: { view: TransformChainInfo },
  },
});
export type TransformSummaryInfo = api.TransformSummaryInfo;
