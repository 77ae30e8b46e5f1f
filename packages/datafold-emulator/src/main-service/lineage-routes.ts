import type { FastifyInstance } from "fastify";
import type { QueryInfo } from "pulumi-datafold/client";
import { FastApiValidator, sendDetail, sendValidationError, type RawParam } from "./fastapi-validation";
import { SEEDED_QUERIES, SEEDED_QUERY_LINEAGE } from "./seed-queries";
import { FASTAPI_GET } from "./fastapi-route";

/**
 * GET /api/v1/lineagev2/query/{fingerprint}/lineage and
 * GET /api/internal/lineagev2/queries (top queries by execution count).
 */
export function registerLineageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { fingerprint: string } }>(
    "/api/v1/lineagev2/query/:fingerprint/lineage",
    FASTAPI_GET,
    async (request, reply) => {
      const lineage = SEEDED_QUERY_LINEAGE.get(request.params.fingerprint);
      if (lineage === undefined) return sendDetail(reply, 404, "Query not found");
      return lineage;
    },
  );

  app.get<{ Querystring: { limit?: RawParam; statement_type?: RawParam } }>(
    "/api/internal/lineagev2/queries",
    FASTAPI_GET,
    async (request, reply) => {
      const validator = new FastApiValidator();
      const limit = validator.int(["query", "limit"], request.query.limit, { default: 100, ge: 1 });
      const statementType = validator.string(request.query.statement_type)?.trim().toUpperCase();
      if (validator.failed) return sendValidationError(reply, validator.issues);
      // An empty statement_type filters nothing, as a falsy value does on the service.
      const matching = statementType
        ? SEEDED_QUERIES.filter((query) => query.statementType?.toUpperCase() === statementType)
        : SEEDED_QUERIES;
      const body: { queries: QueryInfo[] } = { queries: matching.slice(0, limit) };
      return body;
    },
  );
}
