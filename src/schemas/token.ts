import { z } from "zod";
import type * as api from "../types/token";
import type { Assert, Equals } from "../types/type-equality";

// Each public object's fields are documented on its type in src/types (what editors show);
// the `_…Matches` checks keep that type and the schema exactly equal.

/** Status of a SQL-proxy token. */
export const TokenStatus = z.enum(["active", "expired", "revoked"]);
export type TokenStatus = api.TokenStatus;
// tsc fails here if the public type and what this schema checks ever differ.
type _TokenStatusMatches = Assert<Equals<z.output<typeof TokenStatus>, api.TokenStatus>>;

/** Kinds of token: a user's or service principal's (`principal`), or the proxy manager's. */
export const TokenType = z.enum(["principal", "proxy_manager"]);
export type TokenType = api.TokenType;
// tsc fails here if the public type and what this schema checks ever differ.
type _TokenTypeMatches = Assert<Equals<z.output<typeof TokenType>, api.TokenType>>;

/**
 * Metadata of a SQL-proxy token. It never holds the secret: that is
 * returned once, by create, as {@link CreatedToken}.
 */
export const Token = z.looseObject({
  id: z.number().int(),
  prefix: z.string(),
  token_type: z.string(),
  label: z.string(),
  status: z.string(),
  use_count: z.number().int(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullish(),
  revoked_reason: z.string().nullish(),
});
export type Token = api.Token;
// tsc fails here if the public type and what this schema checks ever differ.
type _TokenMatches = Assert<Equals<z.output<typeof Token>, api.Token>>;

/** The label the service gives a token created without one. */
export const DEFAULT_TOKEN_LABEL = "API created";

/** What create returns: the token's metadata and, this one time only, its secret value. */
export const CreatedToken = Token.extend({
  token: z.string().min(1),
});
export type CreatedToken = api.CreatedToken;
// tsc fails here if the public type and what this schema checks ever differ.
type _CreatedTokenMatches = Assert<Equals<z.output<typeof CreatedToken>, api.CreatedToken>>;

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
  revoked_count: z.number().int().optional(),
  token_ids: z.array(z.number().int()).optional(),
});
export type RevokeAllResult = api.RevokeAllResult;
// tsc fails here if the public type and what this schema checks ever differ.
type _RevokeAllResultMatches = Assert<Equals<z.output<typeof RevokeAllResult>, api.RevokeAllResult>>;

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
