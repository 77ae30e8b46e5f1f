// Generated from src/functions/monitors-definition.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.
import type { MonitorInfo, MonitorSortField, MonitorType, SortOrder } from "../../types/monitor";

/** The arguments of {@link getMonitors}: every one optional; together they narrow the list. */
export interface GetMonitorsArgs {
  /**
   * Order of the list, applied by the service: `id`, `name`, `last_triggered` (last alert),
   * `last_run` or `created_by` (owner). Left out, the service's own order.
   */
  readonly orderBy?: MonitorSortField;
  /** `asc` or `desc` (the service's default) when `orderBy` is set. */
  readonly sortOrder?: SortOrder;
  /**
   * Only monitors that carry every one of these tags (filtered by the service); each non-empty,
   * without commas.
   */
  readonly tags?: readonly string[];
  /**
   * Monitors per request while walking the pages: a whole number, 1 or more. Default 100. Changes
   * only how many requests are made, not the result.
   */
  readonly pageSize?: number;
  /** Only monitors whose last run state is one of these ("none": no state reported yet). */
  readonly states?: readonly MonitorStateName[];
  /** Only monitors of these kinds (diff, metric, schema, test). */
  readonly monitorTypes?: readonly MonitorType[];
  /** Only enabled (true) or only disabled (false) monitors. */
  readonly enabled?: boolean;
  /**
   * Most pages read. A service whose first page announces more fails the call (TooManyPagesError)
   * instead of being walked. Default 10 000, far above any real account at the default page size.
   */
  readonly maxPages?: number;
}

/** What {@link getMonitors} returns: read afresh at every run of the program. */
export interface GetMonitorsResult {
  /** Every monitor that matches the arguments, from all pages, in the service's order. */
  readonly monitors: readonly MonitorInfo[];
  /** How many monitors matched: the length of `monitors`. */
  readonly total: number;
  /** How many of the matching monitors are in each last run state. */
  readonly countsByState: MonitorStateCounts;
  /** How many of the matching monitors are of each kind. */
  readonly countsByType: MonitorTypeCounts;
}

/** A monitor's last run state, or "none" for a monitor that has not reported one yet. */
export type MonitorStateName = "ok" | "alert" | "error" | "learning" | "checking" | "created" | "skipped" | "cancelled" | "queued" | "none";

/**
 * Monitors per last run state. Every key is always present (0 when no monitor is in that state), so
 * a stack output such as `countsByState.alert` is always a number; `other` counts states this
 * package does not know yet. The counts add up to `total`.
 */
export interface MonitorStateCounts {
  /** Monitors whose last run state is `ok`. */
  readonly ok: number;
  /** Monitors whose last run state is `alert`. */
  readonly alert: number;
  /** Monitors whose last run state is `error`. */
  readonly error: number;
  /** Monitors whose last run state is `learning`. */
  readonly learning: number;
  /** Monitors whose last run state is `checking`. */
  readonly checking: number;
  /** Monitors whose last run state is `created`. */
  readonly created: number;
  /** Monitors whose last run state is `skipped`. */
  readonly skipped: number;
  /** Monitors whose last run state is `cancelled`. */
  readonly cancelled: number;
  /** Monitors whose last run state is `queued`. */
  readonly queued: number;
  /** Monitors that have not reported a state yet. */
  readonly none: number;
  /** Monitors in a state this package does not know yet. */
  readonly other: number;
}

/**
 * Monitors per kind, as {@link MonitorStateCounts}: every key always present (0 when none), adding
 * up to `total`; `other` counts unknown or missing kinds.
 */
export interface MonitorTypeCounts {
  /** Monitors of kind `diff`. */
  readonly diff: number;
  /** Monitors of kind `metric`. */
  readonly metric: number;
  /** Monitors of kind `schema`. */
  readonly schema: number;
  /** Monitors of kind `test`. */
  readonly test: number;
  /** Monitors of a kind this package does not know yet, or of none. */
  readonly other: number;
}
