import type * as pulumi from "@pulumi/pulumi";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { GetMonitorsArgs, GetMonitorsResult } from "./generated/get-monitors";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import { getMonitorsDefinition } from "./monitors-definition";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";

/**
 * Reads every monitor of the account (all pages, fetched a few at a time), keeps those
 * that match the arguments, and counts them by state and kind. Tags and order are applied
 * by the service; states, kinds and `enabled` here, as the API cannot filter on them.
 *
 * Connection: stack config `datafold:apiKey` (secret) and `datafold:host`, else the
 * environment variables DATAFOLD_API_KEY and DATAFOLD_HOST.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const critical = await datafold.getMonitors({ tags: ["critical"], orderBy: "last_triggered" });
 * export const alerting = critical.countsByState.alert;
 * export const failing = critical.monitors.filter((m) => m.state === "error").map((m) => m.name);
 * ```
 */
export async function getMonitors(args: GetMonitorsArgs = {}, opts?: DataFunctionInvokeOptions): Promise<GetMonitorsResult> {
  return callDataFunction(getMonitorsDefinition, args, programFunctionClients(opts));
}

/**
 * {@link getMonitors} for Pulumi Inputs: the arguments may be Outputs or Promises.
 *
 * ## Example usage
 *
 * ```typescript
 * const team = new pulumi.Config().require("team");
 * const monitors = datafold.getMonitorsOutput({ tags: [team], states: ["alert", "error"] });
 * export const needAttention = monitors.total;
 * ```
 */
export function getMonitorsOutput(
  args: OutputArgs<GetMonitorsArgs> = {},
  opts?: DataFunctionOutputOptions,
): pulumi.Output<GetMonitorsResult> {
  return outputForm(getMonitors, args, opts);
}
