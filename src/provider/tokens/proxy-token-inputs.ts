import { z } from "zod";
import { PRINCIPAL_TYPES } from "../../core/principal";
import type { Principal, PrincipalType } from "../../types/principal";
import { oneOf } from "../../core/arguments";
import { mustBe } from "../../core/describe-value";
import { checkInputs, type CheckedInputs } from "../../kit/check-inputs";
import { input, type InputsOf } from "../../kit/fields";
import { atMost, principalIdInput, revokeReasonInput } from "./principal-inputs";
import { wholeNumber } from "../../kit/whole-number";
import { MAX_TOKEN_LABEL_LENGTH } from "../../client/proxy-admin/unique-label";
import type { CheckFailure } from "../../kit/check-failure";

/** Past this the expiry date would leave four-digit years; no real rotation policy needs it. */
export const MAX_EXPIRES_IN_DAYS = 36_500;
/**
 * A year. A longer overlap is no rotation: a consumer that cannot switch within a year is
 * better served by `revokeOnDelete: false` and an expiry.
 */
export const MAX_REVOKE_REPLACED_AFTER_HOURS = 8760;

/** When a change of the token's own inputs rotates it in place rather than replacing the resource. */
const GRACE_PERIOD = "`revokeReplacedAfterHours` is set: the new token then comes by an update in place";

const wholeDays = (what: string) => wholeNumber(1, MAX_EXPIRES_IN_DAYS, `a whole number of days from 1 to ${MAX_EXPIRES_IN_DAYS} ${what}`);

/**
 * The inputs of a ProxyToken, in the order its documentation lists them. Those that shape the
 * token itself replace it (the API cannot change a token); the others are kept in state only.
 */
export const PROXY_TOKEN_INPUTS = {
  principalType: input(oneOf(PRINCIPAL_TYPES), {
    description:
      'Who the token belongs to: `"user"` or `"service_principal"` (with `principalId`), or `"proxy_manager"` (without it). ' +
      "Required. Changing it replaces the token: the service cannot move a token to another owner.",
    required: `set it to "user", "service_principal" or "proxy_manager".`,
    replaces: true,
  }),
  // "." and ".." would address another path: the delete of such a token answers 404, read as "revoked".
  principalId: input(principalIdInput, {
    description:
      "The user id, or the service principal's OAuth client id: one non-empty path segment (no `/`). " +
      "Required for a user or a service principal; leave it out for the proxy manager. Changing it replaces the token.",
    replaces: true,
  }),
  label: input(
    z
      .string(mustBe("a string"))
      .min(1, "must not be empty; leave it out for a label of its own that names the stack and the resource")
      .max(MAX_TOKEN_LABEL_LENGTH, atMost(MAX_TOKEN_LABEL_LENGTH)),
    {
      description:
        "A label shown in the Datafold app, 1 to 255 characters. Left out, each new token gets one of its own that names the " +
        "resource, `pulumi <project>/<stack>/<name> #<10 random characters>`: an auditor sees which stack holds it, and no other " +
        "writer can have made a token of that label, so a create whose answer was lost can tell its own token from anyone " +
        "else's and settle it by itself. A label you give is used as given; if another stack or script creates tokens of the " +
        "same principal with it too, a lost answer cannot be settled and the create fails (`UnresolvedCreateError`), leaving " +
        "the token it may have made for you to check. Changing it replaces the token: the API cannot relabel one. Leaving it " +
        "out keeps the token's label (a token created before this default keeps its own).",
      observed: true,
      replaces: true,
      replacesUnless: GRACE_PERIOD,
    },
  ),
  expiresInDays: input(wholeDays("(leave it out or set null for a token that never expires)"), {
    description:
      "Lifetime in whole days (1 to 36500), counted by the service from the moment it creates the token; leave it out or set " +
      "null for a token that never expires. Changing it replaces the token: the API cannot change an expiry.",
    replaces: true,
    replacesUnless: GRACE_PERIOD,
    tsType: "number",
    nullable: true,
  }),
  rotateBeforeDays: input(wholeDays("(the token is replaced once it expires within this many days)"), {
    description:
      "Early rotation window in whole days: once the token expires within this many days, the next `pulumi up` replaces it " +
      "(new token first, then the old one is revoked). Needs `expiresInDays`, and must be smaller than it. Run `pulumi refresh` " +
      "before `pulumi up` so the window is measured on the service's clock. Changing it updates state only; no request is made.",
    tsType: "number",
  }),
  rotationTriggers: input(
    z.record(
      z.string(),
      z.string(mustBe("a string: rotationTriggers values are compared as text; convert with String()")),
      mustBe("a map of string keys to string values"),
    ),
    {
      description:
        "A map of string keys to string values, never sent to the service: any change to a key or value replaces the token " +
        "(like `keepers`), for rotation on demand. Values are compared as text, so convert numbers with `String()`.",
      replaces: true,
      replacesUnless: GRACE_PERIOD,
    },
  ),
  revokeReason: input(revokeReasonInput, {
    description:
      "Recorded on the token as its revocation reason when Pulumi revokes it (delete or replacement), at most 1000 characters. " +
      "Left out, a default reason naming pulumi-datafold is recorded. Changing it updates state only; the value in state when " +
      "the token is revoked is the one used.",
  }),
  revokeOnDelete: input(z.boolean(mustBe("true or false", "boolean")), {
    description:
      "Revoke the token when the resource is deleted or replaced (default true). False leaves it working until it expires, for " +
      "consumers that need an overlap. Changing it updates state only; the value in state when the token is deleted or " +
      "replaced is the one used.",
    default: true,
  }),
  revokeReplacedAfterHours: input(
    wholeNumber(
      1,
      MAX_REVOKE_REPLACED_AFTER_HOURS,
      `a whole number of hours from 1 to ${MAX_REVOKE_REPLACED_AFTER_HOURS} (how long a replaced token keeps working; leave it out to revoke it at once)`,
    ),
    {
      description:
        "Grace period of a replaced token, in whole hours (1 to 8760). Set, a new token (early rotation window, expiry, " +
        "revocation, a change of `label`, `expiresInDays` or `rotationTriggers`) comes by an update in place: the old token " +
        "keeps working, is listed in `pendingRevocations`, and the first `pulumi up` after this many hours (on the service's " +
        "clock) revokes it with `revokeReason`; `pulumi destroy` revokes it at once. A change of principal still replaces the " +
        "resource and revokes every token. Left out, a replaced token is revoked as soon as its successor exists. Needs " +
        "`revokeOnDelete` true. Changing it updates state only; a token already pending keeps the time it was given.",
      tsType: "number",
    },
  ),
};

