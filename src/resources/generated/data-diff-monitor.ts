// Generated from src/provider/monitors/data-diff-monitor.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { MonitorCommonCheckedInputs, MonitorCommonInputFields, MonitorCommonOutputFields } from "./monitor-common";

/** An in-database data diff (the vendor's InDbDataDiffConfig). */
export interface DataDiffMonitorInDb {
  /** `"indb"`: both datasets in one data source. */
  readonly diffType: "indb";
  /** The first dataset. */
  readonly datasetA: DataDiffMonitorTableDataset | DataDiffMonitorQueryDataset;
  /** The second dataset. */
  readonly datasetB: DataDiffMonitorTableDataset | DataDiffMonitorQueryDataset;
  /** The columns of the primary key. */
  readonly primaryKey: string[];
  /** The columns compared. Optional; set it or `includeColumns`, not both. */
  readonly columnsToCompare?: string[];
  /** Columns included (the vendor's alias of `columnsToCompare`). Optional. */
  readonly includeColumns?: string[];
  /** Columns left out of the comparison. Optional. */
  readonly excludeColumns?: string[];
  /** Columns of A compared with differently named columns of B. Optional. */
  readonly columnRemapping?: Record<string, string>;
  /** Compare rows with duplicate primary keys (the vendor's default: true). Optional. */
  readonly compareDuplicates?: boolean;
  /** Ignore case in string comparisons (default false). Optional. */
  readonly ignoreStringCase?: boolean;
  /** Treat NULL and '' as equal (default false). Optional. */
  readonly nullEqualsEmptyString?: boolean;
  /** Materialize the results (default false). Optional. */
  readonly materializeResults?: boolean;
  /** Sort array columns before comparing. Optional. */
  readonly sortArrayColumns?: boolean;
  /**
   * Sampling: `{ tolerance, confidence }`, `{ rate }` or `{ maxRows }`, each with an optional
   * `threshold`. Optional.
   */
  readonly sampling?: DataDiffMonitorToleranceSampling | DataDiffMonitorPercentageSampling | DataDiffMonitorMaxRowsSampling;
  /** Tolerances of datetime and float columns. Optional. */
  readonly tolerance?: DataDiffMonitorTolerance;
  /** The time column of a time-series diff. Optional. */
  readonly timeseriesDimensionColumn?: string;
}

/** A cross-database data diff (the vendor's InMemDataDiffConfig). */
export interface DataDiffMonitorInMem {
  /** `"inmem"`: datasets in different data sources, compared in memory. */
  readonly diffType: "inmem";
  /** The first dataset. */
  readonly datasetA: DataDiffMonitorTableDataset | DataDiffMonitorQueryDataset;
  /** The second dataset. */
  readonly datasetB: DataDiffMonitorTableDataset | DataDiffMonitorQueryDataset;
  /** The columns of the primary key. */
  readonly primaryKey: string[];
  /** The columns compared. Optional; set it or `includeColumns`, not both. */
  readonly columnsToCompare?: string[];
  /** Columns included (the vendor's alias of `columnsToCompare`). Optional. */
  readonly includeColumns?: string[];
  /** Columns left out of the comparison. Optional. */
  readonly excludeColumns?: string[];
  /** Columns of A compared with differently named columns of B. Optional. */
  readonly columnRemapping?: Record<string, string>;
  /** Compare rows with duplicate primary keys (the vendor's default: true). Optional. */
  readonly compareDuplicates?: boolean;
  /** Ignore case in string comparisons (default false). Optional. */
  readonly ignoreStringCase?: boolean;
  /** Treat NULL and '' as equal (default false). Optional. */
  readonly nullEqualsEmptyString?: boolean;
  /** Materialize the results (default false). Optional. */
  readonly materializeResults?: boolean;
  /** Sort array columns before comparing. Optional. */
  readonly sortArrayColumns?: boolean;
  /**
   * Sampling: `{ tolerance, confidence }`, `{ rate }` or `{ maxRows }`, each with an optional
   * `threshold`. Optional.
   */
  readonly sampling?: DataDiffMonitorToleranceSampling | DataDiffMonitorPercentageSampling | DataDiffMonitorMaxRowsSampling;
  /** Tolerances of datetime and float columns. Optional. */
  readonly tolerance?: DataDiffMonitorTolerance;
  /** Extra equality rules. Optional. */
  readonly columnRules?: DataDiffMonitorColumnRule[];
  /** The data source results are materialized to. Optional. */
  readonly materializeResultsTo?: number;
}

