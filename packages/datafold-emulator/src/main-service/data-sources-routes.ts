import { recordAudit } from "./audit-log";
import type { FastifyInstance } from "fastify";
import type { EmulatorContext } from "../context";
import { sendBodyFailure } from "./fastapi-json-body";
import { FastApiValidator, sendDetail, sendValidationError } from "./fastapi-validation";
import { FASTAPI_GET } from "./fastapi-route";
import { DATA_SOURCE_FORM } from "./data-source-configs";
import { createDataSource, findDataSource, listDataSources, startDataSourceTest, testView } from "./data-source-store";
import { readBody } from "./monitor-crud-routes";
import { ORGANIZATION_META } from "./seed-data-sources";

/**
 * GET /api/v1/data_sources (every data source, as a bare array), POST /api/v1/data_sources
 * (`ApiDataSourceForm`, validated under its `type` tag), GET /api/v1/data_sources/{data_source_id},
 * the connection test (POST .../{data_source_id}/test, GET .../test/{job_id}), and
 * GET /api/v1/organization/meta (not in the OpenAPI: only the fields datafold-sdk reads).
 */
export function registerDataSourcesRoutes(app: FastifyInstance, ctx: EmulatorContext): void {
  app.get("/api/v1/data_sources", FASTAPI_GET, async () => listDataSources(ctx));

  app.post("/api/v1/data_sources", async (request, reply) => {
    const unread = sendBodyFailure(reply, request.body);
    if (unread !== null) return unread;
    const validator = new FastApiValidator();
    const form = readBody(validator, request.body, DATA_SOURCE_FORM);
    if (form === undefined) return sendValidationError(reply, validator.issues);
    const source = createDataSource(ctx, form);
    // Only the kind and the name: a data source's form holds its credentials.
    recordAudit(ctx, request, { action: "create", objectType: "data_source", objectId: source.id, payload: { type: source.type, name: source.name } });
    await ctx.commit();
    return source;
  });

  // Declared before /{data_source_id}, as FastAPI matches in order: "test" is no integer.
  app.get<{ Params: { job_id: string } }>("/api/v1/data_sources/test/:job_id", FASTAPI_GET, async (request, reply) => {
    const validator = new FastApiValidator();
    const id = validator.int(["path", "job_id"], request.params.job_id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const test = ctx.state.dataSourceTests?.[String(id)];
    if (test === undefined) return sendDetail(reply, 404, "Job not found");
    return testView(test);
  });

  app.get<{ Params: { data_source_id: string } }>("/api/v1/data_sources/:data_source_id", FASTAPI_GET, async (request, reply) => {
    const validator = new FastApiValidator();
    const id = validator.int(["path", "data_source_id"], request.params.data_source_id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const source = findDataSource(ctx, id);
    if (source === undefined) return sendDetail(reply, 404, "Data source not found");
    return source;
  });

  app.post<{ Params: { data_source_id: string } }>("/api/v1/data_sources/:data_source_id/test", async (request, reply) => {
    const validator = new FastApiValidator();
    const id = validator.int(["path", "data_source_id"], request.params.data_source_id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const source = findDataSource(ctx, id);
    if (source === undefined) return sendDetail(reply, 404, "Data source not found");
    const test = startDataSourceTest(ctx, source);
    await ctx.commit();
    return { job_id: test.id };
  });

  app.get("/api/v1/organization/meta", FASTAPI_GET, async () => ORGANIZATION_META);
}
