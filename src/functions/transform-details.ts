import type {
  ChainLink,
  DiffResult,
  FailureSummary,
  Transform,
  TransformGroup,
  TransformSummary,
  ValidationResult,
} from "../schemas/transform";

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
  readonly problem: string | null;
  readonly solution: string | null;
  readonly errorMessage: string | null;
  /** Where in the source, such as `etl/finance/revenue_recognition.sql:88`. */
  readonly location: string | null;
}

/** The outcome of a validation that ran a data diff. */
export interface DiffResultInfo {
  readonly kind: string | null;
  readonly datadiffId: number | null;
  /** Such as identical, different or error. */
  readonly diffResult: string | null;
  readonly humanReadableFeedback: string | null;
  readonly referenceDataset: readonly string[] | null;
  readonly validatedDataset: readonly string[] | null;
  readonly hasSchemaTypeDifferences: boolean | null;
  readonly isZeroRowDiff: boolean | null;
  readonly incrementalIteration: number | null;
  readonly totalIterations: number | null;
}

export interface ValidationResultInfo {
  readonly description: string | null;
  /** Such as diff, manual_review or code_execution. */
  readonly requestedValidationKind: string | null;
  /** Such as pending, running, failed or success. */
  readonly status: string | null;
  readonly result: DiffResultInfo | null;
  readonly relatedAssets: readonly (readonly unknown[])[] | null;
  readonly notes: readonly string[];
  readonly createdAt: string | null;
  readonly lastUpdatedAt: string | null;
  readonly finishedAt: string | null;
}

export interface TransformGroupInfo {
  readonly uuid: string | null;
  /** Such as source or target. */
  readonly side: string;
  readonly computedPk: string | null;
  readonly tags: readonly string[];
  readonly debug: Readonly<Record<string, unknown>> | null;
}

/** One translation attempt. */
export interface TransformInfo {
  readonly uuid: string | null;
  readonly side: string;
  /** Such as squash or bundle. */
  readonly transformKind: string;
  /** Such as created, running, done or error. */
  readonly lifecycleState: string;
  readonly computedPk: string | null;
  readonly tags: readonly string[];
  readonly debug: Readonly<Record<string, unknown>> | null;
  readonly validationResults: readonly ValidationResultInfo[];
  /** Set when this attempt failed. */
  readonly failureSummary: FailureSummaryInfo | null;
}

export interface ChainLinkInfo {
  readonly parentTransformGroup: TransformGroupInfo;
  readonly transforms: readonly TransformInfo[];
}

export interface TransformChainInfo {
  readonly rootTransformGroup: TransformGroupInfo;
  readonly chain: readonly ChainLinkInfo[];
}

/** The translation summary of one transform (one source script) of a DMA project. */
export interface TransformSummaryInfo {
  readonly uuid: string;
  /** The source script being translated. */
  readonly source: string;
  /** Such as done, running, pending or failed. */
  readonly status: string;
  /** UUID of the root transform group. */
  readonly transformGroup: string;
  readonly assetCount: number;
  /** Translation attempts so far. */
  readonly iterations: number;
  /** Latest status per validation kind, as the service sent it. */
  readonly validations: Readonly<Record<string, unknown>>;
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
