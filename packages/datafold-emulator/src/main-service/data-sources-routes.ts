import type { FastifyInstance } from "fastify";
import { FastApiValidator, sendDetail, sendValidationError } from "./fastapi-validation";
import { FASTAPI_GET } from "./fastapi-route";
import { ORGANIZATION_META, SEEDED_DATA_SOURCES } from "./seed-data-sources";

/**
 * GET /api/v1/data_sources (every data source, as a bare array),
 * GET /api/v1/data_sources/{data_source_id}, and GET /api/v1/organization/meta (not in the
 * OpenAPI: only the fields datafold-sdk reads).
 */
export function registerDataSourcesRoutes(app: FastifyInstance): void {
  app.get("/api/v1/data_sources", FASTAPI_GET, async () => [...SEEDED_DATA_SOURCES.values()]);

  app.get<{ Params: { data_source_id: string } }>("/api/v1/data_sources/:data_source_id", FASTAPI_GET, async (request, reply) => {
    const validator = new FastApiValidator();
    const id = validator.int(["path", "data_source_id"], request.params.data_source_id);
    if (validator.failed) return sendValidationError(reply, validator.issues);
    const source = SEEDED_DATA_SOURCES.get(id);
    if (source === undefined) return sendDetail(reply, 404, "Data source not found");
    return source;
  });

  app.get("/api/v1/organization/meta", FASTAPI_GET, async () => ORGANIZATION_META);
}
