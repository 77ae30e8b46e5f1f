import { z } from "zod";

/** Status of a SQL-proxy token. */
export const TokenStatus = z.enum(["active", "expired", "revoked"]);
export type TokenStatus = z.infer<typeof TokenStatus>;

/** Kinds of token: a user's or service principal's (`principal`), or the proxy manager's. */
export const TokenType = z.enum(["principal", "proxy_manager"]);
export type TokenType = z.infer<typeof TokenType>;

/**
 * Metadata of a SQL-proxy token. It never holds the secret: that is
 * returned once, by create, as {@link CreatedToken}.
 */
export const Token = z.looseObject({
  /** The token's id: a positive whole number. Fixed for the token's life. */
  id: z.number().int(),
  /**
   * The start of the token, such as `sqlp_pcp_1a2b3c4d`: not a secret, safe to log, enough
   * to recognise the token.
   */
  prefix: z.string(),
  /**
   * `principal` (a user's or a service principal's token) or `proxy_manager` (see
   * TokenType), read as text.
   */
  token_type: z.string(),
  /** The label given at create, or `API created`. Fixed for the token's life. */
  label: z.string(),
  /**
   * `active`, `expired` or `revoked` (see TokenStatus), read as text: the service's view at
   * the time of the answer. Moves to `expired` at `expires_at` and to `revoked` when the
   * token is revoked.
   */
  status: z.string(),
  /** How many times the token was used to authenticate to the SQL proxy; grows with each use. */
  use_count: z.number().int(),
  /** When the token was created: an ISO 8601 timestamp in UTC. */
  created_at: z.string(),
  /**
   * When the token stops working: an ISO 8601 timestamp in UTC; null for a token that never
   * expires.
   */
  expires_at: z.string().nullable(),
  /**
   * When the token was last used: an ISO 8601 timestamp in UTC; null while it never was.
   * Moves with each use.
   */
  last_used_at: z.string().nullable(),
  /** When the token was revoked: an ISO 8601 timestamp in UTC; null or absent while it is not. */
  revoked_at: z.string().nullish(),
  /**
   * The reason given when the token was revoked; null or absent while it is not, or when
   * none was given.
   */
  revoked_reason: z.string().nullish(),
});
export type Token = z.infer<typeof Token>;

/** The label the service gives a token created without one. */
export const DEFAULT_TOKEN_LABEL = "API created";

/** What create returns: the token's metadata and, this one time only, its secret value. */
export const CreatedToken = Token.extend({
  /** The secret token value. Returned by create only, never by any other call: store it at once. */
  token: z.string().min(1),
});
export type CreatedToken = z.infer<typeof CreatedToken>;

/** Body of POST {base_path}: each field only when set, so that the service's defaults apply. */
export const TokenCreateRequest = z.strictObject({
  /** The token's label; left out, the service gives `API created`. */
  label: z.string().optional(),
  /**
   * Lifetime in whole days from now on the service's clock; null or left out for a token
   * that never expires.
   */
  expires_in_days: z.number().int().positive().nullable().optional(),
});
export type TokenCreateRequest = z.infer<typeof TokenCreateRequest>;

/** Body of DELETE {base_path}[/{token_id}]: revoke one token, or all of a principal's. */
export const TokenRevokeRequest = z.strictObject({
  /** Recorded on each revoked token as its `revoked_reason`. */
  reason: z.string().optional(),
});
export type TokenRevokeRequest = z.infer<typeof TokenRevokeRequest>;

/** What revoke-all returns. The API does not specify it, so any object is accepted. */
export const RevokeAllResult = z.looseObject({
  /** How many tokens were revoked, when the service says. */
  revoked_count: z.number().int().optional(),
  /** The ids of the revoked tokens, when the service says. */
  token_ids: z.array(z.number().int()).optional(),
});
export type RevokeAllResult = z.infer<typeof RevokeAllResult>;

/** The proxy admin API's error envelope: `{error_code, message}`. */
export const ProxyErrorBody = z.looseObject({
  /** The service's code for the failure, such as `BAD_REQUEST`. */
  error_code: z.string(),
  /** The service's explanation, when it gives one. */
  message: z.string().optional(),
});
export type ProxyErrorBody = z.infer<typeof ProxyErrorBody>;

/**
 * A principal's tokens. The envelope is not specified: after the `{data}` envelope is
 * removed, a bare array or `{tokens: [...]}` are both accepted, so that either reading of
 * the API works.
 */
export const TokenList = z.union([
  z.array(Token),
  z.looseObject({ tokens: z.array(Token) }).transform((body) => body.tokens),
]);
export type TokenList = z.output<typeof TokenList>;
