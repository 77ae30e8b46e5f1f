/** Status of a SQL-proxy token, as the proxy admin API reports it. */
export type TokenStatus = "active" | "expired" | "revoked";

/** Kinds of token: a user's or service principal's (`principal`), or the proxy manager's. */
export type TokenType = "principal" | "proxy_manager";

/**
 * Metadata of a SQL-proxy token. It never holds the secret: that is returned once, by create,
 * as {@link CreatedToken}. Fields the service adds later are kept as they came (index signature).
 */
export interface Token {
  /** The token's id: a positive whole number. Fixed for the token's life. */
  id: number;
  /**
   * The start of the token, such as `sqlp_pcp_1a2b3c4d`: not a secret, safe to log, enough
   * to recognise the token.
   */
  prefix: string;
  /**
   * `principal` (a user's or a service principal's token) or `proxy_manager` (see
   * {@link TokenType}), read as text so that a kind added later does not break a read.
   */
  token_type: string;
  /** The label given at create, or `API created`. Fixed for the token's life. */
  label: string;
  /**
   * `active`, `expired` or `revoked` (see {@link TokenStatus}), read as text: the service's
   * view at the time of the answer. Moves to `expired` at `expires_at` and to `revoked` when
   * the token is revoked.
   */
  status: string;
  /** How many times the token was used to authenticate to the SQL proxy; grows with each use. */
  use_count: number;
  /** When the token was created: an ISO 8601 timestamp in UTC. */
  created_at: string;
  /**
   * When the token stops working: an ISO 8601 timestamp in UTC; null for a token that never
   * expires.
   */
  expires_at: string | null;
  /**
   * When the token was last used: an ISO 8601 timestamp in UTC; null while it never was.
   * Moves with each use.
   */
  last_used_at: string | null;
  /** When the token was revoked: an ISO 8601 timestamp in UTC; null or absent while it is not. */
  revoked_at?: string | null;
  /**
   * The reason given when the token was revoked; null or absent while it is not, or when
   * none was given.
   */
  revoked_reason?: string | null;
  /** A field the service added that this package does not know yet, passed on as it came. */
  [field: string]: unknown;
}

/** What create returns: the token's metadata and, this one time only, its secret value. */
export interface CreatedToken extends Token {
  /** The secret token value. Returned by create only, never by any other call: store it at once. */
  token: string;
}

/** What revoke-all returns. The API does not specify it, so any object is accepted. */
export interface RevokeAllResult {
  /** How many tokens were revoked, when the service says. */
  revoked_count?: number;
  /** The ids of the revoked tokens, when the service says. */
  token_ids?: number[];
  /** Whatever else the service sent, as it came. */
  [field: string]: unknown;
}
