import type { FastifyInstance } from "fastify";
import { isAuthFailure, type Authenticator } from "./auth";
import { PROXY_USE_PREFIX, sendProxyError } from "./errors";

/**
 * Stands in for a client connecting through the SQL proxy with a principal token, so tests
 * and demos can see use_count and last_used_at move. It is an API request (latency, faults
 * and the request log apply), answered in the proxy's envelope.
 */
export function registerProxyUseRoutes(app: FastifyInstance, auth: Authenticator): void {
  app.post(`${PROXY_USE_PREFIX}authenticate`, async (request, reply) => {
    const result = await auth.authenticatePrincipal(request.headers.authorization);
    if (isAuthFailure(result)) return sendProxyError(reply, result.status, result.message);
    return {
      data: { token_id: result.id, principal_type: result.principalType, principal_id: result.principalId },
      message: "Authenticated",
    };
  });
}
