import { attributeType } from "./cty-types";
import type { ProviderSchema, SchemaAttribute, SchemaBlock } from "./terraform-provider-interface";

/**
 * The provider's schema as tfplugin6's Schema messages (plain objects, field names as in
 * the .proto): a block of attributes, nested attributes as `nested_type` (protocol 6's nested
 * attributes, no nested blocks), each type as cty's JSON in bytes, descriptions in Markdown.
 */

interface ProtocolAttribute {
  readonly name: string;
  readonly type?: Buffer;
  readonly nested_type?: { readonly attributes: readonly ProtocolAttribute[]; readonly nesting: "SINGLE" | "LIST" | "MAP" };
  readonly description: string;
  readonly description_kind: "MARKDOWN";
  readonly required: boolean;
  readonly optional: boolean;
  readonly computed: boolean;
  readonly sensitive: boolean;
}

export interface ProtocolSchema {
  readonly version: number;
  readonly block: {
    readonly version: number;
    readonly attributes: readonly ProtocolAttribute[];
    readonly description: string;
    readonly description_kind: "MARKDOWN";
  };
}

const NESTING = { single: "SINGLE", list: "LIST", map: "MAP" } as const;

function protocolAttribute(attribute: SchemaAttribute): ProtocolAttribute {
  const flags = { required: attribute.required === true, optional: attribute.optional === true, computed: attribute.computed === true, sensitive: attribute.sensitive === true };
  const common = { name: attribute.name, description: attribute.description, description_kind: "MARKDOWN" as const, ...flags };
  if (attribute.nested !== undefined) {
    return { ...common, nested_type: { attributes: attribute.nested.attributes.map(protocolAttribute), nesting: NESTING[attribute.nested.nesting] } };
  }
  return { ...common, type: Buffer.from(JSON.stringify(attributeType(attribute))) };
}

export function protocolSchema(block: SchemaBlock): ProtocolSchema {
  return {
    version: block.version,
    block: { version: block.version, attributes: block.attributes.map(protocolAttribute), description: block.description, description_kind: "MARKDOWN" },
  };
}

export function protocolSchemas(blocks: Readonly<Record<string, SchemaBlock>>): Record<string, ProtocolSchema> {
  return Object.fromEntries(Object.entries(blocks).map(([typeName, block]) => [typeName, protocolSchema(block)]));
}

/** The parts of GetProviderSchema.Response the schema decides. */
export function protocolProviderSchema(schema: ProviderSchema) {
  return { provider: protocolSchema(schema.provider), resource_schemas: protocolSchemas(schema.resources), data_source_schemas: protocolSchemas(schema.dataSources) };
}
