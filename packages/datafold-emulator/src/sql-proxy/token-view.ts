import type { Token, TokenStatus, TokenType } from "pulumi-datafold/client";
import type { StoredToken } from "../state";

/** Status as of `now`: revocation wins over expiry, and a token is expired from `expires_at` on. */
export function tokenStatus(token: StoredToken, now: Date): TokenStatus {
  if (token.revokedAt !== null) return "revoked";
  if (token.expiresAt !== null && Date.parse(token.expiresAt) <= now.getTime()) return "expired";
  return "active";
}

export function tokenTypeOf(token: StoredToken): TokenType {
  return token.principalType === "proxy_manager" ? "proxy_manager" : "principal";
}

/** A token as the admin API shows it: `revoked_at` and `revoked_reason` appear only once it is revoked. */
export function tokenJson(token: StoredToken, now: Date): Token {
  const json: Token = {
    id: token.id,
    prefix: token.prefix,
    token_type: tokenTypeOf(token),
    label: token.label,
    status: tokenStatus(token, now),
    use_count: token.useCount,
    created_at: token.createdAt,
    expires_at: token.expiresAt,
    last_used_at: token.lastUsedAt,
  };
  if (token.revokedAt !== null) {
    json.revoked_at = token.revokedAt;
    json.revoked_reason = token.revokedReason;
  }
  return json;
}
