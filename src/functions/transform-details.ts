import type {
  ChainLink,
  DiffResult,
  FailureSummary,
  Transform,
  TransformGroup,
  TransformSummary,
  ValidationResult,
} from "../types/transform";

/*
 * DMA v2 transform summaries with Pulumi-style names, converted field by field so that the
 * types say exactly what a program gets. Absent values are null. `debug`, `validations`
 * and `relatedAssets` have no documented inner shape: they are passed on as the service
 * sent them, keys unchanged.
 */

/** Why a transform failed, and what to do about it. */
export interface FailureSummaryInfo {
  /** A short code, such as `max_iterations` or `tool_error`. */
  readonly reason: string | null;
  /** What went wrong, in a sentence or two for a person; null when the service gives none. */
  readonly problem: string | null;
  /** What the service suggests doing about it; null when it suggests nothing. */
  readonly solution: string | null;
  /** The error the translation tool reported, as it reported it; null when none. */
  readonly errorMessage: string | null;
  /** Where in the source, such as `etl/finance/revenue_recognition.sql:88`. */
  readonly location: string | null;
}

/** The outcome of a validation that ran a data diff. */
export interface DiffResultInfo {
  /** The kind of comparison, such as `diff`. */
  readonly kind: string | null;
  /** The id of the data diff that compared the translated output with the original. */
  readonly datadiffId: number | null;
  /** Such as identical, different or error. */
  readonly diffResult: string | null;
  /** What the comparison found, in words, such as which rows differ. */
  readonly humanReadableFeedback: string | null;
  /** The dataset compared against (the original's output), as the service identifies it. */
  readonly referenceDataset: readonly string[] | null;
  /** The dataset being validated (the translation's output), as the service identifies it. */
  readonly validatedDataset: readonly string[] | null;
  /** Whether the two datasets' column types differ. */
  readonly hasSchemaTypeDifferences: boolean | null;
  /** Whether the comparison ran on datasets without rows. */
  readonly isZeroRowDiff: boolean | null;
  /** For an incremental comparison, which iteration this is, counted from 1. */
  readonly incrementalIteration: number | null;
  /** For an incremental comparison, how many iterations it has in all. */
  readonly totalIterations: number | null;
}

/** One validation of a translation attempt's output. */
export interface ValidationResultInfo {
  /** What the validation checks, in words. */
  readonly description: string | null;
  /** Such as diff, manual_review or code_execution. */
  readonly requestedValidationKind: string | null;
  /** Such as pending, running, failed or success. */
  readonly status: string | null;
  /** The outcome, once there is one; only for a validation that ran a data diff. */
  readonly result: DiffResultInfo | null;
  /** The assets the validation concerns, in groups, as the service sent them. */
  readonly relatedAssets: readonly (readonly unknown[])[] | null;
  /** Remarks the service attached, in order; empty when none. */
  readonly notes: readonly string[];
  /** When the validation was created: an ISO 8601 timestamp in UTC. */
  readonly createdAt: string | null;
  /** When it last changed: an ISO 8601 timestamp in UTC. */
  readonly lastUpdatedAt: string | null;
  /** When it finished: an ISO 8601 timestamp in UTC; null while it runs. */
  readonly finishedAt: string | null;
}

/** A group of transforms: what a translation attempt starts from. */
export interface TransformGroupInfo {
  /** The group's UUID; null when the service gives none. */
  readonly uuid: string | null;
  /** Such as source or target. */
  readonly side: string;
  /** The primary key the service derived for the group's output. */
  readonly computedPk: string | null;
  /** Tags the service attached to the group; empty when none. */
  readonly tags: readonly string[];
  /** Diagnostic details, as the service sent them; null when none. */
  readonly debug: Readonly<Record<string, unknown>> | null;
}

/** One translation attempt. */
export interface TransformInfo {
  /** The attempt's UUID; null when the service gives none. */
  readonly uuid: string | null;
  /** Which side of the migration the attempt produces, such as `target`. */
  readonly side: string;
  /** Such as squash or bundle. */
  readonly transformKind: string;
  /** Such as created, running, done or error. */
  readonly lifecycleState: string;
  /** The primary key the service derived for the attempt's output. */
  readonly computedPk: string | null;
  /** Tags the service attached to the attempt; empty when none. */
  readonly tags: readonly string[];
  /** Diagnostic details, as the service sent them; null when none. */
  readonly debug: Readonly<Record<string, unknown>> | null;
  /** The validations run on the attempt's output, in order. */
  readonly validationResults: readonly ValidationResultInfo[];
  /** Set when this attempt failed. */
  readonly failureSummary: FailureSummaryInfo | null;
}

