// Generated from src/provider/metric-monitor.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { MonitorAbsoluteThreshold, MonitorAutomaticThreshold, MonitorCronSchedule, MonitorEmailNotification, MonitorIntervalSchedule, MonitorNoneSchedule, MonitorPagerDutyNotification, MonitorPercentageThreshold, MonitorSlackNotification, MonitorTeamsNotification, MonitorWebhookNotification } from "./monitor-shapes";

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
export interface MetricMonitorInputFields {
  /**
   * The monitor's name, as the Datafold app shows it. Required. A change updates it in place; a
   * name changed in the app shows as drift on refresh, and the next `up` sets it back.
   */
  readonly name: pulumi.Input<string>;
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
   * When the monitor runs: `{ interval: { every: "hour" } }`,
   * `{ interval: { every: "day", hour: 6 } }` (or `utcAt: "06:30"`), `{ cron: "0 6 * * *" }`, or
   * `{ type: "none" }` (only when asked to). Required. A change updates it in place; an edit in the
   * app shows as drift.
   */
  readonly schedule: pulumi.Input<MonitorIntervalSchedule | MonitorCronSchedule | MonitorNoneSchedule>;
  /**
   * When to alert, discriminated by `type`: `{ type: "automatic", sensitivity: 0-100 }` (anomaly
   * detection), `{ type: "absolute", min?, max? }` or
   * `{ type: "percentage", increase?, decrease? }`. Optional; left out, the monitor has none, and a
   * threshold set in the app shows as drift (the next `up` clears it). A change updates it in
   * place.
   */
  readonly alert?: pulumi.Input<MonitorAutomaticThreshold | MonitorAbsoluteThreshold | MonitorPercentageThreshold>;
  /**
   * Where alerts go, each destination discriminated by `type`:
   * `{ type: "email", recipients: [...] }`, `{ type: "slack", integration, channel, mentions? }`,
   * `{ type: "teams", integration, channel, mentions? }`, `{ type: "pagerduty", integration }`,
   * `{ type: "webhook", integration }`, each with optional `features`. Default none (`[]`). A
   * change updates it in place; an edit in the app shows as drift.
   */
  readonly notifications?: pulumi.Input<(MonitorEmailNotification | MonitorPagerDutyNotification | MonitorWebhookNotification | MonitorSlackNotification | MonitorTeamsNotification)[]>;
  /**
   * Tags, in the order given. Default none (`[]`). A change updates it in place; an edit in the app
   * shows as drift.
   */
  readonly tags?: pulumi.Input<string[]>;
  /**
   * Whether the monitor runs on its schedule (default true). A change goes through the toggle
   * endpoint; a monitor switched on or off in the app shows as drift, and the next `up` sets it
   * back.
   */
  readonly enabled?: pulumi.Input<boolean>;
  /**
   * The e-mail address of the monitor's owner. Optional; left out, the monitor has none, and an
   * owner set in the app shows as drift (the next `up` clears it). A change updates it in place.
   */
  readonly owner?: pulumi.Input<string>;
  /**
   * What the monitor is for. Optional; left out, the monitor has none, and one set in the app shows
   * as drift (the next `up` clears it). A change updates it in place.
   */
  readonly description?: pulumi.Input<string>;
  /**
   * What deleting the resource does to the monitor, as Datafold's dangling-monitor strategy:
   * `"delete"` (default) deletes it; `"pause"` disables it and leaves it in Datafold. Kept in state
   * only: a change makes no request.
   */
  readonly onDelete?: pulumi.Input<"delete" | "pause">;
  /**
   * Adopt an existing monitor instead of creating one (Pulumi's `import` option does not work for
   * dynamic resources): create reads that monitor, refuses one of another kind or on another data
   * source or definition, updates it to these inputs and manages it from then on; no second monitor
   * is made. Used by create only: a later change makes no request.
   */
  readonly adoptMonitorId?: pulumi.Input<number>;
}

/**
 * The inputs of a {@link MetricMonitor} as its provider's `check` returns them: defaults applied,
 * values resolved.
 */
