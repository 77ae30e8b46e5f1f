import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { surfaceOfRequest } from "./access-policy";
import { errorBody, pathOf } from "./errors";
import { mainServiceMethodsAt } from "./method-not-allowed";

/**
 * Unknown routes and thrown errors answer in the dialect of the route's API (for unknown
 * routes, of the API the path looks like), and a 5xx never shows internals (they go to
 * stderr, which holds no credential: no error of ours carries one).
 */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler(sendNotFound);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const surface = surfaceOfRequest(request);
    const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      console.error(`datafold-emulator: ${request.method} ${pathOf(request.url)} failed (${request.id}):`, error);
      return reply.code(500).send(errorBody(surface, 500));
    }
    // Only the admin API and the controls get here with unreadable JSON: the main-service
    // routes parse their own bodies, to answer FastAPI's 422 (main-service/fastapi-json-body).
    const badJson = error.code === "FST_ERR_CTP_INVALID_JSON_BODY";
    return reply.code(status).send(errorBody(surface, status, badJson ? "Request body is not valid JSON" : error.message));
  });
}

/**
 * The answer to a request no route matched: FastAPI's `405 {"detail": "Method Not Allowed"}`
 * with `Allow` for a main-service path known with other methods, else a 404 that repeats only
 * what the caller sent (method and path). Neither looks at the credential: no route, no API.
 */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const allowed = mainServiceMethodsAt(request);
  if (allowed.length > 0) return reply.code(405).header("allow", allowed.join(", ")).send(errorBody("main", 405));
  const surface = surfaceOfRequest(request);
  const message = surface === "main" ? "Not Found" : `No route for ${request.method} ${pathOf(request.url)}`;
  return reply.code(404).send(errorBody(surface, 404, message));
}
