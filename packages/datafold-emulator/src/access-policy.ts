import type { FastifyInstance, FastifyRequest } from "fastify";
import { isAuthFailure, type AuthFailure, type Authenticator } from "./auth";
import { EMULATOR_PREFIX, pathOf, PROXY_USE_PREFIX, surfaceOf, type Surface } from "./errors";
import type { StoredToken } from "./state";

/**
 * Who may call a route: holders of the main service's API key, of a proxy-manager token
 * (the admin API), of an active principal token (the emulated proxy login), or anyone (the
 * /__emulator controls, which a local test tool offers without credentials).
 */
export type AccessPolicy = "apiKey" | "proxyManager" | "principal" | "control";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Given to every route when it is registered (see {@link requireAccessPolicies}). */
    access?: AccessPolicy;
  }
  interface FastifyRequest {
    /** The token a `principal` route authenticated; null on every other route. */
    principalToken: StoredToken | null;
  }
}

/**
 * The policy of a route, by the pattern it is registered with; the first prefix that
 * matches wins. Patterns are our own text. A request's URL is not: the router decodes
 * percent-escapes and accepts absolute URLs, so `/%61dmin/...` reaches an `/admin/...` route
 * while the text of its URL names no admin path. Hence routes carry policies, and a request
 * gets the policy of the route that matched it.
 */
const POLICY_OF_PATTERN: ReadonlyArray<readonly [prefix: string, policy: AccessPolicy]> = [
  ["/api/", "apiKey"],
  ["/admin/", "proxyManager"],
  [PROXY_USE_PREFIX, "principal"],
  [`${EMULATOR_PREFIX}/`, "control"],
];

const SURFACE_OF_POLICY: Readonly<Record<AccessPolicy, Surface>> = {
  apiKey: "main",
  proxyManager: "proxy",
  principal: "proxy",
  control: "control",
};

/**
 * Gives each route registered after this call its access policy. Registering a route that
 * no prefix covers throws, so a new route cannot be reachable without a decision on who may
 * call it.
 */
export function requireAccessPolicies(app: FastifyInstance): void {
  app.decorateRequest("principalToken", null);
  app.addHook("onRoute", (route) => {
    const policy = POLICY_OF_PATTERN.find(([prefix]) => route.url.startsWith(prefix))?.[1];
    if (policy === undefined) {
      throw new Error(`No access policy for the route ${String(route.method)} ${route.url}: give its prefix one in POLICY_OF_PATTERN`);
    }
    route.config = { ...route.config, access: policy };
  });
}

/** The policy of the route that matched the request; null when none did (the 404 handler). */
export function accessPolicyOf(request: FastifyRequest): AccessPolicy | null {
  return request.is404 ? null : (request.routeOptions.config.access ?? null);
}

/**
 * The API whose error dialect the request is answered in: the matched route's. An unrouted
 * request has no API; its 404 takes the shape of the API its path looks like, which decides
 * nothing else.
 */
export function surfaceOfRequest(request: FastifyRequest): Surface {
  const policy = accessPolicyOf(request);
  return policy === null ? surfaceOf(pathOf(request.url)) : SURFACE_OF_POLICY[policy];
}

/**
 * Checks the credential the policy asks for, from the Authorization header alone (the body
 * is not read yet). A principal route gets the authenticated token on `request.principalToken`.
 */
export async function checkAccess(auth: Authenticator, policy: AccessPolicy, request: FastifyRequest): Promise<AuthFailure | null> {
  const header = request.headers.authorization;
  switch (policy) {
    case "apiKey":
      return auth.checkApiKey(header);
    case "proxyManager":
      return auth.checkProxyManager(header);
    case "principal": {
      const result = await auth.authenticatePrincipal(header);
      if (isAuthFailure(result)) return result;
      request.principalToken = result;
      return null;
    }
    case "control":
      return null;
  }
}
