import type * as pulumi from "@pulumi/pulumi";
import type { PrincipalType } from "../types/principal";
import type { ProxyTokenInfo } from "../token-info";
import { callDataFunction } from "./data-function";
import { outputForm } from "./function-arguments";
import type { DataFunctionInvokeOptions, DataFunctionOutputOptions } from "./invoke-options";
import type { OutputArgs } from "./output-args";
import { programFunctionClients } from "./program-config";
import { getProxyTokensDefinition } from "./proxy-tokens-definition";

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
  /**
   * Audit filter: only active tokens that expire within this many days (a whole number, 0 or
   * more), measured on the service's clock (the `Date` header of its answer), not this
   * machine's. Tokens that never expire are left out.
   */
  readonly expiringWithinDays?: number;
  /**
   * Audit filter: only tokens not used for at least this many days (a whole number, 0 or
   * more), by `lastUsedAt` on the service's clock; a token never used counts as unused since
   * its creation. Any status: with `includeRevoked`, revoked tokens are kept too. Combined
   * with the other filters, a token must pass all.
   */
  readonly unusedForDays?: number;
  /**
   * Audit filter: true keeps only tokens never used (`useCount` 0 and no `lastUsedAt`),
   * whatever their status. A token whose secret was never delivered to anyone, such as one
   * left by a create whose answer was lost, shows here. False, or left out, filters nothing.
   * Combined with the other filters, a token must pass all.
   */
  readonly neverUsed?: boolean;
  /**
   * Audit filter: only tokens with exactly this label (1 to 255 characters; compared as
   * given, case and spaces included). Combined with the other filters, a token must pass all.
   */
  readonly label?: string;
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
