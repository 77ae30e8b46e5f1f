import { z } from "zod";
import type * as api from "../types/monitor-spec";

// The monitor endpoints' bodies. Loose objects: a field the service adds passes through, and
// nested settings are read as plain objects (the provider turns them into its inputs' shape).
// Each schema is declared with its public type (src/types/monitor-spec.ts) so that tsc fails
// when the two disagree.

const Text = z.string();
const nullableText = Text.nullable().optional();

/** The answer to a create. */
export const CreatedMonitor: z.ZodType<api.CreatedMonitor> = z.looseObject({ id: z.number().int() });

/** One dataset entry of a GET. */
export const MonitorDatasetEntry: z.ZodType<api.MonitorDatasetEntry> = z.looseObject({
  connection_id: z.number().int(),
  table: nullableText,
  column: nullableText,
  metric: nullableText,
  filter: nullableText,
  query: nullableText,
});

const Settings = z.record(z.string(), z.unknown());

/** One monitor as GET /api/v1/monitors/{id} answers it. */
export const MonitorDetail: z.ZodType<api.MonitorDetail> = z.looseObject({
  id: z.number().int(),
  name: Text.nullable(),
  monitor_type: Text.nullable(),
  created_at: Text,
  modified_at: Text,
  enabled: z.boolean(),
  schedule: Settings,
  description: nullableText,
  owner: nullableText,
  tags: z.array(Text).nullable().optional(),
  notifications: z.array(Settings).nullable().optional(),
  alert: Settings.nullable().optional(),
  dataset: z.array(MonitorDatasetEntry).nullable().optional(),
  state: nullableText,
  last_run: nullableText,
  last_alert: nullableText,
});

/** A create body: what every kind needs is checked before it is sent; the service judges the rest. */
export const MonitorCreateSpec: z.ZodType<api.MonitorCreateSpec> = z.looseObject({
  name: z.string().min(1, "must be a non-empty name"),
  schedule: Settings,
});

/** An update body. */
export const MonitorUpdateSpec: z.ZodType<api.MonitorUpdateSpec> = z.looseObject({
  type: z.enum(["diff", "metric", "schema", "test"]),
});

/** The kind a create endpoint is named by. */
export const MonitorCreateKind: z.ZodType<api.MonitorCreateKind> = z.enum(["diff", "metric", "schema", "test"]);

/** The answer to a run request. */
export const MonitorRunStarted: z.ZodType<api.MonitorRunStarted> = z.looseObject({ run_id: z.number().int() });

/** One run. */
export const MonitorRun: z.ZodType<api.MonitorRun> = z.looseObject({
  run_id: z.number().int(),
  monitor_id: z.number().int(),
  state: nullableText,
  started_at: nullableText,
});

/** A page of runs. */
export const MonitorRunList: z.ZodType<api.MonitorRunList> = z.looseObject({ runs: z.array(MonitorRun) });
