import type { z } from "zod";
import type { View } from "../../src/schemas/view";
import { deepReadonlyOf, fieldDescription, modelOf, UnsupportedSchemaError, type FieldNode, type TypeNode } from "./type-model";
import type { Declaration } from "./typescript";

/*
 * A view's interface (src/schemas/view.ts), from its declaration and its wire schema: the
 * fields listed, renamed, readonly, null when absent, known values open-ended, nested wire
 * objects by their views' names. `view.from` applies the same rules at run time.
 */

export interface ViewNames {
  /** The name a schema is declared under (see `shapeNamer`). */
  readonly nameOf: (schema: z.core.$ZodType) => string | undefined;
  /** The name a view is declared under. */
  readonly viewName: (view: View) => string | undefined;
  /** True when the named shape is an object (which a view must show through a view of its own). */
  readonly isObjectShape: (name: string) => boolean;
}

/** The members of a union type, or the type itself. */
function membersOf(node: TypeNode): readonly TypeNode[] {
  return node.kind === "union" ? node.members.flatMap(membersOf) : [node];
}

function isAbsence(node: TypeNode): boolean {
  return node.kind === "primitive" && (node.name === "null" || node.name === "undefined");
}

/** Refs to object shapes anywhere in a type: those a view would pass on unfiltered. */
function objectRefs(node: TypeNode, names: ViewNames): string[] {
  switch (node.kind) {
    case "ref":
      return names.isObjectShape(node.name) ? [node.name] : [];
    case "array":
      return objectRefs(node.element, names);
    case "tuple":
      return node.items.flatMap((item) => objectRefs(item, names));
    case "record":
      return objectRefs(node.value, names);
    case "object":
      return node.fields.flatMap((field) => objectRefs(field.type, names));
    case "union":
    case "intersection":
      return node.members.flatMap((member) => objectRefs(member, names));
    case "optional":
      return objectRefs(node.inner, names);
    default:
      return [];
  }
}

/** The declaration of a view's interface. */
export function viewDeclaration(name: string, view: View, names: ViewNames): Declaration {
  const shape = view.wire.shape as Record<string, z.core.$ZodType>;
  const fields = view.fields.map((field): FieldNode => {
    const where = `${name}.${field.name}`;
    const wireSchema = shape[field.wire]!;
    let type = modelOf(wireSchema, { mode: "output", nameOf: names.nameOf }, where, true);
    const absent = type.kind === "optional" || membersOf(type).some(isAbsence);
    if (type.kind === "optional") type = type.inner;
    const present = membersOf(type).filter((member) => !isAbsence(member));
    let base: TypeNode = present.length === 1 ? present[0]! : { kind: "union", members: present };
    if (field.known !== undefined) {
      const known = names.nameOf(field.known);
      if (known === undefined) throw new UnsupportedSchemaError(`${where}: known values must be an enumeration declared by name`);
      if (!(base.kind === "primitive" && base.name === "string")) throw new UnsupportedSchemaError(`${where}: known values apply to text only`);
      base = { kind: "raw", text: `${known} | (string & {})`, json: { type: "string" } };
    } else if (field.view !== undefined) {
      const nested = names.viewName(field.view);
      if (nested === undefined) throw new UnsupportedSchemaError(`${where}: its view must be declared by name`);
      const ref: TypeNode = { kind: "ref", name: nested };
      if (base.kind === "array" && base.element.kind === "ref") base = { kind: "array", element: ref, readonly: true };
      else if (base.kind === "ref") base = ref;
      else throw new UnsupportedSchemaError(`${where}: a view applies to an object field or an array of objects`);
    } else {
      const unfiltered = objectRefs(base, names);
      if (unfiltered.length > 0) {
        throw new UnsupportedSchemaError(`${where} holds ${unfiltered.join(", ")}: give the field a view, so that only fields declared are passed on`);
      }
    }
    if (field.emptyWhenAbsent === true && base.kind !== "array") throw new UnsupportedSchemaError(`${where}: only an array can be empty when absent`);
    const typeNode = deepReadonlyOf(absent && field.emptyWhenAbsent !== true ? { kind: "union", members: [base, { kind: "primitive", name: "null" }] } : base);
    const description = field.description ?? fieldDescription(wireSchema, names.nameOf);
    if (description === undefined) throw new UnsupportedSchemaError(`${where} has no description, in the view or on the wire field`);
    return { name: field.name, type: typeNode, optional: false, readonly: true, description };
  });
  return { name, description: view.description, type: { kind: "object", fields, rest: undefined } };
}
