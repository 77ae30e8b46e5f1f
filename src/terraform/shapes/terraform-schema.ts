/**
 * The generated schema file (src/terraform/generated/terraform-schema.json, written by `npm run
 * generate`), read once, in its declared form. Imported rather than read from disk, so that the
 * build copies it to dist/ beside its readers and a bundle holds it.
 */
import schemaFile from "../generated/terraform-schema.json";
import type { TerraformSchemaFile } from "./terraform-schema-file";

/** The provider's schema: its settings, resources and data sources, each attribute with its kit mapping. */
export function terraformSchema(): TerraformSchemaFile {
  // The JSON's inferred type is a literal of the file; the form is the generator's promise (terraform-schema-file.ts).
  return schemaFile as unknown as TerraformSchemaFile;
}
