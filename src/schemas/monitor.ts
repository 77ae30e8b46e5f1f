import { z } from "zod";
import type * as api from "../types/monitor";
import type { Assert, Equals } from "../types/type-equality";

// Each public object's fields are documented on its type in src/types (what editors show);
// the `_…Matches` checks keep that type and the schema exactly equal.

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
export type MonitorRunState = api.MonitorRunState;
// tsc fails here if the public type and what this schema checks ever differ.
type _MonitorRunStateMatches = Assert<Equals<z.output<typeof MonitorRunState>, api.MonitorRunState>>;

/** Kinds of monitor. */
export const MonitorType = z.enum(["diff", "metric", "schema", "test"]);
export type MonitorType = api.MonitorType;
// tsc fails here if the public type and what this schema checks ever differ.
type _MonitorTypeMatches = Assert<Equals<z.output<typeof MonitorType>, api.MonitorType>>;

/**
 * Fields the list can be ordered by (`order_by`). The server maps
 * `last_triggered` to `last_alert` and `created_by` to `owner`.
 */
export const MonitorSortField = z.enum(["id", "name", "last_triggered", "last_run", "created_by"]);
export type MonitorSortField = api.MonitorSortField;
// tsc fails here if the public type and what this schema checks ever differ.
type _MonitorSortFieldMatches = Assert<Equals<z.output<typeof MonitorSortField>, api.MonitorSortField>>;

export const SortOrder = z.enum(["asc", "desc"]);
export type SortOrder = api.SortOrder;
// tsc fails here if the public type and what this schema checks ever differ.
type _SortOrderMatches = Assert<Equals<z.output<typeof SortOrder>, api.SortOrder>>;

/**
 * One monitor (ApiPublicGetMonitorOut). Enumerated fields are read as plain strings so
 * that a state or type the server adds later does not break every listing.
 */
export const Monitor = z.looseObject({
  id: z.number().int(),
  name: z.string().nullable(),
  monitor_type: z.string().nullable(),
  created_at: z.string(),
  modified_at: z.string(),
  enabled: z.boolean(),
  last_alert: z.string().nullish(),
  last_run: z.string().nullish(),
  owner: z.string().nullish(),
  state: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
});
export type Monitor = api.Monitor;
// tsc fails here if the public type and what this schema checks ever differ.
type _MonitorMatches = Assert<Equals<z.output<typeof Monitor>, api.Monitor>>;

/** One page of monitors (ApiPublicListMonitorsOut). */
export const MonitorList = z.looseObject({
  count: z.number().int(),
  monitors: z.array(Monitor),
  page: z.number().int(),
  page_size: z.number().int(),
  total_pages: z.number().int(),
});
export type MonitorList = api.MonitorList;
// tsc fails here if the public type and what this schema checks ever differ.
type _MonitorListMatches = Assert<Equals<z.output<typeof MonitorList>, api.MonitorList>>;
