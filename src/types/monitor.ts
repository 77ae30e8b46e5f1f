/** Run states a monitor can report; `queued` is seen too, though the API's own list lacks it. */
export type MonitorRunState = "ok" | "alert" | "error" | "learning" | "checking" | "created" | "skipped" | "cancelled" | "queued";

/** Kinds of monitor. */
export type MonitorType = "diff" | "metric" | "schema" | "test";

/**
 * Fields the list can be ordered by (`order_by`). The server maps `last_triggered` to
 * `last_alert` and `created_by` to `owner`.
 */
export type MonitorSortField = "id" | "name" | "last_triggered" | "last_run" | "created_by";

/** Ascending or descending order. */
export type SortOrder = "asc" | "desc";

/**
 * One monitor (ApiPublicGetMonitorOut). Enumerated fields are read as plain strings so that a
 * state or type the server adds later does not break every listing.
 */
export interface Monitor {
  /** The monitor's id: a positive whole number, fixed for the monitor's life. */
  id: number;
  /**
   * The monitor's name as set in the Datafold app; null when it has none. Changes when it is
   * renamed.
   */
  name: string | null;
  /**
   * The kind of monitor: `diff`, `metric`, `schema` or `test` (see {@link MonitorType}), read
   * as text so that a kind added later does not break a listing; null when the service gives none.
   */
  monitor_type: string | null;
  /** When the monitor was created: an ISO 8601 timestamp in UTC, such as `2025-05-31T09:30:00Z`. */
  created_at: string;
  /** When the monitor was last modified: an ISO 8601 timestamp in UTC. */
  modified_at: string;
  /** Whether the monitor runs on its schedule. Changes when it is switched on or off in the app. */
  enabled: boolean;
  /**
   * When the monitor last alerted: an ISO 8601 timestamp in UTC; null or absent when it never
   * has. Moves at each alert.
   */
  last_alert?: string | null;
  /**
   * When the monitor last ran: an ISO 8601 timestamp in UTC; null or absent before its first
   * run. Moves at each run.
   */
  last_run?: string | null;
  /** The e-mail address of the monitor's owner; null or absent when it has none. */
  owner?: string | null;
  /**
   * The state of the last run (see {@link MonitorRunState}: `ok`, `alert`, `error`, ...), read
   * as text; null or absent before the first run. Changes with each run.
   */
  state?: string | null;
  /** The monitor's tags, in the service's order; null or absent when it has none. */
  tags?: string[] | null;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}

/** One page of monitors (ApiPublicListMonitorsOut). */
export interface MonitorList {
  /** How many monitors match the query, over all pages. */
  count: number;
  /**
   * This page's monitors, in the order asked for: at most `page_size`, and fewer only on the
   * last page.
   */
  monitors: Monitor[];
  /** This page's number, counted from 1: the page asked for. */
  page: number;
  /** Monitors per page: the size asked for, or the service's default. */
  page_size: number;
  /** Pages in all: `count` divided by `page_size`, rounded up (0 or 1 for an empty listing). */
  total_pages: number;
  /** A field the service added, passed on as it came. */
  [field: string]: unknown;
}
