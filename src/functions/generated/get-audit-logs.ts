// Generated from src/functions/audit-logs-definition.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.
import type { AuditLogInfo } from "../../types/audit-log";

/** The arguments of {@link getAuditLogs}: every one optional; together they narrow the entries. */
export interface GetAuditLogsArgs {
  /**
   * Only entries about objects of this type, in the service's words: `monitor` or `datadiff` (the
   * emulator's; the vendor does not document its words). Applied by the package, since the API
   * filters by time only.
   */
  readonly objectType?: string;
  /**
   * Only entries about the object of this id: a monitor resource's `monitorId`, say. Applied by the
   * package.
   */
  readonly objectId?: number;
  /**
   * Only entries at or after this time: an ISO 8601 date-time such as `"2025-05-31T09:30:00Z"` (or
   * a date: midnight UTC). Applied by the service.
   */
  readonly startTime?: string;
  /**
   * Only entries at or before this time: an ISO 8601 date-time (or a date: midnight UTC). Applied
   * by the service.
   */
  readonly endTime?: string;
  /**
   * Most answers read while walking back through a window larger than one answer (the API documents
   * no paging: the package asks again, ending at the oldest entry served). More fails the call
   * (TooManyPagesError). Default 10 000.
   */
  readonly maxPages?: number;
}

/** What {@link getAuditLogs} returns: read afresh at every run of the program. */
export interface GetAuditLogsResult {
  /** The entries, newest first, each once. */
  readonly entries: readonly AuditLogInfo[];
  /** How many entries: the length of `entries`. */
  readonly total: number;
}
