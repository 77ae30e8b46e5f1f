import {
  anyValue,
  bool,
  bounded,
  dict,
  enumOf,
  float,
  int,
  list,
  literal,
  model,
  nonEmptyString,
  nullable,
  omittable,
  optional,
  required,
  str,
  tagged,
  union,
  type Field,
  type ModelRule,
  type Reader,
} from "./pydantic-model";

/*
 * The monitor specs of the vendor's OpenAPI (tag Monitors), copied here field by field so
 * that the emulator never reads the vendor documents at run time: the four create bodies
 * (`*MonitorSpecPublic`), the four update bodies (`*UpdateMonitorSpecPublic`, chosen by
 * `type`), and what they contain: schedules, notifications, thresholds, alert conditions,
 * metric, data-diff and data-test configurations. Read as pydantic reads them (see
 * pydantic-model.ts): defaults filled in, unknown fields ignored.
 */

export const MONITOR_KINDS = ["diff", "metric", "schema", "test"] as const;
export type MonitorKind = (typeof MONITOR_KINDS)[number];

export const MONITOR_RUN_STATES = ["ok", "alert", "error", "learning", "checking", "created", "skipped", "cancelled", "queued"] as const;
export type MonitorRunStateName = (typeof MONITOR_RUN_STATES)[number];

const emptyList = (): unknown[] => [];

// Schedules: a plain (smart) union in the OpenAPI, no discriminator.
const HourIntervalSchedule = model("HourIntervalSchedule", {
  every: required(literal("hour")),
  type: optional(literal("hourly"), "hourly"),
});
const DayIntervalSchedule = model("DayIntervalSchedule", {
  every: required(literal("day")),
  // "(0 - 23)" in words only: the schema sets no bounds, so pydantic checks none.
  hour: optional(nullable(int)),
  type: optional(literal("daily"), "daily"),
  utc_at: optional(nullable(str)),
});
const IntervalSchedule = model("IntervalSchedule", { interval: required(union([HourIntervalSchedule, DayIntervalSchedule])) });
const CronSchedule = model("CronSchedule", { cron: required(str), type: optional(literal("crontab"), "crontab") });
const NoneSchedule = model("NoneSchedule", { type: optional(literal("none"), "none") });
const Schedule = union([IntervalSchedule, CronSchedule, NoneSchedule]);

// Notifications: a list of a union tagged by `type`.
const DESTINATION_FEATURES = ["attach_csv", "notify_first_triggered_only", "disable_recovery_notifications", "notify_every_run"] as const;
const features = optional(nullable(list(enumOf(DESTINATION_FEATURES))));
const Notification = tagged("type", {
  email: model("EmailNotification", { type: optional(literal("email"), "email"), recipients: required(list(str)), features }),
  pagerduty: model("PagerDutyNotification", { type: optional(literal("pagerduty"), "pagerduty"), integration: required(int), features }),
  webhook: model("WebhookNotification", { type: optional(literal("webhook"), "webhook"), integration: required(int), features }),
  slack: model("SlackNotification", {
    type: optional(literal("slack"), "slack"),
    integration: required(int),
    channel: required(str),
    mentions: optional(list(str), emptyList),
    features,
  }),
  teams: model("TeamsNotification", {
    type: optional(literal("teams"), "teams"),
    integration: required(int),
    channel: required(str),
    mentions: optional(list(str), emptyList),
    features,
  }),
});

// Alert conditions.
const MetricThreshold = tagged("type", {
  automatic: model("AnomalyDetectionThreshold", { type: required(literal("automatic")), sensitivity: required(bounded("int", { ge: 0, le: 100 })) }),
  absolute: model("AbsoluteThreshold", { type: required(literal("absolute")), min: optional(nullable(float)), max: optional(nullable(float)) }),
  percentage: model("PercentageThreshold", {
    type: required(literal("percentage")),
    increase: optional(nullable(float)),
    decrease: optional(nullable(float)),
  }),
});
const DiffAlertCondition = model("DiffAlertCondition", {
  different_rows_count: optional(nullable(int)),
  different_rows_percent: optional(nullable(int)),
  match_ratio_min: optional(nullable(bounded("float", { ge: 0, le: 1 }))),
});

// Metric configurations. The OpenAPI lists only the aliases (`anyOf` of the alias alone); the
// vendor's monitors YAML schema also takes its internal names (TableMetric, ColumnMetric),
// which its server accepts, so the emulator takes both and keeps the name given.
const TABLE_METRICS = ["row_count", "freshness", "total", "distinct", "column_count", "freshness_seconds", "freshness_minutes"] as const;
const COLUMN_METRICS = [
  "minimum", "maximum", "std_dev", "cardinality", "uniqueness", "median", "average", "sum", "fill_rate",
  "total", "distinct", "nulls", "min", "max", "qmin", "qmax", "stddev", "col_freshness_minutes",
] as const;
/**
 * `include_tables` / `exclude_tables`: in the vendor's monitors YAML schema (table metrics,
 * schema-change monitors), not in its OpenAPI; kept as sent.
 */
