import type * as pulumi from "@pulumi/pulumi";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { GetProxyTokensArgs, GetProxyTokensResult } from "./generated/get-proxy-tokens";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";
import { getProxyTokensDefinition } from "./proxy-tokens-definition";

/**
 * Lists the SQL-proxy tokens of a user, a service principal or the proxy manager:
 * metadata only (status, use count, last use, expiry), never a token's secret value.
 * `expiringWithinDays` and `unusedForDays` keep only the tokens that would fail an audit,
 * measured on the service's clock; `neverUsed` and `label` find tokens nobody has used, such
 * as a stray one to revoke with a `ProxyTokenRevocation`'s `tokenIds`.
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
 *
 * // Tokens that would fail an audit: expiring within 14 days, or unused for 30.
 * const expiring = await datafold.getProxyTokens({ principalType: "user", principalId: "alice", expiringWithinDays: 14 });
 * const idle = await datafold.getProxyTokens({ principalType: "user", principalId: "alice", unusedForDays: 30 });
 *
 * // Active tokens of the "dbt" label that were never used: strays whose secret nobody holds.
 * const strays = await datafold.getProxyTokens({ principalType: "service_principal", principalId: "dbt-prod", label: "dbt", neverUsed: true });
 * ```
 */
export async function getProxyTokens(args: GetProxyTokensArgs, opts?: DataFunctionInvokeOptions): Promise<GetProxyTokensResult> {
  return callDataFunction(getProxyTokensDefinition, args, programFunctionClients(opts));
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
  opts?: DataFunctionOutputOptions,
): pulumi.Output<GetProxyTokensResult> {
  return outputForm(getProxyTokens, args, opts);
}
