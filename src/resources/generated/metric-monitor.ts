// Generated from src/provider/monitors/metric-monitor.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { MonitorCommonCheckedInputs, MonitorCommonInputFields, MonitorCommonOutputFields } from "./monitor-common";
import type { MonitorAbsoluteThreshold, MonitorAutomaticThreshold, MonitorPercentageThreshold } from "./monitor-shapes";

/** A table metric (the vendor's BaseTableMetricMonitorConfig). */
export interface MetricMonitorTableMetric {
  /** `"table"`: a metric of the whole table. */
  readonly type: "table";
  /** The table, such as `analytics.orders`. Optional in the vendor's model. */
  readonly table?: string;
  /**
   * The metric: `"row_count"` or `"freshness"` (the vendor's documented aliases), or one of its
   * internal names `"total"`, `"distinct"`, `"column_count"`, `"freshness_seconds"`,
   * `"freshness_minutes"`, which its monitors YAML schema accepts and its OpenAPI hides; sent as
   * given.
   */
  readonly metric: "row_count" | "freshness" | "total" | "distinct" | "column_count" | "freshness_seconds" | "freshness_minutes";
  /** A SQL condition that selects the rows measured. Optional. */
  readonly filter?: string;
  /**
   * Tables to include (the vendor's `include_tables`, a string sent as given). Optional. Datafold's
   * monitors YAML schema has it; its public OpenAPI does not list it, and GET does not show it, so
   * a refresh keeps what was sent.
   */
  readonly includeTables?: string;
  /**
   * Tables to exclude (the vendor's `exclude_tables`, a string sent as given). Optional. Datafold's
   * monitors YAML schema has it; its public OpenAPI does not list it, and GET does not show it, so
   * a refresh keeps what was sent.
   */
  readonly excludeTables?: string;
}

/** A column metric (the vendor's ColumnMetricMonitorConfig). */
export interface MetricMonitorColumnMetric {
  /** `"column"`: a metric of one column. */
  readonly type: "column";
  /** The table, such as `analytics.orders`. */
  readonly table: string;
  /** The column. */
  readonly column: string;
  /**
   * The metric: `"minimum"`, `"maximum"`, `"std_dev"`, `"cardinality"`, `"uniqueness"`, `"median"`,
   * `"average"`, `"sum"`, `"fill_rate"` (the vendor's documented aliases), or one of its internal
   * names `"total"`, `"distinct"`, `"uniqueness"`, `"nulls"`, `"fill_rate"`, `"sum"`, `"min"`,
   * `"max"`, `"qmin"`, `"qmax"`, `"median"`, `"average"`, `"stddev"`, `"col_freshness_minutes"`,
   * which its monitors YAML schema accepts and its OpenAPI hides; sent as given.
   */
  readonly metric: "minimum" | "maximum" | "std_dev" | "cardinality" | "uniqueness" | "median" | "average" | "sum" | "fill_rate" | "total" | "distinct" | "nulls" | "min" | "max" | "qmin" | "qmax" | "stddev" | "col_freshness_minutes";
  /** A SQL condition that selects the rows measured. Optional. */
  readonly filter?: string;
}

/** A custom metric (the vendor's CustomMetricMonitorConfig). */
export interface MetricMonitorCustomMetric {
  /** `"custom"`: a metric computed by a SQL query. */
  readonly type: "custom";
  /** The SQL query that computes the metric. */
  readonly query: string;
  /**
   * Alert when the query returns unexpectedly few data points (the vendor's
   * `alert_on_missing_data`, default false). Optional.
   */
  readonly alertOnMissingData?: boolean;
}

/** The inputs of a {@link MetricMonitor}, each as a program may give it. */
export interface MetricMonitorInputFields extends MonitorCommonInputFields {
  /**
   * The id of the data source (connection) the metric is computed in. Required. Changing it
   * replaces the monitor: the update endpoint cannot move one.
   */
  readonly connectionId: pulumi.Input<number>;
  /**
   * What is measured, discriminated by `type`:
   * `{ type: "table", table, metric: "row_count" | "freshness", filter?, includeTables?, excludeTables? }`,
   * `{ type: "column", table, column, metric, filter? }` or
   * `{ type: "custom", query, alertOnMissingData? }`. Required. Changing it replaces the monitor:
   * the update endpoint cannot change a metric. A refresh compares the table, column, metric and
   * filter (or the query) with what the service shows; `alertOnMissingData` it cannot see.
   */
  readonly metric: pulumi.Input<MetricMonitorTableMetric | MetricMonitorColumnMetric | MetricMonitorCustomMetric>;
  /**
   * When to alert, discriminated by `type`: `{ type: "automatic", sensitivity: 0-100 }` (anomaly
   * detection), `{ type: "absolute", min?, max? }` or
   * `{ type: "percentage", increase?, decrease? }`. Optional; left out, the monitor has none, and a
   * threshold set in the app shows as drift (the next `up` clears it). A change updates it in
   * place.
   */
  readonly alert?: pulumi.Input<MonitorAutomaticThreshold | MonitorAbsoluteThreshold | MonitorPercentageThreshold>;
}

/**
 * The inputs of a {@link MetricMonitor} as its provider's `check` returns them: defaults applied,
 * values resolved.
 */
export interface MetricMonitorCheckedInputs extends MonitorCommonCheckedInputs {
  /**
   * The id of the data source (connection) the metric is computed in. Required. Changing it
   * replaces the monitor: the update endpoint cannot move one.
   */
  readonly connectionId: number;
  /**
   * What is measured, discriminated by `type`:
   * `{ type: "table", table, metric: "row_count" | "freshness", filter?, includeTables?, excludeTables? }`,
   * `{ type: "column", table, column, metric, filter? }` or
   * `{ type: "custom", query, alertOnMissingData? }`. Required. Changing it replaces the monitor:
   * the update endpoint cannot change a metric. A refresh compares the table, column, metric and
   * filter (or the query) with what the service shows; `alertOnMissingData` it cannot see.
   */
  readonly metric: MetricMonitorTableMetric | MetricMonitorColumnMetric | MetricMonitorCustomMetric;
  /**
   * When to alert, discriminated by `type`: `{ type: "automatic", sensitivity: 0-100 }` (anomaly
   * detection), `{ type: "absolute", min?, max? }` or
   * `{ type: "percentage", increase?, decrease? }`. Optional; left out, the monitor has none, and a
   * threshold set in the app shows as drift (the next `up` clears it). A change updates it in
   * place.
   */
  readonly alert?: MonitorAutomaticThreshold | MonitorAbsoluteThreshold | MonitorPercentageThreshold;
}

/** What a {@link MetricMonitor} reports: its inputs as state holds them, then its outputs. */
export interface MetricMonitorOutputFields extends MonitorCommonOutputFields {
  /** The `connectionId` input. A change replaces the resource. */
  readonly connectionId: pulumi.Output<number>;
  /** The `metric` input. A change replaces the resource. */
  readonly metric: pulumi.Output<MetricMonitorTableMetric | MetricMonitorColumnMetric | MetricMonitorCustomMetric>;
  /** The `alert` input; absent when it was left out. A change updates it in place. */
  readonly alert: pulumi.Output<MonitorAutomaticThreshold | MonitorAbsoluteThreshold | MonitorPercentageThreshold | undefined>;
}
