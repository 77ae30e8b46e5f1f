import { formatFieldPath } from "../core/format-issue-path";
import { valueAt } from "../core/value-at";
import { failureAcross, failureAt, type CheckFailure, type FailurePath } from "./check-failure";
import { failedMemberIssue, schemaAt } from "./untagged-union";
import { withoutSecrets } from "./secret-failures";
import { isUnknown } from "./unknown-value";
import type { Fields, InputsOf } from "./fields";
import { UNSHOWN_KEY } from "./import";

/** The key Pulumi uses for the serialized provider; it is not a user input. */
export const PROVIDER_KEY = "__provider";

/**
 * The key under which the package's dynamic resource classes pass `<project>/<stack>/<name>`:
 * a dynamic provider is never told its resource's URN (a plugin is, and reads it from there).
 * Not a user input either: `check` passes it on untouched, and no diff compares it, so state
 * written before it existed needs no update.
 */
export const RESOURCE_NAME_KEY = "__resourceName";

/** Keys of an input bag that the engine or the package's classes add, never the user. */
const RESERVED_KEYS: ReadonlySet<string> = new Set([PROVIDER_KEY, RESOURCE_NAME_KEY, UNSHOWN_KEY]);

/** Inputs as `check` read them: the valid ones typed, the ones not known yet (preview) by name. */
export interface CheckedInputs<F extends Fields> {
  /** The inputs that passed their schema, parsed, defaults applied; an unknown or failed input is absent. */
  readonly values: Partial<InputsOf<F>>;
  /** Inputs whose value is not known yet (a preview): present, never validated. */
  readonly unknown: ReadonlySet<keyof F & string>;
  /** One per bad input, in the order the resource documents its inputs. */
  readonly failures: CheckFailure[];
}

/**
 * Checks each input on its own, so a user sees one failure per bad input at once rather than
 * fixing them one run at a time. Unknown keys are failures too: a typo such as `expireInDays`
 * would otherwise be ignored silently and the token would never expire. A failure inside a
 * value names its path (`rotationTriggers.quarter`). Defaults are applied to inputs left out.
 */
export function checkFields<F extends Fields>(resource: string, fields: F, news: Readonly<Record<string, unknown>>): CheckedInputs<F> {
  const values: Record<string, unknown> = {};
  const unknown = new Set<keyof F & string>();
  const failures: CheckFailure[] = [];
  const known = Object.keys(fields);
  for (const [property, value] of Object.entries(news)) {
    // null is "not set", as for any optional Pulumi input (and no expiry for expiresInDays).
    if (RESERVED_KEYS.has(property) || value === undefined || value === null) continue;
    const field = fields[property];
    if (field === undefined) {
      failures.push(failureAcross([property], `${resource} has no input named "${property}". Remove it or use one of: ${known.join(", ")}.`));
      continue;
    }
    if (isUnknown(value)) {
      unknown.add(property);
      continue;
    }
    const result = field.schema.safeParse(value);
    if (result.success) {
      values[property] = result.data;
    } else {
      const issue = result.error.issues[0]!;
      const where = formatFieldPath(property, issue.path);
      // An untagged union's message names the place inside the member it meant: carried as data too.
      const member = issue.code === "invalid_union" ? failedMemberIssue(schemaAt(field.schema, issue.path), valueAt(value, issue.path)) : undefined;
      const path: FailurePath = [property, ...issue.path.map(segment), ...(member?.path.map(segment) ?? [])];
      failures.push({ property: where, reason: `${where} ${issue.message}.`, path, problem: `${member?.message ?? issue.message}.` });
    }
  }
  for (const [property, field] of Object.entries(fields)) {
    if (property in values || unknown.has(property) || failures.some((failure) => failure.property === property || failure.property.startsWith(`${property}.`) || failure.property.startsWith(`${property}[`))) continue;
    if (field.required !== undefined) failures.push(failureAt([property], `is required: ${field.required}`));
    else if (field.default !== undefined) values[property] = field.default;
  }
  return { values: values as Partial<InputsOf<F>>, unknown, failures: withoutSecrets(fields, news, failures) };
}

/** Rules across a resource's inputs (or against its old inputs), after each was checked on its own. */
export type CheckRules<F extends Fields> = (checked: CheckedInputs<F>, olds: Partial<InputsOf<F>>) => CheckFailure[];

/**
 * A resource's inputs as `check` judges them, before the settings and the engine's wrapping:
 * each input on its own ({@link checkFields}), then the resource's rules across them, every
 * failure in documented order. The policy pack reads inputs with it, so that a policy and
 * `check` never disagree on what an input means.
 */
export function checkInputs<F extends Fields>(
  resource: string,
  fields: F,
  rules: CheckRules<F> | undefined,
  news: Readonly<Record<string, unknown>>,
  olds: Partial<InputsOf<F>> = {},
): CheckedInputs<F> {
  const checked = checkFields(resource, fields, news);
  // The rules' failures are scrubbed too: a rule across inputs may quote one that is secret.
  const failures = [...checked.failures, ...withoutSecrets(fields, news, rules?.(checked, olds) ?? [])];
  return { ...checked, failures: inDocumentedOrder(fields, failures) };
}

/**
 * Puts failures in the order the resource documents its inputs, unknown inputs last, so
 * messages read the same on every run (the engine hands inputs over sorted by name).
 */
export function inDocumentedOrder(fields: Fields, failures: readonly CheckFailure[]): CheckFailure[] {
  const names = Object.keys(fields);
  const rank = (failure: CheckFailure) => {
    const index = names.indexOf(failure.property.split(/[.[]/)[0]!);
    return index === -1 ? names.length : index;
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

/** A zod path segment as a failure's path holds it: a key or an index (zod's symbols never name an input's place). */
function segment(key: PropertyKey): string | number {
  return typeof key === "number" ? key : String(key);
}