/** ProxyToken inputs after `check`: defaults applied, absent optional inputs omitted. */
export type ProxyTokenInputs = InputsOf<typeof PROXY_TOKEN_INPUTS>;

/**
 * Who owns the token. A change always replaces the resource, grace period or not: the
 * resource id names the principal, and a token handed to another owner is no rotation of
 * the old owner's credential (docs/architecture.md, "Rotation with a grace period").
 */
export const PRINCIPAL_INPUTS: readonly string[] = ["principalType", "principalId"];

/**
 * The rules across ProxyToken inputs: the owner decides whether `principalId` is given, the
 * rotation window needs an expiry longer than itself, and a grace period needs revocation.
 */
export function proxyTokenCheckRules({ values, unknown, failures }: CheckedInputs<typeof PROXY_TOKEN_INPUTS>): CheckFailure[] {
  const found: CheckFailure[] = [];
  const type = values.principalType;
  const hasId = values.principalId !== undefined || unknown.has("principalId");
  const idFailed = failures.some((f) => f.property === "principalId");
  if (type === "proxy_manager" && hasId) {
    found.push({
      property: "principalId", path: ["principalId"],
      reason: 'principalId must not be set when principalType is "proxy_manager": the proxy manager has no id. Remove principalId.',
    });
  } else if ((type === "user" || type === "service_principal") && !hasId && !idFailed) {
    found.push({
      property: "principalId", path: ["principalId"],
      reason: `principalId is required when principalType is "${type}": give the ${type === "user" ? "user id" : "service principal's client id"}.`,
    });
  }
  if (values.rotateBeforeDays !== undefined) {
    const expires = values.expiresInDays;
    if (expires === undefined && !unknown.has("expiresInDays") && !failures.some((f) => f.property === "expiresInDays")) {
      found.push({
        property: "rotateBeforeDays", path: ["rotateBeforeDays"],
        reason: "rotateBeforeDays needs expiresInDays: a token that never expires has no rotation window. Set expiresInDays or remove rotateBeforeDays.",
      });
    } else if (expires !== undefined && values.rotateBeforeDays >= expires) {
      found.push({
        property: "rotateBeforeDays", path: ["rotateBeforeDays"],
        reason: `rotateBeforeDays (${values.rotateBeforeDays}) must be smaller than expiresInDays (${expires}), or every new token would be inside its rotation window at once.`,
      });
    }
  }
  if (values.revokeReplacedAfterHours !== undefined && values.revokeOnDelete === false) {
    found.push({
      property: "revokeReplacedAfterHours", path: ["revokeReplacedAfterHours"],
      reason:
        "revokeReplacedAfterHours needs revokeOnDelete true (the default): with revokeOnDelete false a replaced token is never revoked, " +
        "so there is no grace period to count. Remove revokeOnDelete, or remove revokeReplacedAfterHours.",
    });
  }
  return found;
}

/** The token owner named by checked inputs. */
export function principalOf(inputs: { readonly principalType: PrincipalType; readonly principalId?: string }): Principal {
  return inputs.principalType === "proxy_manager" ? { type: "proxy_manager" } : { type: inputs.principalType, id: inputs.principalId ?? "" };
}

/**
 * ProxyToken inputs as `check` judges them (without the settings): the valid ones typed, those
 * not known yet by name, one failure per bad input with its reason. The policy pack reads
 * inputs with it.
 */
export function checkProxyTokenInputs(news: Readonly<Record<string, unknown>>): CheckedInputs<typeof PROXY_TOKEN_INPUTS> {
  return checkInputs("ProxyToken", PROXY_TOKEN_INPUTS, proxyTokenCheckRules, news);
}
