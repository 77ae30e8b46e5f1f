import { z } from "zod";
import type * as api from "../types/monitor";
import { view } from "./view";

// The source of the monitor types: src/types/monitor.ts is generated from this file by
// `npm run generate`, each description below becoming a doc comment.

export const MonitorRunState = z
  .enum(["ok", "alert", "error", "learning", "checking", "created", "skipped", "cancelled", "queued"])
  .meta({ description: "Run states a monitor can report; `queued` is seen too, though the API's own list lacks it." });
export type MonitorRunState = api.MonitorRunState;

export const MonitorType = z.enum(["diff", "metric", "schema", "test"]).meta({ description: "Kinds of monitor." });
export type MonitorType = api.MonitorType;

export const MonitorSortField = z.enum(["id", "name", "last_triggered", "last_run", "created_by"]).meta({
  description: "Fields the list can be ordered by (`order_by`). The server maps `last_triggered` to `last_alert` and `created_by` to `owner`.",
});
export type MonitorSortField = api.MonitorSortField;

export const SortOrder = z.enum(["asc", "desc"]).meta({ description: "Ascending or descending order." });
export type SortOrder = api.SortOrder;

export const Monitor = z
  .looseObject({
    id: z.number().int().describe("The monitor's id: a positive whole number, fixed for the monitor's life."),
    name: z.string().nullable().describe("The monitor's name as set in the Datafold app; null when it has none. Changes when it is renamed."),
    monitor_type: z
      .string()
      .nullable()
      .describe(
        "The kind of monitor: `diff`, `metric`, `schema` or `test` (see {@link MonitorType}), read as text so that a kind added " +
          "later does not break a listing; null when the service gives none.",
      ),
    created_at: z.string().describe("When the monitor was created: an ISO 8601 timestamp in UTC, such as `2025-05-31T09:30:00Z`."),
    modified_at: z.string().describe("When the monitor was last modified: an ISO 8601 timestamp in UTC."),
    enabled: z.boolean().describe("Whether the monitor runs on its schedule. Changes when it is switched on or off in the app."),
    last_alert: z
      .string()
      .nullish()
      .describe("When the monitor last alerted: an ISO 8601 timestamp in UTC; null or absent when it never has. Moves at each alert."),
    last_run: z
      .string()
      .nullish()
      .describe("When the monitor last ran: an ISO 8601 timestamp in UTC; null or absent before its first run. Moves at each run."),
    owner: z.string().nullish().describe("The e-mail address of the monitor's owner; null or absent when it has none."),
    state: z
      .string()
      .nullish()
      .describe(
        "The state of the last run (see {@link MonitorRunState}: `ok`, `alert`, `error`, ...), read as text; null or absent " +
          "before the first run. Changes with each run.",
      ),
    tags: z.array(z.string()).nullish().describe("The monitor's tags, in the service's order; null or absent when it has none."),
  })
  .meta({
    description:
      "One monitor (ApiPublicGetMonitorOut). Enumerated fields are read as plain strings so that a state or type the server " +
      "adds later does not break every listing.",
  });
export type Monitor = api.Monitor;

export const MonitorList = z
  .looseObject({
    count: z.number().int().describe("How many monitors match the query, over all pages."),
    monitors: z
      .array(Monitor)
      .describe("This page's monitors, in the order asked for: at most `page_size`, and fewer only on the last page."),
    page: z.number().int().describe("This page's number, counted from 1: the page asked for."),
    page_size: z.number().int().describe("Monitors per page: the size asked for, or the service's default."),
    total_pages: z.number().int().describe("Pages in all: `count` divided by `page_size`, rounded up (0 or 1 for an empty listing)."),
  })
  .meta({ description: "One page of monitors (ApiPublicListMonitorsOut)." });
export type MonitorList = api.MonitorList;

/** What `getMonitors` returns of each monitor. */
export const MonitorInfo = view(Monitor).as<api.MonitorInfo>({
  description:
    "One monitor, with Pulumi-style names. Absent values are null. It is the service's view at the time of the call: a data " +
    "function runs again at every `pulumi up` and `preview`.",
  fields: {
    id: true,
    name: { description: "The monitor's name as set in the Datafold app; null when it has none." },
    monitor_type: {
      known: MonitorType,
      description:
        "The kind of monitor: one of {@link MonitorType} (`diff`, `metric`, `schema`, `test`), or a kind the service added " +
        "since this version, passed on as text rather than failing the read (hence `string & {}`: editors still suggest the " +
        "known kinds); null when the service gives none.",
    },
    created_at: true,
    modified_at: true,
    enabled: { description: "Whether the monitor runs on its schedule." },
    last_alert: { description: "When the monitor last alerted: an ISO 8601 timestamp in UTC; null when it never has. Moves at each alert." },
    last_run: { description: "When the monitor last ran: an ISO 8601 timestamp in UTC; null before its first run. Moves at each run." },
    owner: { description: "The e-mail address of the monitor's owner; null when it has none." },
    state: {
      known: MonitorRunState,
      description:
        "The state of the last run: one of {@link MonitorRunState} (`ok`, `alert`, `error`, ...), or a state the service " +
        "added since this version, passed on as text rather than failing the read (hence `string & {}`: editors still " +
        "suggest the known states); null before the first run. Changes with each run.",
    },
    tags: { emptyWhenAbsent: true, description: "The monitor's tags, in the service's order; empty when it has none." },
  },
});
export type MonitorInfo = api.MonitorInfo;
