import type * as pulumi from "@pulumi/pulumi";
import { getAuditLogsDefinition } from "./audit-logs-definition";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { GetAuditLogsArgs, GetAuditLogsResult } from "./generated/get-audit-logs";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";

/**
 * Reads the account's audit log (who changed what, and when), newest first, every entry of the
 * window however many answers it takes, optionally only those about one object type or object.
 *
 * Connection: stack config `datafold:apiKey` (secret) and `datafold:host`, else the
 * environment variables DATAFOLD_API_KEY and DATAFOLD_HOST.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const edits = await datafold.getAuditLogs({ objectType: "monitor", objectId: 100001, startTime: "2025-05-24T00:00:00Z" });
 * export const lastEditor = edits.entries[0]?.userEmail;
 * ```
 */
export async function getAuditLogs(args: GetAuditLogsArgs = {}, opts?: DataFunctionInvokeOptions): Promise<GetAuditLogsResult> {
  return callDataFunction(getAuditLogsDefinition, args, programFunctionClients(opts));
}

/**
 * {@link getAuditLogs} for Pulumi Inputs: the arguments may be Outputs or Promises, such as a
 * monitor resource's `monitorId`.
 *
 * ## Example usage
 *
 * ```typescript
 * const orders = new datafold.MetricMonitor("orders", { ... });
 * const edits = datafold.getAuditLogsOutput({ objectType: "monitor", objectId: orders.monitorId });
 * export const ordersEdits = edits.total;
 * ```
 */
export function getAuditLogsOutput(args: OutputArgs<GetAuditLogsArgs> = {}, opts?: DataFunctionOutputOptions): pulumi.Output<GetAuditLogsResult> {
  return outputForm(getAuditLogs, args, opts);
}
