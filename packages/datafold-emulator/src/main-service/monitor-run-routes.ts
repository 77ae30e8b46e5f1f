import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../context";
import { FASTAPI_GET } from "./fastapi-route";
import { FastApiValidator, lastValue, sendDetail, sendValidationError, type Loc, type RawParam } from "./fastapi-validation";
import { sendMonitorNotFound, type MonitorParams } from "./monitor-crud-routes";
import { findMonitor, monitorToChange, runMonitor } from "./monitor-store";
import { runListItem, runResult } from "./monitor-view";
import { pageSlice, servedPaging, totalPages } from "./paging";

interface RunsQuery {
  page?: RawParam;
  page_size?: RawParam;
  start_time?: RawParam;
  end_time?: RawParam;
}

/** An ISO 8601 date-time, or a date (midnight UTC), as pydantic reads `datetime | None` from a query string. */
function readInstant(validator: FastApiValidator, loc: Loc, raw: RawParam): number | undefined {
  const text = lastValue(raw);
  if (text === undefined || text === "") return undefined;
  const parsed = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? Date.parse(text.replace(" ", "T")) : Number.NaN;
  if (Number.isFinite(parsed)) return parsed;
  // The wording of pydantic's item varies with what is wrong; the emulator gives one.
  validator.add({ type: "datetime_from_date_parsing", loc: [...loc], msg: "Input should be a valid datetime or date, invalid character in year", input: text });
  return undefined;
}

/** POST /{id}/run, GET /{id}/runs (paged, newest first, start_time/end_time inclusive), GET /{id}/runs/{run_id}. */
export function registerMonitorRunRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post<{ Params: MonitorParams }>("/api/v1/monitors/:id/run", async (request, reply) => {
    const validator = new FastApiValidator();
    const id = validator.int(["path", "id"], request.params.id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const monitor = monitorToChange(ctx, id);
    if (monitor === undefined) return sendMonitorNotFound(reply);
    const run = runMonitor(ctx, monitor, false);
    await ctx.commit();
    return { run_id: run.runId };
  });

  app.get<{ Params: MonitorParams; Querystring: RunsQuery }>("/api/v1/monitors/:id/runs", FASTAPI_GET, async (request, reply) => {
    const query = request.query;
    const validator = new FastApiValidator();
    const id = validator.int(["path", "id"], request.params.id);
    const page = validator.int(["query", "page"], query.page, { default: 1 });
    const pageSize = validator.int(["query", "page_size"], query.page_size, { default: 10 });
    const start = readInstant(validator, ["query", "start_time"], query.start_time);
    const end = readInstant(validator, ["query", "end_time"], query.end_time);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const monitor = findMonitor(ctx, id);
    if (monitor === undefined) return sendMonitorNotFound(reply);
    const runs = monitor.runs
      .filter((run) => {
        const at = Date.parse(run.startedAt);
        return (start === undefined || at >= start) && (end === undefined || at <= end);
      })
      .reverse();
    const served = servedPaging(page, pageSize, ctx.options.maxPageSize);
    const slice = pageSlice(served, runs.length);
    return {
      count: runs.length,
      page,
      page_size: served.pageSize,
      total_pages: totalPages(runs.length, served),
      runs: runs.slice(slice.start, slice.end).map((run) => runListItem(monitor, run)),
    };
  });

  app.get<{ Params: MonitorParams & { run_id: RawParam } }>("/api/v1/monitors/:id/runs/:run_id", FASTAPI_GET, async (request, reply) => {
    const validator = new FastApiValidator();
    // FastAPI reports the parameters in the order the route declares them: run_id, then id.
    const runId = validator.int(["path", "run_id"], request.params.run_id);
    const id = validator.int(["path", "id"], request.params.id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const monitor = findMonitor(ctx, id);
    if (monitor === undefined) return sendMonitorNotFound(reply);
    const run = monitor.runs.find((candidate) => candidate.runId === runId);
    return run === undefined ? sendDetail(reply, 404, "Monitor run not found") : runResult(monitor, run);
  });
}
