import type { FailureSummaryInfo, TransformInfo, TransformSummaryInfo } from "../types/transform";

/** Statuses a transform summary is known to take. */
export const TRANSFORM_STATUSES = ["done", "running", "pending", "failed"] as const;
export type TransformStatus = (typeof TRANSFORM_STATUSES)[number];

/**
 * Transforms per status. Every key is always present (0 when none); `other` counts statuses
 * this package does not know yet. The counts add up to `total`.
 */
export type TransformStatusCounts = { readonly [S in TransformStatus | "other"]: number };

/** A transform whose translation failed, with what the service says about why. */
export interface FailedTransform {
  /** UUID of the transform summary. */
  readonly uuid: string;
  /** The source script that failed to translate. */
  readonly source: string;
  /** Translation attempts made. */
  readonly iterations: number;
  /** UUID of the attempt that failed, when the service reports one. */
  readonly failedTransformUuid: string | null;
  /** A short code, such as `max_iterations` or `tool_error`; null when the service gave no summary. */
  readonly reason: string | null;
  /** What went wrong, in a sentence or two for a person; null when the service gave no summary. */
  readonly problem: string | null;
  /** What the service suggests doing about it; null when it suggests nothing. */
  readonly solution: string | null;
  /** The error the translation tool reported, as it reported it; null when none. */
  readonly errorMessage: string | null;
  /**
   * Where in the source the failure is, such as `etl/finance/revenue_recognition.sql:88`;
   * null when unknown.
   */
  readonly location: string | null;
}

/** Where a DMA project's translation stands, as of the call. */
export interface TransformProgress {
  /** Transforms in the project. */
  readonly total: number;
  /** How many transforms are in each status; every key present, adding up to `total`. */
  readonly countsByStatus: TransformStatusCounts;
  /** Share of transforms done, 0 to 100, one decimal; 0 for a project without transforms. */
  readonly percentDone: number;
  /** Transforms with status `failed`, in the service's order. */
  readonly failed: readonly FailedTransform[];
}

const NO_FAILURE_SUMMARY: FailureSummaryInfo = {
  reason: null,
  problem: null,
  solution: null,
  errorMessage: null,
  location: null,
};

/** Totals by status and the failed transforms, each with its latest failure summary. */
export function transformProgress(summaries: readonly TransformSummaryInfo[]): TransformProgress {
  const counts = { done: 0, running: 0, pending: 0, failed: 0, other: 0 } satisfies TransformStatusCounts;
  for (const summary of summaries) {
    counts[TRANSFORM_STATUSES.find((status) => status === summary.status) ?? "other"] += 1;
  }
  return {
    total: summaries.length,
    countsByStatus: counts,
    percentDone: summaries.length === 0 ? 0 : Math.round((counts.done * 1000) / summaries.length) / 10,
    failed: summaries.filter((summary) => summary.status === "failed").map(failedTransform),
  };
}

function failedTransform(summary: TransformSummaryInfo): FailedTransform {
  const attempt = lastFailedAttempt(summary);
  return {
    uuid: summary.uuid,
    source: summary.source,
    iterations: summary.iterations,
    failedTransformUuid: attempt?.uuid ?? null,
    ...(attempt?.failureSummary ?? NO_FAILURE_SUMMARY),
  };
}

/** The latest attempt that carries a failure summary: earlier attempts may have failed differently. */
function lastFailedAttempt(summary: TransformSummaryInfo): TransformInfo | undefined {
  const attempts = summary.transformChain.chain.flatMap((link) => link.transforms);
  return attempts.reverse().find((attempt) => attempt.failureSummary !== null);
}
