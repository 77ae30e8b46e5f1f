import type { EmulatorContext } from "../context";
import type { StoredMonitor, StoredMonitorRun } from "../state";
import { formatTimestamp } from "./format-timestamp";
import type { MonitorKind } from "./monitor-spec";
import { generateMonitor, tagsOf, type MonitorRecord } from "./seed-monitors";

/*
 * The monitors that changed: created ones, and seeded ones once changed or deleted (copied
 * into the state on their first change, so the seeded catalog stays a pure function of the
 * id and keeps its cached orders). `state.monitors[id]` is the monitor, or null for a
 * seeded monitor deleted; a created monitor deleted is simply removed, its id never reused.
 */

/**
 * Created monitors get ids from here up, above any seeded count the command line allows
 * (100,000), so they never collide with a seeded id, even after a restart with a larger
 * `--monitors`.
 */
export const FIRST_CREATED_MONITOR_ID = 100_001;

/** The seeded monitors' data source: the emulator's Snowflake (seed-data-sources). */
const SEEDED_CONNECTION_ID = 7;

/** The table in a seeded monitor's name (`Row count of finance.payments` → `finance.payments`). */
function seededTable(name: string | null): string | null {
  return /\b([a-z_]+\.[a-z_]+)/.exec(name ?? "")?.[1] ?? null;
}

/** The spec a seeded monitor would have been created with (a guess: the seed has none). */
function seededSpec(record: MonitorRecord): Record<string, unknown> {
  const table = seededTable(record.name);
  const common = {
    name: record.name,
    description: null,
    enabled: record.enabled,
    owner: record.owner,
    schedule: { interval: { every: "day", hour: 6, type: "daily", utc_at: null } },
    notifications: [],
    tags: tagsOf(record.tagMask),
  };
  switch (record.monitorType) {
    case "diff":
      return {
        ...common,
        alert: { different_rows_count: 0, different_rows_percent: null, match_ratio_min: null },
        datadiff: {
          diff_type: "indb",
          primary_key: ["id"],
          dataset_a: { connection_id: SEEDED_CONNECTION_ID, table: `prod.${table ?? "unknown"}`, filter: null, session_parameters: null, time_travel_point: null },
          dataset_b: { connection_id: SEEDED_CONNECTION_ID, table: `dev.${table ?? "unknown"}`, filter: null, session_parameters: null, time_travel_point: null },
        },
      };
    case "metric":
      return {
        ...common,
        connection_id: SEEDED_CONNECTION_ID,
        metric: { type: "table", table, filter: null, metric: "row_count" },
        alert: { type: "automatic", sensitivity: 50 },
      };
    case "schema":
      return { ...common, connection_id: SEEDED_CONNECTION_ID, table };
    case "test":
      return { ...common, connection_id: SEEDED_CONNECTION_ID, query: `SELECT * FROM ${table ?? "unknown"} WHERE id IS NULL`, test: null };
  }
}

/** A seeded monitor in the stored form (no runs kept: its last run is the seed's). */
export function seededMonitor(record: MonitorRecord): StoredMonitor {
  const time = (ms: number | null): string | null => (ms === null ? null : formatTimestamp(ms));
  return {
    id: record.id,
    type: record.monitorType,
    spec: seededSpec(record),
    createdAt: formatTimestamp(record.createdAt),
    modifiedAt: formatTimestamp(record.modifiedAt),
    state: record.state,
    lastRun: time(record.lastRun),
    lastAlert: time(record.lastAlert),
    runs: [],
  };
}

function isSeeded(ctx: EmulatorContext, id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= ctx.options.monitors;
}

/** The monitor with this id as it is now, or undefined when there is none (never was, or deleted). */
export function findMonitor(ctx: EmulatorContext, id: number): StoredMonitor | undefined {
  const changed = ctx.state.monitors ?? {};
  const key = String(id);
  if (Object.hasOwn(changed, key)) return changed[key] ?? undefined;
  return isSeeded(ctx, id) ? seededMonitor(generateMonitor(id)) : undefined;
}

/** The monitor, copied into the state first when it is still a pristine seeded one, ready to change. */
export function monitorToChange(ctx: EmulatorContext, id: number): StoredMonitor | undefined {
  const monitor = findMonitor(ctx, id);
  if (monitor === undefined) return undefined;
  const changed = (ctx.state.monitors ??= {});
  changed[String(id)] = monitor;
  return monitor;
}

export function createMonitor(ctx: EmulatorContext, type: MonitorKind, spec: Record<string, unknown>): StoredMonitor {
  const state = ctx.state;
  const id = Math.max(state.nextMonitorId ?? FIRST_CREATED_MONITOR_ID, ctx.options.monitors + 1);
  state.nextMonitorId = id + 1;
  const now = formatTimestamp(ctx.now());
  // A guess: a new monitor has not run yet, so it is `created`, as seeded ones that never ran.
  const monitor: StoredMonitor = { id, type, spec, createdAt: now, modifiedAt: now, state: "created", lastRun: null, lastAlert: null, runs: [] };
  (state.monitors ??= {})[String(id)] = monitor;
  return monitor;
}

/** Deletes the monitor; false when there is none. */
export function deleteMonitor(ctx: EmulatorContext, id: number): boolean {
  if (findMonitor(ctx, id) === undefined) return false;
  const changed = (ctx.state.monitors ??= {});
  // A seeded monitor needs a tombstone, or the catalog would bring it back.
  if (isSeeded(ctx, id)) changed[String(id)] = null;
  else delete changed[String(id)];
  return true;
}

/** Sets spec fields (those not undefined) and bumps `modified_at`, as an edit does. */
export function applySpecChange(ctx: EmulatorContext, monitor: StoredMonitor, change: Readonly<Record<string, unknown>>): void {
  for (const [field, value] of Object.entries(change)) {
    if (value !== undefined) monitor.spec[field] = value;
  }
  monitor.modifiedAt = formatTimestamp(ctx.now());
}

/**
 * Runs the monitor at once: the run is finished when it is answered. A guess at the outcome:
 * `ok` unless `alert` (the control API's choice), since the emulator has no data to check.
 * Only the run fields change (`state`, `last_run`, `last_alert`), never the spec or `modified_at`.
 */
export function runMonitor(ctx: EmulatorContext, monitor: StoredMonitor, alert: boolean): StoredMonitorRun {
  const state = ctx.state;
  const runId = state.nextMonitorRunId ?? 1;
  state.nextMonitorRunId = runId + 1;
  const startedAt = formatTimestamp(ctx.now());
  const run: StoredMonitorRun = { runId, startedAt, state: alert ? "alert" : "ok", diffId: null, error: null, warnings: [] };
  monitor.runs.push(run);
  monitor.state = run.state;
  monitor.lastRun = startedAt;
  if (alert) monitor.lastAlert = startedAt;
  return run;
}

/** Every monitor changed or created, by id; null values are deleted seeded monitors. */
export function changedMonitors(ctx: EmulatorContext): Readonly<Record<string, StoredMonitor | null>> {
  return ctx.state.monitors ?? {};
}
