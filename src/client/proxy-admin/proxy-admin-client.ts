import { z } from "zod";
import { describePrincipal, tokenBasePath } from "../../core/principal";
import type { Principal } from "../../types/principal";
// Schemas by namespace, types by name: the declarations this file ships name only the
// public types (src/types), which do not import zod.
import * as principalSchema from "../../schemas/principal";
import * as wire from "../../schemas/token";
import type { CreateTokenParams, ListTokensParams, RevokeParams } from "../../types/proxy-admin-params";
import type { CreatedToken, RevokeAllResult, Token } from "../../types/token";
import { checkArgument, checkArguments, PositiveId } from "../../core/arguments";
import { createHttpClient } from "../transport/create-http-client";
import type { CommonClientOptions } from "../transport/common-client-options";
import { InvalidArgumentError } from "../../core/errors";
import type { HttpClient } from "../transport/http-client";
import * as argumentSchemas from "./params";
import { pathSegment } from "../../core/path-segment";
import { SETTINGS } from "../settings/settings";

/** How a {@link ProxyAdminClient} reaches the SQL-proxy admin API: address, proxy manager token, and the options both clients share. */
export interface ProxyAdminClientOptions extends CommonClientOptions {
  /** Base URL of the SQL proxy; else `datafold:proxyUrl`, else DATAFOLD_PROXY_URL. */
  readonly proxyUrl?: string;
  /** Proxy manager token; else `datafold:proxyManagerToken`, else DATAFOLD_PROXY_MANAGER_TOKEN. */
  readonly proxyManagerToken?: string;
}

/** The proxy admin API wraps success bodies as `{data, message}`; a bare body is accepted too. */
function unwrapEnvelope(body: unknown): unknown {
  return body !== null && typeof body === "object" && !Array.isArray(body) && "data" in body
    ? (body as { data: unknown }).data
    : body;
}

/**
 * Client of the SQL-proxy admin API (`Authorization: Bearer <proxy manager token>`) for the
 * tokens of users, service principals and the proxy manager. Usable without Pulumi.
 *
 * @example
 * const admin = new ProxyAdminClient({ proxyUrl, proxyManagerToken });
 * const created = await admin.createToken({ type: "user", id: "alice" }, { label: "dbt", expiresInDays: 90 });
 * // created.token is the secret: it is returned this once only.
 */
export class ProxyAdminClient {
  private readonly http: HttpClient;

  /**
   * Resolves the proxy URL and the proxy manager token (option, then stack config, then
   * environment) and checks each setting: a missing or unusable one throws
   * MissingConfigurationError or InvalidConfigurationError naming where to set it. Nothing is
   * sent until a method is called.
   */
  constructor(options: ProxyAdminClientOptions = {}) {
    this.http = createHttpClient(
      {
        url: { definition: SETTINGS.proxyUrl, option: "proxyUrl", value: options.proxyUrl },
        credential: { definition: SETTINGS.proxyManagerToken, option: "proxyManagerToken", value: options.proxyManagerToken },
        scheme: "Bearer",
        errorBodyStyle: "proxy",
      },
      options,
    );
  }

  /** The base URL requests go to, without a trailing slash. Fixed for the client's life. */
  get proxyUrl(): string {
    return this.http.baseUrl;
  }

  /**
   * The service's current time: this machine's clock moved by the offset the `Date` header of
   * the service's latest answer showed, so accurate to about a second. Before any answer it is
   * this machine's time. Each answer updates the offset. The service decides when a token
   * expires, so rotation windows are measured on this clock.
   */
  serverNow(): Date {
    return this.http.serverNow();
  }

  /**
   * The principal's tokens, metadata only (never a secret), in the service's order:
   * GET {base_path}. Revoked ones only with `includeRevoked`. Retried on transient failures.
   */
  async listTokens(principal: Principal, params: ListTokensParams = {}): Promise<Token[]> {
    const who = checkPrincipal(principal, "listTokens");
    const p = checkArguments(argumentSchemas.ListTokensParams, params, "listTokens");
    return this.http.request({
      endpoint: `list tokens of ${describePrincipal(who)}`,
      method: "GET",
      path: tokenBasePath(who, "listTokens"),
      query: { include_revoked: p.includeRevoked },
      schema: wire.TokenList,
      unwrap: unwrapEnvelope,
    });
  }

