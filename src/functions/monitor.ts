import type * as pulumi from "@pulumi/pulumi";
import type { MonitorRunState, MonitorType } from "../types/monitor";
import type { DataDiffMonitorCheckedInputs, DataDiffMonitorQueryDataset, DataDiffMonitorTableDataset } from "../resources/generated/data-diff-monitor";
import type { DataTestMonitorCheckedInputs } from "../resources/generated/data-test-monitor";
import type { MetricMonitorCheckedInputs } from "../resources/generated/metric-monitor";
import type { SchemaChangeMonitorCheckedInputs } from "../resources/generated/schema-change-monitor";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import { getMonitorDefinition } from "./monitor-definition";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";

/** The arguments of {@link getMonitor}. */
export interface GetMonitorArgs {
  /** The monitor's id in Datafold: a positive whole number (a monitor resource's `monitorId`, or an id from {@link getMonitors}). */
  readonly monitorId: number;
}

/** The inputs of a resource that describe its monitor: those of the resource alone (`onDelete`, `adoptMonitorId`) left out. */
type SpecOf<A> = Omit<A, "onDelete" | "adoptMonitorId">;

/** A metric monitor as a {@link MetricMonitor}'s inputs. */
export type MetricMonitorSpec = SpecOf<MetricMonitorCheckedInputs>;

/** A schema-change monitor as a {@link SchemaChangeMonitor}'s inputs. */
export type SchemaChangeMonitorSpec = SpecOf<SchemaChangeMonitorCheckedInputs>;

/** A table of a standard data test, as GET shows it: its path only. */
export interface DataTestMonitorShownTable {
  /** The table, such as `analytics.orders`. Its columns are not shown (see `unknownFields`). */
  readonly path: string;
}

/** A standard data test as GET shows it: the first of its tables, without its type, columns or variables (see `unknownFields`). */
export interface DataTestMonitorShownTest {
  /** Its first table (the others are not shown). */
  readonly tables: readonly DataTestMonitorShownTable[];
}

/** A data test monitor as a {@link DataTestMonitor}'s inputs, as far as GET shows them. */
export type DataTestMonitorSpec = Omit<SpecOf<DataTestMonitorCheckedInputs>, "test"> & {
  /** A standard test, as far as GET shows it: its first table's path. Its type is not shown (`missingRequiredFields` names it). */
  readonly test?: DataTestMonitorShownTest;
};

/** A data diff as GET shows it: its two sides; its primary key and options are not shown (see `unknownFields`). */
export interface DataDiffMonitorShownDefinition {
  /**
   * `"inmem"` when the two sides are in different data sources; absent when they share one,
   * since either kind is possible then (`missingRequiredFields` names it).
   */
  readonly diffType?: "indb" | "inmem";
  /** The first dataset: its data source and table (with filter) or query. */
  readonly datasetA: DataDiffMonitorTableDataset | DataDiffMonitorQueryDataset;
  /** The second dataset: its data source and table (with filter) or query. */
  readonly datasetB: DataDiffMonitorTableDataset | DataDiffMonitorQueryDataset;
}

/** A data diff monitor as a {@link DataDiffMonitor}'s inputs, as far as GET shows them. */
export type DataDiffMonitorSpec = Omit<SpecOf<DataDiffMonitorCheckedInputs>, "datadiff"> & {
  /** The data diff, as far as GET shows it: its two sides. */
  readonly datadiff: DataDiffMonitorShownDefinition;
};

/** What {@link getMonitor} says of a monitor of any kind besides its inputs. */
export interface GetMonitorFacts<K extends MonitorType> {
  /** The monitor's id in Datafold. */
  readonly monitorId: number;
  /** The monitor's kind: `"metric"`, `"diff"`, `"schema"` or `"test"`; it tells which resource's inputs the rest are. */
  readonly monitorType: K;
  /**
   * The inputs GET does not show, by path (`"datadiff.primaryKey"`, `"metric.alertOnMissingData"`):
   * left out of the result rather than guessed. Empty when the result is the monitor's whole definition.
   */
  readonly unknownFields: readonly string[];
  /**
   * Those of `unknownFields` the resource requires (`"datadiff.primaryKey"`, `"test.type"`): a
   * resource declared from this result needs them filled in. Empty when the result is complete.
   */
  readonly missingRequiredFields: readonly string[];
  /** The state of the last run: one of {@link MonitorRunState}, or a state added since this version; null before the first run. */
  readonly state: MonitorRunState | (string & {}) | null;
  /** When the monitor last ran: an ISO 8601 timestamp in UTC; null before its first run. */
  readonly lastRun: string | null;
  /** When the monitor last alerted: an ISO 8601 timestamp in UTC; null when it never has. */
  readonly lastAlert: string | null;
  /** When the monitor was created: an ISO 8601 timestamp in UTC. */
  readonly createdAt: string;
  /** When the monitor was last modified: an ISO 8601 timestamp in UTC. Moves with every edit. */
  readonly modifiedAt: string;
}

/**
 * What {@link getMonitor} returns: the monitor's definition in the shape of its resource's
 * inputs, discriminated by `monitorType`, with its read-only facts. Read afresh at every run
 * of the program.
 */
export type GetMonitorResult =
  | (GetMonitorFacts<"metric"> & MetricMonitorSpec)
  | (GetMonitorFacts<"schema"> & SchemaChangeMonitorSpec)
  | (GetMonitorFacts<"test"> & DataTestMonitorSpec)
  | (GetMonitorFacts<"diff"> & DataDiffMonitorSpec);

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
