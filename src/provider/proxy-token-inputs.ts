import { z } from "zod";
import { PRINCIPAL_TYPES } from "../core/principal";
import type { Principal, PrincipalType } from "../types/principal";
import { DEFAULT_TOKEN_LABEL } from "../schemas/token";
import { oneOf } from "../core/arguments";
import { mustBe } from "../core/describe-value";
import { atMost, principalIdInput, revokeReasonInput } from "./principal-inputs";
import { checkProperties, inDocumentedOrder, wholeNumber, type PropertyRules } from "./check-properties";
import type { CheckFailure } from "./check-failure";

/** The label the service gives a token created without one, made explicit so that state shows it. */
export const DEFAULT_LABEL = DEFAULT_TOKEN_LABEL;
/** Past this the expiry date would leave four-digit years; no real rotation policy needs it. */
export const MAX_EXPIRES_IN_DAYS = 36_500;
const MAX_LABEL_LENGTH = 255;
/**
 * A year. A longer overlap is no rotation: a consumer that cannot switch within a year is
 * better served by `revokeOnDelete: false` and an expiry.
 */
export const MAX_REVOKE_REPLACED_AFTER_HOURS = 8760;

const wholeDays = (what: string) => wholeNumber(1, MAX_EXPIRES_IN_DAYS, `a whole number of days from 1 to ${MAX_EXPIRES_IN_DAYS} ${what}`);


/** Each ProxyToken input on its own (cross-property rules are in {@link checkProxyTokenInputs}). */
const PROXY_TOKEN_RULES: PropertyRules = {
  resource: "ProxyToken",
  fields: {
    principalType: oneOf(PRINCIPAL_TYPES),
    // "." and ".." would address another path: the delete of such a token answers 404, read as "revoked".
    principalId: principalIdInput,
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
    revokeReason: revokeReasonInput,
    revokeOnDelete: z.boolean(mustBe("true or false", "boolean")),
    revokeReplacedAfterHours: wholeNumber(
      1,
      MAX_REVOKE_REPLACED_AFTER_HOURS,
      `a whole number of hours from 1 to ${MAX_REVOKE_REPLACED_AFTER_HOURS} (how long a replaced token keeps working; leave it out to revoke it at once)`,
    ),
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
  /** Set: a rotation is an update that keeps the old token working this many hours. */
  readonly revokeReplacedAfterHours?: number;
}

/**
 * Inputs that shape the token itself: the API cannot change them, so a change brings a new
 * token (a replacement; with `revokeReplacedAfterHours`, a rotation in place for all but the
 * principal, see PRINCIPAL_INPUTS).
 */
export const TOKEN_SHAPING_INPUTS = ["principalType", "principalId", "label", "expiresInDays", "rotationTriggers"] as const;
/**
 * Who owns the token. A change always replaces the resource, grace period or not: the
 * resource id names the principal, and a token handed to another owner is no rotation of
 * the old owner's credential (docs/architecture.md, "Rotation with a grace period").
 */
export const PRINCIPAL_INPUTS: readonly string[] = ["principalType", "principalId"];
/** Inputs kept in state only: a change is an update with no API call. */
export const STATE_ONLY_INPUTS = ["rotateBeforeDays", "revokeReason", "revokeOnDelete", "revokeReplacedAfterHours"] as const;

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
  if ("revokeReplacedAfterHours" in values && values.revokeOnDelete === false) {
    failures.push({
      property: "revokeReplacedAfterHours",
      reason:
        "revokeReplacedAfterHours needs revokeOnDelete true (the default): with revokeOnDelete false a replaced token is never revoked, " +
        "so there is no grace period to count. Remove revokeOnDelete, or remove revokeReplacedAfterHours.",
    });
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
