import { z } from "zod";

/**
 * The owners of SQL-proxy tokens and where the admin API serves each one's tokens. The
 * emulator keeps its own table rather than the client's, so that a wrong path in the client
 * shows up as a 404 in the tests instead of being mirrored by the emulator.
 */
export const PrincipalType = z.enum(["user", "service_principal", "proxy_manager"]);
export type PrincipalType = z.infer<typeof PrincipalType>;

/** A token owner: a user (by user id), a service principal (by client id), or the proxy manager. */
export type Principal =
  | { readonly type: "user"; readonly id: string }
  | { readonly type: "service_principal"; readonly id: string }
  | { readonly type: "proxy_manager" };

/** The first path segment under /admin for each principal type. */
export const PRINCIPAL_PATH_SEGMENT: Readonly<Record<PrincipalType, string>> = {
  user: "users",
  service_principal: "service-principals",
  proxy_manager: "proxy-manager",
};

/** A principal as the admin API's error messages name it: `user "alice"`. */
export function describePrincipal(principal: Principal): string {
  return principal.type === "proxy_manager"
    ? "the proxy manager"
    : `${principal.type === "user" ? "user" : "service principal"} ${JSON.stringify(principal.id)}`;
}
