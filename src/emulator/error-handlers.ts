import type { FastifyError, FastifyInstance } from "fastify";
import { errorBody, pathOf, surfaceOf } from "./errors";

/**
 * Unknown routes and thrown errors answer in the dialect of the API the path belongs to,
 * and a 5xx never shows internals (they go to stderr, which holds no credential: no error
 * of ours carries one).
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const surface = surfaceOf(path);
    const message = surface === "main" ? "Not Found" : `No route for ${request.method} ${path}`;
    return reply.code(404).send(errorBody(surface, 404, message));
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const path = pathOf(request.url);
    const surface = surfaceOf(path);
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      console.error(`datafold-emulator: ${request.method} ${path} failed (${request.id}):`, error);
      return reply.code(500).send(errorBody(surface, 500));
    }
    // Only the admin API and the controls get here with unreadable JSON: the main-service
    // routes parse their own bodies, to answer FastAPI's 422 (main-service/fastapi-json-body).
    const badJson = error.code === "FST_ERR_CTP_INVALID_JSON_BODY";
    return reply.code(status).send(errorBody(surface, status, badJson ? "Request body is not valid JSON" : error.message));
  });
}
