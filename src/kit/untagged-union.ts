import { z } from "zod";
import { describeValue } from "../core/describe-value";

type Member = z.core.$ZodType;

/**
 * The member picker of each untagged union made here, for `check` to find where inside a member
 * a value failed. Keyed by the schema's definition, which `.describe()` and `.meta()` copies share.
 */
const PICKERS = new WeakMap<object, (value: unknown) => Member | undefined>();

/**
 * A union whose members carry no tag, told apart by a key only one of them has (the vendor's
 * schedule: `interval`, `cron` or `type`). A value that fails gets the failure of the member it
 * meant, `interval.every must be ...`, rather than one of every member; a value that means none
 * gets "must be <expected>; got ...". `check` reads the place inside the member as data
 * ({@link failedMemberIssue}), so a caller need not parse it out of the message.
 */
export function untaggedUnion<const T extends readonly [Member, Member, ...Member[]]>(
  members: T,
  choose: (value: Readonly<Record<string, unknown>>) => Member | undefined,
  expected: string,
) {
  const pick = (value: unknown) => (typeof value !== "object" || value === null || Array.isArray(value) ? undefined : choose(value as Record<string, unknown>));
  const schema = z.union(members, {
    error: (issue) => {
      if (issue.code !== "invalid_union") return undefined;
      const inner = firstIssue(pick(issue.input), issue.input);
      if (inner === undefined) return `must be ${expected}; got ${describeValue(issue.input)}`;
      return `${inner.path.length > 0 ? `${inner.path.join(".")} ` : ""}${inner.message}`;
    },
  });
  PICKERS.set(schema._zod.def, pick);
  return schema;
}

function firstIssue(member: Member | undefined, value: unknown): z.core.$ZodIssue | undefined {
  return member === undefined ? undefined : z.safeParse(member, value).error?.issues[0];
}

/**
 * Where inside an untagged union's member `value` failed, and why: the member's first issue,
 * its path relative to the union. Undefined when `schema` is no union made by
 * {@link untaggedUnion} or the value means none of its members.
 */
export function failedMemberIssue(schema: z.core.$ZodType | undefined, value: unknown): z.core.$ZodIssue | undefined {
  const pick = schema === undefined ? undefined : PICKERS.get(schema._zod.def);
  return pick === undefined ? undefined : firstIssue(pick(value), value);
}

/** The schema at a path inside `schema` (through optional, nullable and default wrappers), if the path leads to one. */
export function schemaAt(schema: z.core.$ZodType, path: readonly PropertyKey[]): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = unwrapped(schema);
  for (const key of path) {
    const def = current?._zod.def as { type: string; shape?: Record<string, z.core.$ZodType>; element?: z.core.$ZodType; valueType?: z.core.$ZodType } | undefined;
    if (def === undefined) return undefined;
    current = def.type === "object" ? def.shape?.[String(key)] : def.type === "array" ? def.element : def.type === "record" ? def.valueType : undefined;
    current = current === undefined ? undefined : unwrapped(current);
  }
  return current;
}

function unwrapped(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: z.core.$ZodType };
    if (def.innerType === undefined || !["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"].includes(def.type)) return current;
    current = def.innerType;
  }
}
