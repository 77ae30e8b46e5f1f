import { z } from "zod";
import { oneOf } from "../../core/arguments";
import { describeValue, mustBe } from "../../core/describe-value";
import { PRINCIPAL_TYPES } from "../../core/principal";
import type { CheckedInputs } from "../../kit/check-inputs";
import { input, output, type InputsOf, type StateOf } from "../../kit/fields";
import type { CheckFailure } from "../../kit/check-failure";
import { principalIdInput, revokeReasonInput } from "./principal-inputs";
import { isUnknown } from "../../kit/unknown-value";

/**
 * The ids of a targeted revocation. One element at a time, so that a message names the place
 * (`tokenIds[1]`); an element not known yet (another resource's output, during a preview) is
 * let through like any unknown input, and `diff` counts the list as changed.
 */
const TokenId = z
  .unknown()
  .superRefine((value, ctx) => {
    if (isUnknown(value)) return;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > Number.MAX_SAFE_INTEGER) {
      ctx.addIssue({
        code: "custom",
        message: `must be a token id, a positive whole number (getProxyTokens lists them); got ${describeValue(value, "number")}`,
      });
    }
  })
  .transform((value) => value as number)
  .meta({ jsonSchema: { type: "integer" } });

const TokenIds = z
  .array(TokenId, mustBe("a list of token ids, such as [1234]"))
  .min(1, "must not be empty: list the ids of the tokens to revoke, or leave tokenIds out to revoke every active token of the principal")
  .superRefine((ids, ctx) => {
    const firstAt = new Map<number, number>();
    ids.forEach((id, index) => {
      if (isUnknown(id)) return;
      const first = firstAt.get(id);
      if (first === undefined) firstAt.set(id, index);
      else ctx.addIssue({ code: "custom", path: [index], message: `repeats token ${id}, already at tokenIds[${first}]: list each token once` });
    });
  });

/**
 * The inputs of a ProxyTokenRevocation: a change of principal replaces it; a change of
 * `tokenIds` or `reason` is an update that revokes again.
 */
export const REVOCATION_INPUTS = {
  principalType: input(oneOf(PRINCIPAL_TYPES), {
    description:
      'Whose tokens to revoke: `"user"` or `"service_principal"` (with `principalId`), or `"proxy_manager"` (without it, and ' +
      "only with `tokenIds`: the API revokes all tokens at once only for users and service principals). Required. Changing it " +
      "replaces the resource, which revokes the new principal's tokens.",
    required: 'set it to "user" or "service_principal" (or "proxy_manager", with tokenIds).',
    replaces: true,
  }),
  // Not `required` at the field: the proxy manager has no id. The rules below ask for it.
  principalId: input(principalIdInput, {
    description:
      "The user id, or the service principal's OAuth client id: one non-empty path segment (no `/`). Required for a user or " +
      "a service principal; leave it out for the proxy manager. Changing it replaces the resource, which revokes the new " +
      "principal's tokens; the old principal's tokens stay as they are.",
    replaces: true,
  }),
  tokenIds: input(TokenIds, {
    description:
      "Revoke only these tokens of the principal, by id (positive whole numbers, each once; `getProxyTokens` lists them, " +
      "`neverUsed` and `label` find strays): each is revoked on its own (`DELETE` of the token, with `reason`), never any " +
      "other token, and one already revoked, expired or gone counts as done. Left out, every active token of the principal " +
      "is revoked. Needed for the proxy manager. A ProxyToken of the same principal may then be in the same stack: do not " +
      "list its token. Changing it is an update that revokes the newly listed tokens; the resource id stays.",
    tsType: "number[]",
  }),
  reason: input(revokeReasonInput, {
    description:
      'Recorded on every token this resource revokes as its revocation reason, such as `"left the company"`; at most 1000 ' +
      "characters. Left out, a reason naming pulumi-datafold and the principal is recorded. Changing it is an update that " +
      "revokes again, with the new reason, any token still active that the resource revokes (every active token of the " +
      "principal, or the listed ones); tokens revoked before keep the reason they were revoked with.",
  }),
};

