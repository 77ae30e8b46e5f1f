import { z } from "zod";

/** Run states a monitor can report; `queued` is seen too, though the API's own list lacks it. */
export const MonitorRunState = z.enum([
  "ok",
  "alert",
  "error",
  "learning",
  "checking",
  "created",
  "skipped",
  "cancelled",
  "queued",
]);
export type MonitorRunState = z.infer<typeof MonitorRunState>;

/** Kinds of monitor. */
export const MonitorType = z.enum(["diff", "metric", "schema", "test"]);
export type MonitorType = z.infer<typeof MonitorType>;

/**
 * Fields the list can be ordered by (`order_by`). The server maps
 * `last_triggered` to `last_alert` and `created_by` to `owner`.
 */
export const MonitorSortField = z.enum(["id", "name", "last_triggered", "last_run", "created_by"]);
export type MonitorSortField = z.infer<typeof MonitorSortField>;

export const SortOrder = z.enum(["asc", "desc"]);
export type SortOrder = z.infer<typeof SortOrder>;

/**
 * One monitor (ApiPublicGetMonitorOut). Enumerated fields are read as plain strings so
 * that a state or type the server adds later does not break every listing.
 */
export const Monitor = z.looseObject({
  /** The monitor's id: a positive whole number, fixed for the monitor's life. */
  id: z.number().int(),
  /**
   * The monitor's name as set in the Datafold app; null when it has none. Changes when it is
   * renamed.
   */
  name: z.string().nullable(),
  /**
   * The kind of monitor: `diff`, `metric`, `schema` or `test` (see MonitorType), read as text so
   * that a kind added later does not break a listing; null when the service gives none.
   */
  monitor_type: z.string().nullable(),
  /** When the monitor was created: an ISO 8601 timestamp in UTC, such as `2025-05-31T09:30:00Z`. */
  created_at: z.string(),
  /** When the monitor was last modified: an ISO 8601 timestamp in UTC. */
  modified_at: z.string(),
  /** Whether the monitor runs on its schedule. Changes when it is switched on or off in the app. */
  enabled: z.boolean(),
  /**
   * When the monitor last alerted: an ISO 8601 timestamp in UTC; null or absent when it never has.
   * Moves at each alert.
   */
  last_alert: z.string().nullish(),
  /**
   * When the monitor last ran: an ISO 8601 timestamp in UTC; null or absent before its first run.
   * Moves at each run.
   */
  last_run: z.string().nullish(),
  /** The e-mail address of the monitor's owner; null or absent when it has none. */
  owner: z.string().nullish(),
  /**
   * The state of the last run (see MonitorRunState: `ok`, `alert`, `error`, ...), read as text;
   * null or absent before the first run. Changes with each run.
   */
  state: z.string().nullish(),
  /** The monitor's tags, in the service's order; null or absent when it has none. */
  tags: z.array(z.string()).nullish(),
});
export type Monitor = z.infer<typeof Monitor>;

/** One page of monitors (ApiPublicListMonitorsOut). */
export const MonitorList = z.looseObject({
  /** How many monitors match the query, over all pages. */
  count: z.number().int(),
  /**
   * This page's monitors, in the order asked for: at most `page_size`, and fewer only on the last
   * page.
   */
  monitors: z.array(Monitor),
  /** This page's number, counted from 1: the page asked for. */
  page: z.number().int(),
  /** Monitors per page: the size asked for, or the service's default. */
  page_size: z.number().int(),
  /** Pages in all: `count` divided by `page_size`, rounded up (0 or 1 for an empty listing). */
  total_pages: z.number().int(),
});
export type MonitorList = z.infer<typeof MonitorList>;
