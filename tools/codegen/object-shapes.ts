import { UnsupportedSchemaError, type FieldNode, type TypeNode } from "./type-model";

/*
 * Object types as the writers of other languages' schemas read them from the type model
 * (type-model.ts): a `ref` resolved to the shape it names, an optional or nullable object
 * unwrapped, a union of objects told apart by its tag or merged into one object, an
 * intersection's fields put together. The Pulumi package schema (pulumi-types.ts) merges every
 * union; the Terraform schema (terraform-schema.ts) keeps a tagged one as one attribute per
 * variant and merges the others the same way.
 */

/** A named shape the model refers to (`ref`): its doc comment and its type. */
export interface NamedShape {
  readonly description: string;
  readonly type: TypeNode;
}

/** Gives the shape a `ref` names (a schema or view declared by name), or undefined. */
export type ResolveShape = (name: string) => NamedShape | undefined;

/** An object's fields, resolved: a model's object, or a union of objects merged into one. */
export interface ObjectShape {
  readonly description: string;
  readonly fields: readonly FieldNode[];
}

/** Null or undefined: what makes a value absent, not a value of its own. */
export function isAbsence(node: TypeNode): boolean {
  return node.kind === "primitive" && (node.name === "null" || node.name === "undefined");
}

/** The members of a union or intersection, nested ones flattened. */
export function flatMembers(node: TypeNode): TypeNode[] {
  if (node.kind === "union" || node.kind === "intersection") return node.members.flatMap((member) => (member.kind === node.kind ? flatMembers(member) : [member]));
  if (node.kind === "optional") return [...flatMembers(node.inner), { kind: "primitive", name: "undefined" }];
  return [node];
}

/** An object, a union of objects, or a name of either. */
export function isObjectLike(node: TypeNode, resolve: ResolveShape): boolean {
  switch (node.kind) {
    case "object":
      return true;
    case "ref": {
      const shape = resolve(node.name);
      return shape !== undefined && isObjectLike(shape.type, resolve);
    }
    case "union":
    case "intersection": {
      const present = flatMembers(node).filter((member) => !isAbsence(member));
      return present.length > 0 && present.every((member) => isObjectLike(member, resolve));
    }
    case "optional":
      return isObjectLike(node.inner, resolve);
    default:
      return false;
  }
}

/**
 * The shapes of a union's or intersection's members (null and absence left out), each resolved;
 * undefined when one of them is no object.
 */
export function memberShapesOf(node: TypeNode & { kind: "union" | "intersection" }, resolve: ResolveShape, where: string): ObjectShape[] | undefined {
  const members = flatMembers(node).filter((member) => !isAbsence(member));
  const shapes = members.map((member, i) => objectShapeOf(member, resolve, `${where}|${i}`, undefined));
  return shapes.some((shape) => shape === undefined) ? undefined : (shapes as ObjectShape[]);
}

/**
 * The fields of an object-like type, unions merged, with its description (the given one, else
 * the shape's); undefined when it is no object. A loose object (one that takes fields it does
 * not name) fails, naming `where`: a schema of named properties cannot describe it.
 */
export function objectShapeOf(node: TypeNode, resolve: ResolveShape, where: string, description: string | undefined): ObjectShape | undefined {
  switch (node.kind) {
    case "object":
      if (node.rest !== undefined) throw new UnsupportedSchemaError(`${where} takes fields it does not name: a schema of named properties cannot describe them beside named ones`);
      return { description: description ?? "", fields: node.fields };
    case "ref": {
      const shape = resolve(node.name);
      if (shape === undefined) return undefined;
      return objectShapeOf(shape.type, resolve, where, description === undefined || description === "" ? shape.description : description);
    }
    case "optional":
      return objectShapeOf(node.inner, resolve, where, description);
    case "union":
    case "intersection": {
      const resolved = memberShapesOf(node, resolve, where);
      if (resolved === undefined) return undefined;
      if (resolved.length === 1) return { description: description || resolved[0]!.description, fields: resolved[0]!.fields };
      return node.kind === "intersection" ? intersected(resolved, description) : merged(resolved, description, where);
    }
    default:
      return undefined;
  }
}

/** The description, with the allowed values when it does not already name each of them. */
export function withAllowedValues(description: string, allowed: readonly (string | number | boolean | null)[]): string {
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
export function tagOf(shapes: readonly ObjectShape[]): string | undefined {
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
  if (unnamed > 1) throw new UnsupportedSchemaError(`${where}: ${unnamed} variants of the union have no tag and no field of their own; a merged type could not tell them apart`);
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
export function merged(shapes: readonly ObjectShape[], description: string | undefined, where: string): ObjectShape {
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
