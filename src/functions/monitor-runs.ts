import type * as pulumi from "@pulumi/pulumi";
import type { MonitorRunInfo } from "../types/monitor-spec";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import { getMonitorRunsDefinition } from "./monitor-runs-definition";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";

export type { MonitorRunInfo };

/** The arguments of {@link getMonitorRuns}: the monitor, and optionally a time window. */
export interface GetMonitorRunsArgs {
  /** The monitor's id in Datafold: a positive whole number (a monitor resource's `monitorId`, or an id from {@link getMonitors}). */
  readonly monitorId: number;
  /** Only runs that started at or after this time: an ISO 8601 date-time such as `"2025-05-31T09:30:00Z"` (or a date: midnight UTC). Applied by the service. */
  readonly startTime?: string;
  /** Only runs that started at or before this time: an ISO 8601 date-time (or a date: midnight UTC). Applied by the service. */
  readonly endTime?: string;
  /**
   * Runs per request while walking the pages: a whole number, 1 or more. Default 100.
   * Changes only how many requests are made, not the result.
   */
  readonly pageSize?: number;
  /**
   * Most pages read. A service whose first page announces more fails the call (TooManyPagesError)
   * instead of being walked: narrow the window with `startTime`. Default 10 000.
   */
  readonly maxPages?: number;
}

/** What {@link getMonitorRuns} returns: read afresh at every run of the program. */
export interface GetMonitorRunsResult {
  /** The monitor asked about. */
  readonly monitorId: number;
  /** Its runs in the window, from all pages, newest first. */
  readonly runs: readonly MonitorRunInfo[];
  /** How many runs: the length of `runs`. */
  readonly total: number;
}

/**
 * Reads the runs of one monitor, newest first, every page (a few at a time), optionally only
 * those that started between `startTime` and `endTime`. A monitor that does not exist is a
 * NotFoundError.
 *
 * Connection: stack config `datafold:apiKey` (secret) and `datafold:host`, else the
 * environment variables DATAFOLD_API_KEY and DATAFOLD_HOST.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const week = await datafold.getMonitorRuns({ monitorId: 100001, startTime: "2025-05-24T00:00:00Z" });
 * export const alertsThisWeek = week.runs.filter((run) => run.state === "alert").length;
 * export const lastRunState = week.runs[0]?.state;
 * ```
 */
export async function getMonitorRuns(args: GetMonitorRunsArgs, opts?: DataFunctionInvokeOptions): Promise<GetMonitorRunsResult> {
  return callDataFunction(getMonitorRunsDefinition, args, programFunctionClients(opts));
}

/**
 * {@link getMonitorRuns} for Pulumi Inputs: the arguments may be Outputs or Promises, such as
 * a monitor resource's `monitorId`.
 *
 * ## Example usage
 *
 * ```typescript
 * const orders = new datafold.MetricMonitor("orders", { ... });
 * const runs = datafold.getMonitorRunsOutput({ monitorId: orders.monitorId });
 * export const ordersRuns = runs.total;
 * ```
 */
export function getMonitorRunsOutput(args: OutputArgs<GetMonitorRunsArgs>, opts?: DataFunctionOutputOptions): pulumi.Output<GetMonitorRunsResult> {
  return outputForm(getMonitorRuns, args, opts);
}