const tablePatterns = { include_tables: optional(nullable(str)), exclude_tables: optional(nullable(str)) };
const MetricConfig = tagged("type", {
  table: model("BaseTableMetricMonitorConfig", {
    type: optional(literal("table"), "table"),
    table: optional(nullable(str)),
    filter: optional(nullable(str)),
    metric: required(enumOf(TABLE_METRICS)),
    ...tablePatterns,
  }),
  column: model("ColumnMetricMonitorConfig", {
    type: optional(literal("column"), "column"),
    table: required(str),
    column: required(str),
    filter: optional(nullable(str)),
    metric: required(enumOf(COLUMN_METRICS)),
  }),
  custom: model("CustomMetricMonitorConfig", {
    type: optional(literal("custom"), "custom"),
    query: required(str),
    alert_on_missing_data: optional(bool, false),
  }),
});

// Data-diff configurations.
const sessionParameters = optional(nullable(dict()));
const timeTravelPoint: Reader = (validator, loc, input) => (typeof input === "number" ? int(validator, loc, input) : str(validator, loc, input));
const InDbDataset = union([
  model("InDbTableDataset", {
    connection_id: required(int),
    table: required(str),
    filter: optional(nullable(str)),
    session_parameters: sessionParameters,
    time_travel_point: optional(nullable(timeTravelPoint)),
  }),
  model("InDbQueryDataset", {
    connection_id: required(int),
    query: required(str),
    session_parameters: sessionParameters,
    time_travel_point: optional(nullable(timeTravelPoint)),
  }),
]);
const XdbDataset = union([
  model("XdbTableDataset", {
    connection_id: required(int),
    table: required(str),
    filter: optional(nullable(str)),
    materialize: optional(bool, true),
    session_parameters: sessionParameters,
  }),
  model("XdbQueryDataset", { connection_id: required(int), query: required(str), materialize: optional(bool, true), session_parameters: sessionParameters }),
]);
const Sampling = union([
  model("ToleranceBasedSampling", { tolerance: required(float), confidence: required(float), threshold: optional(nullable(int)) }),
  model("PercentageSampling", { rate: required(float), threshold: optional(nullable(int)) }),
  model("MaxRowsSampling", { max_rows: required(int), threshold: optional(nullable(int)) }),
]);
const ColumnTolerance = tagged("type", {
  relative: model("RelativeColumnTolerance", { type: optional(literal("relative"), "relative"), value: required(float) }),
  absolute: model("AbsoluteColumnTolerance", { type: optional(literal("absolute"), "absolute"), value: required(float) }),
});
const ToleranceConfig = model("DataDiffToleranceConfig", {
  datetime: optional(nullable(model("DatetimeColumnToleranceConfig", { default: required(enumOf(["1s", "0.1s", "0.01s", "1ms", "0.1ms", "0.01ms", "1us"])) }))),
  float: optional(
    nullable(model("ColumnToleranceConfig", { column_tolerance: optional(nullable(dict(ColumnTolerance))), default: optional(nullable(ColumnTolerance)) })),
  ),
});
const DATATYPE_NAMES = [
  "boolean", "integer", "float", "decimal", "unbounded_decimal", "money", "string", "fixed_length_string", "varbinary",
  "binary", "date", "super", "time", "time_interval", "timestamp", "year", "uuid", "array", "struct", "json", "xml", "map",
  "void", "unsupported",
] as const;
/** The OpenAPI, on `ColumnRule.column` and `.type`: "Exactly one of `column` or `type` must be set." */
const exactlyOneSelector: ModelRule = (rule) =>
  (rule.column === null) === (rule.type === null) ? "exactly one of column or type must be set" : undefined;
const ColumnRule = model(
  "ColumnRule",
  { column: optional(nullable(nonEmptyString(1))), equal_if: required(str), type: optional(nullable(enumOf(DATATYPE_NAMES))) },
  [exactlyOneSelector],
);
/** The OpenAPI, on `include_columns`: "Alias of columns_to_compare; set only one." */
const oneColumnList: ModelRule = (config) =>
  config.include_columns != null && config.columns_to_compare != null ? "set only one of include_columns and columns_to_compare" : undefined;

