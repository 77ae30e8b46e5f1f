/**
 * MetricMonitor: a metric of a table or column, or of a custom query, checked on a schedule
 * against a threshold (the vendor's MetricMonitorSpecPublic, updated with
 * MetricUpdateMonitorSpecPublic). The data source and the metric cannot be changed by the
 * update endpoint: a change of either replaces the monitor.
 */
import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { input, type InputsOf } from "../../kit/fields";
import { MetricThreshold, monitorConnectionInput, monitorNameInput, monitorSettingsInputs, strictShape, tablePattern, tagged, text } from "./monitor-inputs";
import { defineMonitorResource } from "./monitor-resource";
import { thresholdFromWire, thresholdToWire, withoutNulls } from "./monitor-wire";
import type { MonitorDetail } from "../../types/monitor-spec";
import { firstDataset, unreadable, unshown, type CommonShown, type ShownMonitor, type SpecOf } from "./monitor-shown";

/** The table metrics (the vendor's TableMetricAlias, the names its OpenAPI documents). */
export const TABLE_METRIC_ALIASES = ["row_count", "freshness"] as const;
/**
 * The vendor's internal table metric names (its TableMetric), which its monitors YAML schema
 * accepts beside the aliases and its public OpenAPI hides (`anyOf` of the alias alone).
 */
export const TABLE_METRIC_NAMES = ["total", "distinct", "column_count", "freshness_seconds", "freshness_minutes"] as const;
/** Every table metric a MetricMonitor takes, sent as given. */
export const TABLE_METRICS = [...TABLE_METRIC_ALIASES, ...TABLE_METRIC_NAMES] as const;
/** The column metrics (the vendor's ColumnMetricAlias, the names its OpenAPI documents). */
export const COLUMN_METRIC_ALIASES = ["minimum", "maximum", "std_dev", "cardinality", "uniqueness", "median", "average", "sum", "fill_rate"] as const;
/** The vendor's internal column metric names (its ColumnMetric), accepted by its monitors YAML schema, hidden by its OpenAPI. */
export const COLUMN_METRIC_NAMES = ["total", "distinct", "uniqueness", "nulls", "fill_rate", "sum", "min", "max", "qmin", "qmax", "median", "average", "stddev", "col_freshness_minutes"] as const;
/** Every column metric a MetricMonitor takes (the aliases, then the internal names not also aliases), sent as given. */
export const COLUMN_METRICS = [
  ...COLUMN_METRIC_ALIASES,
  ...(["total", "distinct", "nulls", "min", "max", "qmin", "qmax", "stddev", "col_freshness_minutes"] as const),
] as const satisfies readonly (typeof COLUMN_METRIC_ALIASES[number] | typeof COLUMN_METRIC_NAMES[number])[];

const listed = (names: readonly string[]) => names.map((m) => `\`"${m}"\``).join(", ");
const filter = z.string(mustBe("a SQL condition, a string")).optional().describe("A SQL condition that selects the rows measured. Optional.");

export const TableMetricConfig = strictShape({
  type: z.literal("table").describe('`"table"`: a metric of the whole table.'),
  table: text("the table's name").optional().describe("The table, such as `analytics.orders`. Optional in the vendor's model."),
  metric: z
    .enum(TABLE_METRICS, mustBe(TABLE_METRICS.map((m) => `"${m}"`).join(", ")))
    .describe(`The metric: \`"row_count"\` or \`"freshness"\` (the vendor's documented aliases), or one of its internal names ${listed(TABLE_METRIC_NAMES)}, which its monitors YAML schema accepts and its OpenAPI hides; sent as given.`),
  filter,
  includeTables: tablePattern("include"),
  excludeTables: tablePattern("exclude"),
}).describe("A table metric (the vendor's BaseTableMetricMonitorConfig).");

