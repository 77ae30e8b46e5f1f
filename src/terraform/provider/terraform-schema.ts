import schemaFile from "../generated/terraform-schema.json";
import type { SchemaAttribute, SchemaBlock, ProviderSchema } from "../protocol/terraform-provider-interface";
import type { TerraformSchemaFile, TfAttribute, TfBlock, TfDataSourceSchema, TfResourceSchema } from "../shapes/terraform-schema-file";

/**
 * The provider's schema, as `npm run generate` writes it from the registry's definitions
 * (src/terraform/generated/terraform-schema.json): a JSON import, so that the release's single
 * executable carries it and nothing is read from disk at start.
 */
export const TERRAFORM_SCHEMA = schemaFile as unknown as TerraformSchemaFile;

/** A resource type's schema; an unknown type is a version mismatch between OpenTofu's state and this provider. */
export function resourceSchema(typeName: string): TfResourceSchema {
  const found = TERRAFORM_SCHEMA.resources[typeName];
  if (found === undefined) throw new Error(`The datafold provider has no resource type ${typeName}. Its types are: ${Object.keys(TERRAFORM_SCHEMA.resources).join(", ")}.`);
  return found;
}

export function dataSourceSchema(typeName: string): TfDataSourceSchema {
  const found = TERRAFORM_SCHEMA.dataSources[typeName];
  if (found === undefined) throw new Error(`The datafold provider has no data source ${typeName}. Its data sources are: ${Object.keys(TERRAFORM_SCHEMA.dataSources).join(", ")}.`);
  return found;
}

/** The schema as GetProviderSchema serves it: the annotations only this provider reads left out. */
export function servedSchema(): ProviderSchema {
  const blocks = <T extends TfBlock>(byName: Readonly<Record<string, T>>) => Object.fromEntries(Object.entries(byName).map(([name, block]) => [name, servedBlock(block)]));
  return { provider: servedBlock(TERRAFORM_SCHEMA.provider), resources: blocks(TERRAFORM_SCHEMA.resources), dataSources: blocks(TERRAFORM_SCHEMA.dataSources) };
}

function servedBlock(block: TfBlock): SchemaBlock {
  return { version: block.version, description: block.description, attributes: block.attributes.map(servedAttribute) };
}

function servedAttribute(attribute: TfAttribute): SchemaAttribute {
  const { name, description, required, optional, computed, sensitive, type, nested } = attribute;
  return {
    name,
    description,
    ...(required ? { required } : {}),
    ...(optional ? { optional } : {}),
    ...(computed ? { computed } : {}),
    ...(sensitive ? { sensitive } : {}),
    ...(type !== undefined ? { type } : {}),
    ...(nested !== undefined ? { nested: { nesting: nested.nesting, attributes: nested.attributes.map(servedAttribute) } } : {}),
  };
}

/** The attributes of a resource that are the kit's inputs (not computed only), and those that are outputs. */
export function inputAttributes(schema: TfResourceSchema): readonly TfAttribute[] {
  return schema.attributes.filter((attribute) => attribute.name !== "id" && (attribute.required === true || attribute.optional === true));
}
