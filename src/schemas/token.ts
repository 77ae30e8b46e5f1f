import { z } from "zod";
import type * as api from "../types/token";
import { view } from "./view";

// The source of the token types: src/types/token.ts is generated from this file by
// `npm run generate`, each description below becoming a doc comment.

export const TokenStatus = z.enum(["active", "expired", "revoked"]).meta({
  description: "Status of a SQL-proxy token, as the proxy admin API reports it.",
});
export type TokenStatus = api.TokenStatus;

export const TokenType = z.enum(["principal", "proxy_manager"]).meta({
  description: "Kinds of token: a user's or service principal's (`principal`), or the proxy manager's.",
});
export type TokenType = api.TokenType;

export const Token = z
  .looseObject({
    id: z.number().int().describe("The token's id: a positive whole number. Fixed for the token's life."),
    prefix: z.string().describe("The start of the token, such as `sqlp_pcp_1a2b3c4d`: not a secret, safe to log, enough to recognise the token."),
    token_type: z
      .string()
      .describe(
        "`principal` (a user's or a service principal's token) or `proxy_manager` (see {@link TokenType}), read as text so " +
          "that a kind added later does not break a read.",
      ),
    label: z.string().describe("The label given at create, or `API created`. Fixed for the token's life."),
    status: z
      .string()
      .describe(
        "`active`, `expired` or `revoked` (see {@link TokenStatus}), read as text: the service's view at the time of the " +
          "answer. Moves to `expired` at `expires_at` and to `revoked` when the token is revoked.",
      ),
    use_count: z.number().int().describe("How many times the token was used to authenticate to the SQL proxy; grows with each use."),
    created_at: z.string().describe("When the token was created: an ISO 8601 timestamp in UTC."),
    expires_at: z.string().nullable().describe("When the token stops working: an ISO 8601 timestamp in UTC; null for a token that never expires."),
    last_used_at: z
      .string()
      .nullable()
      .describe("When the token was last used: an ISO 8601 timestamp in UTC; null while it never was. Moves with each use."),
    revoked_at: z.string().nullish().describe("When the token was revoked: an ISO 8601 timestamp in UTC; null or absent while it is not."),
    revoked_reason: z
      .string()
      .nullish()
      .describe("The reason given when the token was revoked; null or absent while it is not, or when none was given."),
  })
  .meta({
    description:
      "Metadata of a SQL-proxy token. It never holds the secret: that is returned once, by create, as {@link CreatedToken}. " +
      "Fields the service adds later are kept as they came (index signature).",
    otherFields: "A field the service added that this package does not know yet, passed on as it came.",
  });
export type Token = api.Token;

/** The label the service gives a token created without one. */
export const DEFAULT_TOKEN_LABEL = "API created";

export const CreatedToken = Token.extend({
  token: z.string().min(1).describe("The secret token value. Returned by create only, never by any other call: store it at once."),
}).meta({ description: "What create returns: the token's metadata and, this one time only, its secret value." });
export type CreatedToken = api.CreatedToken;

export const TokenCreateRequest = z
  .strictObject({
    label: z.string().optional().describe("The token's label; left out, the service gives `API created`."),
    expires_in_days: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe("Lifetime in whole days from now on the service's clock; null or left out for a token that never expires."),
  })
  .meta({ description: "Body of POST {base_path}: each field only when set, so that the service's defaults apply." });
export type TokenCreateRequest = api.TokenCreateRequest;

export const TokenRevokeRequest = z
  .strictObject({
    reason: z.string().optional().describe("Recorded on each revoked token as its `revoked_reason`."),
  })
  .meta({ description: "Body of DELETE {base_path}[/{token_id}]: revoke one token, or all of a principal's." });
export type TokenRevokeRequest = api.TokenRevokeRequest;

export const RevokeAllResult = z
  .looseObject({
    revoked_count: z.number().int().optional().describe("How many tokens were revoked, when the service says."),
    token_ids: z.array(z.number().int()).optional().describe("The ids of the revoked tokens, when the service says."),
  })
  .meta({
    description: "What revoke-all returns. The API does not specify it, so any object is accepted.",
    otherFields: "Whatever else the service sent, as it came.",
  });
export type RevokeAllResult = api.RevokeAllResult;

export const ProxyErrorBody = z
  .looseObject({
    error_code: z.string().describe("The service's code for the failure, such as `BAD_REQUEST`."),
    message: z.string().optional().describe("The service's explanation, when it gives one."),
  })
  .meta({ description: "The proxy admin API's error envelope: `{error_code, message}`." });
export type ProxyErrorBody = api.ProxyErrorBody;

export const TokenList = z
  .union([z.array(Token), z.looseObject({ tokens: z.array(Token).describe("The tokens.") }).transform((body) => body.tokens)])
  .meta({
    description:
      "A principal's tokens. The envelope is not specified: after the `{data}` envelope is removed, a bare array or " +
      "`{tokens: [...]}` are both accepted, so that either reading of the API works.",
    tsType: "Token[]",
  });
export type TokenList = api.TokenList;

/**
 * What `getProxyTokens` returns of each token, and what a `ProxyToken` keeps of its token's
 * metadata: field by field, so that nothing the service might add (a secret above all) is
 * passed on.
 */
export const ProxyTokenInfo = view(Token).as<api.ProxyTokenInfo>({
  description:
    "A SQL-proxy token's metadata. There is no secret here: the API returns a token's value once, when it is created (the " +
    "`ProxyToken` resource keeps it), and never lists it.",
  fields: {
    id: { description: "The token's id in the proxy admin API: a positive whole number, fixed for its life." },
    prefix: { description: "The start of the token, such as `sqlp_pcp_1a2b3c4d`: not a secret, safe to log, enough to recognise it." },
    token_type: {
      known: TokenType,
      description:
        "`principal` (a user's or a service principal's token) or `proxy_manager` (see {@link TokenType}), or a kind the " +
        "service added since this version, passed on as text (hence `string & {}`: editors still suggest the known kinds).",
    },
    label: { description: "The label given at create, or `API created`." },
    status: {
      known: TokenStatus,
      description:
        "`active`, `expired` or `revoked` (see {@link TokenStatus}), as the service says at the time of the call, or a " +
        "status the service added since this version, passed on as text (hence `string & {}`: editors still suggest the " +
        "known ones).",
    },
    use_count: true,
    created_at: true,
    expires_at: { description: "When the token stops working: an ISO 8601 timestamp in UTC; null when it never expires." },
    last_used_at: { description: "When the token was last used: an ISO 8601 timestamp in UTC; null when it never was. Moves with each use." },
    revoked_at: { description: "When the token was revoked: an ISO 8601 timestamp in UTC; null while it is not." },
    revoked_reason: { description: "The reason recorded with the revocation; null while the token is not revoked, or when none was given." },
  },
});
export type ProxyTokenInfo = api.ProxyTokenInfo;
