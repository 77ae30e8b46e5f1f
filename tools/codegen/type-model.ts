import { z } from "zod";
import { secretPathsOf } from "../../src/kit/secret";

/*
 * The model between a zod schema and what is written from it: a small tree of types, with the
 * descriptions of objects' fields. `modelOf` reads a schema (its `_zod.def`, and the metadata
 * of zod's global registry) into it; `typescript.ts` writes it as TypeScript, `json-schema.ts`
 * as JSON Schema. Both read the same walk, so the two cannot disagree on a field.
 */

/** Which side of a schema to describe: what it accepts (`z.input`) or what it returns (`z.output`). */
export type Mode = "input" | "output";

/** One field of an object type. */
export interface FieldNode {
  readonly name: string;
  readonly type: TypeNode;
  /** The field may be left out (`name?:`). */
  readonly optional: boolean;
  readonly readonly: boolean;
  /** Its doc comment. */
  readonly description: string | undefined;
  /** A credential (src/kit/secret.ts): the package schema marks it `secret`, so SDKs keep it secret. */
  readonly secret?: boolean;
  /** The value a zod `.default()` gives it when left out (the Terraform schema plans it): `{ value }`. */
  readonly default?: { readonly value: unknown };
}

/** The index signature of an object that takes fields it does not name (a loose object). */
export interface RestNode {
  readonly type: TypeNode;
  readonly description: string | undefined;
}

export type PrimitiveName = "string" | "number" | "boolean" | "null" | "undefined" | "unknown" | "never" | "bigint";

export type TypeNode =
  | { readonly kind: "primitive"; readonly name: PrimitiveName; readonly integer?: boolean }
  /** One of a few literal values: a zod literal or enum. */
  | { readonly kind: "literal"; readonly values: readonly (string | number | boolean | null)[] }
  | { readonly kind: "array"; readonly element: TypeNode; readonly readonly: boolean }
  | { readonly kind: "tuple"; readonly items: readonly TypeNode[]; readonly readonly: boolean }
  | { readonly kind: "record"; readonly key: TypeNode; readonly value: TypeNode; readonly readonly: boolean }
  | { readonly kind: "object"; readonly fields: readonly FieldNode[]; readonly rest: RestNode | undefined }
  | { readonly kind: "union"; readonly members: readonly TypeNode[] }
  | { readonly kind: "intersection"; readonly members: readonly TypeNode[] }
  /** A value that may be undefined; as a field's type, the field may be left out. */
  | { readonly kind: "optional"; readonly inner: TypeNode }
  /** A shape declared elsewhere under this name; a generic one with its type arguments (`GetMonitorFacts<"metric">`). */
  | { readonly kind: "ref"; readonly name: string; readonly args?: readonly TypeNode[] }
  /** Text, such as `pulumi-datafold`'s known values: `Known | (string & {})`, or a `tsType` override. */
  | { readonly kind: "raw"; readonly text: string; readonly json: Readonly<Record<string, unknown>> };

/** Metadata this walk reads from a schema, besides `description`. */
export interface ShapeMeta {
  /** The schema's doc comment (the object's, or the field's). */
  readonly description?: string;
  /**
   * The TypeScript type of what the schema returns, where the schema cannot tell it: the
   * output of a `.transform()`. Names of other shapes in it are imported.
   */
  readonly tsType?: string;
  /** The doc comment of a loose object's index signature (the fields it passes on unnamed). */
  readonly otherFields?: string;
  /**
   * The JSON Schema of what the schema returns, where the schema cannot tell it (the output of
   * a `.transform()`): what `tsType` is to TypeScript, for writers of other languages.
   */
  readonly jsonSchema?: Readonly<Record<string, unknown>>;
}

