import type { TypeNode } from "./type-model";
import type { Declaration } from "./typescript";

/*
 * The same model written as JSON Schema (draft 2020-12), descriptions included: the start of
 * the Pulumi package schema that SDKs of other languages are generated from. A Pulumi schema
 * names its types `#/types/<package>:<module>:<Name>`; `refOf` says how to name one.
 */

export type JsonSchema = { readonly [keyword: string]: unknown };

export interface JsonSchemaOptions {
  /** The reference to a shape declared by name (default `#/$defs/<name>`). */
  readonly refOf?: (name: string) => string;
}

/** The JSON Schema of a type. An optional field is one left out of `required`. */
export function jsonSchemaOf(node: TypeNode, options: JsonSchemaOptions = {}): JsonSchema {
  const refOf = options.refOf ?? ((name: string) => `#/$defs/${name}`);
  const of = (inner: TypeNode) => jsonSchemaOf(inner, options);
  switch (node.kind) {
    case "primitive":
      switch (node.name) {
        case "string":
        case "boolean":
        case "null":
          return { type: node.name };
        case "number":
          return { type: node.integer === true ? "integer" : "number" };
        case "bigint":
          return { type: "integer" };
        case "unknown":
          return {};
        case "never":
        case "undefined":
          return { not: {} };
      }
      break;
    case "literal":
      return node.values.length === 1 ? { const: node.values[0] } : { enum: [...node.values] };
    case "array":
      return { type: "array", items: of(node.element) };
    case "tuple":
      return { type: "array", prefixItems: node.items.map(of), items: false };
    case "record":
      return { type: "object", additionalProperties: of(node.value) };
    case "object": {
      const properties: Record<string, JsonSchema> = {};
      for (const field of node.fields) {
        properties[field.name] = field.description === undefined ? of(field.type) : { ...of(field.type), description: field.description };
      }
      const required = node.fields.filter((field) => !field.optional).map((field) => field.name);
      return {
        type: "object",
        properties,
        ...(required.length > 0 ? { required } : {}),
        additionalProperties: node.rest === undefined ? false : of(node.rest.type),
      };
    }
    case "union": {
      const members = node.members.filter((member) => !(member.kind === "primitive" && member.name === "undefined"));
      return members.length === 1 ? of(members[0]!) : { anyOf: members.map(of) };
    }
    case "intersection":
      return { allOf: node.members.map(of) };
    case "optional":
      return of(node.inner);
    case "ref":
      return { $ref: refOf(node.name) };
    case "raw":
      return node.json;
  }
}

/** A named shape's JSON Schema, its description on it. */
export function jsonSchemaDeclaration(declaration: Declaration, options: JsonSchemaOptions = {}): JsonSchema {
  return { description: declaration.description, ...jsonSchemaOf(declaration.type, options) };
}

/** Named shapes as one JSON Schema document: each under `$defs`, each reference to another `#/$defs/<name>`. */
export function jsonSchemaDocument(declarations: readonly Declaration[]): JsonSchema {
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $defs: Object.fromEntries(declarations.map((declaration) => [declaration.name, jsonSchemaDeclaration(declaration)])),
  };
}