export interface MetricMonitorCheckedInputs {
  /**
   * The monitor's name, as the Datafold app shows it. Required. A change updates it in place; a
   * name changed in the app shows as drift on refresh, and the next `up` sets it back.
   */
  readonly name: string;
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
   * When the monitor runs: `{ interval: { every: "hour" } }`,
   * `{ interval: { every: "day", hour: 6 } }` (or `utcAt: "06:30"`), `{ cron: "0 6 * * *" }`, or
   * `{ type: "none" }` (only when asked to). Required. A change updates it in place; an edit in the
   * app shows as drift.
   */
  readonly schedule: MonitorIntervalSchedule | MonitorCronSchedule | MonitorNoneSchedule;
  /**
   * When to alert, discriminated by `type`: `{ type: "automatic", sensitivity: 0-100 }` (anomaly
   * detection), `{ type: "absolute", min?, max? }` or
   * `{ type: "percentage", increase?, decrease? }`. Optional; left out, the monitor has none, and a
   * threshold set in the app shows as drift (the next `up` clears it). A change updates it in
   * place.
   */
  readonly alert?: MonitorAutomaticThreshold | MonitorAbsoluteThreshold | MonitorPercentageThreshold;
  /**
   * Where alerts go, each destination discriminated by `type`:
   * `{ type: "email", recipients: [...] }`, `{ type: "slack", integration, channel, mentions? }`,
   * `{ type: "teams", integration, channel, mentions? }`, `{ type: "pagerduty", integration }`,
   * `{ type: "webhook", integration }`, each with optional `features`. Default none (`[]`). A
   * change updates it in place; an edit in the app shows as drift.
   */
  readonly notifications: (MonitorEmailNotification | MonitorPagerDutyNotification | MonitorWebhookNotification | MonitorSlackNotification | MonitorTeamsNotification)[];
  /**
   * Tags, in the order given. Default none (`[]`). A change updates it in place; an edit in the app
   * shows as drift.
   */
  readonly tags: string[];
  /**
   * Whether the monitor runs on its schedule (default true). A change goes through the toggle
   * endpoint; a monitor switched on or off in the app shows as drift, and the next `up` sets it
   * back.
   */
  readonly enabled: boolean;
  /**
   * The e-mail address of the monitor's owner. Optional; left out, the monitor has none, and an
   * owner set in the app shows as drift (the next `up` clears it). A change updates it in place.
   */
  readonly owner?: string;
  /**
   * What the monitor is for. Optional; left out, the monitor has none, and one set in the app shows
   * as drift (the next `up` clears it). A change updates it in place.
   */
  readonly description?: string;
  /**
   * What deleting the resource does to the monitor, as Datafold's dangling-monitor strategy:
   * `"delete"` (default) deletes it; `"pause"` disables it and leaves it in Datafold. Kept in state
   * only: a change makes no request.
   */
  readonly onDelete: "delete" | "pause";
  /**
   * Adopt an existing monitor instead of creating one (Pulumi's `import` option does not work for
   * dynamic resources): create reads that monitor, refuses one of another kind or on another data
   * source or definition, updates it to these inputs and manages it from then on; no second monitor
   * is made. Used by create only: a later change makes no request.
   */
  readonly adoptMonitorId?: number;
}

/** What a {@link MetricMonitor} reports: its inputs as state holds them, then its outputs. */
export interface MetricMonitorOutputFields {
  /**
   * The monitor's name, as the Datafold app shows it. Required. A change updates it in place; a
   * name changed in the app shows as drift on refresh, and the next `up` sets it back.
   */
  readonly name: pulumi.Output<string>;
  /** The `connectionId` input. A change replaces the resource. */
  readonly connectionId: pulumi.Output<number>;
  /** The `metric` input. A change replaces the resource. */
  readonly metric: pulumi.Output<MetricMonitorTableMetric | MetricMonitorColumnMetric | MetricMonitorCustomMetric>;
  /**
   * When the monitor runs: `{ interval: { every: "hour" } }`,
   * `{ interval: { every: "day", hour: 6 } }` (or `utcAt: "06:30"`), `{ cron: "0 6 * * *" }`, or
   * `{ type: "none" }` (only when asked to). Required. A change updates it in place; an edit in the
   * app shows as drift.
   */
  readonly schedule: pulumi.Output<MonitorIntervalSchedule | MonitorCronSchedule | MonitorNoneSchedule>;
  /** The `alert` input; absent when it was left out. A change updates it in place. */
  readonly alert: pulumi.Output<MonitorAutomaticThreshold | MonitorAbsoluteThreshold | MonitorPercentageThreshold | undefined>;
  /**
   * Where alerts go, each destination discriminated by `type`:
   * `{ type: "email", recipients: [...] }`, `{ type: "slack", integration, channel, mentions? }`,
   * `{ type: "teams", integration, channel, mentions? }`, `{ type: "pagerduty", integration }`,
   * `{ type: "webhook", integration }`, each with optional `features`. Default none (`[]`). A
   * change updates it in place; an edit in the app shows as drift.
   */
  readonly notifications: pulumi.Output<(MonitorEmailNotification | MonitorPagerDutyNotification | MonitorWebhookNotification | MonitorSlackNotification | MonitorTeamsNotification)[]>;
  /**
   * Tags, in the order given. Default none (`[]`). A change updates it in place; an edit in the app
   * shows as drift.
   */
  readonly tags: pulumi.Output<string[]>;
  /**
   * Whether the monitor runs on its schedule (default true). A change goes through the toggle
   * endpoint; a monitor switched on or off in the app shows as drift, and the next `up` sets it
   * back.
   */
  readonly enabled: pulumi.Output<boolean>;
  /** The `owner` input; absent when it was left out. A change updates it in place. */
  readonly owner: pulumi.Output<string | undefined>;
  /** The `description` input; absent when it was left out. A change updates it in place. */
  readonly description: pulumi.Output<string | undefined>;
  /** The `onDelete` input, or "delete" when it was left out. A change updates it in place. */
  readonly onDelete: pulumi.Output<"delete" | "pause">;
  /** The `adoptMonitorId` input; absent when it was left out. A change updates it in place. */
  readonly adoptMonitorId: pulumi.Output<number | undefined>;
  /** The monitor's id in Datafold (the resource's id, as text, is the same number). */
  readonly monitorId: pulumi.Output<number>;
  /** The monitor's kind as Datafold reports it: `"metric"`, `"diff"`, `"schema"` or `"test"`. */
  readonly monitorType: pulumi.Output<string>;
}
