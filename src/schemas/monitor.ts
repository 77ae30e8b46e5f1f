import { z } from "zod";

/** Run states a monitor can report (contract §2.1; the vendor list lacks `queued`). */
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

/** Kinds of monitor (contract §2.1). */
export const MonitorType = z.enum(["diff", "metric", "schema", "test"]);
export type MonitorType = z.infer<typeof MonitorType>;

/**
 * Fields the list can be ordered by (contract §2.1 SortableFields). The server maps
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
export type Monitor = z.infer<typeof Monitor>;

/** One page of monitors (ApiPublicListMonitorsOut). */
export const MonitorList = z.looseObject({
  count: z.number().int(),
  monitors: z.array(Monitor),
  page: z.number().int(),
  page_size: z.number().int(),
  total_pages: z.number().int(),
});
export type MonitorList = z.infer<typeof MonitorList>;