/** One link of a transform chain: a group and the attempts made from it. */
export interface ChainLinkInfo {
  /** The group this link's attempts translate. */
  readonly parentTransformGroup: TransformGroupInfo;
  /** The translation attempts of this link, oldest first. */
  readonly transforms: readonly TransformInfo[];
}

/** Every translation attempt of a transform, from the root group on. */
export interface TransformChainInfo {
  /** The group the chain starts from, on the source side. */
  readonly rootTransformGroup: TransformGroupInfo;
  /** The links of the chain, in order. */
  readonly chain: readonly ChainLinkInfo[];
}

/** The translation summary of one transform (one source script) of a DMA project. */
export interface TransformSummaryInfo {
  /** The transform summary's UUID. */
  readonly uuid: string;
  /** The source script being translated. */
  readonly source: string;
  /** Where the translation stands, such as done, running, pending or failed; changes as it runs. */
  readonly status: string;
  /** UUID of the root transform group. */
  readonly transformGroup: string;
  /** How many assets (tables, views) the transform involves. */
  readonly assetCount: number;
  /** Translation attempts made so far; grows while the service retries. */
  readonly iterations: number;
  /** Latest status per validation kind, as the service sent it. */
  readonly validations: Readonly<Record<string, unknown>>;
  /** Every attempt, link by link, with its validations and failures. */
  readonly transformChain: TransformChainInfo;
}

export function toTransformSummaryInfo(summary: TransformSummary): TransformSummaryInfo {
  return {
    uuid: summary.uuid,
    source: summary.source,
    status: summary.status,
    transformGroup: summary.transform_group,
    assetCount: summary.asset_count,
    iterations: summary.iterations,
    validations: { ...summary.validations },
    transformChain: {
      rootTransformGroup: toTransformGroupInfo(summary.transform_chain.root_transform_group),
      chain: summary.transform_chain.chain.map(toChainLinkInfo),
    },
  };
}

export function toFailureSummaryInfo(failure: FailureSummary): FailureSummaryInfo {
  return {
    reason: failure.reason ?? null,
    problem: failure.problem ?? null,
    solution: failure.solution ?? null,
    errorMessage: failure.error_message ?? null,
    location: failure.location ?? null,
  };
}

function toChainLinkInfo(link: ChainLink): ChainLinkInfo {
  return {
    parentTransformGroup: toTransformGroupInfo(link.parent_transform_group),
    transforms: link.transforms.map(toTransformInfo),
  };
}

function toTransformGroupInfo(group: TransformGroup): TransformGroupInfo {
  return {
    uuid: group.uuid ?? null,
    side: group.side,
    computedPk: group.computed_pk ?? null,
    tags: group.tags ?? [],
    debug: group.debug ?? null,
  };
}

function toTransformInfo(transform: Transform): TransformInfo {
  return {
    uuid: transform.uuid ?? null,
    side: transform.side,
    transformKind: transform.transform_kind,
    lifecycleState: transform.lifecycle_state,
    computedPk: transform.computed_pk ?? null,
    tags: transform.tags ?? [],
    debug: transform.debug ?? null,
    validationResults: transform.validation_results.map(toValidationResultInfo),
    failureSummary: transform.failure_summary ? toFailureSummaryInfo(transform.failure_summary) : null,
  };
}

function toValidationResultInfo(validation: ValidationResult): ValidationResultInfo {
  return {
    description: validation.description ?? null,
    requestedValidationKind: validation.requested_validation_kind ?? null,
    status: validation.status ?? null,
    result: validation.result ? toDiffResultInfo(validation.result) : null,
    relatedAssets: validation.related_assets ?? null,
    notes: validation.notes ?? [],
    createdAt: validation.created_at ?? null,
    lastUpdatedAt: validation.last_updated_at ?? null,
    finishedAt: validation.finished_at ?? null,
  };
}

function toDiffResultInfo(result: DiffResult): DiffResultInfo {
  return {
    kind: result.kind ?? null,
    datadiffId: result.datadiff_id ?? null,
    diffResult: result.diff_result ?? null,
    humanReadableFeedback: result.human_readable_feedback ?? null,
    referenceDataset: result.reference_dataset ?? null,
    validatedDataset: result.validated_dataset ?? null,
    hasSchemaTypeDifferences: result.has_schema_type_differences ?? null,
    isZeroRowDiff: result.is_zero_row_diff ?? null,
    incrementalIteration: result.incremental_iteration ?? null,
    totalIterations: result.total_iterations ?? null,
  };
}
