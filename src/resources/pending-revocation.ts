import type { PrincipalType } from "../types/principal";

/**
 * A token a {@link ProxyToken} replaced and keeps working for its grace period
 * (`revokeReplacedAfterHours`), as state shows it: never its secret.
 */
export interface ProxyTokenPendingRevocation {
  /** The replaced token's id in the proxy admin API. */
  readonly tokenId: number;
  /** The start of the replaced token, such as `sqlp_pcp_1a2b3c4d`: not a secret, enough to recognise it in the Datafold app. */
  readonly prefix: string;
  /** The owner's type: `user`, `service_principal` or `proxy_manager` (the resource's own). */
  readonly principalType: PrincipalType;
  /** The user id or client id of the owner; null for the proxy manager. */
  readonly principalId: string | null;
  /** The replaced token's label. */
  readonly label: string;
  /** When the rotation created its successor: ISO 8601 in UTC, on the service's clock. */
  readonly replacedAt: string;
  /**
   * When its grace period ends: ISO 8601 in UTC, on the service's clock. The first
   * `pulumi up` from then on revokes it with `revokeReason` (run `pulumi refresh` first, so
   * that the service's clock is read).
   */
  readonly revokeAfter: string;
}