export const ColumnMetricConfig = strictShape({
  type: z.literal("column").describe('`"column"`: a metric of one column.'),
  table: text("the table's name").describe("The table, such as `analytics.orders`."),
  column: text("the column's name").describe("The column."),
  metric: z
    .enum(COLUMN_METRICS, mustBe(COLUMN_METRICS.map((m) => `"${m}"`).join(", ")))
    .describe(`The metric: ${listed(COLUMN_METRIC_ALIASES)} (the vendor's documented aliases), or one of its internal names ${listed(COLUMN_METRIC_NAMES)}, which its monitors YAML schema accepts and its OpenAPI hides; sent as given.`),
  filter,
}).describe("A column metric (the vendor's ColumnMetricMonitorConfig).");

export const CustomMetricConfig = strictShape({
  type: z.literal("custom").describe('`"custom"`: a metric computed by a SQL query.'),
  query: text("the SQL query").describe("The SQL query that computes the metric."),
  alertOnMissingData: z.boolean(mustBe("true or false")).optional().describe("Alert when the query returns unexpectedly few data points (the vendor's `alert_on_missing_data`, default false). Optional."),
}).describe("A custom metric (the vendor's CustomMetricMonitorConfig).");

export const MetricConfig = tagged("type", [TableMetricConfig, ColumnMetricConfig, CustomMetricConfig], ["table", "column", "custom"]);

/** The inputs of a MetricMonitor, in documented order. */
export const METRIC_MONITOR_INPUTS = {
  name: monitorNameInput,
  connectionId: monitorConnectionInput("the metric is computed in"),
  metric: input(MetricConfig, {
    description:
      'What is measured, discriminated by `type`: `{ type: "table", table, metric: "row_count" | "freshness", filter?, includeTables?, excludeTables? }`, ' +
      '`{ type: "column", table, column, metric, filter? }` or `{ type: "custom", query, alertOnMissingData? }`. Required. Changing it ' +
      "replaces the monitor: the update endpoint cannot change a metric. A refresh compares the table, column, metric and filter " +
      "(or the query) with what the service shows; `alertOnMissingData` it cannot see.",
    required: 'give the metric, such as { type: "table", table: "analytics.orders", metric: "row_count" }.',
    replaces: true,
    tsType: "MetricMonitorTableMetric | MetricMonitorColumnMetric | MetricMonitorCustomMetric",
  }),
  ...monitorSettingsInputs({
    alert: input(MetricThreshold, {
      description:
        'When to alert, discriminated by `type`: `{ type: "automatic", sensitivity: 0-100 }` (anomaly detection), `{ type: "absolute", ' +
        'min?, max? }` or `{ type: "percentage", increase?, decrease? }`. Optional; left out, the monitor has none, and a threshold ' +
        "set in the app shows as drift (the next `up` clears it). A change updates it in place.",
      tsType: "MonitorAutomaticThreshold | MonitorAbsoluteThreshold | MonitorPercentageThreshold",
    }),
  }),
};

export type MetricMonitorInputs = InputsOf<typeof METRIC_MONITOR_INPUTS>;

function metricToWire(metric: MetricMonitorInputs["metric"]): Record<string, unknown> {
  if (metric.type === "custom") return withoutNulls({ type: "custom", query: metric.query, alert_on_missing_data: metric.alertOnMissingData });
  if (metric.type === "column") return withoutNulls({ ...metric });
  const { includeTables, excludeTables, ...rest } = metric;
  return withoutNulls({ ...rest, include_tables: includeTables, exclude_tables: excludeTables });
}

export type MetricMonitorSpec = SpecOf<MetricMonitorInputs>;

