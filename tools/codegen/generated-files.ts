/**
 * Every file `npm run generate` writes, with its content: those of the API objects derived from
 * their schemas (src/types/, shape-files.ts); every file the registry decides, each resource's
 * shell, class and public types, the resources' barrel and the provider entry (resource-files.ts),
 * and each data function's public types and their barrel (src/functions/generated/,
 * function-files.ts); the Pulumi package schema, sdk/schema.json (pulumi-schema.ts); and the
 * Terraform provider's schema, src/terraform/generated/terraform-schema.json (terraform-schema.ts),
 * the loaders of its definitions, src/terraform/generated/terraform-loaders.ts (terraform-loaders.ts),
 * its gRPC definitions from their .proto files (tfplugin6-descriptor.ts), its Registry pages,
 * terraform/docs/ (terraform-docs.ts, from that schema and terraform/examples/), and the module
 * terraform/modules/monitors-from-yaml written from that schema (terraform-monitors-module.ts).
 * The staleness test compares these with what is committed.
 */
import { functionFiles } from "./function-files";
import { packageSchemaFile } from "./pulumi-schema";
import { resourceFiles } from "./resource-files";
import { REPO_ROOT, shapeFiles } from "./shape-files";
import { terraformDocFiles } from "./terraform-docs";
import { monitorsModuleFiles } from "./terraform-monitors-module";
import { terraformLoadersFile } from "./terraform-loaders";
import { terraformSchema, terraformSchemaFile } from "./terraform-schema";
import { tfplugin6DescriptorFile } from "./tfplugin6-descriptor";

/** Paths are relative to the repository's root. */
export function generatedFiles(): Map<string, string> {
  const terraform = terraformSchema();
  return new Map([
    ...shapeFiles(),
    ...resourceFiles(),
    ...functionFiles(),
    packageSchemaFile(),
    terraformSchemaFile(terraform),
    terraformLoadersFile(),
    tfplugin6DescriptorFile(),
    ...terraformDocFiles(terraform, REPO_ROOT),
    ...monitorsModuleFiles(terraform),
  ]);
}
