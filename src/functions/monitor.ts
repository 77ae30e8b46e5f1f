import type * as pulumi from "@pulumi/pulumi";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { GetMonitorArgs, GetMonitorResult } from "./generated/get-monitor";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import { getMonitorDefinition } from "./monitor-definition";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";

/**
 * Reads one monitor: its definition in the shape of the inputs of its resource
 * (MetricMonitor, SchemaChangeMonitor, DataTestMonitor or DataDiffMonitor, by `monitorType`),
 * and its last run, alert and dates. The service's GET shows a monitor's definition only in
 * part (a data diff's primary key and options, a standard test's type, a custom metric's
 * `alertOnMissingData` are not shown): those inputs are left out, never guessed, and
 * `unknownFields` names them. A monitor that does not exist is a NotFoundError naming the id.
 *
 * Connection: stack config `datafold:apiKey` (secret) and `datafold:host`, else the
 * environment variables DATAFOLD_API_KEY and DATAFOLD_HOST.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const monitor = await datafold.getMonitor({ monitorId: 100001 });
 * export const lastState = monitor.state;
 * export const table = monitor.monitorType === "metric" && monitor.metric.type !== "custom" ? monitor.metric.table : undefined;
 * export const incomplete = monitor.missingRequiredFields; // such as ["datadiff.primaryKey"] for a data diff
 * ```
 */
export async function getMonitor(args: GetMonitorArgs, opts?: DataFunctionInvokeOptions): Promise<GetMonitorResult> {
  return callDataFunction(getMonitorDefinition, args, programFunctionClients(opts));
}

/**
 * {@link getMonitor} for Pulumi Inputs: the monitor's id may be an Output, such as a
 * monitor resource's `monitorId`.
 *
 * ## Example usage
 *
 * ```typescript
 * const orders = new datafold.MetricMonitor("orders", { ... });
 * const seen = datafold.getMonitorOutput({ monitorId: orders.monitorId });
 * export const ordersState = seen.state;
 * ```
 */
export function getMonitorOutput(args: OutputArgs<GetMonitorArgs>, opts?: DataFunctionOutputOptions): pulumi.Output<GetMonitorResult> {
  return outputForm(getMonitor, args, opts);
}
