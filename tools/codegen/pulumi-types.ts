import type { FieldNode, TypeNode } from "./type-model";
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
 *   only where every member requires it, each described with the variants that use it;
 * - a union of scalars (enumerations, literals) is their common primitive type, with the
 *   allowed values in the description; scalars of different types are `pulumi.json#/Any`.
 * The provider's own `check` still validates the real shape.
 */

/** The package's name, in every token. */
// The package's name and tokens are the plugin's (src/provider/package-resources.ts).
export { PACKAGE_NAME as PULUMI_PACKAGE, typeToken as pulumiToken };

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

/** A named shape the model refers to (`ref`): its doc comment and its type. */
export interface NamedShape {
  readonly description: string;
  readonly type: TypeNode;
}

/** Thrown for a type the package schema cannot express; the message names the place. */
export class PulumiSchemaError extends Error {}

const ANY: PulumiTypeSpec = { $ref: "pulumi.json#/Any" };

/** `countsByState` → `CountsByState`. */
function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function isAbsence(node: TypeNode): boolean {
  return node.kind === "primitive" && (node.name === "null" || node.name === "undefined");
}

/** A property's type, with what it says beyond its type: may it be absent, which values it takes. */
interface Converted {
  readonly spec: PulumiTypeSpec;
  /** The value may be null or absent: the property is never required. */
  readonly absent: boolean;
  /** The values of an enumeration the type was widened from, for the description. */
  readonly allowed: readonly (string | number | boolean | null)[];
}

