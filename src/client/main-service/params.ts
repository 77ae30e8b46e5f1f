import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { MonitorSortField, SortOrder } from "../../schemas/monitor";
import type * as api from "../../types/main-service-params";
import { AtLeastOne, oneOf } from "../../core/arguments";
import { asUrlText } from "../../core/path-segment";

/*
 * The schemas that check what DatafoldClient's methods are given, before anything is sent
 * (ProxyAdminClient's are in ../proxy-admin/params.ts), so that a field of the wrong type or
 * range is an InvalidArgumentError naming it, and an unknown field is one too (a typo would
 * otherwise be ignored). They are the source of the public argument types:
 * src/types/main-service-params.ts is generated from this file by `npm run generate`, each
 * description below becoming a doc comment.
 */

const Tag = asUrlText(
  z
    .string(mustBe("a string"))
    .min(1, "must not be empty")
    .refine((tag) => !tag.includes(","), "must not contain a comma (the API joins tags with commas): give each tag as its own element"),
);

export const MonitorQuery = z
  .strictObject({
    orderBy: oneOf(MonitorSortField.options)
      .optional()
      .describe(
        "Order of the list, applied by the service: `id`, `name`, `last_triggered` (last alert), `last_run` or `created_by` " +
          "(owner). Left out, the service's own order.",
      ),
    sortOrder: oneOf(SortOrder.options).optional().describe("`asc` or `desc` (the service's default) when `orderBy` is set."),
    tags: z
      .array(Tag, mustBe("an array of tags"))
      .optional()
      .describe("Only monitors that carry every one of these tags; each non-empty, without commas."),
  })
  .meta({ description: "Filters and order of a monitor listing (GET /api/v1/monitors)." });
export type MonitorQuery = api.MonitorQuery;

export const ListMonitorsParams = MonitorQuery.extend({
  page: AtLeastOne.optional().describe("The page to read, counted from 1. Default 1."),
  pageSize: AtLeastOne.optional().describe("Monitors per page, 1 or more. Left out, the service's default."),
}).meta({ description: "One page of a monitor listing." });
export type ListMonitorsParams = api.ListMonitorsParams;

export const ListAllMonitorsParams = MonitorQuery.extend({
  pageSize: AtLeastOne.optional().describe("Monitors per request. Default 100."),
  concurrency: AtLeastOne.optional().describe("Pages fetched at once, 1 or more. Default 8 (the per-origin limit of the client applies too)."),
  maxPages: AtLeastOne.optional().describe(
    "Most pages read; a first page announcing more is a TooManyPagesError, and no other page is requested. Default 10 000.",
  ),
}).meta({ description: "Every page of a monitor listing." });
export type ListAllMonitorsParams = api.ListAllMonitorsParams;

export const IterateMonitorsParams = ListAllMonitorsParams.omit({ concurrency: true }).meta({
  description: "Filters, order and paging of `DatafoldClient.monitors`: as {@link ListAllMonitorsParams}, one page at a time.",
});
export type IterateMonitorsParams = api.IterateMonitorsParams;

export const TopQueriesParams = z
  .strictObject({
    limit: AtLeastOne.optional().describe("Most queries returned, 1 or more. The server's default is 100."),
    statementType: asUrlText(z.string(mustBe("a string")).min(1, "must not be empty"))
      .optional()
      .describe("Only queries of this statement type (SELECT, INSERT, ...)."),
  })
  .meta({ description: "The most executed queries that lineage v2 has seen." });
export type TopQueriesParams = api.TopQueriesParams;

/** A point in time as the runs' filters take it: what the service reads as a date-time (an ISO 8601 date-time, or a date). */
const Instant = z
  .string(mustBe('an ISO 8601 date-time such as "2025-05-31T09:30:00Z"'))
  .regex(
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
    'must be an ISO 8601 date-time such as "2025-05-31T09:30:00Z", or a date such as "2025-05-31"',
  );

export const MonitorRunTimes = z
  .strictObject({
    startTime: Instant.optional().describe(
      'Only runs that started at or after this time: an ISO 8601 date-time such as `"2025-05-31T09:30:00Z"` (or a date: midnight UTC).',
    ),
    endTime: Instant.optional().describe("Only runs that started at or before this time: an ISO 8601 date-time (or a date: midnight UTC)."),
  })
  .meta({ description: "The time filters of a monitor's runs (`start_time`, `end_time`), both inclusive." });
export type MonitorRunTimes = api.MonitorRunTimes;

export const ListAllMonitorRunsParams = MonitorRunTimes.extend({
  pageSize: AtLeastOne.optional().describe("Runs per request. Default 100."),
  concurrency: AtLeastOne.optional().describe("Pages fetched at once, 1 or more. Default 8 (the per-origin limit of the client applies too)."),
  maxPages: AtLeastOne.optional().describe("Most pages read; a first page announcing more is a TooManyPagesError, and no other page is requested. Default 10 000."),
}).meta({ description: "Every page of a monitor's runs." });
export type ListAllMonitorRunsParams = api.ListAllMonitorRunsParams;

const waitMs = (what: string, max: number) =>
  z.number(mustBe(`${what}: a whole number of milliseconds, 1 to ${max}`, "number")).int(mustBe(`a whole number of milliseconds, 1 to ${max}`, "number")).min(1, mustBe(`1 or more`, "number")).max(max, mustBe(`at most ${max}`, "number"));

export const TestDataSourceOptions = z
  .strictObject({
    timeoutMs: waitMs("how long to wait", 3_600_000).optional().describe("How long to wait for the test to end, in milliseconds. Default 120000 (2 minutes)."),
    pollIntervalMs: waitMs("the wait between two looks", 60_000).optional().describe("How long to wait between two looks at the test's job, in milliseconds. Default 1000."),
  })
  .meta({ description: "How {@link DatafoldClient.testDataSource} waits for a data source's connection test to end." });
export type TestDataSourceOptions = api.TestDataSourceOptions;
export const AuditLogWindow = z
  .strictObject({
    startTime: Instant.optional().describe(
      'Only entries at or after this time: an ISO 8601 date-time such as `"2025-05-31T09:30:00Z"` (or a date: midnight UTC). Sent as the body\'s `start_date`.',
    ),
    endTime: Instant.optional().describe("Only entries at or before this time: an ISO 8601 date-time (or a date: midnight UTC). Sent as the body's `end_date`."),
  })
  .meta({ description: "The window of one audit-log read (GET /api/v1/audit_logs), both ends inclusive." });
export type AuditLogWindow = api.AuditLogWindow;

export const ListAllAuditLogsParams = AuditLogWindow.extend({
  objectType: z
    .string(mustBe("a string"))
    .min(1, "must not be empty")
    .optional()
    .describe("Only entries about objects of this type, in the service's words (`monitor`, `datadiff`). Applied by the client: the API has no such filter."),
  objectId: AtLeastOne.optional().describe("Only entries about the object of this id. Applied by the client: the API has no such filter."),
  maxPages: AtLeastOne.optional().describe(
    "Most answers read while walking back through a window larger than one answer; more is a TooManyPagesError: narrow the window. Default 10 000.",
  ),
}).meta({ description: "Every audit-log entry of a window, optionally only those about one object type or object." });
export type ListAllAuditLogsParams = api.ListAllAuditLogsParams;
