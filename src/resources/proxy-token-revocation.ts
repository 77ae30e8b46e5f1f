import * as pulumi from "@pulumi/pulumi";
import { warnAboutProgramConfig } from "../program-config-warnings";

/** The provider object, a module of its own so that state can hold a `require` of it (docs/architecture.md). */
import PROVIDER from "../shells/proxy-token-revocation";

/** The inputs of a {@link ProxyTokenRevocation}. */
export interface ProxyTokenRevocationArgs {
  /**
   * Whose tokens to revoke: `"user"` or `"service_principal"`. Required. `"proxy_manager"` is
   * refused: the API revokes all tokens at once only for users and service principals.
   * Changing it replaces the resource, which revokes the new principal's tokens.
   */
  readonly principalType: pulumi.Input<"user" | "service_principal">;
  /**
   * The user id, or the service principal's OAuth client id: one non-empty path segment (no
   * `/`). Required. Changing it replaces the resource, which revokes the new principal's
   * tokens; the old principal's tokens stay as they are.
   */
  readonly principalId: pulumi.Input<string>;
  /**
   * Recorded on every token this resource revokes as its revocation reason, such as
   * `"left the company"`; at most 1000 characters. Left out, a reason naming pulumi-datafold
   * and the principal is recorded. Changing it is an update that revokes any active token
   * again, with the new reason; tokens revoked before keep the reason they were revoked with.
   */
  readonly reason?: pulumi.Input<string>;
}

/**
 * Offboarding as a resource: every active SQL-proxy token of a user or a service principal
 * is revoked, and stays revoked.
 *
 * - create: revokes all of the principal's active tokens (DELETE `{base_path}` with
 *   `reason`), between two listings of them.
 * - read (refresh): lists the principal's tokens. An active one (made after the revocation)
 *   shows as drift in `activeTokens`, so `pulumi refresh --expect-no-changes` fails, and the
 *   next `pulumi up` revokes it: run refresh and up on a schedule (or `pulumi up --refresh`) to
 *   enforce the departure continuously. With no new token, a refresh changes nothing.
 * - update: revokes all active tokens again, with the current `reason`.
 * - delete: does nothing to tokens. Revoked tokens stay revoked (the API cannot restore
 *   them); tokens created afterwards are no longer revoked.
 *
 * Do not manage a `ProxyToken` of the same principal in the same stack: the revocation would
 * revoke its token after every refresh, and the ProxyToken would replace it on every up.
 * `check` refuses such a pair when both are in the same deployment; it cannot see a token
 * managed by another stack. Credentials come from the stack config or environment, as for
 * `ProxyToken`. The resource id is `users/<user_id>` or `service-principals/<client_id>`.
 *
 * @example
 * new datafold.ProxyTokenRevocation("alice-left", {
 *   principalType: "user",
 *   principalId: "alice",
 *   reason: "left the company",
 * });
 */
export class ProxyTokenRevocation extends pulumi.dynamic.Resource {
  /** The `principalType` input: `user` or `service_principal`. A change replaces the resource. */
  declare public readonly principalType: pulumi.Output<"user" | "service_principal">;
  /** The `principalId` input: the user id or client id. A change replaces the resource. */
  declare public readonly principalId: pulumi.Output<string>;
  /** The `reason` input; absent when the default reason applies. A change is an update that revokes again. */
  declare public readonly reason: pulumi.Output<string | undefined>;
  /**
   * The ids of the tokens the last create or update revoked, ascending: empty when the
   * principal had no active token then. A refresh leaves it as it is.
   */
  declare public readonly revokedTokenIds: pulumi.Output<number[]>;
  /**
   * The principal's active tokens as the last create, update or refresh found them: empty
   * once they are revoked. A token made since the revocation appears here after
   * `pulumi refresh`, and the next `pulumi up` revokes it. Each entry holds what identifies
   * the token, never its secret, and nothing that moves with use.
   */
  declare public readonly activeTokens: pulumi.Output<RevocationActiveToken[]>;

  constructor(name: string, args: ProxyTokenRevocationArgs, opts?: pulumi.CustomResourceOptions) {
    warnAboutProgramConfig();
    super(PROVIDER, name, { revokedTokenIds: undefined, activeTokens: undefined, ...args }, opts, "datafold", "ProxyTokenRevocation");
  }
}

/** An active token of a revoked principal, as {@link ProxyTokenRevocation.activeTokens} lists it. */
export interface RevocationActiveToken {
  /** The token's id in the proxy admin API. */
  readonly id: number;
  /** The start of the token, such as `sqlp_pcp_1a2b3c4d`: not a secret, enough to recognise it. */
  readonly prefix: string;
  /** The token's label. */
  readonly label: string;
  /** When the service created the token: an ISO 8601 timestamp in UTC. */
  readonly createdAt: string;
  /** When the token expires: an ISO 8601 timestamp in UTC; null when it never does. */
  readonly expiresAt: string | null;
}