export interface ModelOptions {
  readonly mode: Mode;
  /**
   * The name under which a schema is declared elsewhere, so that it is referred to by name
   * rather than written out (see `shapeNamer`); undefined to write it out.
   */
  readonly nameOf?: (schema: z.core.$ZodType) => string | undefined;
  /** The doc comment of a loose object's index signature when its metadata gives none. */
  readonly otherFields?: string;
  /** Fail on a field without a description (default true): every field is documented. */
  readonly requireDescriptions?: boolean;
  /**
   * Read the schema itself even where its metadata gives the TypeScript type of what it returns
   * (`tsType`): for writers of other languages (the Pulumi package schema), to which that text
   * means nothing. A transform's output is then described by its `jsonSchema` metadata.
   */
  readonly ignoreTsType?: boolean;
  /**
   * A type to write for a schema otherwise than from its own structure, or undefined to read
   * the schema: a shape built from others (`Omit<…> & {…}`), say. Asked of every schema not
   * referred to by name, the one declared included; `part` reads another schema as a part of
   * it (by name, or asking this again).
   */
  readonly writtenAs?: (schema: z.core.$ZodType, part: (other: z.core.$ZodType) => TypeNode) => TypeNode | undefined;
}

/** The metadata of a schema in zod's global registry, inherited from the schema it was cloned from. */
export function metaOf(schema: z.core.$ZodType): ShapeMeta {
  return (z.globalRegistry.get(schema) ?? {}) as ShapeMeta;
}

type AnyDef = z.core.$ZodTypeDef & Record<string, unknown>;

function defOf(schema: z.core.$ZodType): AnyDef {
  return schema._zod.def as AnyDef;
}

/** Wrappers that leave the described value's shape alone, with the schema they wrap. */
function innerOf(schema: z.core.$ZodType): z.core.$ZodType | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return def.innerType as z.core.$ZodType;
    case "pipe":
      return def.in as z.core.$ZodType;
    default:
      return undefined;
  }
}

/**
 * The description a field's schema gives, looked for from the outside in
 * (`z.string().describe("…").optional()` and `z.string().optional().describe("…")` alike).
 * A shape declared by name has its own description, which is not the field's: only a
 * description given at the field counts.
 */
export function fieldDescription(schema: z.core.$ZodType, nameOf: ModelOptions["nameOf"]): string | undefined {
  for (let current: z.core.$ZodType | undefined = schema; current !== undefined; current = innerOf(current)) {
    const description = metaOf(current).description;
    const named = nameOf?.(current);
    if (named !== undefined) {
      const shape = namedAncestor(current, named, nameOf!);
      return description !== undefined && description !== metaOf(shape).description ? description : undefined;
    }
    if (description !== undefined) return description;
  }
  return undefined;
}

/** The schema (this one, or one it was cloned from) that carries `name`. */
function namedAncestor(schema: z.core.$ZodType, name: string, nameOf: NonNullable<ModelOptions["nameOf"]>): z.core.$ZodType {
  let found = schema;
  for (let current: z.core.$ZodType | undefined = schema; current !== undefined; current = current._zod.parent) {
    if (nameOf(current) === name) found = current;
  }
  return found;
}

/** Thrown for a schema the walk cannot describe; the message says where and what to do. */
export class UnsupportedSchemaError extends Error {}

const INTEGER_FORMATS = new Set(["int32", "uint32", "int64", "uint64", "safeint"]);

function isInteger(schema: z.core.$ZodType): boolean {
  const checks = (defOf(schema).checks ?? []) as z.core.$ZodCheck[];
  const format = (schema._zod.bag as { format?: string }).format;
  return (
    (format !== undefined && INTEGER_FORMATS.has(format)) ||
    checks.some((check) => INTEGER_FORMATS.has((check._zod.def as { format?: string }).format ?? ""))
  );
}

/**
 * The model of what `schema` accepts (mode `input`) or returns (`output`): the type `z.input`
 * or `z.output` gives, with the description of every object field. `path` names the place in
 * messages (`Monitor.tags`). The schema itself is written out even when it is a named shape
 * (it is the one being declared), unless `byName` (the type of a field, say).
 */
export function modelOf(schema: z.core.$ZodType, options: ModelOptions, path = "schema", byName = false): TypeNode {
  return walk(schema, options, path, !byName);
}

