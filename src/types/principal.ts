/** Who a SQL-proxy token belongs to: each has its own path under `/admin` in the proxy admin API. */
export type PrincipalType = "user" | "service_principal" | "proxy_manager";

/** A token owner: a user (by user id), a service principal (by client id), or the proxy manager. */
export type Principal =
  | {
      /** A user's tokens. */
      readonly type: "user";
      /** The user id: one non-empty path segment. */
      readonly id: string;
    }
  | {
      /** A service principal's tokens. */
      readonly type: "service_principal";
      /** The service principal's OAuth client id: one non-empty path segment. */
      readonly id: string;
    }
  | {
      /** The proxy manager's own tokens (it has no id). */
      readonly type: "proxy_manager";
    };
