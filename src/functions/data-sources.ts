import type * as pulumi from "@pulumi/pulumi";
import { callDataFunction } from "./data-function";
import { getDataSourceDefinition, getDataSourcesDefinition } from "./data-sources-definition";
import { outputForm } from "./function-arguments";
import type { GetDataSourceArgs, GetDataSourceResult } from "./generated/get-data-source";
import type { GetDataSourcesArgs, GetDataSourcesResult } from "./generated/get-data-sources";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";

/**
 * Lists the account's data sources (GET /api/v1/data_sources): id, name and kind, never their
 * options or credentials. `name` keeps those of exactly that name; `type` those of a kind, as
 * the API names it (`pg`, `bigquery`) or as a `DataSource`'s block does (`postgres`, `bigQuery`).
 *
 * Connection: stack config `datafold:apiKey` (secret) and `datafold:host`, else the environment
 * variables DATAFOLD_API_KEY and DATAFOLD_HOST.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const warehouses = await datafold.getDataSources({ type: "snowflake" });
 * export const snowflakeNames = warehouses.dataSources.map((source) => source.name);
 * ```
 */
export async function getDataSources(args: GetDataSourcesArgs = {}, opts?: DataFunctionInvokeOptions): Promise<GetDataSourcesResult> {
  return callDataFunction(getDataSourcesDefinition, args, programFunctionClients(opts));
}

/**
 * {@link getDataSources} for Pulumi Inputs: the arguments may be Outputs or Promises.
 *
 * ## Example usage
 *
 * ```typescript
 * const postgres = datafold.getDataSourcesOutput({ type: "postgres" });
 * export const postgresIds = postgres.dataSources.apply((sources) => sources.map((source) => source.id));
 * ```
 */
export function getDataSourcesOutput(args: OutputArgs<GetDataSourcesArgs> = {}, opts?: DataFunctionOutputOptions): pulumi.Output<GetDataSourcesResult> {
  return outputForm(getDataSources, args, opts);
}

/**
 * One data source, by `id` or by `name`: exactly one data source must have the name; none, or
 * several, is an error that lists the account's data sources. Its `id` is what a monitor's
 * `connectionId` takes, so that a program names its connections instead of carrying numeric
 * ids that differ from one account to the next.
 *
 * Connection: stack config `datafold:apiKey` (secret) and `datafold:host`, else the environment
 * variables DATAFOLD_API_KEY and DATAFOLD_HOST.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const warehouse = await datafold.getDataSource({ name: "snowflake-prod" });
 * export const warehouseId = warehouse.id;
 * ```
 */
export async function getDataSource(args: GetDataSourceArgs, opts?: DataFunctionInvokeOptions): Promise<GetDataSourceResult> {
  return callDataFunction(getDataSourceDefinition, args, programFunctionClients(opts));
}

/**
 * {@link getDataSource} for Pulumi Inputs: the arguments may be Outputs or Promises, such as a
 * `DataSource`'s name, which also makes the look-up wait for that data source to exist.
 *
 * ## Example usage
 *
 * ```typescript
 * new datafold.SchemaChangeMonitor("orders-schema", {
 *   name: "Schema of orders",
 *   connectionId: datafold.getDataSourceOutput({ name: "snowflake-prod" }).id,
 *   table: "ANALYTICS.PROD.ORDERS",
 *   schedule: { interval: { every: "day" } },
 * });
 * ```
 */
export function getDataSourceOutput(args: OutputArgs<GetDataSourceArgs>, opts?: DataFunctionOutputOptions): pulumi.Output<GetDataSourceResult> {
  return outputForm(getDataSource, args, opts);
}