/** A metric monitor's inputs from GET alone: its metric from its one `dataset` entry (a query is a custom metric, a column a column metric, else a table metric). */
export function metricSpecFromDetail(detail: MonitorDetail, common: CommonShown): ShownMonitor<MetricMonitorSpec> {
  const shown = firstDataset(detail, "metric");
  const alert = thresholdFromWire(detail.alert);
  const settings = { ...common, ...(alert === undefined ? {} : { alert }) };
  if (typeof shown.query === "string") {
    const metric: MetricMonitorInputs["metric"] = { type: "custom", query: shown.query };
    const unknownFields = unshown(Object.keys(CustomMetricConfig.shape), ["type", "query"], "metric.");
    return { spec: { ...settings, connectionId: shown.connection_id, metric }, unknownFields, missingRequiredFields: [] };
  }
  if (typeof shown.metric !== "string") throw unreadable(detail, "dataset[0].metric", "the metric's name (a table or column metric), or a query (a custom metric)");
  const filter = withoutNulls({ filter: shown.filter });
  // The metric's name is the service's: passed on as it is, not narrowed to the names this version lists.
  if (typeof shown.column === "string" && typeof shown.table !== "string") throw unreadable(detail, "dataset[0].table", "the table of a column metric");
  const metric = (
    typeof shown.column === "string"
      ? { type: "column", table: shown.table, column: shown.column, metric: shown.metric, ...filter }
      : { type: "table", ...withoutNulls({ table: shown.table }), metric: shown.metric, ...filter }
  ) as MetricMonitorInputs["metric"];
  const unknownFields =
    metric.type === "column"
      ? unshown(Object.keys(ColumnMetricConfig.shape), ["type", "table", "column", "metric", "filter"], "metric.")
      : unshown(Object.keys(TableMetricConfig.shape), ["type", "table", "metric", "filter"], "metric.");
  return { spec: { ...settings, connectionId: shown.connection_id, metric }, unknownFields, missingRequiredFields: [] };
}

export const metricMonitorResource = defineMonitorResource({
  name: "MetricMonitor",
  description:
    "A Datafold metric monitor: a metric of a table or column, or of a custom SQL query, checked on a schedule against a " +
    "threshold. A change of `connectionId` or `metric` replaces the monitor; `alert` updates in place.",
  presentation: {
    source: "src/provider/monitors/metric-monitor.ts",
    summary: "A Datafold metric monitor: a metric of a table, a column or a custom query, checked on a schedule against a threshold.",
    example: [
      "new datafold.MetricMonitor(\"orders-rows\", {",
      "  name: \"Orders row count\",",
      "  connectionId: 7,",
      "  metric: { type: \"table\", table: \"analytics.orders\", metric: \"row_count\" },",
      "  schedule: { interval: { every: \"hour\" } },",
      "  alert: { type: \"automatic\", sensitivity: 50 },",
      "});",
    ].join("\n"),
    shapes: [
      [TableMetricConfig, "MetricMonitorTableMetric"],
      [ColumnMetricConfig, "MetricMonitorColumnMetric"],
      [CustomMetricConfig, "MetricMonitorCustomMetric"],
    ],
    unions: [[MetricConfig, "MetricMonitorMetric"]],
  },
  kind: "metric",
  inputs: METRIC_MONITOR_INPUTS,
  specFromDetail: metricSpecFromDetail,
  createBody: (inputs) => withoutNulls({ connection_id: inputs.connectionId, metric: metricToWire(inputs.metric), alert: thresholdToWire(inputs.alert) }),
  updateBody: (inputs) => ({ alert: thresholdToWire(inputs.alert) }),
  settingsFromWire: (detail) => ({ alert: thresholdFromWire(detail.alert) }),
  definitionFromWire(state, detail) {
    const shown = detail.dataset?.[0];
    if (shown === undefined) return {};
    const metric = state.metric;
    const seen =
      metric.type === "custom"
        ? { ...metric, query: shown.query ?? metric.query }
        : metric.type === "column"
          ? { ...withoutNulls({ ...metric, filter: shown.filter }), type: "column" as const, table: shown.table ?? metric.table, column: shown.column ?? metric.column, metric: (shown.metric ?? metric.metric) as typeof metric.metric }
          : { ...withoutNulls({ ...metric, table: shown.table, filter: shown.filter }), type: "table" as const, metric: (shown.metric ?? metric.metric) as typeof metric.metric };
    return { connectionId: shown.connection_id, metric: seen as MetricMonitorInputs["metric"] };
  },
});
