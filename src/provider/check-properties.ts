import { z } from "zod";
import { describeValue } from "../core/describe-value";
import { formatIssuePath } from "../core/format-issue-path";
import type { CheckFailure } from "./check-failure";
import { isUnknown } from "./unknown-value";

export type { CheckFailure };

/** What a resource's inputs may hold: each property's schema, and which are required. */
export interface PropertyRules {
  /** The resource's name in messages: "ProxyToken". */
  readonly resource: string;
  readonly fields: Readonly<Record<string, z.ZodType>>;
  /** Each required property with the reason shown when it is missing. */
  readonly required: Readonly<Record<string, string>>;
}

export interface CheckedProperties {
  /** The properties that passed their schema, parsed (defaults applied by the caller). */
  readonly values: Record<string, unknown>;
  /** Properties whose value is not known yet (preview): present, never validated. */
  readonly unknown: ReadonlySet<string>;
  readonly failures: CheckFailure[];
}

/** The key Pulumi uses for the serialized provider; it is not a user input. */
export const PROVIDER_KEY = "__provider";

/**
 * Checks each property on its own, so a user sees one failure per bad property at once
 * rather than fixing them one run at a time. Unknown keys are failures too: a typo such as
 * `expireInDays` would otherwise be ignored silently and the token would never expire.
 */
export function checkProperties(rules: PropertyRules, news: Readonly<Record<string, unknown>>): CheckedProperties {
  const values: Record<string, unknown> = {};
  const unknown = new Set<string>();
  const failures: CheckFailure[] = [];
  const known = Object.keys(rules.fields);
  for (const [property, value] of Object.entries(news)) {
    // null is "not set", as for any optional Pulumi input (and no expiry for expiresInDays).
    if (property === PROVIDER_KEY || value === undefined || value === null) continue;
    const schema = rules.fields[property];
    if (schema === undefined) {
      failures.push({
        property,
        reason: `${rules.resource} has no input named "${property}". Remove it or use one of: ${known.join(", ")}.`,
      });
      continue;
    }
    if (isUnknown(value)) {
      unknown.add(property);
      continue;
    }
    const result = schema.safeParse(value);
    if (result.success) {
      values[property] = result.data;
    } else {
      const issue = result.error.issues[0]!;
      const where = issue.path.length > 0 ? `${property}.${formatIssuePath(issue.path)}` : property;
      failures.push({ property: where, reason: `${where} ${issue.message}.` });
    }
  }
  for (const [property, reason] of Object.entries(rules.required)) {
    if (!(property in values) && !unknown.has(property) && !failures.some((f) => f.property === property)) {
      failures.push({ property, reason: `${property} is required: ${reason}` });
    }
  }
  return { values, unknown, failures };
}

/**
 * Puts failures in the order the resource documents its inputs, unknown inputs last, so
 * messages read the same on every run (the engine hands inputs over sorted by name).
 */
export function inDocumentedOrder(rules: PropertyRules, failures: readonly CheckFailure[]): CheckFailure[] {
  const fields = Object.keys(rules.fields);
  const rank = (failure: CheckFailure) => {
    const index = fields.indexOf(failure.property.split(".")[0]!);
    return index === -1 ? fields.length : index;
  };
  return failures
    .map((failure, position) => ({ failure, position }))
    .sort((a, b) => rank(a.failure) - rank(b.failure) || a.position - b.position)
    .map(({ failure }) => failure);
}

/**
 * The failures as the engine is handed them: each reason already begins with the property it
 * is about, and the property field is left empty. For a named property the Pulumi CLI prints
 * that input's value beside the reason (`property label value {…} has a problem`), secrets
 * included: an input wrapped in pulumi.secret, or a credential pasted into a misspelled
 * input, would be shown in clear. With no property named it prints the reason alone.
 */
export function forEngine(failures: readonly CheckFailure[]): CheckFailure[] {
  return failures.map(({ reason }) => ({ property: "", reason }));
}

/**
 * A whole number from `min` to `max`. One custom check instead of zod's chain, so every
 * wrong value (a string, 1.5, 0) gets the same message that says what is wanted and what came.
 */
export function wholeNumber(min: number, max: number, mustBe: string): z.ZodType<number> {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
        ctx.addIssue({ code: "custom", message: `must be ${mustBe}; got ${describeValue(value, "number")}` });
      }
    })
    .transform((value) => value as number);
}
