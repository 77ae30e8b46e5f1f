import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../context";
import { registerBiIntegrationsRoutes } from "./bi-integrations-routes";
import { registerAuditLogRoutes } from "./audit-log";
import { registerDataDiffCreateRoutes } from "./data-diff-create-routes";
import { registerDataDiffReadRoutes } from "./data-diff-read-routes";
import { registerDataDiffsRoutes } from "./data-diffs-routes";
import { registerDataSourcesRoutes } from "./data-sources-routes";
import { useFastApiBodyParsing } from "./fastapi-json-body";
import { registerLineageRoutes } from "./lineage-routes";
import { registerMonitorCrudRoutes } from "./monitor-crud-routes";
import { registerMonitorRunRoutes } from "./monitor-run-routes";
import { registerMonitorsRoutes } from "./monitors-routes";
import { registerTransformsRoutes } from "./transforms-routes";

export { seedDataDiffs } from "./seed-data-diffs";

/**
 * Registers the main-service routes (monitors, data diffs and their summaries, data sources,
 * the organization, DMA transforms, lineage and its BI integrations, the audit log) in an
 * encapsulated plugin. Authentication, request ids, faults and latency are the caller's
 * hooks, which the plugin inherits; the only thing it changes in its own scope is body
 * parsing, so that malformed JSON becomes FastAPI's 422 instead of Fastify's 400.
 * Handlers read `ctx.state` on every request (a reset replaces it).
 */
export function registerMainServiceRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  void app.register(async (scope) => {
    useFastApiBodyParsing(scope);
    registerMonitorsRoutes(scope, ctx);
    registerMonitorCrudRoutes(scope, ctx);
    registerMonitorRunRoutes(scope, ctx);
    registerDataDiffsRoutes(scope, ctx);
    registerDataDiffCreateRoutes(scope, ctx);
    registerDataDiffReadRoutes(scope, ctx);
    registerDataSourcesRoutes(scope, ctx);
    registerTransformsRoutes(scope);
    registerLineageRoutes(scope);
    registerBiIntegrationsRoutes(scope, ctx);
    registerAuditLogRoutes(scope, ctx);
  });
}
