import type { Token } from "./schemas/token";

/**
 * A SQL-proxy token's metadata. There is no secret here: the API returns a token's value
 * once, when it is created (the `ProxyToken` resource keeps it), and never lists it.
 */
export interface ProxyTokenInfo {
  readonly id: number;
  /** The start of the token, safe to log, to recognise it. */
  readonly prefix: string;
  /** principal or proxy_manager. */
  readonly tokenType: string;
  readonly label: string;
  /** active, expired or revoked. */
  readonly status: string;
  readonly useCount: number;
  readonly createdAt: string;
  /** null when the token never expires. */
  readonly expiresAt: string | null;
  /** null when the token was never used. */
  readonly lastUsedAt: string | null;
  readonly revokedAt: string | null;
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
