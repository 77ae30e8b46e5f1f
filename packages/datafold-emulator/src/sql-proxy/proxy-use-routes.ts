import type { FastifyInstance } from "fastify";
import { PROXY_USE_PREFIX } from "../errors";

/**
 * Stands in for a client connecting through the SQL proxy with a principal token, so tests
 * and demos can see use_count and last_used_at move. It is an API request (latency, faults
 * and the request log apply), answered in the proxy's envelope. The token is checked, and
 * its use counted, by the request pipeline under the route's `principal` access policy,
 * before any body is read.
 */
export function registerProxyUseRoutes(app: FastifyInstance): void {
  app.post(`${PROXY_USE_PREFIX}authenticate`, async (request) => {
    const token = request.principalToken;
    // The pipeline answers 401 before the handler runs when there is none: this is a bug guard.
    if (token === null) throw new Error("principal route reached without an authenticated token");
    return {
      data: { token_id: token.id, principal_type: token.principalType, principal_id: token.principalId },
      message: "Authenticated",
    };
  });
}