function walk(schema: z.core.$ZodType, options: ModelOptions, path: string, root: boolean): TypeNode {
  if (!root) {
    const name = options.nameOf?.(schema);
    if (name !== undefined) return { kind: "ref", name };
  }
  const written = options.writtenAs?.(schema, (other) => walk(other, options, path, false));
  if (written !== undefined) return written;
  const meta = metaOf(schema);
  const def = defOf(schema);
  const inner = (next: z.core.$ZodType, where = path) => walk(next, options, where, false);
  if (options.mode === "output" && options.ignoreTsType !== true && meta.tsType !== undefined) {
    return { kind: "raw", text: meta.tsType, json: meta.jsonSchema ?? {} };
  }
  if (options.mode === "output" && options.ignoreTsType === true && meta.jsonSchema !== undefined) {
    return { kind: "raw", text: meta.tsType ?? "unknown", json: meta.jsonSchema };
  }
  switch (def.type) {
    case "string":
    case "boolean":
    case "bigint":
    case "null":
    case "undefined":
    case "unknown":
    case "never":
      return { kind: "primitive", name: def.type };
    case "any":
      return { kind: "primitive", name: "unknown" };
    case "void":
      return { kind: "primitive", name: "undefined" };
    case "number":
      return isInteger(schema) ? { kind: "primitive", name: "number", integer: true } : { kind: "primitive", name: "number" };
    case "nan":
      return { kind: "primitive", name: "number" };
    case "literal":
      return { kind: "literal", values: [...(def.values as Iterable<string | number | boolean | null>)] };
    case "enum":
      return { kind: "literal", values: Object.values(def.entries as Record<string, string | number>) };
    case "array":
      return { kind: "array", element: inner(def.element as z.core.$ZodType, `${path}[]`), readonly: false };
    case "tuple":
      return { kind: "tuple", items: (def.items as z.core.$ZodType[]).map((item, i) => inner(item, `${path}[${i}]`)), readonly: false };
    case "record":
      return {
        kind: "record",
        key: inner(def.keyType as z.core.$ZodType, `${path}{key}`),
        value: inner(def.valueType as z.core.$ZodType, `${path}{}`),
        readonly: false,
      };
    case "object":
      return objectModel(schema, options, path);
    case "union":
      return { kind: "union", members: (def.options as z.core.$ZodType[]).map((option, i) => inner(option, `${path}|${i}`)) };
    case "intersection":
      return { kind: "intersection", members: [inner(def.left as z.core.$ZodType), inner(def.right as z.core.$ZodType)] };
    case "optional":
      return { kind: "optional", inner: inner(def.innerType as z.core.$ZodType) };
    case "nullable":
      return { kind: "union", members: [inner(def.innerType as z.core.$ZodType), { kind: "primitive", name: "null" }] };
    case "default":
    case "prefault": {
      // Filled in when left out: optional to give, always there once parsed.
      const value = inner(def.innerType as z.core.$ZodType);
      return options.mode === "input" ? { kind: "optional", inner: value } : value;
    }
    case "catch":
      return inner(def.innerType as z.core.$ZodType);
    case "nonoptional": {
      const value = inner(def.innerType as z.core.$ZodType);
      return value.kind === "optional" ? value.inner : value;
    }
    case "readonly":
      return readonlyOf(inner(def.innerType as z.core.$ZodType));
    case "lazy":
      return inner((def.getter as () => z.core.$ZodType)());
    case "pipe": {
      if (options.mode === "input") return inner(def.in as z.core.$ZodType);
      const out = def.out as z.core.$ZodType;
      if (defOf(out).type === "transform") throw transformError(path, options);
      return inner(out);
    }
    case "transform":
      if (options.mode === "input") return { kind: "primitive", name: "unknown" };
      throw transformError(path, options);
    default:
      throw new UnsupportedSchemaError(
        `${path}: a zod ${def.type} schema has no TypeScript type this generator can write; give it .meta({ tsType: "…" })`,
      );
  }
}

function transformError(path: string, options: ModelOptions): UnsupportedSchemaError {
  const meta = options.ignoreTsType === true ? 'jsonSchema: { type: "…" }' : 'tsType: "…"';
  return new UnsupportedSchemaError(
    `${path}: what a .transform() returns cannot be read from the schema; give the schema .meta({ ${meta} }) with its output type`,
  );
}

