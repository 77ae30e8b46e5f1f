/**
 * The monitor endpoints of the main service, as functions of the one HTTP layer; the
 * DatafoldClient methods of the same names call them. Every argument is checked before a
 * request is sent, and every answer against its schema (src/schemas/monitor-spec.ts).
 */
import { z } from "zod";
import * as wire from "../../schemas/monitor-spec";
import type {
  CreatedMonitor,
  MonitorCreateSpec,
  MonitorDetail,
  MonitorRun,
  MonitorRunList,
  MonitorRunStarted,
  MonitorUpdateSpec,
} from "../../types/monitor-spec";
import type { MonitorType as MonitorCreateKind } from "../../types/monitor";
import { MonitorType } from "../../schemas/monitor";
import { checkArgument, checkArguments, PositiveId } from "../../core/arguments";
import { pathSegment } from "../../core/path-segment";
import type { HttpClient } from "../transport/http-client";
import type { MonitorRunTimes } from "../../types/main-service-params";
import { pageProblems } from "./page-check";
import * as params from "./params";

const monitorPath = (id: number, method: string) => `/api/v1/monitors/${pathSegment(checkArgument(PositiveId, id, method, "monitorId"), method, "monitorId")}`;

/** POST /api/v1/monitors/create/{kind}. A POST: never retried once sent (an ambiguous failure is a NetworkError with `ambiguous`). */
export function createMonitor(http: HttpClient, kind: MonitorCreateKind, spec: MonitorCreateSpec): Promise<CreatedMonitor> {
  const k = checkArgument(MonitorType, kind, "createMonitor", "kind");
  const body = checkArguments(wire.MonitorCreateSpec, spec, "createMonitor", "spec");
  return http.request({ endpoint: `create ${k} monitor`, method: "POST", path: `/api/v1/monitors/create/${k}`, body, schema: wire.CreatedMonitor });
}

/** GET /api/v1/monitors/{id}. */
export function getMonitor(http: HttpClient, monitorId: number): Promise<MonitorDetail> {
  return http.request({ endpoint: "get monitor", method: "GET", path: monitorPath(monitorId, "getMonitor"), schema: wire.MonitorDetail });
}

/** PATCH /api/v1/monitors/{id}/update. The answer has no schema in the API: returned as sent. */
export function updateMonitor(http: HttpClient, monitorId: number, spec: MonitorUpdateSpec): Promise<unknown> {
  const body = checkArguments(wire.MonitorUpdateSpec, spec, "updateMonitor", "spec");
  return http.request({ endpoint: "update monitor", method: "PATCH", path: `${monitorPath(monitorId, "updateMonitor")}/update`, body, schema: z.unknown() });
}

/** PUT /api/v1/monitors/{id}/toggle with `{"enabled": …}`. The answer has no schema in the API: returned as sent. */
export function toggleMonitor(http: HttpClient, monitorId: number, enabled: boolean): Promise<unknown> {
  const on = checkArgument(z.boolean(), enabled, "toggleMonitor", "enabled");
  return http.request({ endpoint: "toggle monitor", method: "PUT", path: `${monitorPath(monitorId, "toggleMonitor")}/toggle`, body: { enabled: on }, schema: z.unknown() });
}

/** DELETE /api/v1/monitors/{id}. A monitor already gone is a NotFoundError. */
export function deleteMonitor(http: HttpClient, monitorId: number): Promise<unknown> {
  return http.request({ endpoint: "delete monitor", method: "DELETE", path: monitorPath(monitorId, "deleteMonitor"), schema: z.unknown() });
}

/** POST /api/v1/monitors/{id}/run. */
export function runMonitor(http: HttpClient, monitorId: number): Promise<MonitorRunStarted> {
  return http.request({ endpoint: "run monitor", method: "POST", path: `${monitorPath(monitorId, "runMonitor")}/run`, schema: wire.MonitorRunStarted });
}

/**
 * GET /api/v1/monitors/{id}/runs: one page, newest first, optionally between two times. The
 * page's numbers must agree (see pageProblems); `servedPageSize` is page 1's size, which the
 * later pages of a walk must have.
 */
export function listMonitorRuns(
  http: HttpClient,
  monitorId: number,
  page?: number,
  pageSize?: number,
  times: MonitorRunTimes = {},
  servedPageSize?: number,
): Promise<MonitorRunList> {
  const p = page === undefined ? undefined : checkArgument(PositiveId, page, "listMonitorRuns", "page");
  const size = pageSize === undefined ? undefined : checkArgument(PositiveId, pageSize, "listMonitorRuns", "pageSize");
  const { startTime, endTime } = checkArguments(params.MonitorRunTimes, times, "listMonitorRuns", "times");
  const asked = { page: p ?? 1, servedPageSize };
  return http.request({
    endpoint: "list monitor runs",
    method: "GET",
    path: `${monitorPath(monitorId, "listMonitorRuns")}/runs`,
    query: { page: p, page_size: size, start_time: startTime, end_time: endTime },
    schema: wire.MonitorRunList,
    check: (list) => pageProblems(asked, list, list.runs, "runs"),
  });
}

/** GET /api/v1/monitors/{id}/runs/{run_id}. */
export function getMonitorRun(http: HttpClient, monitorId: number, runId: number): Promise<MonitorRun> {
  const run = checkArgument(PositiveId, runId, "getMonitorRun", "runId");
  return http.request({
    endpoint: "get monitor run",
    method: "GET",
    path: `${monitorPath(monitorId, "getMonitorRun")}/runs/${pathSegment(run, "getMonitorRun", "runId")}`,
    schema: wire.MonitorRun,
  });
}
