import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../context";
import { createDataDiff, settleDataDiffRuns } from "./data-diff-lifecycle";
import { DATA_DIFF_SORT_FIELDS, fullDataDiff, sortDataDiffs } from "./data-diff-list";
import { readDataDiffRequest } from "./data-diff-request";
import { sendBodyFailure } from "./fastapi-json-body";
import { FASTAPI_GET } from "./fastapi-route";
import { FastApiValidator, lastValue, sendDetail, sendValidationError, type RawParam } from "./fastapi-validation";
import { pageSlice, servedPaging, totalPages } from "./paging";
import { SEEDED_DATA_SOURCES } from "./seed-data-sources";

interface ListQuery {
  page?: RawParam;
  page_size?: RawParam;
  sort_order?: RawParam;
  order_by?: RawParam;
  accessible_only?: RawParam;
}

const SORT_ORDERS = ["asc", "desc"] as const;

/**
 * POST /api/v1/datadiffs (create: 200 with `ApiDataDiffFull`, the diff running) and
 * GET /api/v1/datadiffs (list: `ApiDataDiffPage`, every diff, archived and purged ones too).
 */
export function registerDataDiffCreateRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.post("/api/v1/datadiffs", async (request, reply) => {
    const unread = sendBodyFailure(reply, request.body);
    if (unread !== null) return unread;
    const validator = new FastApiValidator();
    const dataDiffRequest = readDataDiffRequest(validator, request.body);
    if (dataDiffRequest === undefined) return sendValidationError(reply, validator.issues);
    // A guess: the OpenAPI does not say how the service refuses a data source it does not have.
    for (const id of new Set([dataDiffRequest.data_source1_id, dataDiffRequest.data_source2_id])) {
      if (!SEEDED_DATA_SOURCES.has(id)) return sendDetail(reply, 404, `Data source ${id} not found`);
    }
    await settleDataDiffRuns(ctx);
    const dataDiff = createDataDiff(ctx, dataDiffRequest);
    await ctx.commit();
    return fullDataDiff(dataDiff);
  });

  app.get<{ Querystring: ListQuery }>("/api/v1/datadiffs", FASTAPI_GET, async (request, reply) => {
    const query = request.query;
    const validator = new FastApiValidator();
    const page = validator.int(["query", "page"], query.page, { default: 1 });
    const pageSize = validator.int(["query", "page_size"], query.page_size, { default: 100 });
    const sortOrder = validator.choice(["query", "sort_order"], query.sort_order, { values: SORT_ORDERS, kind: "enum" }) ?? "asc";
    const orderBy = validator.choice(["query", "order_by"], query.order_by, { values: DATA_DIFF_SORT_FIELDS, kind: "enum" }) ?? "id";
    // Every data source of the emulator is accessible to the API key: the flag filters nothing.
    const accessibleOnly = lastValue(query.accessible_only);
    if (accessibleOnly !== undefined) validator.optionalBool(["query", "accessible_only"], accessibleOnly);
    if (validator.failed) return sendValidationError(reply, validator.issues);

    await settleDataDiffRuns(ctx);
    const ordered = sortDataDiffs(Object.values(ctx.state.dataDiffs), orderBy, sortOrder);
    const served = servedPaging(page, pageSize, ctx.options.maxPageSize);
    const { start, end } = pageSlice(served, ordered.length);
    return {
      count: ordered.length,
      page,
      page_size: served.pageSize,
      total_pages: totalPages(ordered.length, served),
      results: ordered.slice(start, end).map(fullDataDiff),
    };
  });
}
