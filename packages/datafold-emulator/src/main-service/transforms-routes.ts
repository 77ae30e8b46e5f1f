import type { FastifyInstance } from "fastify";
import type { TransformSummary } from "pulumi-datafold/client";
import { FastApiValidator, sendDetail, sendValidationError } from "./fastapi-validation";
import { seededTransformProjects } from "./seed-transforms";
import { FASTAPI_GET } from "./fastapi-route";

/** GET /api/v1/dma/v2/projects/{project_id}/transforms: summaries of a seeded project. */
export function registerTransformsRoutes(app: FastifyInstance): void {
  app.get<{ Params: { project_id: string } }>(
    "/api/v1/dma/v2/projects/:project_id/transforms",
    FASTAPI_GET,
    async (request, reply) => {
      const validator = new FastApiValidator();
      const projectId = validator.int(["path", "project_id"], request.params.project_id);
      if (validator.failed) return sendValidationError(reply, validator.issues);
      const summaries = seededTransformProjects().get(projectId);
      if (summaries === undefined) return sendDetail(reply, 404, "Project not found");
      const body: { transform_summaries: TransformSummary[] } = { transform_summaries: summaries };
      return body;
    },
  );
}
