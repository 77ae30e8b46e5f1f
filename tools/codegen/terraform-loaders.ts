/**
 * src/terraform/generated/terraform-loaders.ts: each resource's and each data function's
 * definition as the Terraform provider loads it, by its kit name, from the definition's own
 * module (tools/codegen/registry-modules.ts) at its first use. OpenTofu starts the provider three
 * or four times per command, and most starts serve a few types; loading the registry would build
 * every definition's zod schemas at each of them.
 */
import { DATA_FUNCTIONS, RESOURCES } from "../../src/registry";
import { registryModules, type RegistryModule } from "./registry-modules";

export const TERRAFORM_LOADERS_PATH = "src/terraform/generated/terraform-loaders.ts";

/** A `require` of the module (relative to src/, as the registry imports it) from src/terraform/generated/, typed as its import. */
function loader(name: string, { binding, module }: RegistryModule): string {
  const path = JSON.stringify(`../../${module.replace(/^\.\//, "")}`);
  return `  ${name}: () => (require(${path}) as typeof import(${path})).${binding},`;
}

export function terraformLoadersFile(): [string, string] {
  const resources = registryModules("RESOURCES", RESOURCES.map(({ definition }) => definition.name));
  const functions = registryModules("DATA_FUNCTIONS", DATA_FUNCTIONS.map((definition) => definition.name));
  const content = [
    "// Generated from src/registry.ts by `npm run generate`: do not edit.",
    "/* eslint-disable @typescript-eslint/no-require-imports -- each definition is loaded at its first use (tools/codegen/terraform-loaders.ts) */",
    'import type { DATA_FUNCTIONS, RESOURCES } from "../../registry";',
    "",
    "/** A registered resource: its definition and its kit provider. */",
    "export type RegisteredResource = (typeof RESOURCES)[number];",
    "/** A registered data function's definition. */",
    "export type RegisteredDataFunction = (typeof DATA_FUNCTIONS)[number];",
    "",
    "/** Each resource by its kit name, loaded from its own module when first asked for. */",
    "export const RESOURCE_LOADERS: Readonly<Record<string, () => RegisteredResource>> = {",
    ...[...resources].map(([name, module]) => loader(name, module)),
    "};",
    "",
    "/** Each data function by its name, loaded from its own module when first asked for. */",
    "export const DATA_FUNCTION_LOADERS: Readonly<Record<string, () => RegisteredDataFunction>> = {",
    ...[...functions].map(([name, module]) => loader(name, module)),
    "};",
    "",
  ].join("\n");
  return [TERRAFORM_LOADERS_PATH, content];
}
