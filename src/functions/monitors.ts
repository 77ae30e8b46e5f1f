import type * as pulumi from "@pulumi/pulumi";
import type { MonitorInfo, MonitorRunState, MonitorSortField, MonitorType, SortOrder } from "../types/monitor";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import { getMonitorsDefinition } from "./monitors-definition";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";

export type { MonitorInfo };

/** A monitor's last run state, or "none" for a monitor that has not reported one yet. */
export type MonitorStateName = MonitorRunState | "none";

/** The arguments of {@link getMonitors}: every one optional; together they narrow the list. */
export interface GetMonitorsArgs {
  /** Only monitors that carry every one of these tags (filtered by the service); each non-empty, without commas. */
  readonly tags?: readonly string[];
  /** Only monitors whose last run state is one of these ("none": no state reported yet). */
  readonly states?: readonly MonitorStateName[];
  /** Only monitors of these kinds (diff, metric, schema, test). */
  readonly monitorTypes?: readonly MonitorType[];
  /** Only enabled (true) or only disabled (false) monitors. */
  readonly enabled?: boolean;
  /**
   * Order of the list, by the service: `id`, `name`, `last_triggered` (last alert),
   * `last_run` or `created_by` (owner). Without it, the service's own order.
   */
  readonly orderBy?: MonitorSortField;
  /** `asc` or `desc` (the service's default) when `orderBy` is set. */
  readonly sortOrder?: SortOrder;
  /**
   * Monitors per request while walking the pages: a whole number, 1 or more. Default 100.
   * Changes only how many requests are made, not the result.
   */
  readonly pageSize?: number;
  /**
   * Most pages read. A service whose first page announces more fails the call (TooManyPagesError)
   * instead of being walked. Default 10 000, far above any real account at the default page size.
   */
  readonly maxPages?: number;
}

/**
 * Monitors per last run state. Every key is always present (0 when no monitor is in that
 * state), so a stack output such as `countsByState.alert` is always a number; `other`
 * counts states this package does not know yet. The counts add up to `total`.
 */
export type MonitorStateCounts = { readonly [S in MonitorStateName | "other"]: number };

/** Monitors per kind, as {@link MonitorStateCounts}; `other` counts unknown or missing kinds. */
export type MonitorTypeCounts = { readonly [T in MonitorType | "other"]: number };

/** What {@link getMonitors} returns: read afresh at every run of the program. */
export interface GetMonitorsResult {
  /** Every monitor that matches the arguments, from all pages, in the service's order. */
  readonly monitors: readonly MonitorInfo[];
  /** How many monitors matched: the length of `monitors`. */
  readonly total: number;
  /** How many of the matching monitors are in each last run state. */
  readonly countsByState: MonitorStateCounts;
  /** How many of the matching monitors are of each kind. */
  readonly countsByType: MonitorTypeCounts;
}

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
