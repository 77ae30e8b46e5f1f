import type * as pulumi from "@pulumi/pulumi";
import { z } from "zod";
import { asPathSegment } from "../client/path-segment";
import { PRINCIPAL_TYPES } from "../principal";
import type { Principal, PrincipalType } from "../types/principal";
import { mustBe } from "../describe-value";
import { toProxyTokenInfo, type ProxyTokenInfo } from "../token-info";
import { checkFunctionArguments, outputForm, requiredArgument } from "./function-arguments";
import type { OutputArgs } from "./output-args";
import { programProxyAdminClient, type DataFunctionOptions } from "./program-config";

export type { ProxyTokenInfo };

/** The arguments of {@link getProxyTokens}. */
export interface GetProxyTokensArgs {
  /** Whose tokens: `user`, `service_principal` or `proxy_manager`. Required. */
  readonly principalType: PrincipalType;
  /**
   * The user id or the service principal's client id: non-empty, one path segment. Required
   * for a user or a service principal; leave it out for the proxy manager.
   */
  readonly principalId?: string;
  /** Also list revoked tokens. Default false: active and expired tokens only. */
  readonly includeRevoked?: boolean;
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

const CHOICES = `one of ${PRINCIPAL_TYPES.map((type) => JSON.stringify(type)).join(", ")}`;

const GetProxyTokensArgsSchema = z
  .strictObject({
    principalType: z.enum(PRINCIPAL_TYPES, requiredArgument(CHOICES, CHOICES, "text")),
    principalId: asPathSegment(z.string(mustBe("a string")).trim().min(1, "must not be empty")).optional(),
    includeRevoked: z.boolean(mustBe("true or false", "boolean")).optional(),
  })
  .superRefine((args, check) => {
    if (args.principalType === "proxy_manager" && args.principalId !== undefined) {
      check.addIssue({
        code: "custom",
        path: ["principalId"],
        message: 'must be left out when principalType is "proxy_manager" (the proxy manager has no id)',
      });
    } else if (args.principalType !== "proxy_manager" && args.principalId === undefined) {
      check.addIssue({
        code: "custom",
        path: ["principalId"],
        message: `is required when principalType is "${args.principalType}": give the ${
          args.principalType === "user" ? "user id" : "service principal's client id"
        }`,
      });
    }
  }) satisfies z.ZodType<GetProxyTokensArgs>;

/**
 * Lists the SQL-proxy tokens of a user, a service principal or the proxy manager:
 * metadata only (status, use count, expiry), never a token's secret value.
 *
 * Connection: stack config `datafold:proxyUrl` and `datafold:proxyManagerToken` (secret),
 * else the environment variables DATAFOLD_PROXY_URL and DATAFOLD_PROXY_MANAGER_TOKEN.
 *
 * ## Example usage
 *
 * ```typescript
 * import * as datafold from "pulumi-datafold";
 *
 * const dbt = await datafold.getProxyTokens({ principalType: "service_principal", principalId: "dbt-prod" });
 * export const dbtActiveTokens = dbt.tokens.filter((t) => t.status === "active").map((t) => t.prefix);
 * ```
 */
export async function getProxyTokens(args: GetProxyTokensArgs, opts?: DataFunctionOptions): Promise<GetProxyTokensResult> {
  const { principalType, principalId, includeRevoked } = checkFunctionArguments(
    GetProxyTokensArgsSchema,
    args,
    "getProxyTokens",
  );
  const principal: Principal =
    principalType === "proxy_manager" ? { type: principalType } : { type: principalType, id: principalId! };
  const tokens = await programProxyAdminClient(opts).listTokens(principal, { includeRevoked });
  return { principalType, principalId: principalId ?? null, tokens: tokens.map(toProxyTokenInfo) };
}

/**
 * {@link getProxyTokens} for Pulumi Inputs: the arguments may be Outputs or Promises, such
 * as a `ProxyToken`'s outputs, which also makes the listing wait for that token.
 *
 * ## Example usage
 *
 * ```typescript
 * const token = new datafold.ProxyToken("analyst", { principalType: "user", principalId: "alice@example.com" });
 * const aliceTokens = datafold.getProxyTokensOutput({ principalType: "user", principalId: token.principalId });
 * export const aliceTokenCount = aliceTokens.tokens.apply((tokens) => tokens.length);
 * ```
 */
export function getProxyTokensOutput(
  args: OutputArgs<GetProxyTokensArgs>,
  opts?: DataFunctionOptions,
): pulumi.Output<GetProxyTokensResult> {
  return outputForm(getProxyTokens, args, opts);
}
