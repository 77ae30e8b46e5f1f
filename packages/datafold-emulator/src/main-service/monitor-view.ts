import type { StoredMonitor, StoredMonitorRun } from "../state";

/*
 * What the monitor endpoints answer, from a stored monitor. The vendor's GET shows only part
 * of the spec: the schedule, notifications, tags, alert and the like as they were set, but
 * the monitored data only as `dataset` entries (connection, table, column, metric, filter,
 * query), never the whole metric, data-diff or test definition.
 */

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json => (typeof value === "object" && value !== null ? (value as Json) : {});
const orNull = (value: unknown): unknown => value ?? null;

/** One `MonitorDataset`: every field present, null where the kind has nothing to show. */
function dataset(fields: { connection_id: unknown; table?: unknown; column?: unknown; metric?: unknown; filter?: unknown; query?: unknown }): Json {
  return {
    connection_id: fields.connection_id,
    table: orNull(fields.table),
    column: orNull(fields.column),
    metric: orNull(fields.metric),
    filter: orNull(fields.filter),
    query: orNull(fields.query),
  };
}

/**
 * `dataset` of each kind (a guess: the OpenAPI gives the shape, not what fills it): a metric
 * monitor's table, column, metric alias, filter, or a custom metric's query; a data diff's
 * two sides, A then B; a schema-change monitor's table; a data test's query (its standard
 * test's first table, when it has one).
 */
export function datasetsOf(monitor: StoredMonitor): Json[] {
  const spec = monitor.spec;
  switch (monitor.type) {
    case "metric": {
      const metric = asRecord(spec.metric);
      return [dataset({ connection_id: spec.connection_id, table: metric.table, column: metric.column, metric: metric.type === "custom" ? null : metric.metric, filter: metric.filter, query: metric.query })];
    }
    case "diff": {
      const config = asRecord(spec.datadiff);
      return [asRecord(config.dataset_a), asRecord(config.dataset_b)].map((side) =>
        dataset({ connection_id: side.connection_id, table: side.table, filter: side.filter, query: side.query }),
      );
    }
    case "schema":
      return [dataset({ connection_id: spec.connection_id, table: spec.table })];
    case "test": {
      const tables = asRecord(spec.test).tables;
      const first = Array.isArray(tables) ? asRecord(tables[0]) : {};
      return [dataset({ connection_id: spec.connection_id, table: first.path, query: spec.query })];
    }
  }
}

/** The alert as GET shows it: a diff monitor's condition gains `type: "diff"` (the union's tag in the answer). */
function alertOf(monitor: StoredMonitor): unknown {
  const alert = monitor.spec.alert;
  if (alert === undefined || alert === null) return null;
  return monitor.type === "diff" ? { type: "diff", ...asRecord(alert) } : alert;
}

/** `GET /api/v1/monitors/{id}`: ApiPublicGetMonitorOutFull. */
export function fullMonitor(monitor: StoredMonitor): Json {
  const spec = monitor.spec;
  return {
    id: monitor.id,
    name: orNull(spec.name),
    monitor_type: monitor.type,
    description: orNull(spec.description),
    created_at: monitor.createdAt,
    modified_at: monitor.modifiedAt,
    enabled: spec.enabled,
    schedule: spec.schedule,
    alert: alertOf(monitor),
    dataset: datasetsOf(monitor),
    notifications: spec.notifications ?? [],
    owner: orNull(spec.owner),
    tags: spec.tags ?? [],
    state: monitor.state,
    last_run: monitor.lastRun,
    last_alert: monitor.lastAlert,
  };
}

/** An item of `GET /api/v1/monitors` (ApiPublicGetMonitorOut), with the seeded monitors' field order. */
export function listedMonitor(monitor: StoredMonitor): Json {
  const spec = monitor.spec;
  return {
    id: monitor.id,
    name: orNull(spec.name),
    monitor_type: monitor.type,
    created_at: monitor.createdAt,
    modified_at: monitor.modifiedAt,
    enabled: spec.enabled,
    last_alert: monitor.lastAlert,
    last_run: monitor.lastRun,
    owner: orNull(spec.owner),
    state: monitor.state,
    tags: spec.tags ?? [],
  };
}

/** An item of `GET /{id}/runs` (ApiPublicMonitorRunOut). */
export function runListItem(monitor: StoredMonitor, run: StoredMonitorRun): Json {
  return { run_id: run.runId, monitor_id: monitor.id, started_at: run.startedAt, state: run.state, diff_id: run.diffId };
}

/** `GET /{id}/runs/{run_id}` (ApiPublicMonitorRunResultOut). */
export function runResult(monitor: StoredMonitor, run: StoredMonitorRun): Json {
  return { ...runListItem(monitor, run), error: run.error, warnings: run.warnings };
}
