// Generated from src/functions/transform-summaries-definition.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.
import type { TransformSummaryInfo } from "../../types/transform";

/** The arguments of {@link getTransformSummaries}. */
export interface GetTransformSummariesArgs {
  /** Id of the DMA (migration) project: a positive whole number, as in the Datafold app. */
  readonly projectId: number;
}

/** What {@link getTransformSummaries} returns: read afresh at every run of the program. */
export interface GetTransformSummariesResult {
  /** The project id asked for. */
  readonly projectId: number;
  /** One summary per transform (source script), in the service's order. */
  readonly summaries: readonly TransformSummaryInfo[];
  /** Totals by status, share done, and the failed transforms with their reasons. */
  readonly progress: TransformProgress;
}

/** A status a transform summary is known to take. */
export type TransformStatus = "done" | "running" | "pending" | "failed";

/**
 * Transforms per status: every key always present (0 when none); `other` counts statuses this
 * package does not know yet. The counts add up to `total`.
 */
export interface TransformStatusCounts {
  /** Transforms with status `done`. */
  readonly done: number;
  /** Transforms with status `running`. */
  readonly running: number;
  /** Transforms with status `pending`. */
  readonly pending: number;
  /** Transforms with status `failed`. */
  readonly failed: number;
  /** Transforms in a status this package does not know yet. */
  readonly other: number;
}

/** A transform whose translation failed, with what the service says about why. */
export interface FailedTransform {
  /** UUID of the transform summary. */
  readonly uuid: string;
  /** The source script that failed to translate. */
  readonly source: string;
  /** Translation attempts made. */
  readonly iterations: number;
  /** UUID of the attempt that failed, when the service reports one; null otherwise. */
  readonly failedTransformUuid: string | null;
  /**
   * A short code, such as `max_iterations` or `tool_error`; null when the service gave no summary.
   */
  readonly reason: string | null;
  /** What went wrong, in a sentence or two for a person; null when the service gave no summary. */
  readonly problem: string | null;
  /** What the service suggests doing about it; null when it suggests nothing. */
  readonly solution: string | null;
  /** The error the translation tool reported, as it reported it; null when none. */
  readonly errorMessage: string | null;
  /**
   * Where in the source the failure is, such as `etl/finance/revenue_recognition.sql:88`; null when
   * unknown.
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
