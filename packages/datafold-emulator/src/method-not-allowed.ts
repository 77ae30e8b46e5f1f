import type { FastifyRequest } from "fastify";
import { pathOf } from "./errors";

/** Every method a route can have, in the order an `Allow` header lists them. */
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** The path as the router reads it: percent-escapes decoded (`/%61pi/...` reaches `/api/...`). */
function routedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * The methods the main service serves at the request's path, for a request whose method it
 * does not serve there; empty when no main-service route has the path (or for any other API).
 *
 * The main service is a FastAPI application: Starlette's router answers a known path with an
 * unknown method 405 with an `Allow` header, where a path it does not know gets 404. Strictly,
 * Starlette lists the methods of the first route that matches the path, and FastAPI makes one
 * route per method, so a path with GET and PATCH answers `Allow: GET` or `Allow: PATCH`
 * depending on which the service registered first. The vendor's route order is not known (its
 * OpenAPI has its keys sorted), so the emulator lists every method of the path, as RFC 9110
 * asks of `Allow` (a guess, in the README's list).
 */
export function mainServiceMethodsAt(request: FastifyRequest): string[] {
  const path = pathOf(request.url);
  if (!routedPath(path).startsWith("/api/")) return [];
  return METHODS.filter((method) => method !== request.method && request.server.findRoute({ method, url: path }) !== null);
}
