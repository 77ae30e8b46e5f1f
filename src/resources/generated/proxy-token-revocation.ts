// Generated from src/provider/proxy-token-revocation-inputs.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
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
   * Whose tokens to revoke: `"user"` or `"service_principal"`. Required. `"proxy_manager"` is
   * refused: the API revokes all tokens at once only for users and service principals. Changing it
   * replaces the resource, which revokes the new principal's tokens.
   */
  readonly principalType: pulumi.Input<"user" | "service_principal">;
  /**
   * The user id, or the service principal's OAuth client id: one non-empty path segment (no `/`).
   * Required. Changing it replaces the resource, which revokes the new principal's tokens; the old
   * principal's tokens stay as they are.
   */
  readonly principalId: pulumi.Input<string>;
  /**
   * Recorded on every token this resource revokes as its revocation reason, such as
   * `"left the company"`; at most 1000 characters. Left out, a reason naming pulumi-datafold and
   * the principal is recorded. Changing it is an update that revokes any active token again, with
   * the new reason; tokens revoked before keep the reason they were revoked with.
   */
  readonly reason?: pulumi.Input<string>;
}

/**
 * The inputs of a {@link ProxyTokenRevocation} as its provider's `check` returns them: defaults
 * applied, values resolved.
 */
export interface ProxyTokenRevocationCheckedInputs {
  /**
   * Whose tokens to revoke: `"user"` or `"service_principal"`. Required. `"proxy_manager"` is
   * refused: the API revokes all tokens at once only for users and service principals. Changing it
   * replaces the resource, which revokes the new principal's tokens.
   */
  readonly principalType: "user" | "service_principal";
  /**
   * The user id, or the service principal's OAuth client id: one non-empty path segment (no `/`).
   * Required. Changing it replaces the resource, which revokes the new principal's tokens; the old
   * principal's tokens stay as they are.
   */
  readonly principalId: string;
  /**
   * Recorded on every token this resource revokes as its revocation reason, such as
   * `"left the company"`; at most 1000 characters. Left out, a reason naming pulumi-datafold and
   * the principal is recorded. Changing it is an update that revokes any active token again, with
   * the new reason; tokens revoked before keep the reason they were revoked with.
   */
  readonly reason?: string;
}

/**
 * What a {@link ProxyTokenRevocation} reports: its inputs as state holds them, then its outputs.
 */
export interface ProxyTokenRevocationOutputFields {
  /** The `principalType` input. A change replaces the resource. */
  readonly principalType: pulumi.Output<"user" | "service_principal">;
  /** The `principalId` input. A change replaces the resource. */
  readonly principalId: pulumi.Output<string>;
  /** The `reason` input; absent when it was left out. A change updates it in place. */
  readonly reason: pulumi.Output<string | undefined>;
  /** The ids of the tokens the last create or update revoked, in ascending order. */
  readonly revokedTokenIds: pulumi.Output<number[]>;
  /**
   * The principal's active tokens found at the last create, update or refresh: normally empty. A
   * token made after the revocation shows here after `pulumi refresh`, as drift, and the next
   * `pulumi up` revokes it.
   */
  readonly activeTokens: pulumi.Output<RevocationActiveToken[]>;
}