/**
 * An active token of the revoked principal, as state shows it: what identifies it and
 * nothing that moves with use, so that a refresh that finds the same tokens writes the same
 * state (docs/architecture.md §3, "Refresh").
 */
export const ActiveTokenSummary = z
  .object({
    id: z.number().int().describe("The token's id in the proxy admin API."),
    prefix: z.string().describe("The start of the token, such as `sqlp_pcp_1a2b3c4d`: not a secret, enough to recognise it."),
    label: z.string().describe("The token's label."),
    createdAt: z.string().describe("When it was created: ISO 8601 in UTC."),
    expiresAt: z.string().nullable().describe("When it expires: ISO 8601 in UTC; null for a token that never expires."),
  })
  .describe("An active token of the principal found after the revocation (a token made since): what identifies it, never its secret.");
export type ActiveTokenSummary = z.output<typeof ActiveTokenSummary>;

/** What a ProxyTokenRevocation reports besides its inputs. */
export const REVOCATION_OUTPUTS = {
  revokedTokenIds: output(z.array(z.number().int()), {
    description:
      "The ids of the tokens the last create or update revoked, in ascending order. With `tokenIds`, those of the listed " +
      "tokens that were still active.",
  }),
  activeTokens: output(z.array(ActiveTokenSummary), {
    description:
      "The principal's active tokens found at the last create, update or refresh: normally empty. A token made after the " +
      "revocation shows here after `pulumi refresh`, as drift, and the next `pulumi up` revokes it. With `tokenIds`, only " +
      "the listed tokens are looked at.",
  }),
};

/** ProxyTokenRevocation inputs after `check`. */
export type ProxyTokenRevocationInputs = InputsOf<typeof REVOCATION_INPUTS>;
/** What a ProxyTokenRevocation holds in state. */
export type ProxyTokenRevocationState = StateOf<typeof REVOCATION_INPUTS, typeof REVOCATION_OUTPUTS>;

/**
 * Whether the inputs name tokens: `tokenIds` given, even if not known yet (a preview) or
 * invalid (its own failure says why), so that no rule judges them as a revoke-all.
 */
export function namesTokens({ values, unknown, failures }: {
  readonly values: { readonly tokenIds?: readonly number[] };
  readonly unknown: ReadonlySet<string>;
  readonly failures: readonly CheckFailure[];
}): boolean {
  return values.tokenIds !== undefined || unknown.has("tokenIds") || failures.some((f) => f.property === "tokenIds" || f.property.startsWith("tokenIds["));
}

/**
 * The principal's id is given exactly when the principal has one, and the proxy manager only
 * with `tokenIds`: the API revokes one token of any principal, but all at once only those of
 * a user or a service principal.
 */
export function revocationCheckRules(checked: CheckedInputs<typeof REVOCATION_INPUTS>): CheckFailure[] {
  const { values, unknown, failures } = checked;
  const found: CheckFailure[] = [];
  const hasId = values.principalId !== undefined || unknown.has("principalId");
  if (values.principalType === "proxy_manager") {
    if (hasId) {
      found.push({
        property: "principalId", path: ["principalId"],
        reason: 'principalId must not be set when principalType is "proxy_manager": the proxy manager has no id. Remove principalId.',
      });
    }
    if (!namesTokens(checked)) {
      found.push({
        property: "principalType", path: ["principalType"],
        reason:
          'principalType "proxy_manager" needs tokenIds: the API revokes all tokens at once only for a user or a service ' +
          "principal. List the proxy manager tokens to revoke in tokenIds (getProxyTokens finds them), or use " +
          '"user" or "service_principal" to revoke every active token of one.',
      });
    }
  } else if (!unknown.has("principalType") && !hasId && !failures.some((f) => f.property === "principalId")) {
    // Also when principalType is missing or bad: a user and a service principal both need it.
    found.push({
      property: "principalId", path: ["principalId"],
      reason: "principalId is required: give the user id, or the service principal's client id, whose tokens are to be revoked.",
    });
  }
  return found;
}