function objectModel(schema: z.core.$ZodType, options: ModelOptions, path: string): TypeNode {
  const def = defOf(schema);
  const shape = def.shape as Record<string, z.core.$ZodType>;
  const fields = Object.entries(shape).map(([name, field]): FieldNode => {
    const where = `${path}.${name}`;
    const type = walk(field, options, where, false);
    const description = fieldDescription(field, options.nameOf);
    if (description === undefined && options.requireDescriptions !== false) {
      throw new UnsupportedSchemaError(`${where} has no description: give the field .describe("…") (its doc comment)`);
    }
    const optional = type.kind === "optional";
    const secret = secretPathsOf(field).some((place) => place.length === 0);
    const defaulted = defaultOf(field);
    return { name, type: optional ? type.inner : type, optional, readonly: false, description, ...(secret ? { secret } : {}), ...(defaulted === undefined ? {} : { default: defaulted }) };
  });
  const catchall = def.catchall as z.core.$ZodType | undefined;
  const catchallType = catchall === undefined ? undefined : defOf(catchall).type;
  const rest: RestNode | undefined =
    catchall === undefined || catchallType === "never"
      ? undefined
      : {
          type: walk(catchall, options, `${path}[field]`, false),
          description: metaOf(schema).otherFields ?? options.otherFields,
        };
  return { kind: "object", fields, rest };
}

/** The value a field's `.default()` (or `.prefault()`) gives, looked for from the outside in; undefined without one. */
function defaultOf(schema: z.core.$ZodType): { readonly value: unknown } | undefined {
  for (let current: z.core.$ZodType | undefined = schema; current !== undefined; current = innerOf(current)) {
    const def = defOf(current);
    if (def.type === "default" || def.type === "prefault") return { value: def.defaultValue };
  }
  return undefined;
}

/**
 * The names a type refers to: shapes by name (with those of their type arguments), and every
 * identifier of a `raw` text (`tsType`), which a writer keeps those of that it declares or imports.
 */
export function referencedNames(node: TypeNode): string[] {
  switch (node.kind) {
    case "ref":
      return [node.name, ...(node.args ?? []).flatMap(referencedNames)];
    case "raw":
      return node.text.match(/[A-Za-z_$][\w$]*/g) ?? [];
    case "array":
      return referencedNames(node.element);
    case "tuple":
      return node.items.flatMap(referencedNames);
    case "record":
      return [...referencedNames(node.key), ...referencedNames(node.value)];
    case "object":
      return [...node.fields.flatMap((field) => referencedNames(field.type)), ...(node.rest === undefined ? [] : referencedNames(node.rest.type))];
    case "union":
    case "intersection":
      return node.members.flatMap(referencedNames);
    case "optional":
      return referencedNames(node.inner);
    default:
      return [];
  }
}

/** The readonly form of a type: an object's fields, an array, a record. */
export function readonlyOf(node: TypeNode): TypeNode {
  switch (node.kind) {
    case "object":
      return { ...node, fields: node.fields.map((field) => ({ ...field, readonly: true })) };
    case "array":
    case "tuple":
    case "record":
      return { ...node, readonly: true };
    case "union":
    case "intersection":
      return { ...node, members: node.members.map(readonlyOf) };
    case "optional":
      return { ...node, inner: readonlyOf(node.inner) };
    default:
      return node;
  }
}

/**
 * The readonly form of a type all the way down: every field, array and record, and those
 * inside them (shapes referred to by name are their own).
 */
export function deepReadonlyOf(node: TypeNode): TypeNode {
  switch (node.kind) {
    case "object":
      return { ...node, fields: node.fields.map((field) => ({ ...field, readonly: true, type: deepReadonlyOf(field.type) })) };
    case "array":
      return { ...node, element: deepReadonlyOf(node.element), readonly: true };
    case "tuple":
      return { ...node, items: node.items.map(deepReadonlyOf), readonly: true };
    case "record":
      return { ...node, value: deepReadonlyOf(node.value), readonly: true };
    case "union":
    case "intersection":
      return { ...node, members: node.members.map(deepReadonlyOf) };
    case "optional":
      return { ...node, inner: deepReadonlyOf(node.inner) };
    default:
      return node;
  }
}

