import { pathSegment } from "./path-segment";
import type { Principal, PrincipalType } from "../types/principal";

export type { Principal, PrincipalType };

/**
 * Every principal type, in the order messages list them: the values of the PrincipalType
 * schema (src/schemas/principal.ts), from which the PrincipalType type is generated.
 */
export const PRINCIPAL_TYPES = ["user", "service_principal", "proxy_manager"] as const;

/** The first path segment under /admin for each principal type. */
export const PRINCIPAL_PATH_SEGMENT: Readonly<Record<PrincipalType, string>> = {
  user: "users",
  service_principal: "service-principals",
  proxy_manager: "proxy-manager",
};

/**
 * The {base_path} of a principal's tokens, the id as one URL-encoded segment:
 * `/admin/users/{user_id}/tokens`, `/admin/service-principals/{client_id}/tokens`,
 * `/admin/proxy-manager/tokens`. An id that cannot be one segment (`..`) is an
 * InvalidArgumentError of `operation`.
 */
export function tokenBasePath(principal: Principal, operation = "tokenBasePath"): string {
  const segment = PRINCIPAL_PATH_SEGMENT[principal.type];
  return principal.type === "proxy_manager"
    ? `/admin/${segment}/tokens`
    : `/admin/${segment}/${pathSegment(principal.id, operation, "principal.id")}/tokens`;
}

/** A short human description of a principal, for error messages: `user "alice"`. */
export function describePrincipal(principal: Principal): string {
  return principal.type === "proxy_manager"
    ? "the proxy manager"
    : `${principal.type === "user" ? "user" : "service principal"} ${JSON.stringify(principal.id)}`;
}
