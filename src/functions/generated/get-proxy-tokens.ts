// Generated from src/functions/proxy-tokens-definition.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.
import type { PrincipalType } from "../../types/principal";
import type { ProxyTokenInfo } from "../../types/token";

/** The arguments of {@link getProxyTokens}. */
export interface GetProxyTokensArgs {
  /** Whose tokens: `"user"`, `"service_principal"` or `"proxy_manager"`. Required. */
  readonly principalType: PrincipalType;
  /**
   * The user id or the service principal's client id: non-empty, one path segment. Required for a
   * user or a service principal; leave it out for the proxy manager.
   */
  readonly principalId?: string;
  /** Also list revoked tokens. Default false: active and expired tokens only. */
  readonly includeRevoked?: boolean;
  /**
   * Audit filter: only active tokens that expire within this many days (a whole number, 0 or more),
   * measured on the service's clock (the `Date` header of its answer), not this machine's. Tokens
   * that never expire are left out.
   */
  readonly expiringWithinDays?: number;
  /**
   * Audit filter: only tokens not used for at least this many days (a whole number, 0 or more), by
   * `lastUsedAt` on the service's clock; a token never used counts as unused since its creation.
   * Any status: with `includeRevoked`, revoked tokens are kept too. Combined with the other
   * filters, a token must pass all.
   */
  readonly unusedForDays?: number;
  /**
   * Audit filter: true keeps only tokens never used (`useCount` 0 and no `lastUsedAt`), whatever
   * their status. A token whose secret was never delivered to anyone, such as one left by a create
   * whose answer was lost, shows here. False, or left out, filters nothing. Combined with the other
   * filters, a token must pass all.
   */
  readonly neverUsed?: boolean;
  /**
   * Audit filter: only tokens with exactly this label (1 to 255 characters; compared as given, case
   * and spaces included). Combined with the other filters, a token must pass all.
   */
  readonly label?: string;
}

/**
 * What {@link getProxyTokens} returns: read afresh at every run of the program, so usage
 * (`useCount`, `lastUsedAt`) is current, unlike a `ProxyToken`'s outputs, which leave it out.
 */
export interface GetProxyTokensResult {
  /** The principal type asked for. */
  readonly principalType: PrincipalType;
  /** The principal id asked for; null for the proxy manager. */
  readonly principalId: string | null;
  /** The principal's tokens, metadata only (never a secret), in the service's order. */
  readonly tokens: readonly ProxyTokenInfo[];
}