/** A table to compare (the vendor's InDbTableDataset and XdbTableDataset). */
export interface DataDiffMonitorTableDataset {
  /** The data source's id. */
  readonly connectionId: number;
  /** The table, such as `analytics.orders`. */
  readonly table: string;
  /** A SQL condition that selects the rows compared. Optional. */
  readonly filter?: string;
  /** Compare the table as of this point (in-database diffs only). Optional. */
  readonly timeTravelPoint?: string | number;
  /**
   * Materialize the dataset before comparing (cross-database diffs only; the vendor's default:
   * true). Optional.
   */
  readonly materialize?: boolean;
  /** Session parameters set on the connection before the query runs. Optional. */
  readonly sessionParameters?: Record<string, unknown>;
}

/** A query's result to compare (the vendor's InDbQueryDataset and XdbQueryDataset). */
export interface DataDiffMonitorQueryDataset {
  /** The data source's id. */
  readonly connectionId: number;
  /** The SQL query whose result is compared. */
  readonly query: string;
  /** Run the query as of this point (in-database diffs only). Optional. */
  readonly timeTravelPoint?: string | number;
  /**
   * Materialize the dataset before comparing (cross-database diffs only; the vendor's default:
   * true). Optional.
   */
  readonly materialize?: boolean;
  /** Session parameters set on the connection before the query runs. Optional. */
  readonly sessionParameters?: Record<string, unknown>;
}

/** Sampling by tolerance and confidence (the vendor's ToleranceBasedSampling). */
export interface DataDiffMonitorToleranceSampling {
  /** The tolerated share of differing rows. */
  readonly tolerance: number;
  /** The confidence of the sample. */
  readonly confidence: number;
  /** Below this many rows, no sampling. Optional. */
  readonly threshold?: number;
}

/** Sampling by a rate (the vendor's PercentageSampling). */
export interface DataDiffMonitorPercentageSampling {
  /** The share of rows sampled. */
  readonly rate: number;
  /** Below this many rows, no sampling. Optional. */
  readonly threshold?: number;
}

/** Sampling up to a number of rows (the vendor's MaxRowsSampling). */
export interface DataDiffMonitorMaxRowsSampling {
  /** The most rows sampled. */
  readonly maxRows: number;
  /** Below this many rows, no sampling. Optional. */
  readonly threshold?: number;
}

/** Tolerances of the comparison (the vendor's DataDiffToleranceConfig). */
export interface DataDiffMonitorTolerance {
  /** Datetime columns. Optional. */
  readonly datetime?: DataDiffMonitorDatetimeTolerance;
  /** Float columns. Optional. */
  readonly float?: DataDiffMonitorFloatTolerance;
}

/** The tolerance of datetime columns (the vendor's DatetimeColumnToleranceConfig). */
export interface DataDiffMonitorDatetimeTolerance {
  /** The precision datetimes are compared to. */
  readonly default: "1s" | "0.1s" | "0.01s" | "1ms" | "0.1ms" | "0.01ms" | "1us";
}

/** The tolerance of float columns (the vendor's ColumnToleranceConfig). */
export interface DataDiffMonitorFloatTolerance {
  /** The tolerance of every float column. Optional. */
  readonly default?: DataDiffMonitorRelativeTolerance | DataDiffMonitorAbsoluteTolerance;
  /** Tolerances by column. Optional. */
  readonly columnTolerance?: Record<string, DataDiffMonitorRelativeTolerance | DataDiffMonitorAbsoluteTolerance>;
}

