import type * as pulumi from "@pulumi/pulumi";
import type { TransformSummaryInfo } from "../types/transform";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";
import type { TransformProgress } from "./transform-progress";
import { getTransformSummariesDefinition } from "./transform-summaries-definition";

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

/**
 * Reads the translation summaries of every transform of a DMA project and computes its
 * progress: how many transforms are done, running, pending or failed, and for each failed
 * one the reason, problem and suggested solution the service reports.
 *
 * Connection: stack config `datafold:apiKey` (secret) and `datafold:host`, else the
 * environment variables DATAFOLD_API_KEY and DATAFOLD_HOST. A project that does not exist
 * is a NotFoundError.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const migration = await datafold.getTransformSummaries({ projectId: 2 });
 * export const percentDone = migration.progress.percentDone;
 * export const failures = migration.progress.failed.map((f) => `${f.source}: ${f.problem} ${f.solution}`);
 * ```
 */
export async function getTransformSummaries(
  args: GetTransformSummariesArgs,
  opts?: DataFunctionInvokeOptions,
): Promise<GetTransformSummariesResult> {
  return callDataFunction(getTransformSummariesDefinition, args, programFunctionClients(opts));
}

/**
 * {@link getTransformSummaries} for Pulumi Inputs: `projectId` may be an Output or a Promise.
 *
 * ## Example usage
 *
 * ```typescript
 * const projectId = new pulumi.Config().requireNumber("dmaProjectId");
 * const migration = datafold.getTransformSummariesOutput({ projectId });
 * export const failedSources = migration.progress.failed.apply((failed) => failed.map((f) => f.source));
 * ```
 */
export function getTransformSummariesOutput(
  args: OutputArgs<GetTransformSummariesArgs>,
  opts?: DataFunctionOutputOptions,
): pulumi.Output<GetTransformSummariesResult> {
  return outputForm(getTransformSummaries, args, opts);
}
