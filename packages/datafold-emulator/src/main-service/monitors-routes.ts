import type { FastifyInstance } from "fastify";
import type { MonitorList, MonitorSortField, SortOrder } from "pulumi-datafold/client";
import type { EmulatorContext } from "../context";
import { FastApiValidator, sendValidationError, type RawParam } from "./fastapi-validation";
import { monitorCatalog, type MonitorSortKey } from "./monitor-catalog";
import { mergedMonitorPage, monitorsChanged } from "./monitor-list";
import { servedPaging, totalPages } from "./paging";
import { FASTAPI_GET } from "./fastapi-route";

const SORTABLE_FIELDS: readonly MonitorSortField[] = ["id", "name", "last_triggered", "last_run", "created_by"];
const SORT_ORDERS: readonly SortOrder[] = ["asc", "desc"];

/** `created_by_id` is another spelling of `created_by` that clients are written with; both are accepted. */
const SORTABLE_ALIASES: Readonly<Record<string, MonitorSortField>> = { created_by_id: "created_by" };

/** Which stored field each public sort field orders by: a monitor's last alert is when it last triggered, its owner who created it. */
const SORT_KEY: Readonly<Record<MonitorSortField, MonitorSortKey>> = {
  id: "id",
  name: "name",
  last_triggered: "last_alert",
  last_run: "last_run",
  created_by: "owner",
};

interface ListMonitorsQuery {
  page?: RawParam;
  page_size?: RawParam;
  order_by?: RawParam;
  sort_order?: RawParam;
  tags?: RawParam;
}

/**
 * GET /api/v1/monitors: seeded and created monitors with paging, ordering and the every-tag filter. Pages
 * come in the size served (capped by `maxPageSize`), which `page_size` reports.
 */
export function registerMonitorsRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get<{ Querystring: ListMonitorsQuery }>("/api/v1/monitors", FASTAPI_GET, async (request, reply) => {
    const query = request.query;
    const validator = new FastApiValidator();
    // The OpenAPI sets no bounds on either: any integer passes validation (see ./paging).
    const page = validator.int(["query", "page"], query.page, { default: 1 });
    const pageSize = validator.int(["query", "page_size"], query.page_size, { default: 20 });
    const orderBy = validator.choice(["query", "order_by"], query.order_by, {
      values: SORTABLE_FIELDS,
      kind: "enum",
      aliases: SORTABLE_ALIASES,
    });
    const sortOrder = validator.choice(["query", "sort_order"], query.sort_order, {
      values: SORT_ORDERS,
      kind: "literal",
    });
    const tags = (validator.string(query.tags) ?? "")
      .split(",")
      .map((tag) => tag.trim())
      .filter((tag) => tag !== "");
    if (validator.failed) return sendValidationError(reply, validator.issues);

    const served = servedPaging(page, pageSize, ctx.options.maxPageSize);
    const catalog = monitorCatalog(ctx.options.monitors);
    const pageQuery = {
      sortKey: orderBy === undefined ? undefined : SORT_KEY[orderBy],
      direction: sortOrder ?? "desc",
      tags,
      page: served.page,
      pageSize: served.pageSize,
    } as const;
    // The cached catalog serves the list until a monitor is created, changed or deleted.
    const { count, monitorsJson } = monitorsChanged(ctx) ? mergedMonitorPage(ctx, catalog, pageQuery) : catalog.page(pageQuery);
    const paging: Omit<MonitorList, "monitors"> = { count, page, page_size: served.pageSize, total_pages: totalPages(count, served) };
    return reply.type("application/json; charset=utf-8").send(monitorListJson(paging, monitorsJson));
  });
}

/**
 * The MonitorList body, from the monitors' cached JSON texts: joining them is several times
 * cheaper than serializing a page of objects, which dominated the cost of a page.
 */
function monitorListJson(paging: Omit<MonitorList, "monitors">, monitorsJson: readonly string[]): string {
  const { count, page, page_size, total_pages } = paging;
  return `{"count":${count},"monitors":[${monitorsJson.join(",")}],"page":${page},"page_size":${page_size},"total_pages":${total_pages}}`;
}
