// Generated from src/functions/monitor-definition.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.
import type { DataDiffMonitorCheckedInputs, DataDiffMonitorQueryDataset, DataDiffMonitorTableDataset } from "../../resources/generated/data-diff-monitor";
import type { DataTestMonitorCheckedInputs } from "../../resources/generated/data-test-monitor";
import type { MetricMonitorCheckedInputs } from "../../resources/generated/metric-monitor";
import type { SchemaChangeMonitorCheckedInputs } from "../../resources/generated/schema-change-monitor";
import type { MonitorRunState, MonitorType } from "../../types/monitor";

/** The arguments of {@link getMonitor}. */
export interface GetMonitorArgs {
  /**
   * The monitor's id in Datafold: a positive whole number (a monitor resource's `monitorId`, or an
   * id from {@link getMonitors}).
   */
  readonly monitorId: number;
}

/**
 * What {@link getMonitor} returns: the monitor's definition in the shape of its resource's inputs,
 * discriminated by `monitorType`, with its read-only facts. Read afresh at every run of the
 * program.
 */
export type GetMonitorResult =
  | (MetricMonitorSpec & GetMonitorFacts<"metric">)
  | (SchemaChangeMonitorSpec & GetMonitorFacts<"schema">)
  | (DataTestMonitorSpec & GetMonitorFacts<"test">)
  | (DataDiffMonitorSpec & GetMonitorFacts<"diff">);

/** A metric monitor as a {@link MetricMonitor}'s inputs. */
export type MetricMonitorSpec = Omit<MetricMonitorCheckedInputs, "onDelete" | "adoptMonitorId">;

/** A schema-change monitor as a {@link SchemaChangeMonitor}'s inputs. */
export type SchemaChangeMonitorSpec = Omit<SchemaChangeMonitorCheckedInputs, "onDelete" | "adoptMonitorId">;

/** A table of a standard data test, as GET shows it: its path only. */
export interface DataTestMonitorShownTable {
  /** The table, such as `analytics.orders`. Its columns are not shown (see `unknownFields`). */
  readonly path: string;
}

/**
 * A standard data test as GET shows it: the first of its tables, without its type, columns or
 * variables (see `unknownFields`).
 */
export interface DataTestMonitorShownTest {
  /** Its first table (the others are not shown). */
  readonly tables: readonly DataTestMonitorShownTable[];
}

/** A data test monitor as a {@link DataTestMonitor}'s inputs, as far as GET shows them. */
export type DataTestMonitorSpec = Omit<DataTestMonitorCheckedInputs, "onDelete" | "adoptMonitorId" | "test"> & {
  /**
   * A standard test, as far as GET shows it: its first table's path. Its type is not shown
   * (`missingRequiredFields` names it).
   */
  readonly test?: DataTestMonitorShownTest;
};

/**
 * A data diff as GET shows it: its two sides; its primary key and options are not shown (see
 * `unknownFields`).
 */
export interface DataDiffMonitorShownDefinition {
  /**
   * `"inmem"` when the two sides are in different data sources; absent when they share one, since
   * either kind is possible then (`missingRequiredFields` names it).
   */
  readonly diffType?: "indb" | "inmem";
  /** The first dataset: its data source and table (with filter) or query. */
  readonly datasetA: DataDiffMonitorTableDataset | DataDiffMonitorQueryDataset;
  /** The second dataset: its data source and table (with filter) or query. */
  readonly datasetB: DataDiffMonitorTableDataset | DataDiffMonitorQueryDataset;
}

/** A data diff monitor as a {@link DataDiffMonitor}'s inputs, as far as GET shows them. */
export type DataDiffMonitorSpec = Omit<DataDiffMonitorCheckedInputs, "onDelete" | "adoptMonitorId" | "datadiff"> & {
  /** The data diff, as far as GET shows it: its two sides. */
  readonly datadiff: DataDiffMonitorShownDefinition;
};

/** What {@link getMonitor} says of a monitor of any kind besides its inputs. */
export interface GetMonitorFacts<K extends MonitorType> {
  /** The monitor's id in Datafold. */
  readonly monitorId: number;
  /**
   * The monitor's kind: `"metric"`, `"diff"`, `"schema"` or `"test"`; it tells which resource's
   * inputs the rest are.
   */
  readonly monitorType: K;
  /**
   * The inputs GET does not show, by path (`"datadiff.primaryKey"`, `"metric.alertOnMissingData"`):
   * left out of the result rather than guessed. Empty when the result is the monitor's whole
   * definition.
   */
  readonly unknownFields: readonly string[];
  /**
   * Those of `unknownFields` the resource requires (`"datadiff.primaryKey"`, `"test.type"`): a
   * resource declared from this result needs them filled in. Empty when the result is complete.
   */
  readonly missingRequiredFields: readonly string[];
  /**
   * The state of the last run: `ok`, `alert`, `error`, `learning`, `checking`, `created`,
   * `skipped`, `cancelled`, `queued`, or a state added since this version; null before the first
   * run.
   */
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
