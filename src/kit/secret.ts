import { z } from "zod";
import type { Fields } from "./fields";

/**
 * Secret inputs: credentials a resource sends (a BI integration's client secret, a data
 * source's password). The mark sits on the zod schema of the value, wherever it is (a field,
 * or a property inside a field's object), so that one declaration tells every route:
 * - the TypeScript class wraps the value in `pulumi.secret` before the engine sees it, so that
 *   state holds it encrypted in the inputs and the outputs, and warns when the program gave it
 *   in plain text;
 * - the plugin hands it back to the engine wrapped as a secret (src/plugin/secret-values.ts);
 * - the package schema marks the property `secret`, so that the Python and Go SDKs wrap it too.
 * A secret's value is never quoted in an error (describeValue is not given it: see checkFields).
 */
export function secret<S extends z.ZodType>(schema: S): S {
  return schema.meta({ ...(z.globalRegistry.get(schema) ?? {}), secret: true }) as S;
}

/** Whether this schema (not what it wraps) is marked {@link secret}. */
export function isMarkedSecret(schema: z.core.$ZodType): boolean {
  return (z.globalRegistry.get(schema) as { secret?: unknown } | undefined)?.secret === true;
}

/** A place inside a value: property names, and `*` for every element of an array. */
export type SecretPath = readonly string[];

type WalkDef = {
  type: string;
  innerType?: z.core.$ZodType;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  options?: readonly z.core.$ZodType[];
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
};

/**
 * The places of the secrets inside values of `schema`: `[]` when the whole value is secret,
 * `["snowflake", "password"]` for a property inside it. Walks wrappers, objects, arrays, unions
 * (each member's places) and pipes (their input side: what the program gives).
 */
export function secretPathsOf(schema: z.core.$ZodType, seen = new Set<object>()): SecretPath[] {
  if (isMarkedSecret(schema)) return [[]];
  const def = schema._zod.def as WalkDef;
  if (seen.has(def)) return [];
  seen.add(def);
  const within = (inner: z.core.$ZodType | undefined, prefix: readonly string[]) =>
    inner === undefined ? [] : secretPathsOf(inner, seen).map((path) => [...prefix, ...path]);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return within(def.innerType, []);
    case "pipe":
      return within(def.in, []);
    case "array":
      return within(def.element, ["*"]);
    case "object":
      return Object.entries(def.shape ?? {}).flatMap(([key, inner]) => within(inner, [key]));
    case "union":
      return unique((def.options ?? []).flatMap((option) => within(option, [])));
    default:
      return [];
  }
}

/** The places of the secret inputs of a resource, each starting with the field's name. */
export function secretInputPaths(fields: Fields): SecretPath[] {
  return Object.entries(fields).flatMap(([name, field]) => secretPathsOf(field.schema).map((path) => [name, ...path]));
}

function unique(paths: SecretPath[]): SecretPath[] {
  const keys = new Set<string>();
  return paths.filter((path) => {
    const key = JSON.stringify(path);
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

/**
 * `value` with `wrap` applied at each path where a value is present (null and absent stay as
 * they are). A value on the way that `isOpaque` says cannot be looked into (a Pulumi Output or
 * a promise of the whole object) is wrapped whole: a secret is never left less secret. Copies
 * what it changes; never mutates `value`.
 */
export function mapAtPaths(
  value: unknown,
  paths: readonly SecretPath[],
  wrap: (inner: unknown, path: SecretPath) => unknown,
  isOpaque: (inner: unknown) => boolean = () => false,
): unknown {
  let result = value;
  for (const path of paths) result = mapAt(result, path, [], wrap, isOpaque);
  return result;
}

function mapAt(
  value: unknown,
  path: SecretPath,
  done: SecretPath,
  wrap: (inner: unknown, path: SecretPath) => unknown,
  isOpaque: (inner: unknown) => boolean,
): unknown {
  if (value === undefined || value === null) return value;
  if (path.length === 0 || isOpaque(value)) return wrap(value, done);
  const [head, ...rest] = path as [string, ...string[]];
  if (head === "*") return Array.isArray(value) ? value.map((element, index) => mapAt(element, rest, [...done, String(index)], wrap, isOpaque)) : value;
  if (typeof value !== "object" || Array.isArray(value) || !(head in value)) return value;
  const inner = (value as Record<string, unknown>)[head];
  return { ...(value as Record<string, unknown>), [head]: mapAt(inner, rest, [...done, head], wrap, isOpaque) };
}
