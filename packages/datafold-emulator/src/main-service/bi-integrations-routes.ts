import { recordAudit } from "./audit-log";
import { withheldCredentials } from "./bi-integration-spec";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { EmulatorContext } from "../context";
import { sendBodyFailure } from "./fastapi-json-body";
import { FASTAPI_GET } from "./fastapi-route";
import { FastApiValidator, sendDetail, sendValidationError, type RawParam } from "./fastapi-validation";
import { BI_CONFIGS, BI_KINDS } from "./bi-integration-spec";
import {
  biIntegrationView,
  createBiIntegration,
  deleteBiIntegration,
  findBiIntegration,
  listBiIntegrations,
  replaceBiIntegration,
  syncBiIntegration,
} from "./bi-integration-store";
import { readBody } from "./monitor-crud-routes";

interface IntegrationParams {
  bi_datasource_id: RawParam;
}

/** How the emulator says an integration is not there (a guess, in the words of its other 404s). */
function sendIntegrationNotFound(reply: FastifyReply): FastifyReply {
  return sendDetail(reply, 404, "Integration not found");
}

/**
 * The BI integrations of lineage (/api/v1/lineage/bi/): create per kind, list, get, replace per
 * kind (PUT), delete, and sync. Bodies are the vendor's `<Kind>DataSourceConfig`, read as
 * pydantic reads them (422 with FastAPI's `loc`s). Every answer's shape is a guess (the
 * vendor publishes none): the integration as GET shows it, without its credentials.
 */
export function registerBiIntegrationsRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  const base = "/api/v1/lineage/bi";

  app.get(`${base}/`, FASTAPI_GET, async () => listBiIntegrations(ctx).map(biIntegrationView));

  for (const kind of BI_KINDS) {
    app.post(`${base}/${kind}/`, async (request, reply) => {
      const unread = sendBodyFailure(reply, request.body);
      if (unread !== null) return unread;
      const validator = new FastApiValidator();
      const body = readBody(validator, request.body, BI_CONFIGS[kind]);
      if (body === undefined) return sendValidationError(reply, validator.issues);
      const stored = createBiIntegration(ctx, kind, body);
      recordAudit(ctx, request, { action: "create", objectType: "bi_integration", objectId: stored.id, payload: auditPayload(request.url, request.body) });
      await ctx.commit();
      return biIntegrationView(stored);
    });

    app.put<{ Params: IntegrationParams }>(`${base}/${kind}/:bi_datasource_id/`, async (request, reply) => {
      const unread = sendBodyFailure(reply, request.body);
      if (unread !== null) return unread;
      const validator = new FastApiValidator();
      const id = validator.int(["path", "bi_datasource_id"], request.params.bi_datasource_id);
      const body = readBody(validator, request.body, BI_CONFIGS[kind]);
      if (body === undefined || validator.failed) return sendValidationError(reply, validator.issues);
      const stored = findBiIntegration(ctx, id);
      // A guess: an integration of another kind is not found at this kind's path.
      if (stored === undefined || stored.type !== kind) return sendIntegrationNotFound(reply);
      replaceBiIntegration(ctx, stored, body);
      recordAudit(ctx, request, { action: "update", objectType: "bi_integration", objectId: id, payload: auditPayload(request.url, request.body) });
      await ctx.commit();
      return biIntegrationView(stored);
    });
  }

  app.get<{ Params: IntegrationParams }>(`${base}/:bi_datasource_id/`, FASTAPI_GET, async (request, reply) => {
    const validator = new FastApiValidator();
    const id = validator.int(["path", "bi_datasource_id"], request.params.bi_datasource_id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const stored = findBiIntegration(ctx, id);
    return stored === undefined ? sendIntegrationNotFound(reply) : biIntegrationView(stored);
  });

  app.delete<{ Params: IntegrationParams }>(`${base}/:bi_datasource_id/`, async (request, reply) => {
    const validator = new FastApiValidator();
    const id = validator.int(["path", "bi_datasource_id"], request.params.bi_datasource_id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    if (!deleteBiIntegration(ctx, id)) return sendIntegrationNotFound(reply);
    recordAudit(ctx, request, { action: "delete", objectType: "bi_integration", objectId: id, payload: null });
    await ctx.commit();
    // A guess: the OpenAPI gives the answer no schema.
    return {};
  });

  app.get<{ Params: IntegrationParams }>(`${base}/:bi_datasource_id/sync/`, FASTAPI_GET, async (request, reply) => {
    const validator = new FastApiValidator();
    const id = validator.int(["path", "bi_datasource_id"], request.params.bi_datasource_id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const stored = findBiIntegration(ctx, id);
    if (stored === undefined) return sendIntegrationNotFound(reply);
    syncBiIntegration(ctx, stored);
    await ctx.commit();
    // A guess: the OpenAPI gives the answer no schema.
    return { id: stored.id, sync_status: "synced", last_synced_at: stored.lastSyncedAt };
  });
}

/** The body as the audit log keeps it: the integration's credentials withheld, as in the request log. */
function auditPayload(url: string, body: unknown): Record<string, unknown> {
  const shown = withheldCredentials(url.split("?")[0] ?? url, body);
  return typeof shown === "object" && shown !== null && !Array.isArray(shown) ? (shown as Record<string, unknown>) : {};
}
