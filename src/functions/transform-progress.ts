import type { FailureSummaryInfo, TransformInfo, TransformSummaryInfo } from "../types/transform";
import type { FailedTransform, TransformProgress, TransformStatusCounts } from "./generated/get-transform-summaries";

/** Statuses a transform summary is known to take (the public type TransformStatus). */
export const TRANSFORM_STATUSES = ["done", "running", "pending", "failed"] as const;

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
