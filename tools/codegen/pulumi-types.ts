import type { FieldNode, TypeNode } from "./type-model";
import { flatMembers, isAbsence, isObjectLike, objectShapeOf, withAllowedValues, type NamedShape } from "./object-shapes";
import { PACKAGE_NAME, typeToken } from "../../src/registry";

/*
 * The type model (type-model.ts) written as the types of a Pulumi package schema: primitives,
 * arrays, maps, `pulumi.json#/Any`, and object types declared under `types` by token. The
 * model is the one the TypeScript and JSON Schema writers read, so the three cannot disagree
 * on a field.
 *
 * A Pulumi schema has no null, and SDKs in Go handle `oneOf` poorly, so unions are written
 * without either (docs/architecture.md, "The package schema"):
 * - `T | null` is `T`, and a field that may be null or absent is not required;
 * - a union of object types is ONE object type with every member's properties, each required
 *   only where every member requires it, each described with the variants that use it
 *   (object-shapes.ts, which the Terraform schema shares);
 * - a union of scalars (enumerations, literals) is their common primitive type, with the
 *   allowed values in the description; scalars of different types are `pulumi.json#/Any`.
 * The provider's own `check` still validates the real shape.
 */

/** The package's name, in every token. */
// The package's name and tokens are the plugin's (src/provider/package-resources.ts).
export { PACKAGE_NAME as PULUMI_PACKAGE, typeToken as pulumiToken };
export type { NamedShape };

/** A type reference of the package schema (its `typeSpec`). */
export type PulumiTypeSpec = { readonly [keyword: string]: unknown };

/** A property of an object type, a resource or a function (its `propertySpec`). */
export type PulumiPropertySpec = PulumiTypeSpec & { readonly description: string };

/** An object type under `types`, or a function's inputs or outputs (its `objectTypeSpec`). */
export interface PulumiObjectSpec {
  readonly type?: "object";
  readonly description?: string;
  readonly properties?: Readonly<Record<string, PulumiPropertySpec>>;
  readonly required?: readonly string[];
}

/** Thrown for a type the package schema cannot express; the message names the place. */
export class PulumiSchemaError extends Error {}

const ANY: PulumiTypeSpec = { $ref: "pulumi.json#/Any" };

/** `countsByState` → `CountsByState`. */
function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** A property's type, with what it says beyond its type: may it be absent, which values it takes. */
interface Converted {
  readonly spec: PulumiTypeSpec;
  /** The value may be null or absent: the property is never required. */
  readonly absent: boolean;
  /** The values of an enumeration the type was widened from, for the description. */
  readonly allowed: readonly (string | number | boolean | null)[];
}

/**
 * Converts models to Pulumi types, declaring each object type it meets once under `types`.
 * `resolve` gives the shape a `ref` names (a schema or view declared by name); an object or a
 * union of objects written inline is named by where it is (`nameHint`: the owner's name and
 * the field's, `GetMonitorsCountsByState`).
 */
export class PulumiTypes {
  readonly #resolve: (name: string) => NamedShape | undefined;
  readonly #types = new Map<string, PulumiObjectSpec>();
  /** Names being declared, so that a shape that contains itself does not loop. */
  readonly #declaring = new Set<string>();

  constructor(resolve: (name: string) => NamedShape | undefined) {
    this.#resolve = resolve;
  }