const commonDiffFields = (update: boolean): Record<string, Field> => {
  const flag = update ? omittable(nullable(bool)) : optional(bool, false);
  const maybe = (read: Reader): Field => (update ? omittable(nullable(read)) : optional(nullable(read)));
  return {
    primary_key: update ? omittable(list(str)) : required(list(str)),
    column_remapping: maybe(dict(str)),
    columns_to_compare: maybe(list(str)),
    compare_duplicates: maybe(bool),
    ignore_string_case: flag,
    materialize_results: flag,
    null_equals_empty_string: flag,
    sampling: maybe(Sampling),
    sort_array_columns: maybe(bool),
    tolerance: maybe(ToleranceConfig),
  };
};
const DataDiffConfig = tagged("diff_type", {
  indb: model(
    "InDbDataDiffConfig",
    {
      ...commonDiffFields(false),
      dataset_a: required(InDbDataset),
      dataset_b: required(InDbDataset),
      exclude_columns: optional(nullable(list(str))),
      include_columns: optional(nullable(list(str))),
      timeseries_dimension_column: optional(nullable(str)),
    },
    [oneColumnList],
  ),
  inmem: model(
    "InMemDataDiffConfig",
    {
      ...commonDiffFields(false),
      dataset_a: required(XdbDataset),
      dataset_b: required(XdbDataset),
      exclude_columns: optional(nullable(list(str))),
      include_columns: optional(nullable(list(str))),
      column_rules: optional(nullable(list(ColumnRule))),
      materialize_results_to: optional(nullable(int)),
    },
    [oneColumnList],
  ),
});
const DataDiffUpdateConfig = tagged("diff_type", {
  indb: model("InDbUpdateDataDiffConfig", { ...commonDiffFields(true), timeseries_dimension_column: omittable(nullable(str)) }),
  inmem: model("InMemUpdateDataDiffConfig", {
    ...commonDiffFields(true),
    column_rules: omittable(nullable(list(ColumnRule))),
    materialize_results_to: omittable(nullable(int)),
  }),
});

// Data tests.
const TEST_TYPES = ["unique", "not_null", "accepted_values", "referential_integrity", "numeric_range", "custom_template"] as const;
const StandardDataTest = model("StandardDataTestMonitorSpec", {
  type: required(enumOf(TEST_TYPES)),
  tables: optional(nullable(list(model("SDTTable", { path: required(str), columns: required(list(str)) })))),
  variables: optional(nullable(dict(model("SDTVariable", { value: required(anyValue), quote: optional(bool, true) })))),
});

/** The fields every create spec has. */
const COMMON_CREATE: Readonly<Record<string, Field>> = {
  name: required(str),
  description: optional(nullable(str)),
  enabled: optional(bool, true),
  owner: optional(nullable(str)),
  schedule: required(Schedule),
  notifications: optional(list(Notification), emptyList),
  tags: optional(list(str), emptyList),
};

/** The create body of each kind, as `POST /api/v1/monitors/create/{kind}` reads it. */
export const CREATE_SPECS: Readonly<Record<MonitorKind, Reader<Record<string, unknown>>>> = {
  diff: model("DataDiffMonitorSpecPublic", { ...COMMON_CREATE, datadiff: required(DataDiffConfig), alert: optional(nullable(DiffAlertCondition)) }),
  metric: model("MetricMonitorSpecPublic", {
    ...COMMON_CREATE,
    connection_id: required(int),
    metric: required(MetricConfig),
    alert: optional(nullable(MetricThreshold)),
  }),
  schema: model("SchemaChangeMonitorSpecPublic", { ...COMMON_CREATE, connection_id: required(int), table: optional(nullable(str)), ...tablePatterns }),
  test: model("DataTestMonitorSpecPublic", {
    ...COMMON_CREATE,
    connection_id: required(int),
    query: optional(nullable(str)),
    test: optional(nullable(StandardDataTest)),
  }),
};

/**
 * The fields every update spec has. An absent field is left out of what is read (undefined),
 * so that the update changes only what was sent.
 */
const COMMON_UPDATE: Readonly<Record<string, Field>> = {
  name: omittable(nullable(str)),
  description: omittable(nullable(str)),
  owner: omittable(nullable(str)),
  schedule: omittable(nullable(Schedule)),
  notifications: omittable(list(Notification)),
  tags: omittable(list(str)),
};

/** The body of `PATCH /api/v1/monitors/{id}/update`: a union tagged by `type`. */
export const UPDATE_SPEC: Reader<Record<string, unknown>> = tagged("type", {
  diff: model("DataDiffUpdateMonitorSpecPublic", {
    ...COMMON_UPDATE,
    type: required(literal("diff")),
    alert: omittable(nullable(DiffAlertCondition)),
    datadiff: omittable(nullable(DataDiffUpdateConfig)),
  }),
  metric: model("MetricUpdateMonitorSpecPublic", { ...COMMON_UPDATE, type: required(literal("metric")), alert: omittable(nullable(MetricThreshold)) }),
  schema: model("SchemaChangeUpdateMonitorSpecPublic", { ...COMMON_UPDATE, type: required(literal("schema")) }),
  test: model("DataTestUpdateMonitorSpecPublic", {
    ...COMMON_UPDATE,
    type: required(literal("test")),
    query: omittable(nullable(str)),
    test: omittable(nullable(StandardDataTest)),
  }),
});

/** The body of `PUT /api/v1/monitors/{id}/toggle`. */
export const TOGGLE_BODY: Reader<Record<string, unknown>> = model("Body_toggle_monitor_on_off_api_v1_monitors__id__toggle_put", { enabled: required(bool) });
