/**
 * The monitor endpoints' bodies as the package's public types: what the service sends (read
 * loosely, so that a field it adds later passes through) and what the client sends. The wire
 * is snake_case, as the API names its fields.
 */

/** The four kinds of monitor, as the create endpoints name them (`/api/v1/monitors/create/{kind}`). */
export type MonitorCreateKind = "diff" | "metric" | "schema" | "test";

/** The answer to a create (ApiPublicCreateMonitorOut). */
export interface CreatedMonitor {
  /** The new monitor's id. */
  id: number;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** One entry of the data a monitor watches, as GET shows it (MonitorDataset): never the whole definition. */
export interface MonitorDatasetEntry {
  /** The data source's id. */
  connection_id: number;
  /** The table; null or absent when the kind has none (a custom query). */
  table?: string | null;
  /** The column; null or absent when the kind has none. */
  column?: string | null;
  /** The metric's name; null or absent when the kind has none. */
  metric?: string | null;
  /** The filter; null or absent when none is set. */
  filter?: string | null;
  /** The SQL query; null or absent when the kind has none. */
  query?: string | null;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/**
 * One monitor as `GET /api/v1/monitors/{id}` answers it (ApiPublicGetMonitorOutFull): its
 * settings, and the monitored data only as `dataset` entries.
 */
export interface MonitorDetail {
  /** The monitor's id. */
  id: number;
  /** Its name; null when it has none. */
  name: string | null;
  /** Its kind (`diff`, `metric`, `schema`, `test`), read as text; null when the service gives none. */
  monitor_type: string | null;
  /** When it was created: ISO 8601. */
  created_at: string;
  /** When it was last changed: ISO 8601. Moves with every edit. */
  modified_at: string;
  /** Whether it runs on its schedule. */
  enabled: boolean;
  /** Its schedule, as the service stores it (`{"interval": {"every": "hour", "type": "hourly"}}`, `{"cron": ..., "type": "crontab"}`, `{"type": "none"}`). */
  schedule: Record<string, unknown>;
  /** Its description; null or absent when it has none. */
  description?: string | null;
  /** The owner's e-mail address; null or absent when it has none. */
  owner?: string | null;
  /** Its tags; null or absent when it has none. */
  tags?: string[] | null;
  /** Its notification destinations, each with its `type`. */
  notifications?: Record<string, unknown>[] | null;
  /** Its alert condition (with its `type`); null or absent when it has none. */
  alert?: Record<string, unknown> | null;
  /** The data it watches: one entry per side (two for a data diff). */
  dataset?: MonitorDatasetEntry[] | null;
  /** The state of its last run, as text; moves with every run. */
  state?: string | null;
  /** When it last ran; moves with every run. */
  last_run?: string | null;
  /** When it last alerted; moves with every alert. */
  last_alert?: string | null;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/**
 * A create body (`*MonitorSpecPublic`), snake_case as the API takes it. Checked before it is
 * sent for what every kind needs (`name`, `schedule`); the service judges the rest.
 */
export interface MonitorCreateSpec {
  /** The monitor's name. */
  name: string;
  /** When it runs: an interval, a cron expression or none. */
  schedule: Record<string, unknown>;
  /** Any other field of the kind's create body. */
  [field: string]: unknown;
}

/** An update body (`*UpdateMonitorSpecPublic`): `type` names the kind; only the fields sent change. */
export interface MonitorUpdateSpec {
  /** The monitor's kind: the service refuses an update of another kind. */
  type: MonitorCreateKind;
  /** Any field the kind's update body has. */
  [field: string]: unknown;
}

/** The answer to a run request (ApiPublicMonitorTriggerRunResultOut). */
export interface MonitorRunStarted {
  /** The run's id. */
  run_id: number;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** One run of a monitor (ApiPublicMonitorRunOut), read loosely. */
export interface MonitorRun {
  /** The run's id. */
  run_id: number;
  /** The monitor it is a run of. */
  monitor_id: number;
  /** Its state, as text. */
  state?: string | null;
  /** When it started: ISO 8601. */
  started_at?: string | null;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** A page of a monitor's runs (ApiPublicListMonitorRunsOut), newest first. */
export interface MonitorRunList {
  /** The runs of this page. */
  runs: MonitorRun[];
  /** A field the service added (counts, page numbers), passed on as it came. */
  [field: string]: unknown;
}
