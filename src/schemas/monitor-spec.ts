import { z } from "zod";
import type * as api from "../types/monitor-spec";
import { MonitorRunState, MonitorType } from "./monitor";
import { view } from "./view";

// The source of the monitor endpoints' types: src/types/monitor-spec.ts is generated from this
// file by `npm run generate`, each description below becoming a doc comment. Loose objects: a
// field the service adds passes through, and nested settings are read as plain objects (the
// provider turns them into its inputs' shape). The wire is snake_case, as the API names it.

const ADDED = "A field the service added, passed on as it came.";
const Settings = z.record(z.string(), z.unknown());

export const CreatedMonitor = z
  .looseObject({ id: z.number().int().describe("The new monitor's id.") })
  .meta({ description: "The answer to a create (ApiPublicCreateMonitorOut).", otherFields: ADDED });
export type CreatedMonitor = api.CreatedMonitor;

export const MonitorDatasetEntry = z
  .looseObject({
    connection_id: z.number().int().describe("The data source's id."),
    table: z.string().nullish().describe("The table; null or absent when the kind has none (a custom query)."),
    column: z.string().nullish().describe("The column; null or absent when the kind has none."),
    metric: z.string().nullish().describe("The metric's name; null or absent when the kind has none."),
    filter: z.string().nullish().describe("The filter; null or absent when none is set."),
    query: z.string().nullish().describe("The SQL query; null or absent when the kind has none."),
  })
  .meta({
    description: "One entry of the data a monitor watches, as GET shows it (MonitorDataset): never the whole definition.",
    otherFields: ADDED,
  });
export type MonitorDatasetEntry = api.MonitorDatasetEntry;

export const MonitorDetail = z
  .looseObject({
    id: z.number().int().describe("The monitor's id."),
    name: z.string().nullable().describe("Its name; null when it has none."),
    monitor_type: z.string().nullable().describe("Its kind (`diff`, `metric`, `schema`, `test`), read as text; null when the service gives none."),
    created_at: z.string().describe("When it was created: ISO 8601."),
    modified_at: z.string().describe("When it was last changed: ISO 8601. Moves with every edit."),
    enabled: z.boolean().describe("Whether it runs on its schedule."),
    schedule: Settings.describe(
      'Its schedule, as the service stores it (`{"interval": {"every": "hour", "type": "hourly"}}`, `{"cron": ..., "type": "crontab"}`, `{"type": "none"}`).',
    ),
    description: z.string().nullish().describe("Its description; null or absent when it has none."),
    owner: z.string().nullish().describe("The owner's e-mail address; null or absent when it has none."),
    tags: z.array(z.string()).nullish().describe("Its tags; null or absent when it has none."),
    notifications: z.array(Settings).nullish().describe("Its notification destinations, each with its `type`."),
    alert: Settings.nullish().describe("Its alert condition (with its `type`); null or absent when it has none."),
    dataset: z.array(MonitorDatasetEntry).nullish().describe("The data it watches: one entry per side (two for a data diff)."),
    state: z.string().nullish().describe("The state of its last run, as text; moves with every run."),
    last_run: z.string().nullish().describe("When it last ran; moves with every run."),
    last_alert: z.string().nullish().describe("When it last alerted; moves with every alert."),
  })
  .meta({
    description:
      "One monitor as `GET /api/v1/monitors/{id}` answers it (ApiPublicGetMonitorOutFull): its settings, and the monitored data " +
      "only as `dataset` entries.",
    otherFields: ADDED,
  });
export type MonitorDetail = api.MonitorDetail;

export const MonitorCreateSpec = z
  .looseObject({
    name: z.string().min(1, "must be a non-empty name").describe("The monitor's name."),
    schedule: Settings.describe("When it runs: an interval, a cron expression or none."),
  })
  .meta({
    description:
      "A create body (`*MonitorSpecPublic`), snake_case as the API takes it. Checked before it is sent for what every kind " +
      "needs (`name`, `schedule`); the service judges the rest.",
    otherFields: "Any other field of the kind's create body.",
  });
export type MonitorCreateSpec = api.MonitorCreateSpec;

export const MonitorUpdateSpec = z
  .looseObject({ type: MonitorType.describe("The monitor's kind: the service refuses an update of another kind.") })
  .meta({
    description: "An update body (`*UpdateMonitorSpecPublic`): `type` names the kind; only the fields sent change.",
    otherFields: "Any field the kind's update body has.",
  });
export type MonitorUpdateSpec = api.MonitorUpdateSpec;

export const MonitorRunStarted = z
  .looseObject({ run_id: z.number().int().describe("The run's id.") })
  .meta({ description: "The answer to a run request (ApiPublicMonitorTriggerRunResultOut).", otherFields: ADDED });
export type MonitorRunStarted = api.MonitorRunStarted;

export const MonitorRun = z
  .looseObject({
    run_id: z.number().int().describe("The run's id."),
    monitor_id: z.number().int().describe("The monitor it is a run of."),
    state: z.string().nullish().describe("Its state, as text."),
    started_at: z.string().nullish().describe("When it started: ISO 8601."),
    diff_id: z.number().int().nullish().describe("The data diff the run made (a data diff monitor's run); null or absent otherwise."),
  })
  .meta({ description: "One run of a monitor (ApiPublicMonitorRunOut), read loosely.", otherFields: ADDED });
export type MonitorRun = api.MonitorRun;

export const MonitorRunList = z
  .looseObject({
    count: z.number().int().describe("How many runs match, over all pages."),
    page: z.number().int().describe("This page's number, counted from 1: the page asked for."),
    page_size: z.number().int().describe("Runs per page: the size asked for, or the service's default (10)."),
    total_pages: z.number().int().describe("Pages in all: `count` divided by `page_size`, rounded up."),
    runs: z.array(MonitorRun).describe("The runs of this page, newest first."),
  })
  .meta({ description: "A page of a monitor's runs (ApiPublicListMonitorRunsOut), newest first.", otherFields: ADDED });
export type MonitorRunList = api.MonitorRunList;

/** What `getMonitorRuns` returns of each run. */
export const MonitorRunInfo = view(MonitorRun).as<api.MonitorRunInfo>({
  description:
    "One run of a monitor, with Pulumi-style names. Absent values are null. It is the service's view at the time of the call: a " +
    "data function runs again at every `pulumi up` and `preview`.",
  fields: {
    run_id: { description: "The run's id: a positive whole number, larger for a later run." },
    monitor_id: { description: "The monitor it is a run of." },
    state: {
      known: MonitorRunState,
      description:
        "The run's state: one of {@link MonitorRunState} (`ok`, `alert`, `error`, ...), or a state the service added since this " +
        "version, passed on as text rather than failing the read (hence `string & {}`); null when the service gives none.",
    },
    started_at: { description: "When the run started: an ISO 8601 timestamp in UTC; null when the service gives none." },
    diff_id: { description: "The data diff the run made (a data diff monitor's run); null otherwise." },
  },
});
export type MonitorRunInfo = api.MonitorRunInfo;
