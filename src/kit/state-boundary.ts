import type { z } from "zod";
import { formatFieldPath } from "../core/format-issue-path";
import { isUnknown } from "./unknown-value";
import type { Fields } from "./fields";
import { PROVIDER_KEY } from "./check-inputs";

/**
 * State, or inputs the engine hands back, that this version cannot read: edited by hand, or
 * written by something other than this package. Raised by the one place that reads them
 * ({@link readFields}), before any request, so nothing half-happens.
 */
export class UnreadableStateError extends Error {
  override readonly name = "UnreadableStateError";
  readonly code = "DATAFOLD_UNREADABLE_STATE";
  constructor(
    message: string,
    /** The resource kind, such as `ProxyToken`. */
    readonly resource: string,
    /** The field, with the path inside it: `pendingRevocations[0].tokenId`. */
    readonly field: string,
  ) {
    super(message);
  }
}

/**
 * Reads the fields of a property bag the engine hands to a provider method (state, or checked
 * inputs) into typed values: null and absent are "not set" (left out), anything else must pass
 * its field's schema. Keys that are not fields (`__provider`, outputs of a later version) are
 * not read. A value that fails is an {@link UnreadableStateError} naming the resource, the
 * field and what to do; it never quotes the value, which may be a secret.
 *
 * With `allowUnknown`, a value not known yet (a preview's sentinel) is left out and named in
 * the returned set instead: only `diff` sees such values. A field in `incomplete` (one GET
 * could not show all of at import: ./import.ts) that fails its schema is kept as it is: the
 * program completes it at the next update.
 */
export function readFields(
  resource: string,
  what: "state" | "inputs",
  fields: Fields,
  bag: Readonly<Record<string, unknown>>,
  allowUnknown = false,
  incomplete: ReadonlySet<string> = new Set(),
): { values: Record<string, unknown>; unknown: Set<string> } {
  const values: Record<string, unknown> = {};
  const unknown = new Set<string>();
  for (const [name, field] of Object.entries(fields)) {
    const value = bag[name];
    if (name === PROVIDER_KEY || value === undefined || value === null) continue;
    if (allowUnknown && isUnknown(value)) {
      unknown.add(name);
      continue;
    }
    const result = field.schema.safeParse(value);
    if (result.success) {
      values[name] = result.data;
      continue;
    }
    if (incomplete.has(name)) {
      values[name] = value;
      continue;
    }
    const issue = result.error.issues[0]!;
    const where = formatFieldPath(name, issue.path);
    const kind = kindOf(field.schema);
    throw new UnreadableStateError(
      `The ${resource}'s ${what} holds a ${name} ${kind} that is not one (at ${issue.path.join(".") || `the ${kind}`}: ${issue.message}). ` +
        `Restore the ${what} this version wrote (pulumi stack export, fix, pulumi stack import)` +
        `${field.ifUnreadable === undefined ? "" : `, ${field.ifUnreadable}`}. Nothing was sent.`,
      resource,
      where,
    );
  }
  return { values, unknown };
}

/**
 * The property bag handed back to the engine: absent values are left out, since the provider
 * host cannot send `undefined` ("Unexpected struct type"); null stays, meaning "none".
 */
export function toPropertyBag(values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const bag: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) bag[name] = value;
  return bag;
}

/** How a message names a field's kind of value: a list, an object or a value. */
function kindOf(schema: z.ZodType): "list" | "object" | "value" {
  const type = schema.def.type;
  return type === "array" ? "list" : type === "object" || type === "record" ? "object" : "value";
}
