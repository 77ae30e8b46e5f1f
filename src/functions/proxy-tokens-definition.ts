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
import type { GetProxyTokensResult } from "./generated/get-proxy-tokens";

const CHOICES = `one of ${PRINCIPAL_TYPES.map((type) => JSON.stringify(type)).join(", ")}`;

const WHOLE_DAYS = "a whole number of days, 0 or more";
const wholeDays = z.number(mustBe(WHOLE_DAYS, "number")).int(mustBe(WHOLE_DAYS, "number")).min(0, mustBe(WHOLE_DAYS, "number"));

/** The service's limit on a token's label, the same as ProxyToken's `label` input. */
const MAX_LABEL_LENGTH = 255;

const GetProxyTokensArgs = z
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
          "tokens are kept too. Combined with the other filters, a token must pass all.",
      ),
    neverUsed: z
      .boolean(mustBe("true or false", "boolean"))
      .optional()
      .describe(
        "Audit filter: true keeps only tokens never used (`useCount` 0 and no `lastUsedAt`), whatever their status. A token " +
          "whose secret was never delivered to anyone, such as one left by a create whose answer was lost, shows here. False, " +
          "or left out, filters nothing. Combined with the other filters, a token must pass all.",
      ),
    label: z
      .string(mustBe("a string: the label, exactly as the token has it", "text"))
      .min(1, "must not be empty: give the label, exactly as the token has it, or leave label out")
      .max(MAX_LABEL_LENGTH, {
        error: (issue: { input?: unknown }) =>
          `must be at most ${MAX_LABEL_LENGTH} characters, as a token's label is; got ${String(issue.input).length}`,
      })
      .optional()
      .describe(
        "Audit filter: only tokens with exactly this label (1 to 255 characters; compared as given, case and spaces " +
          "included). Combined with the other filters, a token must pass all.",
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
  })
  .describe("The arguments of {@link getProxyTokens}.");

const GetProxyTokensResultSchema = z
  .strictObject({
    principalType: z.enum(PRINCIPAL_TYPES).describe("The principal type asked for."),
    principalId: z.string().nullable().describe("The principal id asked for; null for the proxy manager."),
    tokens: z.array(viewResult(wire.ProxyTokenInfo)).describe("The principal's tokens, metadata only (never a secret), in the service's order."),
  })
  .describe(
    "What {@link getProxyTokens} returns: read afresh at every run of the program, so usage (`useCount`, `lastUsedAt`) is " +
      "current, unlike a `ProxyToken`'s outputs, which leave it out.",
  );

export const getProxyTokensDefinition = defineDataFunction({
  name: "getProxyTokens",
  description:
    "Lists the SQL-proxy tokens of a user, a service principal or the proxy manager: metadata only (status, use count, last " +
    "use, expiry), never a token's secret value. `expiringWithinDays` and `unusedForDays` keep only the tokens that would fail " +
    "an audit, measured on the service's clock; `neverUsed` and `label` find tokens nobody has used, such as a stray one to " +
    "revoke with a ProxyTokenRevocation's `tokenIds`. Connection: the `proxyUrl` and `proxyManagerToken` (secret) settings.",
  args: GetProxyTokensArgs,
  result: GetProxyTokensResultSchema,
  presentation: { source: "src/functions/proxy-tokens-definition.ts" },
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