/**
 * Names schemas by the shapes declared under them: a schema is named when it is one of
 * `shapes` or was cloned from one (`.describe()`, `.refine()`), and an enumeration is named
 * when it has exactly the values, in order, of a named one (`z.enum(MonitorType.options)`).
 */
export function shapeNamer(shapes: Iterable<readonly [string, z.core.$ZodType]>): (schema: z.core.$ZodType) => string | undefined {
  const byInstance = new Map<z.core.$ZodType, string>();
  const byEnumValues = new Map<string, string>();
  for (const [name, schema] of shapes) {
    byInstance.set(schema, name);
    const values = enumValuesKey(schema);
    if (values !== undefined) {
      const other = byEnumValues.get(values);
      if (other !== undefined && other !== name) throw new UnsupportedSchemaError(`${other} and ${name} have the same values: which one a field means is ambiguous`);
      byEnumValues.set(values, name);
    }
  }
  return (schema) => {
    for (let current: z.core.$ZodType | undefined = schema; current !== undefined; current = current._zod.parent) {
      const name = byInstance.get(current);
      if (name !== undefined) return name;
    }
    const values = enumValuesKey(schema);
    return values === undefined ? undefined : byEnumValues.get(values);
  };
}

function enumValuesKey(schema: z.core.$ZodType): string | undefined {
  const def = defOf(schema);
  return def.type === "enum" ? JSON.stringify(Object.values(def.entries as Record<string, unknown>)) : undefined;
}

/** How an object shape builds on another declared before it: all of its fields and more, or all of them but some. */
export type BaseShape =
  | { readonly kind: "extends"; readonly name: string; readonly inherited: readonly string[] }
  | { readonly kind: "omit"; readonly name: string; readonly omitted: readonly string[] };

/**
 * The shape among `candidates` that an object schema was built from with `.extend()` or
 * `.omit()`, told by its fields being the very same schemas: `CreatedToken = Token.extend({…})`
 * is written `interface CreatedToken extends Token`, `ListAllMonitorsParams.omit({ concurrency })`
 * `Omit<ListAllMonitorsParams, "concurrency">`. The one sharing the most fields wins; `Omit`
 * only of a shape without an index signature. Undefined when none shares a field.
 */
export function baseShapeOf(schema: z.core.$ZodType, candidates: Iterable<readonly [string, z.core.$ZodType]>): BaseShape | undefined {
  const shape = objectShape(schema);
  if (shape === undefined) return undefined;
  let best: BaseShape | undefined;
  let bestShared = 0;
  for (const [name, candidate] of candidates) {
    const other = objectShape(candidate);
    if (other === undefined || candidate === schema || hasIndexSignature(candidate) !== hasIndexSignature(schema)) continue;
    const otherKeys = Object.keys(other);
    const shared = otherKeys.filter((key) => shape[key] !== undefined && shape[key] === other[key]);
    if (shared.length <= bestShared) continue;
    if (shared.length === otherKeys.length) {
      best = { kind: "extends", name, inherited: shared };
      bestShared = shared.length;
    } else if (shared.length === Object.keys(shape).length && !hasIndexSignature(candidate)) {
      best = { kind: "omit", name, omitted: otherKeys.filter((key) => !shared.includes(key)) };
      bestShared = shared.length;
    }
  }
  return best;
}

function hasIndexSignature(schema: z.core.$ZodType): boolean {
  const catchall = defOf(schema).catchall as z.core.$ZodType | undefined;
  return catchall !== undefined && defOf(catchall).type !== "never";
}

function objectShape(schema: z.core.$ZodType): Record<string, z.core.$ZodType> | undefined {
  const def = defOf(schema);
  return def.type === "object" ? (def.shape as Record<string, z.core.$ZodType>) : undefined;
}
