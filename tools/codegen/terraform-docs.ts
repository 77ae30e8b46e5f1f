/**
 * The Terraform/OpenTofu Registry's documentation of the provider, written by `npm run
 * generate` into terraform/docs/ (the layout tfplugindocs writes at a provider repository's
 * root, which terraform/ is): the provider's page (index.md, ./terraform-provider-page.ts), and
 * one page per resource (resources/<name>.md) and per data source (data-sources/<name>.md), each
 * with front matter, the description, the example and the schema (./terraform-schema-markdown.ts),
 * and for a resource its import.
 *
 * Everything comes from the schema file (src/terraform/generated/terraform-schema.json, from the
 * kit's definitions) and the examples (terraform/examples/, written by hand, run against the
 * emulator through OpenTofu by test/terraform/e2e/examples.test.ts). The kit's texts are written
 * for Pulumi: each goes through `terraformText` (src/terraform/shapes/terraform-text.ts).
 *
 * A resource or data source without its example fails the generation, naming the file to write;
 * so does an example of a type the schema does not have, and an importable resource without its
 * import.sh (or an import.sh of one that cannot be imported).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { TerraformSchemaFile, TfBlock } from "../../src/terraform/shapes/terraform-schema-file";
import { importRefusal } from "../../src/kit/define-resource";
import { terraformNames, terraformText, type TerraformNames } from "../../src/terraform/shapes/terraform-text";
import { PROVIDER_NAME } from "../../src/terraform/shapes/naming";
import { RESOURCES } from "../../src/registry";
import { schemaMarkdown } from "./terraform-schema-markdown";
import { providerPage } from "./terraform-provider-page";
import {
  dataSourceExamplePath,
  frontMatter,
  importExamplePath,
  pageName,
  readExampleFile,
  resourceExamplePath,
  subcategoryOf,
  TERRAFORM_DOCS_DIR,
  TERRAFORM_EXAMPLES_DIR,
} from "./terraform-docs-layout";

/**
 * What a resource's page says besides its schema, by kit name: where OpenTofu's default
 * differs from what a resource needs.
 */
const RESOURCE_NOTES: Readonly<Record<string, string>> = {
  ProxyToken: [
    "## Replacing a token",
    "",
    "OpenTofu destroys an object before it creates its replacement, unless the resource says `lifecycle { create_before_destroy = true }`.",
    "For a token that means a revocation first: its users have no working token until the new one exists and reaches them.",
    "Give every `datafold_proxy_token` whose replacement matters that lifecycle rule, as the example does: the new token is then",
    "created first, and the old one revoked after it. With `revoke_replaced_after_hours` a rotation is an update in place, and the",
    "replaced token keeps working for that many hours either way; a change of `principal_type` or `principal_id` still replaces",
    "the object, so the rule matters there too.",
    "",
    "The `token` attribute is sensitive: OpenTofu hides it in its output, but the state holds it in plain text unless",
    "[state encryption](https://opentofu.org/docs/language/state/encryption/) is on (the provider's page shows a configuration).",
  ].join("\n"),
};

/** Whether the kit's definition can be imported, and if not, why. */
function importability(kit: string): { readonly importable: boolean; readonly why?: string } {
  const registered = RESOURCES.find((resource) => resource.definition.name === kit);
  if (registered === undefined) throw new Error(`terraform docs: the schema's resource ${kit} is not in src/registry.ts's RESOURCES`);
  const definition = registered.definition as { readonly name: string; readonly importFromId?: unknown; readonly notImportable?: string };
  if (definition.importFromId !== undefined) return { importable: true };
  return { importable: false, why: importRefusal(definition) };
}

/** The `tofu import <address> <id>` line of an import.sh, as its address and id. */
export function importCommand(script: string, path: string): { readonly address: string; readonly id: string } {
  const match = /^tofu import ([\w.-]+) (?:'([^']*)'|"([^"]*)"|(\S+))\s*$/m.exec(script);
  if (match === null) throw new Error(`${path}: write one line \`tofu import datafold_<type>.<name> <id>\` (the id quoted when it has a space)`);
  return { address: match[1]!, id: match[2] ?? match[3] ?? match[4]! };
}

