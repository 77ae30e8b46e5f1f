import { oneOf } from "../core/arguments";
import { PRINCIPAL_TYPES } from "../core/principal";
import { checkProperties, inDocumentedOrder, type PropertyRules } from "./check-properties";
import type { CheckFailure } from "./check-failure";
import { principalIdInput, revokeReasonInput } from "./principal-inputs";

const REVOCATION_RULES: PropertyRules = {
  resource: "ProxyTokenRevocation",
  fields: {
    // proxy_manager passes the schema so that it gets its own reason below, not "must be one of".
    principalType: oneOf(PRINCIPAL_TYPES),
    principalId: principalIdInput,
    reason: revokeReasonInput,
  },
  required: {
    principalType: 'set it to "user" or "service_principal".',
    principalId: "give the user id, or the service principal's client id, whose tokens are to be revoked.",
  },
};

/** ProxyTokenRevocation inputs after `check`. */
export interface ProxyTokenRevocationInputs {
  readonly principalType: "user" | "service_principal";
  readonly principalId: string;
  /** Absent: the default reason applies. */
  readonly reason?: string;
}

/** The inputs, in the order state and `read` give them back. */
export const REVOCATION_INPUTS = ["principalType", "principalId", "reason"] as const;

/**
 * Validates ProxyTokenRevocation inputs: one failure per bad property, with the reason and
 * what to do. The proxy manager is refused: the API offers revoke-all only for users and
 * service principals. Values not known yet (preview) are passed through unchecked.
 */
export function checkRevocationInputs(news: Readonly<Record<string, unknown>>): {
  inputs: Record<string, unknown>;
  failures: CheckFailure[];
} {
  const { values, unknown, failures } = checkProperties(REVOCATION_RULES, news);
  if (values.principalType === "proxy_manager") {
    failures.push({
      property: "principalType",
      reason:
        'principalType "proxy_manager" cannot be revoked with ProxyTokenRevocation: the API revokes all tokens at once only for ' +
        'a user or a service principal. Use "user" or "service_principal"; manage proxy manager tokens as ProxyToken resources ' +
        "(deleting one revokes it), or revoke them one by one with ProxyAdminClient.revokeToken.",
    });
  }
  const inputs: Record<string, unknown> = { ...values };
  for (const property of unknown) inputs[property] = news[property];
  return { inputs, failures: inDocumentedOrder(REVOCATION_RULES, failures) };
}
