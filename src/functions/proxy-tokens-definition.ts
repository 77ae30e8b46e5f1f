import { z } from "zod";
import { asPathSegment } from "../core/path-segment";
import { PRINCIPAL_TYPES } from "../core/principal";
import type { Principal } from "../types/principal";
import { mustBe } from "../core/describe-value";
import * as wire from "../schemas/token";
import { viewResult } from "../schemas/view";
import { toProxyTokenInfo } from "../token-info";
import { auditFilter } from "./token-audit";
import { requiredArgument } from "./argument-checks";
import { defineDataFunction } from "./data-function";
import type { GetProxyTokensArgs, GetProxyTokensResult } from "./proxy-tokens";

const CHOICES = `one of ${PRINCIPAL_TYPES.map((type) => JSON.stringify(type)).join(", ")}`;

const WHOLE_DAYS = "a whole number of days, 0 or more";
const wholeDays = z.number(mustBe(WHOLE_DAYS, "number")).int(mustBe(WHOLE_DAYS, "number")).min(0, mustBe(WHOLE_DAYS, "number"));

const GetProxyTokensArgsSchema = z
  .strictObject({
    principalType: z
      .enum(PRINCIPAL_TYPES, requiredArgument(CHOICES, CHOICES, "text"))
      .describe('Whose tokens: `"user"`, `"service_principal"` or `"proxy_manager"`. Required.'),
    principalId: asPathSegment(z.string(mustBe("a string")).trim().min(1, "must not be empty"))
      .optional()
      .describe(
        "The user id or the service principal's client id: non-empty, one path segment. Required for a user or a service " +
          "principal; leave it out for the proxy manager.",
      ),
    includeRevoked: z.boolean(mustBe("true or false", "boolean")).optional().describe("Also list revoked tokens. Default false: active and expired tokens only."),
    expiringWithinDays: wholeDays
      .optional()
      .describe(
        "Audit filter: only active tokens that expire within this many days (a whole number, 0 or more), measured on the " +
          "service's clock (the `Date` header of its answer), not this machine's. Tokens that never expire are left out.",
      ),
    unusedForDays: wholeDays
      .optional()
      .describe(
        "Audit filter: only tokens not used for at least this many days (a whole number, 0 or more), by `lastUsedAt` on the " +
          "service's clock; a token never used counts as unused since its creation. Any status: with `includeRevoked`, revoked " +
          "tokens are kept too. Combined with `expiringWithinDays`, a token must pass both.",
      ),
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

const GetProxyTokensResultSchema = z
  .strictObject({
    principalType: z.enum(PRINCIPAL_TYPES).describe("The principal type asked for."),
    principalId: z.string().nullable().describe("The principal id asked for; null for the proxy manager."),
    tokens: z.array(viewResult(wire.ProxyTokenInfo)).describe("The principal's tokens, metadata only (never a secret), in the service's order."),
  })
  .describe(
    "What getProxyTokens returns: read afresh at every run of the program, so usage (`useCount`, `lastUsedAt`) is current, " +
      "unlike a ProxyToken's outputs, which leave it out.",
  ) satisfies z.ZodType<GetProxyTokensResult>;

export const getProxyTokensDefinition = defineDataFunction({
  name: "getProxyTokens",
  description:
    "Lists the SQL-proxy tokens of a user, a service principal or the proxy manager: metadata only (status, use count, last " +
    "use, expiry), never a token's secret value. `expiringWithinDays` and `unusedForDays` keep only the tokens that would fail " +
    "an audit, measured on the service's clock. Connection: the `proxyUrl` and `proxyManagerToken` (secret) settings.",
  args: GetProxyTokensArgsSchema,
  result: GetProxyTokensResultSchema,
  async run({ principalType, principalId, includeRevoked, ...filters }, clients): Promise<GetProxyTokensResult> {
    const principal: Principal =
      principalType === "proxy_manager" ? { type: principalType } : { type: principalType, id: principalId! };
    const client = clients.proxyAdmin();
    const tokens = await client.listTokens(principal, { includeRevoked });
    // The client's clock offset was just set from the listing's own Date header.
    const keep = auditFilter(filters, client.serverNow().getTime());
    return { principalType, principalId: principalId ?? null, tokens: tokens.map(toProxyTokenInfo).filter(keep) };
  },
});
