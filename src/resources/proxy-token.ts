import * as pulumi from "@pulumi/pulumi";

/** The provider, a module of its own so that state can hold a `require` of it (../shells/proxy-token). */
import PROVIDER from "../shells/proxy-token";

/** Who a token belongs to. */
export type ProxyTokenPrincipalType = "user" | "service_principal" | "proxy_manager";

/** The inputs of a {@link ProxyToken}. */
export interface ProxyTokenArgs {
  /** Who the token belongs to: `"user"`, `"service_principal"` or `"proxy_manager"`. Changing it replaces the token. */
  readonly principalType: pulumi.Input<ProxyTokenPrincipalType>;
  /**
   * The user id, or the service principal's OAuth client id. Leave it out for the proxy
   * manager. Changing it replaces the token.
   */
  readonly principalId?: pulumi.Input<string>;
  /** A label shown in the Datafold app. Default `"API created"`. Changing it replaces the token. */
  readonly label?: pulumi.Input<string>;
  /** Days until the token expires (1 to 36500); leave it out or null for no expiry. Changing it replaces the token. */
  readonly expiresInDays?: pulumi.Input<number | null>;
  /**
   * Early rotation window in days: once the token expires within this many days, the next
   * `pulumi up` replaces it (new token first, then the old one is revoked). Needs
   * `expiresInDays`, and must be smaller than it. Run `pulumi refresh` before `pulumi up` so
   * the window is measured on the service's clock.
   */
  readonly rotateBeforeDays?: pulumi.Input<number>;
  /** Arbitrary strings; any change replaces the token (like `keepers`): rotation on demand. */
  readonly rotationTriggers?: pulumi.Input<Record<string, pulumi.Input<string>>>;
  /** Recorded as the revocation reason when this token is revoked by delete or replacement. Updates in place. */
  readonly revokeReason?: pulumi.Input<string>;
  /**
   * Revoke the token when the resource is deleted or replaced (default true). False leaves
   * it working until it expires, for consumers that need an overlap. Updates in place.
   */
  readonly revokeOnDelete?: pulumi.Input<boolean>;
}

/**
 * A SQL-proxy token of a user, a service principal or the proxy manager.
 *
 * - create: GET then POST `{base_path}` of the principal. The secret (`token`) is returned
 *   this once and kept in state as a Pulumi secret from then on; refresh never blanks it. A
 *   POST interrupted after it was sent is reconciled: the token it may have made is found
 *   and revoked with a reason before the create is sent again, so no orphan is left.
 * - read (refresh): GET `{base_path}/{token_id}`: status, expiry and revocation. A revoked or
 *   expired token is replaced by the next `pulumi up`; a token gone from the service is
 *   dropped from state and created again. Usage (use count, last use) is not kept in state,
 *   so a token merely used is no drift: read it with `getProxyTokens`.
 * - update: `revokeReason`, `revokeOnDelete` and `rotateBeforeDays` change in state only.
 * - replace: any other input, a revoked or expired token, or a token inside its
 *   `rotateBeforeDays` window. The new token is created before the old one is revoked.
 * - delete: DELETE `{base_path}/{token_id}` with `revokeReason` (unless `revokeOnDelete` is
 *   false); a token already revoked or gone counts as deleted.
 *
 * Credentials come from the stack config (`datafold:proxyUrl`, `datafold:proxyManagerToken`)
 * or the environment (`DATAFOLD_PROXY_URL`, `DATAFOLD_PROXY_MANAGER_TOKEN`), never from inputs.
 * The resource id is `users/<user_id>/<token_id>`, `service-principals/<client_id>/<token_id>`
 * or `proxy-manager/<token_id>`. `pulumi import` is not supported for dynamic resources.
 *
 * @example
 * const dbt = new datafold.ProxyToken("dbt", {
 *   principalType: "service_principal",
 *   principalId: "dbt-prod",
 *   label: "dbt production",
 *   expiresInDays: 90,
 *   rotateBeforeDays: 14,
 * });
 * export const dbtToken = dbt.token; // a secret
 */
export class ProxyToken extends pulumi.dynamic.Resource {
  /** The token's numeric id in the proxy admin API. */
  declare public readonly tokenId: pulumi.Output<number>;
  /** The token itself (a secret). Present from create on; null only if state lost it. */
  declare public readonly token: pulumi.Output<string>;
  /** The token's visible prefix, e.g. `sqlp_pcp_1a2b3c4d`: safe to log. */
  declare public readonly prefix: pulumi.Output<string>;
  /** `principal` or `proxy_manager`. */
  declare public readonly tokenType: pulumi.Output<string>;
  /** `active`, `expired` or `revoked`, as of the last create or refresh. */
  declare public readonly status: pulumi.Output<string>;
  /** When the service created the token (ISO 8601, UTC). */
  declare public readonly createdAt: pulumi.Output<string>;
  /** When the token expires (ISO 8601, UTC); null when it never does. */
  declare public readonly expiresAt: pulumi.Output<string | null>;
  /** When the token was revoked (ISO 8601, UTC); null while it is not. */
  declare public readonly revokedAt: pulumi.Output<string | null>;
  /** The reason recorded with the revocation; null while the token is not revoked. */
  declare public readonly revokedReason: pulumi.Output<string | null>;
  /**
   * The service's clock minus this machine's, in whole seconds: the rotation window is
   * measured on the service's clock. Changes only when the offset moves by more than five
   * minutes, so it never shows as drift on its own.
   */
  declare public readonly serviceClockOffsetSeconds: pulumi.Output<number>;
  declare public readonly principalType: pulumi.Output<ProxyTokenPrincipalType>;
  declare public readonly principalId: pulumi.Output<string | undefined>;
  declare public readonly label: pulumi.Output<string>;
  declare public readonly expiresInDays: pulumi.Output<number | undefined>;
  declare public readonly rotateBeforeDays: pulumi.Output<number | undefined>;
  declare public readonly rotationTriggers: pulumi.Output<Record<string, string> | undefined>;
  declare public readonly revokeReason: pulumi.Output<string | undefined>;
  declare public readonly revokeOnDelete: pulumi.Output<boolean>;

  constructor(name: string, args: ProxyTokenArgs, opts?: pulumi.CustomResourceOptions) {
    const outputs = {
      tokenId: undefined,
      token: undefined,
      prefix: undefined,
      tokenType: undefined,
      status: undefined,
      createdAt: undefined,
      expiresAt: undefined,
      revokedAt: undefined,
      revokedReason: undefined,
      serviceClockOffsetSeconds: undefined,
    };
    // The engine marks an output secret only if told so (DESIGN.md §2.3).
    const secretOutputs = [...new Set([...(opts?.additionalSecretOutputs ?? []), "token"])];
    super(PROVIDER, name, { ...outputs, ...args }, { ...opts, additionalSecretOutputs: secretOutputs }, "datafold", "ProxyToken");
  }
}
