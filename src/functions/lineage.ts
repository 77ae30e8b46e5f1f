import type * as pulumi from "@pulumi/pulumi";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { GetQueryLineageArgs, GetQueryLineageResult } from "./generated/get-query-lineage";
import type { GetTopQueriesArgs, GetTopQueriesResult } from "./generated/get-top-queries";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import { getQueryLineageDefinition, getTopQueriesDefinition } from "./lineage-definitions";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";

/**
 * Reads the tables and columns a query uses, with column-level lineage.
 *
 * Connection: stack config `datafold:apiKey` (secret) and `datafold:host`, else the
 * environment variables DATAFOLD_API_KEY and DATAFOLD_HOST. An unknown fingerprint is a
 * NotFoundError.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const lineage = await datafold.getQueryLineage({ fingerprint: "9f2c4e1a7b3d5f60" });
 * export const tablesRead = lineage.tablesRead.map((table) => table.name);
 * ```
 */
export async function getQueryLineage(args: GetQueryLineageArgs, opts?: DataFunctionInvokeOptions): Promise<GetQueryLineageResult> {
  return callDataFunction(getQueryLineageDefinition, args, programFunctionClients(opts));
}

/**
 * {@link getQueryLineage} for Pulumi Inputs: `fingerprint` may be an Output or a Promise.
 *
 * ## Example usage
 *
 * ```typescript
 * const fingerprint = new pulumi.Config().require("queryFingerprint");
 * const lineage = datafold.getQueryLineageOutput({ fingerprint });
 * export const tablesRead = lineage.tablesRead.apply((tables) => tables.map((t) => t.name));
 * ```
 */
export function getQueryLineageOutput(
  args: OutputArgs<GetQueryLineageArgs>,
  opts?: DataFunctionOutputOptions,
): pulumi.Output<GetQueryLineageResult> {
  return outputForm(getQueryLineage, args, opts);
}

/**
 * Reads the most executed queries (lineage v2, an internal path of the service).
 *
 * Connection: as {@link getQueryLineage}.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const top = await datafold.getTopQueries({ limit: 5, statementType: "SELECT" });
 * export const busiest = top.queries.map((q) => `${q.sqlPreview} (${q.executionCount} runs)`);
 * ```
 */
export async function getTopQueries(args: GetTopQueriesArgs = {}, opts?: DataFunctionInvokeOptions): Promise<GetTopQueriesResult> {
  return callDataFunction(getTopQueriesDefinition, args, programFunctionClients(opts));
}

/**
 * {@link getTopQueries} for Pulumi Inputs: the arguments may be Outputs or Promises.
 *
 * ## Example usage
 *
 * ```typescript
 * const top = datafold.getTopQueriesOutput({ limit: new pulumi.Config().getNumber("topQueries") ?? 10 });
 * export const topFingerprints = top.queries.apply((queries) => queries.map((q) => q.fingerprint));
 * ```
 */
export function getTopQueriesOutput(
  args: OutputArgs<GetTopQueriesArgs> = {},
  opts?: DataFunctionOutputOptions,
): pulumi.Output<GetTopQueriesResult> {
  return outputForm(getTopQueries, args, opts);
}