  /**
   * Creates a token (POST {base_path}). The result carries the secret in `token`: the API
   * returns it this once only. Never retried blindly: only a 429 or a refused connection,
   * where the service certainly made nothing, is tried again. A failure after the request
   * was sent is a NetworkError with `ambiguous: true`, or a 5xx ServerError: the service may
   * have made a token. Use {@link createTokenReconciled} to settle that case.
   */
  async createToken(principal: Principal, params: CreateTokenParams = {}): Promise<CreatedToken> {
    const who = checkPrincipal(principal, "createToken");
    const p = checkArguments(argumentSchemas.CreateTokenParams, params, "createToken");
    return this.http.request({
      endpoint: `create token for ${describePrincipal(who)}`,
      method: "POST",
      path: tokenBasePath(who, "createToken"),
      body: {
        ...(p.label === undefined ? {} : { label: p.label }),
        ...(p.expiresInDays === undefined ? {} : { expires_in_days: p.expiresInDays }),
      },
      schema: wire.CreatedToken,
      unwrap: unwrapEnvelope,
    });
  }

  /**
   * One token's metadata (GET {base_path}/{token_id}), whatever its status; never the secret.
   * A token the service does not know is a NotFoundError.
   */
  async getToken(principal: Principal, tokenId: number): Promise<Token> {
    const who = checkPrincipal(principal, "getToken");
    const id = checkArgument(PositiveId, tokenId, "getToken", "tokenId");
    return this.http.request({
      endpoint: `get token ${id} of ${describePrincipal(who)}`,
      method: "GET",
      path: `${tokenBasePath(who, "getToken")}/${pathSegment(id, "getToken", "tokenId")}`,
      schema: wire.Token,
      unwrap: unwrapEnvelope,
    });
  }

  /**
   * Revokes one token (DELETE {base_path}/{token_id}, body `{reason}`); the reason is
   * recorded as the token's `revoked_reason`, and left out, none is. Resolves with the
   * revoked token when the server describes it (the API does not promise a body). Retried on
   * transient failures; a token that is not there is a NotFoundError.
   */
  async revokeToken(principal: Principal, tokenId: number, params: RevokeParams = {}): Promise<Token | undefined> {
    const who = checkPrincipal(principal, "revokeToken");
    const id = checkArgument(PositiveId, tokenId, "revokeToken", "tokenId");
    const p = checkArguments(argumentSchemas.RevokeParams, params, "revokeToken");
    const body = await this.http.request({
      endpoint: `revoke token ${id} of ${describePrincipal(who)}`,
      method: "DELETE",
      path: `${tokenBasePath(who, "revokeToken")}/${pathSegment(id, "revokeToken", "tokenId")}`,
      body: p.reason === undefined ? {} : { reason: p.reason },
      schema: z.unknown(),
      unwrap: unwrapEnvelope,
    });
    const token = wire.Token.safeParse(body);
    return token.success ? token.data : undefined;
  }

  /**
   * Revokes every active token of a user or service principal (DELETE {base_path}), each
   * with `reason`. Resolves with what the server says it revoked, when it says so in a known
   * shape. The API has no such operation for the proxy manager: that is an
   * InvalidArgumentError, before any request.
   */
  async revokeAllTokens(principal: Principal, params: RevokeParams = {}): Promise<RevokeAllResult | undefined> {
    const checked = checkPrincipal(principal, "revokeAllTokens");
    if (checked.type === "proxy_manager") {
      throw new InvalidArgumentError(
        "principal",
        "revokeAllTokens is not available for the proxy manager: the API offers revoke-all only for users and " +
          "service principals. Revoke proxy manager tokens one by one with revokeToken. Nothing was sent.",
      );
    }
    const p = checkArguments(argumentSchemas.RevokeParams, params, "revokeAllTokens");
    const body = await this.http.request({
      endpoint: `revoke all tokens of ${describePrincipal(checked)}`,
      method: "DELETE",
      path: tokenBasePath(checked, "revokeAllTokens"),
      body: p.reason === undefined ? {} : { reason: p.reason },
      schema: z.unknown(),
      unwrap: unwrapEnvelope,
    });
    const result = wire.RevokeAllResult.safeParse(body);
    return result.success ? result.data : undefined;
  }
}

function checkPrincipal(principal: Principal, operation: string): Principal {
  return checkArgument(principalSchema.Principal, principal, operation, "principal");
}
