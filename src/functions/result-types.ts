import { z } from "zod";

/*
 * Result shapes that a data function's public types write as built from other types rather
 * than field by field: `Omit<MetricMonitorCheckedInputs, …>`, `GetMonitorFacts<"metric">`,
 * `A & B`. A definition builds them here, each still one strict zod object, which the result
 * check and the package schema read as any other; `npm run generate`
 * (tools/codegen/function-files.ts) reads how each was built, as it reads a view's declaration.
 * Nothing here loads `@pulumi/pulumi`.
 */

/** How a result shape was built, for its generated type. */
export type Composition =
  /**
   * A resource's inputs as its `check` returns them (`<resource>CheckedInputs`), without the
   * `omitted` ones; the fields `own` are the shape's own (written out), in place of the omitted
   * inputs of the same name.
   */
  | { readonly kind: "checkedInputs"; readonly resource: string; readonly omitted: readonly string[]; readonly own: readonly string[] }
  /** A generic shape (see {@link generic}) whose parameter's field has the type of `argument`: `GetMonitorFacts<"metric">`. */
  | { readonly kind: "instance"; readonly generic: z.ZodObject; readonly argument: z.ZodType }
  /** The fields of every part, each part's type written by name: `A & B`. */
  | { readonly kind: "intersection"; readonly parts: readonly z.ZodObject[] };

/** A generic shape's type parameter: the type of one of its fields, bounded by that field's own type. */
export interface TypeParameter {
  /** The parameter's name: `K`. */
  readonly name: string;
  /** The field whose type it is: `monitorType`. */
  readonly field: string;
}

const compositions = new WeakMap<z.core.$ZodType, Composition>();
const typeParameters = new WeakMap<z.core.$ZodType, TypeParameter>();

/** The entry of `map` for `schema` or a schema it was cloned from (`.describe()`, `.meta()`). */
function recorded<T>(map: WeakMap<z.core.$ZodType, T>, schema: z.core.$ZodType): T | undefined {
  for (let current: z.core.$ZodType | undefined = schema; current !== undefined; current = current._zod.parent) {
    const found = map.get(current);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** How a result shape was built, if it was built here. */
export function compositionOf(schema: z.core.$ZodType): Composition | undefined {
  return recorded(compositions, schema);
}

/** The type parameter of a generic shape, if it is one. */
export function typeParameterOf(schema: z.core.$ZodType): TypeParameter | undefined {
  return recorded(typeParameters, schema);
}

/**
 * A resource's inputs as its `check` returns them: the strict object of `shape` (each field as
 * that resource's input, optional where the input is neither required nor defaulted), written
 * `Omit<<resource>CheckedInputs, …>`, with the fields `own` written out in place of the
 * resource's. The generator checks that the fields are the resource's, but those.
 */
export function checkedInputsOf(resource: string, shape: Readonly<Record<string, z.ZodType>>, leftOut: readonly string[], own: readonly string[] = []): z.ZodObject {
  const schema = z.strictObject({ ...shape });
  compositions.set(schema, { kind: "checkedInputs", resource, omitted: [...leftOut, ...own], own });
  return schema;
}

/** Declares `schema` generic: the type of its field `parameter.field` is the parameter. */
export function generic<S extends z.ZodObject>(schema: S, parameter: TypeParameter): S {
  if (!(parameter.field in schema.shape)) throw new Error(`generic: the shape has no field ${JSON.stringify(parameter.field)}`);
  typeParameters.set(schema, parameter);
  return schema;
}

/** The generic shape with its parameter's field of `argument`'s type: `GetMonitorFacts<"metric">`. */
export function instanceOf(of: z.ZodObject, argument: z.ZodType): z.ZodObject {
  const parameter = typeParameterOf(of);
  if (parameter === undefined) throw new Error("instanceOf: the shape is not generic (see generic())");
  const schema = z.strictObject({ ...of.shape, [parameter.field]: argument });
  compositions.set(schema, { kind: "instance", generic: of, argument });
  return schema;
}

/** One strict object of the fields of every part, in order, written `A & B`: each part a named shape or one built here. */
export function intersectionOf(...parts: readonly z.ZodObject[]): z.ZodObject {
  const schema = z.strictObject(Object.assign({}, ...parts.map((part) => part.shape)) as Record<string, z.ZodType>);
  compositions.set(schema, { kind: "intersection", parts });
  return schema;
}
