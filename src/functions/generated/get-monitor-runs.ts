// Generated from src/functions/monitor-runs-definition.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.
import type { MonitorRunInfo } from "../../types/monitor-spec";

/** The arguments of {@link getMonitorRuns}: the monitor, and optionally a time window. */
export interface GetMonitorRunsArgs {
  /**
   * The monitor's id in Datafold: a positive whole number (a monitor resource's `monitorId`, or an
   * id from {@link getMonitors}).
   */
  readonly monitorId: number;
  /**
   * Only runs that started at or after this time: an ISO 8601 date-time such as
   * `"2025-05-31T09:30:00Z"` (or a date: midnight UTC). Applied by the service.
   */
  readonly startTime?: string;
  /**
   * Only runs that started at or before this time: an ISO 8601 date-time (or a date: midnight UTC).
   * Applied by the service.
   */
  readonly endTime?: string;
  /**
   * Runs per request while walking the pages: a whole number, 1 or more. Default 100. Changes only
   * how many requests are made, not the result.
   */
  readonly pageSize?: number;
  /**
   * Most pages read. A service whose first page announces more fails the call (TooManyPagesError)
   * instead of being walked: narrow the window with `startTime`. Default 10 000.
   */
  readonly maxPages?: number;
}

/** What {@link getMonitorRuns} returns: read afresh at every run of the program. */
export interface GetMonitorRunsResult {
  /** The monitor asked about. */
  readonly monitorId: number;
  /** Its runs in the window, from all pages, newest first. */
  readonly runs: readonly MonitorRunInfo[];
  /** How many runs: the length of `runs`. */
  readonly total: number;
}
