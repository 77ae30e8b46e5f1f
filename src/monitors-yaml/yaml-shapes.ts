/**
 * The objects of Datafold's monitors YAML (its JSON Schema `MonitorsConfig`), key by key: what
 * each key is called in the resources' inputs, and what its value holds. The conversion
 * (./to-inputs.ts) walks a monitor's spec along these shapes; a key not listed here is not in
 * the schema, and is reported and ignored (the schema allows extra keys, and Datafold's server
 * ignores them).
 */

/** What a value holds. */
export type Shape =
  /** Any value, passed on as it is (the resource's check judges it). */
  | { readonly kind: "value" }
  /** An object with known keys. `tags` are keys whose one allowed value is dropped (the schedules' `type`); `fill` is added when absent. */
  | {
      readonly kind: "object";
      readonly keys: Readonly<Record<string, Key>>;
      readonly tags?: Readonly<Record<string, string>>;
      readonly fill?: Readonly<Record<string, unknown>>;
    }
  /** A list of items of one shape. */
  | { readonly kind: "list"; readonly of: Shape }
  /** A map of the user's own names (columns, variables): its keys are kept as they are. */
  | { readonly kind: "map"; readonly of: Shape }
  /** One of several objects, told apart by the keys present (the schema's untagged unions) or by a tag. */
  | { readonly kind: "choice"; readonly choose: (value: Readonly<Record<string, unknown>>) => Shape | undefined };

/** A key of an object: its name in the inputs (camelCase of the YAML's by default) and its value. */
export interface Key {
  readonly to?: string;
  readonly shape: Shape;
}

const value: Shape = { kind: "value" };
const object = (keys: Record<string, Key | Shape>, extra: { tags?: Record<string, string>; fill?: Record<string, unknown> } = {}): Shape => ({
  kind: "object",
  keys: Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, "kind" in key ? { shape: key } : key])),
  ...extra,
});
const list = (of: Shape): Shape => ({ kind: "list", of });
const map = (of: Shape): Shape => ({ kind: "map", of });
/** A union discriminated by `tag`: the member its value names (a tag the schema does not have is passed on, for the check to refuse). */
const tagged = (tag: string, members: Record<string, Shape>): Shape => ({
  kind: "choice",
  choose: (v) => (typeof v[tag] === "string" && Object.hasOwn(members, v[tag]) ? members[v[tag]] : undefined),
});

/** snake_case to camelCase. */
export const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

// ---- Schedules: untagged, told apart by their one key; the `type` tags (hourly, daily, crontab) are dropped ----
const Schedule: Shape = {
  kind: "choice",
  choose: (v) =>
    "interval" in v
      ? object({
          interval: tagged("every", {
            hour: object({ every: value }, { tags: { type: "hourly" } }),
            day: object({ every: value, hour: value, utc_at: value }, { tags: { type: "daily" } }),
          }),
        })
      : "cron" in v
        ? object({ cron: value }, { tags: { type: "crontab" } })
        : object({ type: value }, { fill: { type: "none" } }),
};

// ---- Notifications ----
const Notification = tagged("type", {
  email: object({ type: value, recipients: value, features: value }),
  pagerduty: object({ type: value, integration: value, features: value }),
  webhook: object({ type: value, integration: value, features: value }),
  slack: object({ type: value, integration: value, channel: value, mentions: value, features: value }),
  teams: object({ type: value, integration: value, channel: value, mentions: value, features: value }),
});

/** What every monitor spec has. `id` adopts the monitor it names. */
const common = { type: value, name: value, description: value, enabled: value, tags: value, schedule: Schedule, notifications: list(Notification), id: { to: "adoptMonitorId", shape: value } };

// ---- Metric monitors ----
const Metric = tagged("type", {
  table: object({ type: value, table: value, metric: value, filter: value, include_tables: value, exclude_tables: value }),
  column: object({ type: value, table: value, column: value, metric: value, filter: value }),
  custom: object({ type: value, query: value, alert_on_missing_data: value }),
});
const Threshold = tagged("type", {
  automatic: object({ type: value, sensitivity: value }),
  absolute: object({ type: value, min: value, max: value }),
  percentage: object({ type: value, increase: value, decrease: value }),
});

// ---- Data tests ----
const StandardTest = object({
  type: value,
  tables: list(object({ path: value, columns: value })),
  variables: map(object({ value, quote: value })),
});

// ---- Data diffs ----
/** A dataset: a query dataset has `query`, a table dataset `table`. */
const dataset = (side: "indb" | "xdb"): Shape => {
  const extra: Record<string, Shape> = side === "indb" ? { time_travel_point: value } : { materialize: value };
  return { kind: "choice", choose: (v) => ("query" in v ? object({ connection_id: value, query: value, session_parameters: value, ...extra }) : object({ connection_id: value, table: value, filter: value, session_parameters: value, ...extra })) };
};
const Sampling: Shape = {
  kind: "choice",
  choose: (v) =>
    "tolerance" in v || "confidence" in v
      ? object({ tolerance: value, confidence: value, threshold: value })
      : "rate" in v
        ? object({ rate: value, threshold: value })
        : "max_rows" in v
          ? object({ max_rows: value, threshold: value })
          : undefined,
};
const ColumnTolerance = tagged("type", { relative: object({ type: value, value }), absolute: object({ type: value, value }) });
const Tolerance = object({ float: object({ default: ColumnTolerance, column_tolerance: map(ColumnTolerance) }) });
const diffCommon = {
  diff_type: value,
  primary_key: value,
  columns_to_compare: value,
  materialize_results: value,
  sampling: Sampling,
  column_remapping: value,
  ignore_string_case: value,
  tolerance: Tolerance,
};
const DataDiff = tagged("diff_type", {
  indb: object({ ...diffCommon, dataset_a: dataset("indb"), dataset_b: dataset("indb"), timeseries_dimension_column: value }),
  inmem: object({ ...diffCommon, dataset_a: dataset("xdb"), dataset_b: dataset("xdb"), materialize_results_to: value }),
});

/** A monitor's spec by its `type`: the keys of the schema's MetricMonitorSpec, SchemaChangeMonitorSpec, DataTestMonitorSpec, DataDiffMonitorSpec. */
export const MONITOR_SPECS = {
  metric: object({ ...common, connection_id: value, metric: Metric, alert: Threshold }),
  schema: object({ ...common, connection_id: value, table: value, include_tables: value, exclude_tables: value }),
  test: object({ ...common, connection_id: value, query: value, test: StandardTest }),
  diff: object({ ...common, datadiff: DataDiff, alert: object({ different_rows_count: value, different_rows_percent: value }) }),
} as const satisfies Record<string, Shape>;

export type MonitorKindName = keyof typeof MONITOR_SPECS;