/** An object's fields, resolved: a model's object, or a union of objects merged into one. */
interface ObjectShape {
  readonly description: string;
  readonly fields: readonly FieldNode[];
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
    const shape = this.#objectShape(node, where, undefined);
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
        if (this.#isObjectLike(shape.type)) return { spec: { $ref: `#/types/${typeToken(this.#declare(node.name, shape, where))}` }, absent: false, allowed: [] };
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
        if (node.kind === "union" && present.every((member) => this.#isObjectLike(member))) {
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

  /** An object, a union of objects, or a name of either. */
  #isObjectLike(node: TypeNode): boolean {
    switch (node.kind) {
      case "object":
        return true;
      case "ref": {
        const shape = this.#resolve(node.name);
        return shape !== undefined && this.#isObjectLike(shape.type);
      }
      case "union":
      case "intersection": {
        const present = flatMembers(node).filter((member) => !isAbsence(member));
        return present.length > 0 && present.every((member) => this.#isObjectLike(member));
      }
      case "optional":
        return this.#isObjectLike(node.inner);
      default:
        return false;
    }
  }

  /** Declares the object type `name` (once; the same name for another shape fails) and returns its name. */
  #declare(name: string, shape: NamedShape, where: string): string {
    if (this.#declaring.has(name)) return name;
    const object = this.#objectShape(shape.type, where, shape.description);
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

  /** The fields of an object-like type, unions merged, with its description (the given one, else the shape's). */
  #objectShape(node: TypeNode, where: string, description: string | undefined): ObjectShape | undefined {
    switch (node.kind) {
      case "object":
        if (node.rest !== undefined) throw new PulumiSchemaError(`${where} takes fields it does not name: the package schema cannot describe them beside named ones`);
        return { description: description ?? "", fields: node.fields };
      case "ref": {
        const shape = this.#resolve(node.name);
        if (shape === undefined) return undefined;
        return this.#objectShape(shape.type, where, description === undefined || description === "" ? shape.description : description);
      }
      case "optional":
        return this.#objectShape(node.inner, where, description);
      case "union":
      case "intersection": {
        const members = flatMembers(node).filter((member) => !isAbsence(member));
        const shapes = members.map((member, i) => this.#objectShape(member, `${where}|${i}`, undefined));
        if (shapes.some((shape) => shape === undefined)) return undefined;
        const resolved = shapes as ObjectShape[];
        if (resolved.length === 1) return { description: description || resolved[0]!.description, fields: resolved[0]!.fields };
        return node.kind === "intersection" ? intersected(resolved, description) : merged(resolved, description, where);
      }
      default:
        return undefined;
    }
  }
}

/** The members of a union or intersection, nested ones flattened. */
function flatMembers(node: TypeNode): TypeNode[] {
  if (node.kind === "union" || node.kind === "intersection") return node.members.flatMap((member) => (member.kind === node.kind ? flatMembers(member) : [member]));
  if (node.kind === "optional") return [...flatMembers(node.inner), { kind: "primitive", name: "undefined" }];
  return [node];
}

/** The primitive type every literal has; literals of different types are Any. */
function commonPrimitive(values: readonly (string | number | boolean | null)[]): PulumiTypeSpec {
  const types = new Set(values.filter((value) => value !== null).map((value) => (typeof value === "number" ? (Number.isInteger(value) ? "integer" : "number") : typeof value)));
  if (types.size === 1) return { type: [...types][0] };
  if (types.size === 2 && types.has("integer") && types.has("number")) return { type: "number" };
  return ANY;
}

/** The description, with the allowed values when it does not already name each of them. */
function withAllowedValues(description: string, allowed: readonly (string | number | boolean | null)[]): string {
  const values = [...new Set(allowed.filter((value) => value !== null))];
  if (values.length === 0) return description;
  const named = (value: string | number | boolean) => description.includes(typeof value === "string" ? `"${value}"` : String(value));
  if (values.every(named)) return description;
  return `${description.trimEnd()} Allowed values: ${values.map((value) => JSON.stringify(value)).join(", ")}.`;
}

/** The fields of every member: those of an intersection are all there together. */
function intersected(shapes: readonly ObjectShape[], description: string | undefined): ObjectShape {
  const fields = new Map<string, FieldNode>();
  for (const shape of shapes) for (const field of shape.fields) fields.set(field.name, field);
  return { description: description || shapes.map((shape) => shape.description).join(" "), fields: [...fields.values()] };
}

/** The field every member has, required, with a different single literal in each: a union's tag. */
function tagOf(shapes: readonly ObjectShape[]): string | undefined {
  const first = shapes[0]!;
  return first.fields.find((candidate) => {
    const values = shapes.map((shape) => {
      const field = shape.fields.find((field) => field.name === candidate.name);
      return field !== undefined && !field.optional && field.type.kind === "literal" && field.type.values.length === 1 ? field.type.values[0] : undefined;
    });
    return values.every((value) => value !== undefined) && new Set(values).size === values.length;
  })?.name;
}

/**
 * How a variant is named in descriptions: by its tag's value, else by the fields only it
 * requires, else (one variant at most) by those it lacks.
 */
function variantLabels(shapes: readonly ObjectShape[], tag: string | undefined, where: string): string[] {
  if (tag !== undefined) {
    return shapes.map((shape) => {
      const field = shape.fields.find((candidate) => candidate.name === tag)!;
      return `\`${tag}\` ${JSON.stringify((field.type as { values: readonly unknown[] }).values[0])}`;
    });
  }
  const own = shapes.map((shape) =>
    shape.fields.filter((field) => !field.optional && !shapes.every((other) => other.fields.some((theirs) => theirs.name === field.name))).map((field) => `\`${field.name}\``),
  );
  const unnamed = own.filter((names) => names.length === 0).length;
  if (unnamed > 1) throw new PulumiSchemaError(`${where}: ${unnamed} variants of the union have no tag and no field of their own; a merged type could not tell them apart`);
  return own.map((names) => {
    if (names.length > 0) return `with ${names.join(" and ")}`;
    const others = own.flat();
    return others.length === 1 ? `without ${others[0]}` : `with none of ${others.join(", ")}`;
  });
}

function joinedAlternatives(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/**
 * One object with the properties of every member of a union: required where every member
 * requires it, described with the variants that use it; the type's description lists the
 * variants. Two members whose same-named field differs in type fail, naming it.
 */
function merged(shapes: readonly ObjectShape[], description: string | undefined, where: string): ObjectShape {
  const tag = tagOf(shapes);
  const labels = variantLabels(shapes, tag, where);
  const names = [...new Set(shapes.flatMap((shape) => shape.fields.map((field) => field.name)))];
  const fields = names.map((name): FieldNode => {
    const uses = shapes.flatMap((shape, i) => {
      const field = shape.fields.find((candidate) => candidate.name === name);
      return field === undefined ? [] : [{ field, label: labels[i]! }];
    });
    const types = uses.map(({ field }) => field.type);
    const type: TypeNode = types.every((other) => JSON.stringify(other) === JSON.stringify(types[0])) ? types[0]! : { kind: "union", members: types };
    const descriptions = [...new Set(uses.map(({ field }) => field.description ?? ""))];
    let text: string;
    if (name === tag) text = `Which variant this is: ${uses.map(({ field }) => (field.description ?? "").trim()).join(" ")}`;
    else if (descriptions.length === 1) text = descriptions[0]!;
    else text = uses.map(({ field, label }) => `${capitalized(label)}: ${(field.description ?? "").trim()}`).join(" ");
    if (name !== tag && uses.length < shapes.length) text = `${text.trimEnd()} Used by the variant${uses.length > 1 ? "s" : ""} ${joinedAlternatives(uses.map(({ label }) => label))}.`;
    const optional = name !== tag && (uses.length < shapes.length || uses.some(({ field }) => field.optional));
    return { name, type, optional, readonly: true, description: text };
  });
  const how = tag === undefined ? "set the fields of one variant" : `\`${tag}\` tells which`;
  const variants = shapes
    .map((shape, i) => {
      const said = shape.description.trim().replace(/\.$/, "");
      return said === "" ? labels[i]! : `${labels[i]}: ${said}`;
    })
    .join("; ");
  const heading = description !== undefined && description.trim() !== "" ? `${description.trimEnd()} ` : "";
  return { description: `${heading}One of ${shapes.length} variants (${how}): ${variants}.`, fields };
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
