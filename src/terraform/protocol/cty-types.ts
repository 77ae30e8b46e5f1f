import { isUnknown, type CtyType, type SchemaAttribute, type SchemaBlock, type TfValue } from "./terraform-provider-interface";

/**
 * cty types as the codec (cty-msgpack.ts) needs them: the type a schema's values have, the type
 * a `dynamic` value carries on the wire, and the type of a value the provider hands back where
 * the schema says `dynamic`.
 */

/** The object type of a block's values: every attribute, nested attributes as objects. */
export function impliedType(block: Pick<SchemaBlock, "attributes">): CtyType {
  return objectTypeOf(block.attributes);
}

function objectTypeOf(attributes: readonly SchemaAttribute[]): CtyType {
  return ["object", Object.fromEntries(attributes.map((attribute) => [attribute.name, attributeType(attribute)]))];
}

export function attributeType(attribute: SchemaAttribute): CtyType {
  if (attribute.nested !== undefined) {
    const object = objectTypeOf(attribute.nested.attributes);
    switch (attribute.nested.nesting) {
      case "single":
        return object;
      case "list":
        return ["list", object];
      case "map":
        return ["map", object];
    }
  }
  if (attribute.type === undefined) throw new Error(`The schema's attribute ${attribute.name} has neither a type nor nested attributes: give it one of them.`);
  return attribute.type;
}

/**
 * The type a `dynamic` value names on the wire, in cty's JSON (`"string"`, `["list","number"]`,
 * `["object",{…}]`; an object type of a type constraint may carry a third element, its optional
 * attributes, which a value's type never needs).
 */
export function ctyTypeFromJson(json: unknown): CtyType {
  if (json === "string" || json === "number" || json === "bool" || json === "dynamic") return json;
  if (Array.isArray(json)) {
    const [kind, element] = json as unknown[];
    if ((kind === "list" || kind === "set" || kind === "map") && json.length === 2) return [kind, ctyTypeFromJson(element)];
    if (kind === "object" && (json.length === 2 || json.length === 3) && typeof element === "object" && element !== null && !Array.isArray(element)) {
      return ["object", Object.fromEntries(Object.entries(element).map(([name, type]) => [name, ctyTypeFromJson(type)]))];
    }
    if (kind === "tuple" && json.length === 2 && Array.isArray(element)) return ["tuple", element.map(ctyTypeFromJson)];
  }
  throw new Error(`${JSON.stringify(json)} is not a cty type this provider reads (a primitive, a list, set, map, object or tuple, or dynamic).`);
}

/**
 * The type of a value handed back where the schema says `dynamic`: primitives as they are, arrays
 * as tuples, objects as objects; null and unknown as `dynamic`, which cty writes bare.
 */
export function inferredType(value: TfValue): CtyType {
  if (value === null || isUnknown(value)) return "dynamic";
  switch (typeof value) {
    case "string":
      return "string";
    case "number":
      return "number";
    case "boolean":
      return "bool";
  }
  if (Array.isArray(value)) return ["tuple", value.map(inferredType)];
  return ["object", Object.fromEntries(Object.entries(value as { readonly [name: string]: TfValue }).map(([name, element]) => [name, inferredType(element)]))];
}
