// Generated from src/provider/tokens/proxy-token-revocation-inputs.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";

/**
 * An active token of the principal found after the revocation (a token made since): what identifies
 * it, never its secret.
 */
export interface RevocationActiveToken {
  /** The token's id in the proxy admin API. */
  readonly id: number;
  /** The start of the token, such as `sqlp_pcp_1a2b3c4d`: not a secret, enough to recognise it. */
  readonly prefix: string;
  /** The token's label. */
  readonly label: string;
  /** When it was created: ISO 8601 in UTC. */
  readonly createdAt: string;
  /** When it expires: ISO 8601 in UTC; null for a token that never expires. */
  readonly expiresAt: string | null;
}

/** The inputs of a {@link ProxyTokenRevocation}, each as a program may give it. */
export interface ProxyTokenRevocationInputFields {
  /**
   * Whose tokens to revoke: `"user"` or `"service_principal"` (with `principalId`), or
   * `"proxy_manager"` (without it, and only with `tokenIds`: the API revokes all tokens at once
   * only for users and service principals). Required. Changing it replaces the resource, which
   * revokes the new principal's tokens.
   */
  readonly principalType: pulumi.Input<"user" | "service_principal" | "proxy_manager">;
  /**
   * The user id, or the service principal's OAuth client id: one non-empty path segment (no `/`).
   * Required for a user or a service principal; leave it out for the proxy manager. Changing it
   * replaces the resource, which revokes the new principal's tokens; the old principal's tokens
   * stay as they are.
   */
  readonly principalId?: pulumi.Input<string>;
  /**
   * Revoke only these tokens of the principal, by id (positive whole numbers, each once;
   * `getProxyTokens` lists them, `neverUsed` and `label` find strays): each is revoked on its own
   * (`DELETE` of the token, with `reason`), never any other token, and one already revoked, expired
   * or gone counts as done. Left out, every active token of the principal is revoked. Needed for
   * the proxy manager. A ProxyToken of the same principal may then be in the same stack: do not
   * list its token. Changing it is an update that revokes the newly listed tokens; the resource id
   * stays.
   */
  readonly tokenIds?: pulumi.Input<number[]>;
  /**
   * Recorded on every token this resource revokes as its revocation reason, such as
   * `"left the company"`; at most 1000 characters. Left out, a reason naming pulumi-datafold and
   * the principal is recorded. Changing it is an update that revokes again, with the new reason,
   * any token still active that the resource revokes (every active token of the principal, or the
   * listed ones); tokens revoked before keep the reason they were revoked with.
   */
  readonly reason?: pulumi.Input<string>;
}

/**
 * The inputs of a {@link ProxyTokenRevocation} as its provider's `check` returns them: defaults
 * applied, values resolved.
 */
export interface ProxyTokenRevocationCheckedInputs {
  /**
   * Whose tokens to revoke: `"user"` or `"service_principal"` (with `principalId`), or
   * `"proxy_manager"` (without it, and only with `tokenIds`: the API revokes all tokens at once
   * only for users and service principals). Required. Changing it replaces the resource, which
   * revokes the new principal's tokens.
   */
  readonly principalType: "user" | "service_principal" | "proxy_manager";
  /**
   * The user id, or the service principal's OAuth client id: one non-empty path segment (no `/`).
   * Required for a user or a service principal; leave it out for the proxy manager. Changing it
   * replaces the resource, which revokes the new principal's tokens; the old principal's tokens
   * stay as they are.
   */
  readonly principalId?: string;
  /**
   * Revoke only these tokens of the principal, by id (positive whole numbers, each once;
   * `getProxyTokens` lists them, `neverUsed` and `label` find strays): each is revoked on its own
   * (`DELETE` of the token, with `reason`), never any other token, and one already revoked, expired
   * or gone counts as done. Left out, every active token of the principal is revoked. Needed for
   * the proxy manager. A ProxyToken of the same principal may then be in the same stack: do not
   * list its token. Changing it is an update that revokes the newly listed tokens; the resource id
   * stays.
   */
  readonly tokenIds?: number[];
  /**
   * Recorded on every token this resource revokes as its revocation reason, such as
   * `"left the company"`; at most 1000 characters. Left out, a reason naming pulumi-datafold and
   * the principal is recorded. Changing it is an update that revokes again, with the new reason,
   * any token still active that the resource revokes (every active token of the principal, or the
   * listed ones); tokens revoked before keep the reason they were revoked with.
   */
  readonly reason?: string;
}

/**
 * What a {@link ProxyTokenRevocation} reports: its inputs as state holds them, then its outputs.
 */
export interface ProxyTokenRevocationOutputFields {
  /** The `principalType` input. A change replaces the resource. */
  readonly principalType: pulumi.Output<"user" | "service_principal" | "proxy_manager">;
  /** The `principalId` input; absent when it was left out. A change replaces the resource. */
  readonly principalId: pulumi.Output<string | undefined>;
  /** The `tokenIds` input; absent when it was left out. A change updates it in place. */
  readonly tokenIds: pulumi.Output<number[] | undefined>;
  /** The `reason` input; absent when it was left out. A change updates it in place. */
  readonly reason: pulumi.Output<string | undefined>;
  /**
   * The ids of the tokens the last create or update revoked, in ascending order. With `tokenIds`,
   * those of the listed tokens that were still active.
   */
  readonly revokedTokenIds: pulumi.Output<number[]>;
  /**
   * The principal's active tokens found at the last create, update or refresh: normally empty. A
   * token made after the revocation shows here after `pulumi refresh`, as drift, and the next
   * `pulumi up` revokes it. With `tokenIds`, only the listed tokens are looked at.
   */
  readonly activeTokens: pulumi.Output<RevocationActiveToken[]>;
}
