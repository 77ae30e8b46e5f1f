import type * as pulumi from "@pulumi/pulumi";
import { z } from "zod";
import { TopQueriesParams } from "../client/main-service/params";
import { asPathSegment } from "../core/path-segment";
import * as wire from "../schemas/lineage";
import type { LineageQuery, LineageTable } from "../types/lineage";
import {
  checkFunctionArguments,
  outputForm,
  requiredArgument,
} from "./function-arguments";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import type { OutputArgs } from "./output-args";
import { programDatafoldClient } from "./program-config";

export type { LineageQuery, LineageTable };

/** The arguments of {@link getQueryLineage}. */
export interface GetQueryLineageArgs {
  /** The query's fingerprint (see {@link getTopQueries}): non-empty text, one path segment. */
  readonly fingerprint: string;
}

/** What {@link getQueryLineage} returns: read afresh at every run of the program. */
export interface GetQueryLineageResult {
  /** The fingerprint asked for. */
  readonly fingerprint: string;
  /** The query itself, with its usage statistics. */
  readonly query: LineageQuery;
  /** The tables and views the query reads. */
  readonly tablesRead: readonly LineageTable[];
  /** The query's output columns, as the service describes them (such as name, dataType, position). */
  readonly outputColumns: readonly Readonly<Record<string, unknown>>[];
  /** Where each output column comes from (such as outputColumn, sourceTable, sourceColumn, transformType). */
  readonly columnLineage: readonly Readonly<Record<string, unknown>>[];
}

/** The arguments of {@link getTopQueries}: both optional. */
export interface GetTopQueriesArgs {
  /** Most queries returned: a whole number, 1 or more. The service's default is 100. */
  readonly limit?: number;
  /** Only queries of this statement type (SELECT, INSERT, ...). */
  readonly statementType?: string;
}

/** What {@link getTopQueries} returns: read afresh at every run of the program. */
export interface GetTopQueriesResult {
  /** The queries, most executed first. */
  readonly queries: readonly LineageQuery[];
}

const GetQueryLineageArgsSchema = z.strictObject({
  fingerprint: asPathSegment(
    z
      .string(requiredArgument("a string", "the query's fingerprint (see getTopQueries)"))
      .trim()
      .min(1, "must be a non-empty query fingerprint"),
  ),
}) satisfies z.ZodType<GetQueryLineageArgs>;

const GetTopQueriesArgsSchema = TopQueriesParams satisfies z.ZodType<GetTopQueriesArgs>;

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
  const { fingerprint } = checkFunctionArguments(GetQueryLineageArgsSchema, args, "getQueryLineage");
  const lineage = await programDatafoldClient(opts).getQueryLineage(fingerprint);
  return {
    fingerprint,
    query: wire.LineageQuery.from(lineage.query),
    tablesRead: lineage.tablesRead.map((table) => wire.LineageTable.from(table)),
    outputColumns: lineage.outputColumns.map((column) => ({ ...column })),
    columnLineage: lineage.columnLineage.map((edge) => ({ ...edge })),
  };
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
  const params = checkFunctionArguments(GetTopQueriesArgsSchema, args, "getTopQueries");
  const queries = await programDatafoldClient(opts).getTopQueries(params);
  return { queries: queries.map((query) => wire.LineageQuery.from(query)) };
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
