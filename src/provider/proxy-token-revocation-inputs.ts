import { z } from "zod";
import { oneOf } from "../core/arguments";
import { PRINCIPAL_TYPES } from "../core/principal";
import type { CheckedInputs } from "../kit/check-inputs";
import { input, output, type InputsOf, type StateOf } from "../kit/fields";
import type { CheckFailure } from "../kit/check-failure";
import { principalIdInput, revokeReasonInput } from "./principal-inputs";

/** The inputs of a ProxyTokenRevocation: a change of principal replaces it, a change of reason revokes again. */
export const REVOCATION_INPUTS = {
  // proxy_manager passes the schema so that it gets its own reason (the rules below), not "must be one of".
  principalType: input(oneOf(PRINCIPAL_TYPES), {
    description:
      'Whose tokens to revoke: `"user"` or `"service_principal"`. Required. `"proxy_manager"` is refused: the API revokes all ' +
      "tokens at once only for users and service principals. Changing it replaces the resource, which revokes the new " +
      "principal's tokens.",
    required: 'set it to "user" or "service_principal".',
    replaces: true,
    // proxy_manager is refused by check: the public type says so to the compiler too.
    tsType: '"user" | "service_principal"',
  }),
  principalId: input(principalIdInput, {
    description:
      "The user id, or the service principal's OAuth client id: one non-empty path segment (no `/`). Required. Changing it " +
      "replaces the resource, which revokes the new principal's tokens; the old principal's tokens stay as they are.",
    required: "give the user id, or the service principal's client id, whose tokens are to be revoked.",
    replaces: true,
  }),
  reason: input(revokeReasonInput, {
    description:
      'Recorded on every token this resource revokes as its revocation reason, such as `"left the company"`; at most 1000 ' +
      "characters. Left out, a reason naming pulumi-datafold and the principal is recorded. Changing it is an update that " +
      "revokes any active token again, with the new reason; tokens revoked before keep the reason they were revoked with.",
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
    description: "The ids of the tokens the last create or update revoked, in ascending order.",
  }),
  activeTokens: output(z.array(ActiveTokenSummary), {
    description:
      "The principal's active tokens found at the last create, update or refresh: normally empty. A token made after the " +
      "revocation shows here after `pulumi refresh`, as drift, and the next `pulumi up` revokes it.",
  }),
};

/** ProxyTokenRevocation inputs after `check`. */
export type ProxyTokenRevocationInputs = InputsOf<typeof REVOCATION_INPUTS>;
/** What a ProxyTokenRevocation holds in state. */
export type ProxyTokenRevocationState = StateOf<typeof REVOCATION_INPUTS, typeof REVOCATION_OUTPUTS>;

/**
 * The proxy manager is refused: the API offers revoke-all only for users and service principals.
 */
export function revocationCheckRules({ values }: CheckedInputs<typeof REVOCATION_INPUTS>): CheckFailure[] {
  if (values.principalType !== "proxy_manager") return [];
  return [
    {
      property: "principalType",
      reason:
        'principalType "proxy_manager" cannot be revoked with ProxyTokenRevocation: the API revokes all tokens at once only for ' +
        'a user or a service principal. Use "user" or "service_principal"; manage proxy manager tokens as ProxyToken resources ' +
        "(deleting one revokes it), or revoke them one by one with ProxyAdminClient.revokeToken.",
    },
  ];
}