  /** Every object type declared so far, by token, sorted. */
  types(): Record<string, PulumiObjectSpec> {
    return Object.fromEntries([...this.#types].sort(([a], [b]) => a.localeCompare(b)).map(([name, spec]) => [typeToken(name), spec]));
  }

  /** A property of `node`'s type, described by `description` and the values it allows. */
  property(node: TypeNode, description: string | undefined, where: string, nameHint: string): { spec: PulumiPropertySpec; absent: boolean } {
    if (description === undefined || description.trim() === "") throw new PulumiSchemaError(`${where} has no description: every property of the package schema is documented`);
    const converted = this.#convert(node, where, nameHint, description);
    return { spec: { ...converted.spec, description: withAllowedValues(description, converted.allowed) }, absent: converted.absent };
  }

  /**
   * The properties and required names of an object's fields: an object model, a union of
   * objects (merged), or a ref to either. For a resource's or function's own properties.
   */
  objectSpec(node: TypeNode, where: string, nameHint: string): PulumiObjectSpec & { readonly description: string } {
    const shape = objectShapeOf(node, this.#resolve, where, undefined);
    if (shape === undefined) throw new PulumiSchemaError(`${where} is not an object, nor a union of objects: a Pulumi object type cannot describe it`);
    return { description: shape.description, ...this.#fieldsSpec(shape.fields, where, nameHint) };
  }

  #fieldsSpec(fields: readonly FieldNode[], where: string, nameHint: string): PulumiObjectSpec {
    const properties: Record<string, PulumiPropertySpec> = {};
    const required: string[] = [];
    for (const field of fields) {
      const { spec, absent } = this.property(field.type, field.description, `${where}.${field.name}`, `${nameHint}${pascalCase(field.name)}`);
      properties[field.name] = field.secret === true ? { ...spec, secret: true } : spec;
      if (!field.optional && !absent) required.push(field.name);
    }
    // An empty object type (a data source kind with no options) has no `properties`, as the CLI serves it.
    return { ...(Object.keys(properties).length > 0 ? { properties } : {}), ...(required.length > 0 ? { required } : {}) };
  }

  /** `described`: the description of an object type written inline (the property's own). */
  #convert(node: TypeNode, where: string, nameHint: string, described: string): Converted {
    switch (node.kind) {
      case "primitive":
        switch (node.name) {
          case "string":
          case "boolean":
            return { spec: { type: node.name }, absent: false, allowed: [] };
          case "number":
            return { spec: { type: node.integer === true ? "integer" : "number" }, absent: false, allowed: [] };
          case "bigint":
            return { spec: { type: "integer" }, absent: false, allowed: [] };
          case "unknown":
            return { spec: ANY, absent: false, allowed: [] };
          default:
            throw new PulumiSchemaError(`${where} is always ${node.name}: the package schema has no such type`);
        }
      case "literal":
        return { spec: commonPrimitive(node.values), absent: false, allowed: node.values };
      case "raw": {
        const type = node.json.type;
        if (typeof type === "string" && ["string", "number", "integer", "boolean"].includes(type)) return { spec: { type }, absent: false, allowed: [] };
        throw new PulumiSchemaError(`${where}: its type is given as TypeScript only (${node.text}); give its schema .meta({ jsonSchema: { type: "…" } })`);
      }
      case "array": {
        const element = this.#convert(node.element, `${where}[]`, nameHint, described);
        return { spec: { type: "array", items: element.spec }, absent: false, allowed: element.allowed };
      }
      case "record": {
        const value = this.#convert(node.value, `${where}{}`, nameHint, described);
        return { spec: { type: "object", additionalProperties: value.spec }, absent: false, allowed: value.allowed };
      }
      case "tuple":
        throw new PulumiSchemaError(`${where} is a tuple: the package schema has none; use an array or an object`);
      case "optional": {
        const inner = this.#convert(node.inner, where, nameHint, described);
        return { ...inner, absent: true };
      }
      case "ref": {
        const shape = this.#resolve(node.name);
        if (shape === undefined) throw new PulumiSchemaError(`${where} refers to ${node.name}, which is not declared by name for the package schema`);
        if (isObjectLike(shape.type, this.#resolve)) return { spec: { $ref: `#/types/${typeToken(this.#declare(node.name, shape, where))}` }, absent: false, allowed: [] };
        return this.#convert(shape.type, where, node.name, shape.description);
      }
      case "object":
        return { spec: { $ref: `#/types/${typeToken(this.#declare(nameHint, { description: described, type: node }, where))}` }, absent: false, allowed: [] };
      case "union":
      case "intersection": {
        const members = flatMembers(node);
        const present = members.filter((member) => !isAbsence(member));
        const absent = present.length < members.length;
        if (present.length === 0) throw new PulumiSchemaError(`${where} is always null or absent: the package schema has no such type`);
        if (present.length === 1) {
          const only = this.#convert(present[0]!, where, nameHint, described);
          return { ...only, absent: absent || only.absent };
        }
        if (node.kind === "union" && present.every((member) => isObjectLike(member, this.#resolve))) {
          const name = this.#declare(nameHint, { description: described, type: { kind: "union", members: present } }, where);
          return { spec: { $ref: `#/types/${typeToken(name)}` }, absent, allowed: [] };
        }
        const scalars = present.map((member) => this.#convert(member, where, nameHint, described));
        if (scalars.every((scalar) => scalar.spec.type !== undefined && scalar.spec.type !== "array" && scalar.spec.type !== "object")) {
          const allowed = scalars.flatMap((scalar) => scalar.allowed);
          const types = new Set(scalars.map((scalar) => scalar.spec.type));
          const onlyEnumerations = scalars.every((scalar) => scalar.allowed.length > 0);
          // Literals of one type narrow it; a literal beside its open type (`Known | string`) allows any.
          return { spec: types.size === 1 ? scalars[0]!.spec : ANY, absent, allowed: onlyEnumerations ? allowed : [] };
        }
        return { spec: ANY, absent, allowed: [] };
      }
    }
  }

  /** Declares the object type `name` (once; the same name for another shape fails) and returns its name. */
  #declare(name: string, shape: NamedShape, where: string): string {
    if (this.#declaring.has(name)) return name;
    const object = objectShapeOf(shape.type, this.#resolve, where, shape.description);
    if (object === undefined) throw new PulumiSchemaError(`${where}: ${name} is not an object type`);
    if (object.description.trim() === "") throw new PulumiSchemaError(`${name} (at ${where}) has no description: every type of the package schema is documented`);
    this.#declaring.add(name);
    let spec: PulumiObjectSpec;
    try {
      spec = { type: "object", description: object.description, ...this.#fieldsSpec(object.fields, name, name) };
    } finally {
      this.#declaring.delete(name);
    }
    const known = this.#types.get(name);
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(spec)) {
      throw new PulumiSchemaError(`${where}: two different types would be named ${typeToken(name)}; name one of them`);
    }
    this.#types.set(name, spec);
    return name;
  }
}

/** The primitive type every literal has; literals of different types are Any. */
function commonPrimitive(values: readonly (string | number | boolean | null)[]): PulumiTypeSpec {
  const types = new Set(values.filter((value) => value !== null).map((value) => (typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : typeof value)));
  if (types.size === 1) return { type: [...types][0] };
  if (types.size === 2 && types.has("integer") && types.has("number")) return { type: "number" };
  return ANY;
}
