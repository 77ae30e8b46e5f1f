import type * as pulumi from "@pulumi/pulumi";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { GetTransformSummariesArgs, GetTransformSummariesResult } from "./generated/get-transform-summaries";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";
import { getTransformSummariesDefinition } from "./transform-summaries-definition";

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
