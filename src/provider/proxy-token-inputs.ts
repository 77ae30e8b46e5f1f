import { z } from "zod";
import { PRINCIPAL_TYPES } from "../principal";
import type { Principal, PrincipalType } from "../types/principal";
import { DEFAULT_TOKEN_LABEL } from "../schemas/token";
import { oneOf } from "../client/arguments";
import { asPathSegment } from "../client/path-segment";
import { mustBe } from "../describe-value";
import { checkProperties, inDocumentedOrder, wholeNumber, type PropertyRules } from "./check-properties";
import type { CheckFailure } from "./check-failure";

/** The label the service gives a token created without one, made explicit so that state shows it. */
export const DEFAULT_LABEL = DEFAULT_TOKEN_LABEL;
/** Past this the expiry date would leave four-digit years; no real rotation policy needs it. */
export const MAX_EXPIRES_IN_DAYS = 36_500;
const MAX_LABEL_LENGTH = 255;
const MAX_REVOKE_REASON_LENGTH = 1000;

const wholeDays = (what: string) => wholeNumber(1, MAX_EXPIRES_IN_DAYS, `a whole number of days from 1 to ${MAX_EXPIRES_IN_DAYS} ${what}`);

/** A length limit whose message gives the length of what was given (never the text: it may be long). */
const atMost = (limit: number) => ({
  error: (issue: { input?: unknown }) => `must be at most ${limit} characters; got ${String(issue.input).length}`,
});

/** Each ProxyToken input on its own (cross-property rules are in {@link checkProxyTokenInputs}). */
const PROXY_TOKEN_RULES: PropertyRules = {
  resource: "ProxyToken",
  fields: {
    principalType: oneOf(PRINCIPAL_TYPES),
    // "." and ".." would address another path: the delete of such a token answers 404, read as "revoked".
    principalId: asPathSegment(
      z
        .string(mustBe("a string: the user id, or the service principal's client id"))
        .trim()
        .min(1, "must not be empty: give the user id, or the service principal's client id")
        .refine((id) => !id.includes("/"), "must not contain \"/\": it is one segment of the API path, a single id"),
    ),
    label: z
      .string(mustBe("a string"))
      .min(1, `must not be empty; leave it out for the default "${DEFAULT_LABEL}"`)
      .max(MAX_LABEL_LENGTH, atMost(MAX_LABEL_LENGTH)),
    expiresInDays: wholeDays("(leave it out or set null for a token that never expires)"),
    rotateBeforeDays: wholeDays("(the token is replaced once it expires within this many days)"),
    rotationTriggers: z.record(
      z.string(),
      z.string(mustBe("a string: rotationTriggers values are compared as text; convert with String()")),
      mustBe("a map of string keys to string values"),
    ),
    revokeReason: z.string(mustBe("a string")).max(MAX_REVOKE_REASON_LENGTH, atMost(MAX_REVOKE_REASON_LENGTH)),
    revokeOnDelete: z.boolean(mustBe("true or false", "boolean")),
  },
  required: {
    principalType: `set it to "user", "service_principal" or "proxy_manager".`,
  },
};

/** ProxyToken inputs after `check`: defaults applied, absent optional inputs omitted. */
export interface ProxyTokenInputs {
  readonly principalType: PrincipalType;
  /** Absent for the proxy manager. */
  readonly principalId?: string;
  readonly label: string;
  readonly expiresInDays?: number;
  readonly rotateBeforeDays?: number;
  readonly rotationTriggers?: Readonly<Record<string, string>>;
  readonly revokeReason?: string;
  readonly revokeOnDelete: boolean;
}

/** Inputs that shape the token itself: the API cannot change them, so a change replaces it. */
export const TOKEN_SHAPING_INPUTS = ["principalType", "principalId", "label", "expiresInDays", "rotationTriggers"] as const;
/** Inputs kept in state only: a change is an update with no API call. */
export const STATE_ONLY_INPUTS = ["rotateBeforeDays", "revokeReason", "revokeOnDelete"] as const;

/**
 * Validates ProxyToken inputs: one failure per bad property, with the reason and what to
 * do. Values not known yet (preview) are passed through unchecked.
 */
export function checkProxyTokenInputs(news: Readonly<Record<string, unknown>>): {
  inputs: Record<string, unknown>;
  failures: CheckFailure[];
} {
  const { values, unknown, failures } = checkProperties(PROXY_TOKEN_RULES, news);
  const type = values.principalType as PrincipalType | undefined;
  const hasId = "principalId" in values || unknown.has("principalId");
  const idFailed = failures.some((f) => f.property === "principalId");
  if (type === "proxy_manager" && hasId) {
    failures.push({
      property: "principalId",
      reason: 'principalId must not be set when principalType is "proxy_manager": the proxy manager has no id. Remove principalId.',
    });
  } else if ((type === "user" || type === "service_principal") && !hasId && !idFailed) {
    failures.push({
      property: "principalId",
      reason: `principalId is required when principalType is "${type}": give the ${type === "user" ? "user id" : "service principal's client id"}.`,
    });
  }
  if ("rotateBeforeDays" in values) {
    const expires = values.expiresInDays as number | undefined;
    if (!("expiresInDays" in values) && !unknown.has("expiresInDays") && !failures.some((f) => f.property === "expiresInDays")) {
      failures.push({
        property: "rotateBeforeDays",
        reason: "rotateBeforeDays needs expiresInDays: a token that never expires has no rotation window. Set expiresInDays or remove rotateBeforeDays.",
      });
    } else if (expires !== undefined && (values.rotateBeforeDays as number) >= expires) {
      failures.push({
        property: "rotateBeforeDays",
        reason: `rotateBeforeDays (${String(values.rotateBeforeDays)}) must be smaller than expiresInDays (${expires}), or every new token would be inside its rotation window at once.`,
      });
    }
  }
  const inputs: Record<string, unknown> = { ...values };
  for (const property of unknown) inputs[property] = news[property];
  inputs.label ??= DEFAULT_LABEL;
  inputs.revokeOnDelete ??= true;
  return { inputs, failures: inDocumentedOrder(PROXY_TOKEN_RULES, failures) };
}

/** The token owner named by checked inputs. */
export function principalOf(inputs: Pick<ProxyTokenInputs, "principalType" | "principalId">): Principal {
  return inputs.principalType === "proxy_manager"
    ? { type: "proxy_manager" }
    : { type: inputs.principalType, id: inputs.principalId ?? "" };
}