function importSection(root: string, type: string, kit: string, names: TerraformNames): string {
  const { importable, why } = importability(kit);
  const path = importExamplePath(type);
  if (!importable) {
    if (existsSync(join(root, path))) throw new Error(`${path}: ${kit} cannot be imported (its definition's notImportable says why): remove the file`);
    return ["## Import", "", `This resource cannot be imported. ${terraformText(why!, names)}`, ""].join("\n");
  }
  const script = readExampleFile(root, path, `${type}'s import`);
  const { address, id } = importCommand(script, path);
  if (!address.startsWith(`${type}.`)) throw new Error(`${path}: imports ${address}, not a ${type}`);
  return [
    "## Import",
    "",
    "In OpenTofu 1.5 and later, an [`import` block](https://opentofu.org/docs/language/import/) takes the object's id, for example:",
    "",
    "```terraform",
    "import {",
    `  to = ${address}`,
    `  id = ${JSON.stringify(id)}`,
    "}",
    "```",
    "",
    "The `tofu import` command can be used too, for example:",
    "",
    "```shell",
    script,
    "```",
    "",
    "Import reads the object with the service's GET. What GET cannot show (a credential, an input the API never returns) is not",
    "in the imported state: write it in the configuration, and the plan after the import shows what is left to add.",
    "",
  ].join("\n");
}

/**
 * What a resource's and a data source's page share, up to its schema: the front matter, the title,
 * the description and the example (`kind` as tfplugindocs names it: `Resource`, `Data Source`).
 */
function pageHead(kind: string, examplePath: string, type: string, schema: TfBlock & { readonly kit: string }, describe: (text: string) => string, root: string): string[] {
  const description = describe(schema.description).trim();
  const example = readExampleFile(root, examplePath, `the ${kind.toLowerCase()} ${type}`);
  return [
    frontMatter(`${type} ${kind} - ${PROVIDER_NAME}`, subcategoryOf(schema.kit), description),
    "",
    `# ${type} (${kind})`,
    "",
    description,
    "",
    "## Example Usage",
    "",
    "```terraform",
    example,
    "```",
    "",
  ];
}

function resourcePage(root: string, type: string, schema: TfBlock & { readonly kit: string }, names: TerraformNames): string {
  const describe = (text: string) => terraformText(text, names);
  const note = RESOURCE_NOTES[schema.kit];
  return [
    ...pageHead("Resource", resourceExamplePath(type), type, schema, describe, root),
    ...(note === undefined ? [] : [note, ""]),
    schemaMarkdown(schema.attributes, describe),
    importSection(root, type, schema.kit, names),
  ].join("\n");
}

function dataSourcePage(root: string, type: string, schema: TfBlock & { readonly kit: string }, names: TerraformNames): string {
  const describe = (text: string) => terraformText(text, names);
  return [
    ...pageHead("Data Source", dataSourceExamplePath(type), type, schema, describe, root),
    schemaMarkdown(schema.attributes, describe),
  ].join("\n");
}

/** Fails naming each example directory that is no type of the schema (left behind by a rename). */
function checkNoStrayExamples(root: string, schema: TerraformSchemaFile): void {
  const stray: string[] = [];
  for (const [kind, types] of [["resources", schema.resources], ["data-sources", schema.dataSources]] as const) {
    const dir = join(root, TERRAFORM_EXAMPLES_DIR, kind);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir)) if (!(entry in types)) stray.push(`${TERRAFORM_EXAMPLES_DIR}/${kind}/${entry}`);
  }
  if (stray.length > 0) throw new Error(`terraform docs: ${stray.join(", ")} ${stray.length === 1 ? "is the example of no type" : "are the examples of no type"} of the schema: rename or remove it`);
}

/** Every page of terraform/docs/, by path from the repository's root. */
export function terraformDocFiles(schema: TerraformSchemaFile, root: string): Map<string, string> {
  checkNoStrayExamples(root, schema);
  const names = terraformNames(schema);
  const files = new Map<string, string>();
  files.set(`${TERRAFORM_DOCS_DIR}/index.md`, providerPage(root, schema, names));
  for (const [type, resource] of Object.entries(schema.resources)) {
    files.set(`${TERRAFORM_DOCS_DIR}/resources/${pageName(type)}.md`, resourcePage(root, type, resource, names));
  }
  for (const [type, dataSource] of Object.entries(schema.dataSources)) {
    files.set(`${TERRAFORM_DOCS_DIR}/data-sources/${pageName(type)}.md`, dataSourcePage(root, type, dataSource, names));
  }
  return files;
}