/** A relative tolerance (the vendor's RelativeColumnTolerance). */
export interface DataDiffMonitorRelativeTolerance {
  /** `"relative"`. */
  readonly type: "relative";
  /** The tolerated relative difference. */
  readonly value: number;
}

/** An absolute tolerance (the vendor's AbsoluteColumnTolerance). */
export interface DataDiffMonitorAbsoluteTolerance {
  /** `"absolute"`. */
  readonly type: "absolute";
  /** The tolerated absolute difference. */
  readonly value: number;
}

/** An extra equality rule of an in-memory diff (the vendor's ColumnRule). */
export interface DataDiffMonitorColumnRule {
  /** The condition under which two values count as equal (the vendor's `equal_if`). */
  readonly equalIf: string;
  /** The column the rule applies to; give it or `type`. */
  readonly column?: string;
  /** The datatype the rule applies to; give it or `column`. */
  readonly type?: "boolean" | "integer" | "float" | "decimal" | "unbounded_decimal" | "money" | "string" | "fixed_length_string" | "varbinary" | "binary" | "date" | "super" | "time" | "time_interval" | "timestamp" | "year" | "uuid" | "array" | "struct" | "json" | "xml" | "map" | "void" | "unsupported";
}

/** When a data diff monitor alerts (the vendor's DiffAlertCondition). */
export interface DataDiffMonitorAlert {
  /** Alert above this many different rows. Optional. */
  readonly differentRowsCount?: number;
  /** Alert above this percentage of different rows. Optional. */
  readonly differentRowsPercent?: number;
  /** Alert when the match ratio falls below this, 0.0 to 1.0. Optional. */
  readonly matchRatioMin?: number;
}

/** The inputs of a {@link DataDiffMonitor}, each as a program may give it. */
export interface DataDiffMonitorInputFields extends MonitorCommonInputFields {
  /**
   * The data diff, discriminated by `diffType`:
   * `{ diffType: "indb", datasetA, datasetB, primaryKey, ... }` (one data source) or
   * `{ diffType: "inmem", ... }` (two). Each dataset is `{ connectionId, table, filter? }` or
   * `{ connectionId, query }`. Required. Changing it replaces the monitor. A refresh compares each
   * side's data source, table, filter and query with what the service shows.
   */
  readonly datadiff: pulumi.Input<DataDiffMonitorInDb | DataDiffMonitorInMem>;
  /**
   * When to alert: `differentRowsCount`, `differentRowsPercent`, `matchRatioMin`. Optional; left
   * out, none. A change updates it in place.
   */
  readonly alert?: pulumi.Input<DataDiffMonitorAlert>;
}

/**
 * The inputs of a {@link DataDiffMonitor} as its provider's `check` returns them: defaults applied,
 * values resolved.
 */
export interface DataDiffMonitorCheckedInputs extends MonitorCommonCheckedInputs {
  /**
   * The data diff, discriminated by `diffType`:
   * `{ diffType: "indb", datasetA, datasetB, primaryKey, ... }` (one data source) or
   * `{ diffType: "inmem", ... }` (two). Each dataset is `{ connectionId, table, filter? }` or
   * `{ connectionId, query }`. Required. Changing it replaces the monitor. A refresh compares each
   * side's data source, table, filter and query with what the service shows.
   */
  readonly datadiff: DataDiffMonitorInDb | DataDiffMonitorInMem;
  /**
   * When to alert: `differentRowsCount`, `differentRowsPercent`, `matchRatioMin`. Optional; left
   * out, none. A change updates it in place.
   */
  readonly alert?: DataDiffMonitorAlert;
}

/** What a {@link DataDiffMonitor} reports: its inputs as state holds them, then its outputs. */
export interface DataDiffMonitorOutputFields extends MonitorCommonOutputFields {
  /** The `datadiff` input. A change replaces the resource. */
  readonly datadiff: pulumi.Output<DataDiffMonitorInDb | DataDiffMonitorInMem>;
  /** The `alert` input; absent when it was left out. A change updates it in place. */
  readonly alert: pulumi.Output<DataDiffMonitorAlert | undefined>;
}
