import { z } from "zod";

/** Status of a SQL-proxy token (contract §2.7). */
export const TokenStatus = z.enum(["active", "expired", "revoked"]);
export type TokenStatus = z.infer<typeof TokenStatus>;

/** Kinds of token (contract §2.7). */
export const TokenType = z.enum(["principal", "proxy_manager"]);
export type TokenType = z.infer<typeof TokenType>;

/**
 * Metadata of a SQL-proxy token (contract §2.7). It never holds the secret: that is
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
export type Token = z.infer<typeof Token>;

/** The label the service gives a token created without one (contract §4.2 rule 2). */
export const DEFAULT_TOKEN_LABEL = "API created";

/** What create returns: the token's metadata and, this one time only, its secret value. */
export const CreatedToken = Token.extend({
  token: z.string().min(1),
});
export type CreatedToken = z.infer<typeof CreatedToken>;

/** Body of POST {base_path} (contract §4.2 rule 2). */
export const TokenCreateRequest = z.strictObject({
  label: z.string().optional(),
  expires_in_days: z.number().int().positive().nullable().optional(),
});
export type TokenCreateRequest = z.infer<typeof TokenCreateRequest>;

/** Body of DELETE {base_path}[/{token_id}] (contract §4.2 rules 3 and 4). */
export const TokenRevokeRequest = z.strictObject({
  reason: z.string().optional(),
});
export type TokenRevokeRequest = z.infer<typeof TokenRevokeRequest>;

/** What revoke-all returns. The contract leaves it open; any object is accepted. */
export const RevokeAllResult = z.looseObject({
  revoked_count: z.number().int().optional(),
  token_ids: z.array(z.number().int()).optional(),
});
export type RevokeAllResult = z.infer<typeof RevokeAllResult>;

/** The proxy admin API's error envelope (vendor docs): `{error_code, message}`. */
export const ProxyErrorBody = z.looseObject({
  error_code: z.string(),
  message: z.string().optional(),
});
export type ProxyErrorBody = z.infer<typeof ProxyErrorBody>;

/**
 * A principal's tokens. The envelope is not specified: after the `{data}` envelope is
 * removed, a bare array or `{tokens: [...]}` are both accepted (DESIGN.md §4).
 */
export const TokenList = z.union([
  z.array(Token),
  z.looseObject({ tokens: z.array(Token) }).transform((body) => body.tokens),
]);
export type TokenList = z.output<typeof TokenList>;
