import type { Token, TokenStatus, TokenType } from "./types/token";

/**
 * A SQL-proxy token's metadata. There is no secret here: the API returns a token's value
 * once, when it is created (the `ProxyToken` resource keeps it), and never lists it.
 */
export interface ProxyTokenInfo {
  /** The token's id in the proxy admin API: a positive whole number, fixed for its life. */
  readonly id: number;
  /** The start of the token, such as `sqlp_pcp_1a2b3c4d`: not a secret, safe to log, enough to recognise it. */
  readonly prefix: string;
  /**
   * `principal` (a user's or a service principal's token) or `proxy_manager` (see
   * {@link TokenType}), or a kind the service added since this version, passed on as text
   * (hence `string & {}`: editors still suggest the known kinds).
   */
  readonly tokenType: TokenType | (string & {});
  /** The label given at create, or `API created`. */
  readonly label: string;
  /**
   * `active`, `expired` or `revoked` (see {@link TokenStatus}), as the service says at the
   * time of the call, or a status the service added since this version, passed on as text
   * (hence `string & {}`: editors still suggest the known ones).
   */
  readonly status: TokenStatus | (string & {});
  /** How many times the token was used to authenticate to the SQL proxy; grows with each use. */
  readonly useCount: number;
  /** When the token was created: an ISO 8601 timestamp in UTC. */
  readonly createdAt: string;
  /** When the token stops working: an ISO 8601 timestamp in UTC; null when it never expires. */
  readonly expiresAt: string | null;
  /** When the token was last used: an ISO 8601 timestamp in UTC; null when it never was. Moves with each use. */
  readonly lastUsedAt: string | null;
  /** When the token was revoked: an ISO 8601 timestamp in UTC; null while it is not. */
  readonly revokedAt: string | null;
  /** The reason recorded with the revocation; null while the token is not revoked, or when none was given. */
  readonly revokedReason: string | null;
}

/** Field by field, so that nothing the service might add (a secret above all) is passed on. */
export function toProxyTokenInfo(token: Token): ProxyTokenInfo {
  return {
    id: token.id,
    prefix: token.prefix,
    tokenType: token.token_type,
    label: token.label,
    status: token.status,
    useCount: token.use_count,
    createdAt: token.created_at,
    expiresAt: token.expires_at,
    lastUsedAt: token.last_used_at,
    revokedAt: token.revoked_at ?? null,
    revokedReason: token.revoked_reason ?? null,
  };
}
