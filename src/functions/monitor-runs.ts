import type * as pulumi from "@pulumi/pulumi";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { GetMonitorRunsArgs, GetMonitorRunsResult } from "./generated/get-monitor-runs";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import { getMonitorRunsDefinition } from "./monitor-runs-definition";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";

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
